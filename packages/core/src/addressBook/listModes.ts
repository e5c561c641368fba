/**
 * What the address book and My Items List have in common (spec 03 §4 "Address book and item lists",
 * §5, §9): the letter filter, the search's minimum and debounce, the page bar, and the edit mode with
 * its checks. Pure functions over plain values; the stores hold the state.
 */

// The search's minimum and delay have their own module: a shipment form's company search needs them
// at once, the rest loads with the modals (issue 11).
export { LIST_SEARCH_DEBOUNCE_MS, LIST_SEARCH_MIN_CHARS, searchTermOf } from './listSearch';
/** spec 03 §9: addresses 9 a page, line items 11 a page. */
export const CONTACTS_PAGE_SIZE = 9;
export const ITEMS_PAGE_SIZE = 11;
/** spec 03 §9: the page bar shows every page up to 6 pages, otherwise ellipses. */
export const PAGE_BAR_ALL_UP_TO = 6;

/** spec 03 §2: the letter filter: A-Z, All, 0...9 and symbols. */
export type Letter =
  | 'A'
  | 'B'
  | 'C'
  | 'D'
  | 'E'
  | 'F'
  | 'G'
  | 'H'
  | 'I'
  | 'J'
  | 'K'
  | 'L'
  | 'M'
  | 'N'
  | 'O'
  | 'P'
  | 'Q'
  | 'R'
  | 'S'
  | 'T'
  | 'U'
  | 'V'
  | 'W'
  | 'X'
  | 'Y'
  | 'Z';
export type LetterFilter = 'all' | 'digits' | 'symbols' | Letter;
export const LETTERS: readonly Letter[] = Array.from(
  { length: 26 },
  (_, i) => String.fromCharCode(65 + i) as Letter,
);
export const LETTER_FILTERS: readonly LetterFilter[] = ['all', ...LETTERS, 'digits', 'symbols'];

/**
 * The group a name belongs to: its first letter (accents dropped: "Émile" is under E), a digit, or
 * a symbol (anything else, a name that starts with a quote, "&" or a letter outside A-Z).
 */
export function letterGroupOf(name: string): Exclude<LetterFilter, 'all'> {
  const first = name.trim().normalize('NFD').replace(/\p{M}/gu, '').charAt(0).toUpperCase();
  if (first >= 'A' && first <= 'Z') return first as Letter;
  if (first >= '0' && first <= '9') return 'digits';
  return 'symbols';
}

export function matchesLetter(name: string, filter: LetterFilter): boolean {
  return filter === 'all' || letterGroupOf(name) === filter;
}

export const pageCountOf = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(Math.max(0, total) / pageSize));

/** One slot of the page bar: a page number, or an ellipsis standing for the pages left out. */
export type PageBarSlot = number | 'gap';

/**
 * The page bar (spec 03 §9): every page when there are at most 6; otherwise the first and last page,
 * the current one with its neighbours, and a gap where pages are left out ("1 … 4 5 6 … 12").
 */
export function pageBar(current: number, pageCount: number): PageBarSlot[] {
  if (pageCount <= PAGE_BAR_ALL_UP_TO) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const shown = new Set([1, pageCount, current - 1, current, current + 1]);
  // Near an end, show four pages on that side, so the bar keeps its width.
  if (current <= 3) for (const n of [2, 3, 4]) shown.add(n);
  if (current >= pageCount - 2) for (const n of [pageCount - 3, pageCount - 2, pageCount - 1]) shown.add(n);
  const pages = [...shown].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  const slots: PageBarSlot[] = [];
  pages.forEach((n, i) => {
    if (i > 0 && n - (pages[i - 1] as number) > 1) slots.push('gap');
    slots.push(n);
  });
  return slots;
}

/** Edit mode and its checks (spec 03 §4). */
export interface ListSelection {
  editMode: boolean;
  /** The checked ids, in the order they were checked. */
  checked: readonly string[];
  /** The select-all box: it checked every row of the page it was ticked on. */
  selectAll: boolean;
}

export const noSelection = (): ListSelection => ({ editMode: false, checked: [], selectAll: false });

/** Edit List / Finish Editing: leaving edit mode clears the checks. */
export function toggleEditMode(selection: ListSelection): ListSelection {
  return selection.editMode ? noSelection() : { ...selection, editMode: true };
}

/**
 * Checks or unchecks one row. Unchecking the last checked row while select-all is on turns select-all
 * and edit mode off (spec 03 §4).
 */
export function toggleChecked(selection: ListSelection, id: string): ListSelection {
  if (!selection.editMode) return selection;
  if (!selection.checked.includes(id)) return { ...selection, checked: [...selection.checked, id] };
  const checked = selection.checked.filter((one) => one !== id);
  if (checked.length === 0 && selection.selectAll) return noSelection();
  return { ...selection, checked };
}

/** Select-all checks only the rows of the current page; unticking it unchecks them. */
export function setSelectAll(
  selection: ListSelection,
  on: boolean,
  pageIds: readonly string[],
): ListSelection {
  if (!selection.editMode) return selection;
  if (on) {
    const checked = [...selection.checked, ...pageIds.filter((id) => !selection.checked.includes(id))];
    return { ...selection, checked, selectAll: pageIds.length > 0 };
  }
  const checked = selection.checked.filter((id) => !pageIds.includes(id));
  if (checked.length === 0) return noSelection();
  return { ...selection, checked, selectAll: false };
}

/** Another page, letter or search: the select-all box was about the rows shown, so it goes off. */
export const pageChanged = (selection: ListSelection): ListSelection =>
  selection.selectAll ? { ...selection, selectAll: false } : selection;

/** Drops ids that left the list (deleted), and edit mode's select-all when nothing stays checked. */
export function withoutIds(selection: ListSelection, ids: readonly string[]): ListSelection {
  const checked = selection.checked.filter((id) => !ids.includes(id));
  return { ...selection, checked, selectAll: selection.selectAll && checked.length > 0 };
}

/** Delete Selected shows in edit mode with rows checked (spec 03 §2). */
export const canDeleteSelected = (selection: ListSelection): boolean =>
  selection.editMode && selection.checked.length > 0;
