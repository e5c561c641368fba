/** spec 03 §5: address, contact and item search need at least 2 characters and wait 1 second. */
export const LIST_SEARCH_MIN_CHARS = 2;
export const LIST_SEARCH_DEBOUNCE_MS = 1000;

/** Whether typed text is a search: 2 characters or more once trimmed; less means the whole list. */
export function searchTermOf(text: string): string {
  const term = text.trim();
  return term.length >= LIST_SEARCH_MIN_CHARS ? term : '';
}
