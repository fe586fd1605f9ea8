import { LIST_COUNT_CAP, pageAfterParam, pagerText, toPagination } from './pagination';

describe('pagination', () => {
  it('counts exactly up to the cap', () => {
    expect(toPagination(2, 20, { matches: 45, exact: false })).toEqual({ page: 2, limit: 20, total: 45, pages: 3 });
    expect(pagerText(toPagination(2, 20, { matches: 45, exact: false }))).toBe('Showing 21 to 40 of 45 results');
    expect(pagerText(toPagination(3, 20, { matches: 45, exact: false }))).toBe('Showing 41 to 45 of 45 results');
  });

  it('says nothing for a single page', () => {
    expect(pagerText(toPagination(1, 20, { matches: 20, exact: false }))).toBeNull();
    expect(pagerText(null)).toBeNull();
  });

  it('says "more than" past the cap, and pages up to it', () => {
    const capped = toPagination(1, 20, { matches: LIST_COUNT_CAP + 1, exact: false });
    expect(capped).toEqual({ page: 1, limit: 20, total: LIST_COUNT_CAP, pages: 50, total_capped: true });
    expect(pagerText(capped)).toBe('Showing 1 to 20 of more than 1,000 results');
  });

  it('keeps an exact total past the cap (a kept counter)', () => {
    expect(toPagination(1, 20, { matches: 1_000_000, exact: true })).toEqual({ page: 1, limit: 20, total: 1_000_000, pages: 50_000 });
  });

  it("carries the next page's key when the list gives one, and reads only keys of its shape", () => {
    expect(toPagination(1, 20, { matches: 45, exact: true }, '1764151872123456_42')).toEqual({ page: 1, limit: 20, total: 45, pages: 3, next: '1764151872123456_42' });
    expect(pageAfterParam('1764151872123456_42')).toBe('1764151872123456_42');
    expect(pageAfterParam('-5_1')).toBe('-5_1');
    for (const odd of [null, undefined, '', '42', '1_2_3', 'a_1', `${'9'.repeat(18)}_1`]) expect(pageAfterParam(odd)).toBeUndefined();
  });
});
