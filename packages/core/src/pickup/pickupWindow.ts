import { formatClockTime } from '../format/times';
import type { LocalClock } from './localClock';
import { ceilToStep, floorToStep, PICKUP_TIMES, type PickupTimeRules } from './pickupTimeRules';

/** A pickup window: minutes after midnight at the pickup address. */
export interface PickupWindow {
  startTime: number;
  endTime: number;
}

/**
 * The earliest start on `date`: the carrier's earliest time, and on the same day no earlier than now
 * (spec 02 §5 "Same-day pickup starts now"), rounded up to the next 15-minute step.
 */
export function earliestStartOn(date: string, clock: LocalClock, rules: PickupTimeRules): number {
  return date === clock.date ? Math.max(rules.earliest, ceilToStep(clock.minutes)) : rules.earliest;
}

/** The latest start of any day: a minimum window before the latest end, and not after the cut-off. */
export function latestStart(rules: PickupTimeRules): number {
  return floorToStep(Math.min(rules.latest - rules.minimumWindow, rules.cutOff ?? Number.POSITIVE_INFINITY));
}

const stepsBetween = (from: number, to: number): number[] => {
  const out: number[] = [];
  for (let m = ceilToStep(from); m <= to; m += PICKUP_TIMES.step) out.push(m);
  return out;
};

/** The start times the form offers on `date` (empty when no window fits that day any more). */
export function startTimeOptions(date: string, clock: LocalClock, rules: PickupTimeRules): number[] {
  return stepsBetween(earliestStartOn(date, clock, rules), latestStart(rules));
}

/** The end times the form offers after `startTime`: at least the minimum window, until the latest time. */
export function endTimeOptions(startTime: number, rules: PickupTimeRules): number[] {
  return stepsBetween(startTime + rules.minimumWindow, rules.latest);
}

/** The window a request asks for by default: 2 hours, or the carrier's minimum when that is longer. */
export const requestWindowOf = (rules: PickupTimeRules): number =>
  Math.max(PICKUP_TIMES.defaultRequestWindow, rules.minimumWindow);

/**
 * The window the form starts with on `date` (spec 02 §9: the end starts at 840, 2:00 PM, with the
 * default request window before it), moved later when the day opens later (DHL at 2 PM, or now on the
 * same day) and cut to the latest end. Null when no window fits that day.
 */
export function initialPickupWindow(
  date: string,
  clock: LocalClock,
  rules: PickupTimeRules,
): PickupWindow | null {
  const options = startTimeOptions(date, clock, rules);
  const first = options[0];
  const last = options[options.length - 1];
  if (first === undefined || last === undefined) return null;
  const window = requestWindowOf(rules);
  const end = Math.min(rules.latest, Math.max(PICKUP_TIMES.initialEnd, first + window));
  const start = Math.min(last, Math.max(first, floorToStep(end - window)));
  return { startTime: start, endTime: Math.max(end, start + rules.minimumWindow) };
}

/**
 * The window after the user picks a start: the end stays when it still leaves the minimum window
 * before the latest time, else it moves to the default request window after the new start.
 */
export function windowForStart(
  startTime: number,
  endTime: number | null,
  rules: PickupTimeRules,
): PickupWindow {
  if (endTime !== null && endTime - startTime >= rules.minimumWindow && endTime <= rules.latest) {
    return { startTime, endTime };
  }
  const end = Math.min(rules.latest, startTime + requestWindowOf(rules));
  return { startTime, endTime: Math.max(end, startTime + rules.minimumWindow) };
}

/** "2:00 PM - 4:00 PM" (spec 02 §3 displayPickupWindow; §2 "in am/pm"). */
export function displayPickupWindow(startTime: number, endTime: number): string {
  return `${formatClockTime(startTime)} - ${formatClockTime(endTime)}`;
}

/** "1 hour 30 minutes", "3 hours", "45 minutes": a window's length as a sentence says it. */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts: string[] = [];
  if (hours > 0) parts.push(`${hours} hour${hours === 1 ? '' : 's'}`);
  if (rest > 0 || hours === 0) parts.push(`${rest} minute${rest === 1 ? '' : 's'}`);
  return parts.join(' ');
}
