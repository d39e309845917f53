import { splitPhoneNumbers } from './phoneNumbers';

const phones = (text: string, known: string[] = []) =>
  splitPhoneNumbers(text, known).flatMap((p) => ('phone' in p ? [[p.phone, p.href]] : []));

describe("the phone numbers in the chat's answers", () => {
  it('cuts the text at each number and dials its digits only', () => {
    expect(splitPhoneNumbers('Bạn gọi hotline 0912 345 678 hoặc 0900.000.002 nhé.')).toEqual([
      { text: 'Bạn gọi hotline ' },
      { phone: '0912 345 678', href: 'tel:0912345678' },
      { text: ' hoặc ' },
      { phone: '0900.000.002', href: 'tel:0900000002' },
      { text: ' nhé.' },
    ]);
  });

  it('finds landlines, grouped as people write them, and +84 numbers', () => {
    expect(phones('Xưởng: 0274 3 888 999; văn phòng 028-3812-3456; hoặc +84 912 345 678.')).toEqual([
      ['0274 3 888 999', 'tel:02743888999'],
      ['028-3812-3456', 'tel:02838123456'],
      ['+84 912 345 678', 'tel:+84912345678'],
    ]);
  });

  it("finds the shop's own hotlines whatever their shape", () => {
    expect(phones('Gọi 1900 1234 hoặc 0900 000 001.', ['1900 1234', '0900 000 001'])).toEqual([
      ['1900 1234', 'tel:19001234'],
      ['0900 000 001', 'tel:0900000001'],
    ]);
  });

  it('leaves prices, amounts and codes as text', () => {
    const text =
      'Giá $2,849.00 (khoảng 71.225.000 ₫), sạp 3.600.000 ₫ mỗi tháng, đơn TV-26-0001234, dày 18mm, 0.5 m³, năm 2026.';
    expect(splitPhoneNumbers(text)).toEqual([{ text }]);
  });
});
