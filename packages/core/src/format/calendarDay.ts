import { EMPTY } from './sentinels';

/**
 * Calendar days and the picker format (yyyy-MM-dd), the part of ./dates.ts a date field needs: in a
 * file of its own so the quote form reaches it without the other formats (issue 8).
 */
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

export interface CalendarDay {
  year: number;
  /** 1-12. */
  month: number;
  day: number;
}

/** What the formatters take: a "yyyy-MM-dd…" text, a Date (its local day) or a calendar day. */
export type DayLike = string | Date | CalendarDay | null | undefined;

export const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

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
