/** spec 01 §9 sentinels: "-" for an empty value, "--" for an empty rate. */
export const EMPTY = '-';
export const EMPTY_RATE = '--';

/** The value as text, or "-" when it is missing or blank. */
export function orEmpty(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return EMPTY;
  const text = String(value).trim();
  return text === '' ? EMPTY : text;
}
