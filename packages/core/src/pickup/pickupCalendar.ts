import { civilDayOf, epochDayOf, formatEpochDay, parseEpochDay, weekdayOf } from '../rating/epochDay';
import type { LocalClock } from './localClock';
import type { PickupTimeRules } from './pickupTimeRules';
import { startTimeOptions } from './pickupWindow';

/** spec 02 §9: the calendar shows 42 days (six weeks) and lets a pickup be booked up to 5 days ahead. */
export const PICKUP_CALENDAR_DAYS = 42;
export const PICKUP_DAYS_AHEAD = 5;

/** Why a day cannot be chosen (null when it can). */
export type PickupDayReason =
  | 'invalid'
  | 'past'
  | 'weekend'
  | 'tooFar'
  | 'sameDayGround'
  | 'bookByPassed'
  | 'noWindowLeft'
  | 'noWindow';

export interface PickupDayStatus {
  selectable: boolean;
  reason: PickupDayReason | null;
}

/** `date` moved by `days` calendar days (yyyy-MM-dd in and out); undefined for a date that is not one. */
export function addDays(date: string, days: number): string | undefined {
  const day = parseEpochDay(date);
  return day === undefined ? undefined : formatEpochDay(day + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier); undefined if either is not a date. */
export function daysBetween(from: string, to: string): number | undefined {
  const a = parseEpochDay(from);
  const b = parseEpochDay(to);
  return a === undefined || b === undefined ? undefined : b - a;
}

const isWeekend = (epochDay: number) => {
  const weekday = weekdayOf(epochDay);
  return weekday === 0 || weekday === 6;
};

/**
 * Whether a pickup can be booked on `date` (spec 02 §5): not a past day, not a weekend, at most 5 days
 * ahead, and on the same day only when the service allows it (FedEx ground never), before the
 * booking deadline of the capability check, and while a window still fits before the latest time.
 * Decision: "the next five days" counts calendar days from today, so a Friday reaches the next Wednesday.
 */
export function pickupDayStatus(date: string, clock: LocalClock, rules: PickupTimeRules): PickupDayStatus {
  const no = (reason: PickupDayReason): PickupDayStatus => ({ selectable: false, reason });
  const day = parseEpochDay(date);
  const today = parseEpochDay(clock.date);
  if (day === undefined || today === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(date.trim()))
    return no('invalid');
  if (day < today) return no('past');
  if (isWeekend(day)) return no('weekend');
  if (day - today > PICKUP_DAYS_AHEAD) return no('tooFar');
  if (day === today) {
    if (!rules.sameDay) return no('sameDayGround');
    if (rules.bookBy !== null && clock.minutes > rules.bookBy) return no('bookByPassed');
    if (startTimeOptions(date, clock, rules).length === 0) return no('noWindowLeft');
  } else if (startTimeOptions(date, clock, rules).length === 0) {
    return no('noWindow');
  }
  return { selectable: true, reason: null };
}

/** The first day a pickup can be booked, from today on (null when none of the next 5 days can). */
export function firstSelectablePickupDay(clock: LocalClock, rules: PickupTimeRules): string | null {
  for (let offset = 0; offset <= PICKUP_DAYS_AHEAD; offset++) {
    const date = addDays(clock.date, offset);
    if (date && pickupDayStatus(date, clock, rules).selectable) return date;
  }
  return null;
}

export interface PickupCalendarDay extends PickupDayStatus {
  /** yyyy-MM-dd. */
  date: string;
  /** Day of the month, 1-31. */
  dayOfMonth: number;
  /** Whether the day belongs to the month shown (the grid starts and ends with its neighbours' days). */
  inMonth: boolean;
  isToday: boolean;
}

export interface PickupCalendarMonth {
  year: number;
  /** 1-12. */
  month: number;
  /** Six weeks from the Sunday on or before the 1st: always 42 days (spec 02 §9). */
  days: PickupCalendarDay[];
}

/**
 * The calendar of one month as the pickup date picker shows it: 42 days, Sunday first, each with
 * whether it can be chosen and why not. The month of today at the address unless another is asked for.
 */
export function pickupCalendar(
  clock: LocalClock,
  rules: PickupTimeRules,
  month?: { year: number; month: number },
): PickupCalendarMonth {
  const today = parseEpochDay(clock.date) ?? 0;
  const shown = month ?? civilDayOf(today);
  const first = epochDayOf(shown.year, shown.month, 1);
  const gridStart = first - weekdayOf(first);
  const days: PickupCalendarDay[] = [];
  for (let i = 0; i < PICKUP_CALENDAR_DAYS; i++) {
    const epochDay = gridStart + i;
    const civil = civilDayOf(epochDay);
    const date = formatEpochDay(epochDay);
    days.push({
      date,
      dayOfMonth: civil.day,
      inMonth: civil.month === shown.month && civil.year === shown.year,
      isToday: epochDay === today,
      ...pickupDayStatus(date, clock, rules),
    });
  }
  return { year: shown.year, month: shown.month, days };
}
