import { describe, expect, it } from 'vitest';
import { pageCount, pagerModel } from './pager';

describe('the pager rule (spec 02 §2: plain numbers up to 4 pages, a compact pager after)', () => {
  it('shows nothing for one page', () => {
    expect(pagerModel(0, 10, 1)).toEqual({ kind: 'none' });
    expect(pagerModel(10, 10, 1)).toEqual({ kind: 'none' });
  });
  it('numbers up to 4 pages', () => {
    expect(pagerModel(11, 10, 2)).toEqual({ kind: 'plain', pages: [1, 2], current: 2 });
    expect(pagerModel(40, 10, 1)).toEqual({ kind: 'plain', pages: [1, 2, 3, 4], current: 1 });
  });
  it('goes compact from 5 pages, keeping the page in range', () => {
    expect(pagerModel(41, 10, 1)).toEqual({
      kind: 'compact',
      current: 1,
      pages: 5,
      hasPrevious: false,
      hasNext: true,
    });
    expect(pagerModel(100_000, 10, 99_999)).toMatchObject({
      current: 10_000,
      hasNext: false,
      hasPrevious: true,
    });
    expect(pageCount(100_000, 30)).toBe(3334);
  });
});
