import { formatMoney } from './catalogue';
import { approxVnd, centsToVnd, formatVnd, telHref } from './site';

describe('prices as shoppers read them (decisions §27)', () => {
  it('writes dollars with thousands separators and cents: $2,849.00', () => {
    expect(formatMoney(284_900)).toBe('$2,849.00');
    expect(formatMoney(123_456_789)).toBe('$1,234,567.89');
    expect(formatMoney(99_900)).toBe('$999.00');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(-150_000)).toBe('-$1,500.00');
  });

  it('gives the dong amount at the rate under a dollar price: ≈ 71.225.000 ₫', () => {
    expect(approxVnd(284_900, 25_000)).toBe('≈ 71.225.000 ₫');
    expect(centsToVnd(1, 25_000)).toBe(250);
    expect(formatVnd(3_600_000)).toBe('3.600.000 ₫');
  });

  it('dials a hotline without its spaces and dots', () => {
    expect(telHref('0901 234 567')).toBe('tel:0901234567');
    expect(telHref('+84 28.3812.3456')).toBe('tel:+842838123456');
  });
});
