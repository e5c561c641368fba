import { weekdayOf } from './epochDay';
import { usFederalHolidays } from './usFederalHolidays';

// One set of observed holidays, filled a year at a time as dates are asked about.
const holidays = new Set<number>();
const yearsLoaded = new Set<number>();
const DAYS_PER_YEAR = 365.2425;

function ensureYearOf(epochDay: number): void {
  // Approximate year, then load it and its neighbours: an observed New Year's Day can sit in Dec 31.
  const year = Math.floor(1970 + epochDay / DAYS_PER_YEAR);
  for (let y = year - 1; y <= year + 1; y++) {
    if (yearsLoaded.has(y)) continue;
    yearsLoaded.add(y);
    for (const day of usFederalHolidays(y)) holidays.add(day);
  }
}

/** A US business day: Monday to Friday and not an observed federal holiday. */
export function isBusinessDay(epochDay: number): boolean {
  const weekday = weekdayOf(epochDay);
  if (weekday === 0 || weekday === 6) return false;
  ensureYearOf(epochDay);
  return !holidays.has(epochDay);
}

/** The day itself when it is a business day, else the next one (a Saturday ship date ships Monday). */
export function nextBusinessDay(epochDay: number): number {
  let day = epochDay;
  while (!isBusinessDay(day)) day++;
  return day;
}

/**
 * Estimated delivery: `transitDays` business days after the first business day on or after the
 * ship date. Zero transit days delivers on the (business) ship day.
 */
export function addBusinessDays(shipDay: number, transitDays: number): number {
  let day = nextBusinessDay(shipDay);
  for (let left = transitDays; left > 0; left--) day = nextBusinessDay(day + 1);
  return day;
}
