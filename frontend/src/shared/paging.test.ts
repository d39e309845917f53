import { pageFromQuery, pagesAround, withPage } from './paging';

describe('paging helpers', () => {
  it('reads ?page= as a whole number above 0, anything else as the first page', () => {
    expect(pageFromQuery(new URLSearchParams('page=3'))).toBe(3);
    for (const bad of ['', 'page=0', 'page=-2', 'page=abc', 'page=2.5', 'page=1e3'])
      expect(pageFromQuery(new URLSearchParams(bad))).toBe(1);
  });

  it('asks for a page beside the query a path already has, and for the first with nothing', () => {
    expect(withPage('/api/shop/review/p1', 1)).toBe('/api/shop/review/p1');
    expect(withPage('/api/shop/review/p1', 2)).toBe('/api/shop/review/p1?page=2');
    expect(withPage('/api/x?status=pending', 4)).toBe('/api/x?status=pending&page=4');
  });

  it('shows every page up to seven, else the ends and the current page with its neighbours', () => {
    expect(pagesAround(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagesAround(1, 12)).toEqual([1, 2, 3, 4, 5, null, 12]);
    expect(pagesAround(6, 12)).toEqual([1, null, 5, 6, 7, null, 12]);
    expect(pagesAround(12, 12)).toEqual([1, null, 8, 9, 10, 11, 12]);
    for (let page = 1; page <= 40; page++) {
      const shown = pagesAround(page, 40);
      expect(shown.length).toBeLessThanOrEqual(7);
      expect(shown).toContain(page);
    }
  });
});
