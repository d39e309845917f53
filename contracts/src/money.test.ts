import { moneyInput, saidOfIssue } from './validation';
import { inVietnamese } from './i18n';
import { currencyRules, formatMoney, formatVnd, toMajor, toMinor, usdCentsToVnd, vndToUsdCents } from './money';

describe('money in the shop currency (decisions §31)', () => {
  it('writes đồng the Vietnamese way: dots between thousands, ₫ after, no decimals', () => {
    expect(formatMoney(12_500_000, 'VND')).toBe('12.500.000 ₫');
    expect(formatMoney(690_000, 'VND')).toBe('690.000 ₫');
    expect(formatMoney(0, 'VND')).toBe('0 ₫');
    expect(formatVnd(3_600_000)).toBe('3.600.000 ₫');
  });

  it('writes dollars as the spec does: $2,849.00', () => {
    expect(formatMoney(284_900, 'USD')).toBe('$2,849.00');
    expect(formatMoney(123_456_789, 'USD')).toBe('$1,234,567.89');
    expect(formatMoney(5, 'USD')).toBe('$0.05');
    expect(formatMoney(-150_000, 'USD')).toBe('-$1,500.00');
  });

  it('keeps đồng as they are and dollars in cents, both ways', () => {
    expect(toMajor(15_490_000, 'VND')).toBe(15_490_000);
    expect(toMinor(15_490_000, 'VND')).toBe(15_490_000);
    expect(toMajor(61_999, 'USD')).toBe(619.99);
    expect(toMinor(619.99, 'USD')).toBe(61_999);
    expect(toMinor(0.1 + 0.2, 'USD')).toBe(30);
  });

  it('converts at a rate, rounding once, half up', () => {
    expect(usdCentsToVnd(61_900, 25_000)).toBe(15_475_000);
    expect(usdCentsToVnd(1, 25_450)).toBe(255);
    expect(vndToUsdCents(15_490_000, 25_000)).toBe(61_960);
    expect(vndToUsdCents(15_490_000, 25_450)).toBe(60_864);
    expect(vndToUsdCents(125, 25_000)).toBe(1);
  });

  it('takes a đồng price as whole đồng from 1,000, and a dollar price with at most two decimals', () => {
    const vnd = moneyInput('Giá', 'VND');
    expect(vnd.safeParse(1_250_000).success).toBe(true);
    expect(vnd.safeParse('1250000').success).toBe(true);
    expect(inVietnamese(saidOfIssue(vnd.safeParse(1250.5).error?.issues[0].message))).toBe(
      'Giá phải là số đồng nguyên, không có phần thập phân.',
    );
    expect(inVietnamese(saidOfIssue(vnd.safeParse(999).error?.issues[0].message))).toBe('Giá phải từ 1.000 ₫ trở lên.');
    expect(vnd.safeParse(currencyRules.VND.max + 1).success).toBe(false);
    const usd = moneyInput('Giá', 'USD');
    expect(usd.safeParse(1250.5).success).toBe(true);
    expect(inVietnamese(saidOfIssue(usd.safeParse(19.999).error?.issues[0].message))).toBe(
      'Giá chỉ được có tối đa hai chữ số thập phân.',
    );
    expect(usd.safeParse(0).success).toBe(false);
    expect(moneyInput('Giá', 'VND', { zeroAllowed: true }).safeParse('').data).toBe(0);
  });
});
