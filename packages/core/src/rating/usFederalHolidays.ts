import { epochDayOf, weekdayOf } from './epochDay';

/**
 * US federal holidays (5 U.S.C. 6103) as observed: a holiday on a Saturday is observed on the
 * Friday before, one on a Sunday on the Monday after. Estimated delivery skips them (issue 2:
 * "business days … skip weekends and US federal holidays").
 */

/** The nth (1-based) weekday (0 = Sunday) of a month. */
function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  const first = epochDayOf(year, month, 1);
  return first + ((weekday - weekdayOf(first) + 7) % 7) + (n - 1) * 7;
}

function lastWeekday(year: number, month: number, weekday: number): number {
  const last = month === 12 ? epochDayOf(year, 12, 31) : epochDayOf(year, month + 1, 1) - 1;
  return last - ((weekdayOf(last) - weekday + 7) % 7);
}

function observed(epochDay: number): number {
  const weekday = weekdayOf(epochDay);
  if (weekday === 6) return epochDay - 1;
  if (weekday === 0) return epochDay + 1;
  return epochDay;
}

/** The observed federal holidays of a year, as epoch days (New Year's Day of the next year may fall on Dec 31). */
export function usFederalHolidays(year: number): number[] {
  const MON = 1;
  const THU = 4;
  return [
    observed(epochDayOf(year, 1, 1)),
    nthWeekday(year, 1, MON, 3), // Birthday of Martin Luther King, Jr.
    nthWeekday(year, 2, MON, 3), // Washington's Birthday
    lastWeekday(year, 5, MON), // Memorial Day
    observed(epochDayOf(year, 6, 19)), // Juneteenth
    observed(epochDayOf(year, 7, 4)),
    nthWeekday(year, 9, MON, 1), // Labor Day
    nthWeekday(year, 10, MON, 2), // Columbus Day
    observed(epochDayOf(year, 11, 11)), // Veterans Day
    nthWeekday(year, 11, THU, 4), // Thanksgiving Day
    observed(epochDayOf(year, 12, 25)),
  ];
}
