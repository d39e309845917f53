import { defaultShippingTables, deliveryWindow, quoteShipping, shippingTableOf, type ShippingTable } from './shipping';
import { shippingTableRequest } from './shippingRequest';
import { saidOfIssue } from './validation';
import { inVietnamese } from './i18n';

const table: ShippingTable = {
  zones: [
    { name: 'TP Hồ Chí Minh', provinceCodes: ['79'], fee: 150_000, minDays: 1, maxDays: 2 },
    { name: 'Miền Nam', provinceCodes: ['75', '92'], fee: 350_000, minDays: 2, maxDays: 4 },
  ],
  elsewhere: { fee: 700_000, minDays: 4, maxDays: 8 },
  freeShippingFrom: 30_000_000,
  bulkyFee: 200_000,
};
const chair = { priceCents: 2_000_000, quantity: 1, bulky: false };
const sofa = { priceCents: 9_000_000, quantity: 1, bulky: true };

describe('the shipping quote (decisions §35)', () => {
  it('prices each zone at its own fee and days', () => {
    expect(quoteShipping([chair], '79', table)).toEqual({
      fee: 150_000,
      zone: 'TP Hồ Chí Minh',
      minDays: 1,
      maxDays: 2,
      free: false,
    });
    expect(quoteShipping([chair], '92', table)).toEqual({
      fee: 350_000,
      zone: 'Miền Nam',
      minDays: 2,
      maxDays: 4,
      free: false,
    });
  });

  it('prices a province no zone lists, an unknown code and no province at all as everywhere else', () => {
    const elsewhere = { fee: 700_000, zone: null, minDays: 4, maxDays: 8, free: false };
    expect(quoteShipping([chair], '01', table)).toEqual(elsewhere);
    expect(quoteShipping([chair], '99', table)).toEqual(elsewhere);
    expect(quoteShipping([chair], null, table)).toEqual(elsewhere);
    expect(quoteShipping([chair], undefined, table)).toEqual(elsewhere);
  });

  it('adds the bulky surcharge for each bulky unit', () => {
    expect(quoteShipping([chair, sofa], '79', table).fee).toBe(150_000 + 200_000);
    expect(quoteShipping([chair, { ...sofa, quantity: 2 }], '79', table).fee).toBe(150_000 + 2 * 200_000);
    expect(quoteShipping([{ ...chair, quantity: 3 }], '79', table).fee).toBe(150_000);
  });

  it('ships free from the threshold on, the threshold itself included, bulky surcharge too', () => {
    const under = { priceCents: 29_999_999, quantity: 1, bulky: true };
    expect(quoteShipping([under], '01', table)).toMatchObject({ fee: 900_000, free: false });
    const at = { priceCents: 10_000_000, quantity: 3, bulky: true };
    expect(quoteShipping([at], '01', table)).toEqual({ fee: 0, zone: null, minDays: 4, maxDays: 8, free: true });
  });

  it('never ships free without a threshold', () => {
    const big = { priceCents: 900_000_000, quantity: 1, bulky: false };
    expect(quoteShipping([big], '79', { ...table, freeShippingFrom: null })).toMatchObject({
      fee: 150_000,
      free: false,
    });
  });

  it('falls back to the currency default until the owner saves a table: fees in đồng, none in dollars', () => {
    expect(quoteShipping([chair], '79', shippingTableOf({}, 'VND')).fee).toBeGreaterThan(0);
    expect(quoteShipping([chair], '79', shippingTableOf({}, 'USD')).fee).toBe(0);
    expect(shippingTableOf({ shipping: table }, 'USD')).toBe(table);
  });

  it('expects delivery on the shop calendar days (UTC+7) from the day placed', () => {
    // 20:00 UTC on 26/11 is already 27/11 in Vietnam.
    expect(deliveryWindow('2026-11-26T20:00:00.000Z', { minDays: 1, maxDays: 2 })).toEqual({
      from: '2026-11-28',
      to: '2026-11-29',
    });
  });
});

describe('the shipping table form', () => {
  const form = {
    zones: [{ name: 'Nội thành', provinceCodes: ['79'], fee: 150000, minDays: 1, maxDays: 2 }],
    elsewhere: { fee: 700000, minDays: 4, maxDays: 8 },
    freeShippingFrom: 30000000,
    bulkyFee: 200000,
  };
  const parse = (body: unknown, currency: 'VND' | 'USD' = 'VND') => shippingTableRequest(currency).safeParse(body);
  const message = (body: unknown) => inVietnamese(saidOfIssue(parse(body).error?.issues[0]?.message));

  it('reads the default tables back as they are', () => {
    expect(parse(defaultShippingTables.VND).data).toEqual(defaultShippingTables.VND);
    expect(parse(defaultShippingTables.USD, 'USD').data).toEqual(defaultShippingTables.USD);
  });

  it('takes dollars in major units and keeps cents; 0 as threshold is no free shipping', () => {
    const usd = { ...form, zones: [{ ...form.zones[0], fee: 12.5 }], freeShippingFrom: 0, bulkyFee: 5 };
    expect(parse(usd, 'USD').data).toMatchObject({
      zones: [{ fee: 1250 }],
      elsewhere: { fee: 70000000 },
      freeShippingFrom: null,
      bulkyFee: 500,
    });
  });

  it('refuses bad tables in Vietnamese', () => {
    expect(message({ ...form, zones: [{ ...form.zones[0], provinceCodes: ['65'] }] })).toMatch(/Mã tỉnh\/thành phố/);
    expect(message({ ...form, zones: [{ ...form.zones[0], provinceCodes: [] }] })).toMatch(/ít nhất một/);
    expect(message({ ...form, zones: [form.zones[0], { ...form.zones[0], name: 'Khác' }] })).toMatch(
      /chỉ thuộc một vùng/,
    );
    expect(message({ ...form, zones: [form.zones[0], { ...form.zones[0], provinceCodes: ['01'] }] })).toMatch(
      /phải khác nhau/,
    );
    expect(message({ ...form, elsewhere: { fee: 1000, minDays: 5, maxDays: 2 } })).toMatch(/muộn nhất/);
    expect(message({ ...form, bulkyFee: -1 })).toMatch(/Phụ phí hàng cồng kềnh/);
    expect(message({ ...form, elsewhere: { fee: 1000, minDays: 1, maxDays: 90 } })).toMatch(/tối đa 60 ngày/);
    expect(message({ ...form, zones: [{ ...form.zones[0], fee: 150.5 }] })).toMatch(/đồng nguyên/);
  });
});
