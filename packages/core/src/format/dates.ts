import { EMPTY } from './sentinels';

/**
 * The spec's date formats (spec 01 §9, spec 02 §9). Shipping dates are calendar days, not
 * instants: they travel as "yyyy-MM-dd" strings and are never shifted through UTC, so a ship date
 * picked in New York late in the evening stays the same day everywhere.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

export interface CalendarDay {
  year: number;
  /** 1-12. */
  month: number;
  day: number;
}

/** What the formatters take: a "yyyy-MM-dd…" text, a Date (its local day) or a calendar day. */
export type DayLike = string | Date | CalendarDay | null | undefined;

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/**
 * A calendar day from "yyyy-MM-dd" (anything after the day, like "T00:00:00.000", is ignored) or
 * from a Date (its local day) or a CalendarDay (checked). Undefined when the text is not a real day (e.g. 2025-02-30).
 */
export function toCalendarDay(value: DayLike): CalendarDay | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'object' && !(value instanceof Date))
    return toCalendarDay(`${pad(value.year, 4)}-${pad(value.month)}-${pad(value.day)}`);
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return undefined;
    return { year: value.getFullYear(), month: value.getMonth() + 1, day: value.getDate() };
  }
  const match = ISO_DAY.exec(value.trim());
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(year, month - 1, day);
  if (probe.getFullYear() !== year || probe.getMonth() !== month - 1 || probe.getDate() !== day)
    return undefined;
  return { year, month, day };
}

/** Picker format yyyy-MM-dd. */
export function formatPickerDate(value: DayLike): string {
  const d = toCalendarDay(value);
  return d ? `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}` : EMPTY;
}

/** API format yyyy-MM-dd'T'00:00:00.000 (spec 01 §9); undefined when the day is not valid. */
export function toApiDate(value: DayLike): string | undefined {
  const d = toCalendarDay(value);
  return d ? `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}T00:00:00.000` : undefined;
}

/** Short format dd MMM yyyy, e.g. "05 Mar 2025"; "-" when empty. */
export function formatShortDate(value: DayLike): string {
  const d = toCalendarDay(value);
  return d ? `${pad(d.day)} ${MONTHS[d.month - 1]} ${d.year}` : EMPTY;
}

/** The quote screen's m/d/Y (spec 02 §5, PHP-style: two-digit month and day), e.g. "03/05/2025". */
export function formatQuoteDate(value: DayLike): string {
  const d = toCalendarDay(value);
  return d ? `${pad(d.month)}/${pad(d.day)}/${d.year}` : EMPTY;
}

/** Compares two calendar days as yyyy-MM-dd texts sort: negative when a is earlier. */
export function compareDays(a: CalendarDay, b: CalendarDay): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}
