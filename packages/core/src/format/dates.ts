import { type CalendarDay, type DayLike, formatPickerDate, pad, toCalendarDay } from './calendarDay';
import { EMPTY } from './sentinels';

export type { CalendarDay, DayLike };
export { formatPickerDate, toCalendarDay };

/**
 * The spec's date formats (spec 01 §9, spec 02 §9). Shipping dates are calendar days, not
 * instants: they travel as "yyyy-MM-dd" strings and are never shifted through UTC, so a ship date
 * picked in New York late in the evening stays the same day everywhere.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

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
