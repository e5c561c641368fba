/**
 * The mobile pager rule (spec 02 §2): plain page numbers when there are 4 pages or fewer, otherwise a
 * compact pager (previous, "page of pages", next). Wide screens use the same pager.
 */
export const PLAIN_PAGER_MAX_PAGES = 4;

export type PagerModel =
  | { kind: 'none' }
  | { kind: 'plain'; pages: number[]; current: number }
  | { kind: 'compact'; current: number; pages: number; hasPrevious: boolean; hasNext: boolean };

export function pageCount(totalCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalCount / pageSize));
}

export function pagerModel(totalCount: number, pageSize: number, current: number): PagerModel {
  const pages = pageCount(totalCount, pageSize);
  if (pages <= 1) return { kind: 'none' };
  const page = Math.min(Math.max(1, current), pages);
  if (pages <= PLAIN_PAGER_MAX_PAGES) {
    return { kind: 'plain', pages: Array.from({ length: pages }, (_, i) => i + 1), current: page };
  }
  return { kind: 'compact', current: page, pages, hasPrevious: page > 1, hasNext: page < pages };
}
