import { postMessages, publishedAtProblem, publishYearsAhead } from './posts';

describe("a post's date", () => {
  const now = new Date('2026-03-15T08:00:00.000Z');
  const late = postMessages.publishedTooLate(publishYearsAhead);

  it('may be any moment from 2000-01-01 to two years from now', () => {
    for (const at of ['2000-01-01T00:00:00.000Z', '2026-03-15T08:00:00.000Z', '2028-03-15T08:00:00.000Z']) {
      expect([at, publishedAtProblem(at, now)]).toEqual([at, null]);
    }
  });

  it('is refused before 2000 or after two years from now (the clock given, not the machine’s)', () => {
    expect(publishedAtProblem('1999-12-31T23:59:59.999Z', now)).toEqual(postMessages.publishedTooEarly);
    expect(publishedAtProblem('2028-03-15T08:00:00.001Z', now)).toEqual(late);
    expect(publishedAtProblem('9999-12-31T00:00:00.000Z', now)).toEqual(late);
    // The same date, judged at another moment.
    expect(publishedAtProblem('2028-03-15T08:00:00.001Z', new Date('2026-03-16T00:00:00.000Z'))).toBeNull();
  });
});
