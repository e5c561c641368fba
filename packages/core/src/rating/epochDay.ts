import { toCalendarDay } from '../format/dates';

/**
 * Calendar days as whole numbers (days since 1970-01-01), so the rating hot path adds business days
 * with integer arithmetic instead of Date objects, and never shifts a day through a time zone.
 * Civil-date conversion after H. Hinnant, "chrono-Compatible Low-Level Date Algorithms".
 */

/** Days since 1970-01-01 of a proleptic Gregorian date (month 1-12). */
export function epochDayOf(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

export interface CivilDay {
  year: number;
  month: number;
  day: number;
}

export function civilDayOf(epochDay: number): CivilDay {
  const z = epochDay + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
export function weekdayOf(epochDay: number): number {
  return (((epochDay + 4) % 7) + 7) % 7;
}

/**
 * The day of "yyyy-MM-dd" (anything after it, like the API's "T00:00:00.000", is ignored);
 * undefined when it is not a real calendar day.
 */
export function parseEpochDay(text: string): number | undefined {
  const day = toCalendarDay(text);
  return day ? epochDayOf(day.year, day.month, day.day) : undefined;
}

const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));

// Rates of one quote share a handful of delivery days; formatting each once keeps the hot path lean.
const formatted = new Map<number, string>();
const FORMAT_CACHE_LIMIT = 4096;

/** "yyyy-MM-dd". */
export function formatEpochDay(epochDay: number): string {
  let text = formatted.get(epochDay);
  if (text === undefined) {
    const { year, month, day } = civilDayOf(epochDay);
    text = `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
    if (formatted.size >= FORMAT_CACHE_LIMIT) formatted.clear();
    formatted.set(epochDay, text);
  }
  return text;
}
