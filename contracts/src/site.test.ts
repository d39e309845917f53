import { approxVnd, telHref } from './site';

describe('the company', () => {
  it('gives the dong amount at the rate under a dollar price: ≈ 71.225.000 ₫', () => {
    expect(approxVnd(284_900, 25_000)).toBe('≈ 71.225.000 ₫');
    expect(approxVnd(1, 25_450)).toBe('≈ 255 ₫');
  });

  it('dials a hotline without its spaces and dots', () => {
    expect(telHref('0901 234 567')).toBe('tel:0901234567');
    expect(telHref('+84 28.3812.3456')).toBe('tel:+842838123456');
  });
});
