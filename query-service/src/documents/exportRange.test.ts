import { ValidationError, inVietnamese } from '@tavico/contracts';
import { exportRange } from './exportRange';

const refusal = (query: Record<string, unknown>) => {
  try {
    exportRange(query);
  } catch (error) {
    if (error instanceof ValidationError) return inVietnamese(error.said);
    throw error;
  }
  throw new Error('accepted');
};

describe('the days an export covers', () => {
  it('are Vietnam days: from 17:00 UTC the day before to 17:00 UTC on the last', () => {
    expect(exportRange({ from: '2026-11-01', to: '2026-11-27' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-27',
      start: '2026-10-31T17:00:00.000Z',
      end: '2026-11-27T17:00:00.000Z',
    });
  });

  it('take a year, a leap one too, and no more', () => {
    expect(exportRange({ from: '2028-01-01', to: '2028-12-31' }).to).toBe('2028-12-31');
    expect(refusal({ from: '2026-01-01', to: '2027-01-02' })).toMatch(/366/);
  });

  it('say what is wrong with a missing, malformed, impossible or reversed range', () => {
    expect(refusal({ from: '2026-11-01' })).toMatch(/from.*to/);
    expect(refusal({ from: '2026-11-01', to: '27/11/2026' })).toMatch(/27\/11\/2026.*YYYY-MM-DD/);
    expect(refusal({ from: '2026-02-30', to: '2026-03-01' })).toMatch(/2026-02-30/);
    expect(refusal({ from: ['2026-11-01', '2026-11-02'], to: '2026-11-03' })).toMatch(/YYYY-MM-DD/);
    expect(refusal({ from: '2026-11-27', to: '2026-11-01' })).toMatch(/trước/);
  });
});
