import { dateOnly, vietnamTime } from './format';

describe('dates on screen', () => {
  it("shows an instant's day as Vietnam reads it: late evening in UTC is already the next day there", () => {
    expect(dateOnly('2026-11-21T08:00:00.000Z')).toBe('21/11/2026');
    expect(dateOnly('2026-11-21T23:30:00.000Z')).toBe('22/11/2026');
    expect(vietnamTime('2026-11-21T23:30:00.000Z')).toBe('22/11/2026 06:30');
  });
});
