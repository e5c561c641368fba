import type { PickupListQueryInput } from '../contract/pickups';
import { PICKUPS_PER_PAGE } from '../contract/pickups';
import { addDays, daysBetween } from './pickupCalendar';

/** spec 02 §9: the pickup history window is 15 days; the upcoming window 7 days. */
export const PICKUP_HISTORY_DAYS = 15;
export const PICKUP_UPCOMING_DAYS = 7;

/** The tabs of view history's scheduled pickups (spec 02 §2). */
export const PICKUP_TABS = ['today', 'tomorrow', 'next', 'past'] as const;
export type PickupTab = (typeof PICKUP_TABS)[number];

/** What the tabs read of a pickup. */
export interface TabbedPickup {
  /** yyyy-MM-dd. */
  date: string;
  startTime: number;
  endTime: number;
  canceled?: boolean;
}

/** One day of the next tab: its pickups and the span they cover (spec 02 §2). */
export interface PickupDayGroup<T extends TabbedPickup> {
  date: string;
  /** The earliest start and the latest end of the day's pickups. */
  minStartTime: number;
  maxEndTime: number;
  pickups: T[];
}

export interface PickupTabs<T extends TabbedPickup> {
  today: T[];
  tomorrow: T[];
  /** The days after tomorrow up to 7 days ahead, grouped by date, newest first. */
  next: PickupDayGroup<T>[];
  /** The last 15 days before today, newest first. */
  past: T[];
}

const byWindow = (a: TabbedPickup, b: TabbedPickup) => a.startTime - b.startTime || a.endTime - b.endTime;

/**
 * Sorts pickups into the tabs by their date (spec 02 §2): today, tomorrow, next (the following days up
 * to 7 days ahead, grouped by date, newest first, each with its minimum start and maximum end) and past
 * (the last 15 days). Decisions: the tabs do not overlap (next starts after tomorrow), a day's pickups
 * are in window order, past pickups newest first; cancelled pickups and days outside the windows are
 * left out.
 */
export function sortPickupsIntoTabs<T extends TabbedPickup>(
  pickups: readonly T[],
  today: string,
): PickupTabs<T> {
  const tabs: PickupTabs<T> = { today: [], tomorrow: [], next: [], past: [] };
  const nextDays = new Map<string, T[]>();
  for (const pickup of pickups) {
    if (pickup.canceled) continue;
    const offset = daysBetween(today, pickup.date);
    if (offset === undefined) continue;
    if (offset === 0) tabs.today.push(pickup);
    else if (offset === 1) tabs.tomorrow.push(pickup);
    else if (offset >= 2 && offset <= PICKUP_UPCOMING_DAYS) {
      const day = nextDays.get(pickup.date) ?? [];
      day.push(pickup);
      nextDays.set(pickup.date, day);
    } else if (offset < 0 && offset >= -PICKUP_HISTORY_DAYS) tabs.past.push(pickup);
  }
  tabs.today.sort(byWindow);
  tabs.tomorrow.sort(byWindow);
  tabs.past.sort((a, b) => b.date.localeCompare(a.date) || byWindow(a, b));
  tabs.next = [...nextDays.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([date, day]) => {
      day.sort(byWindow);
      return {
        date,
        minStartTime: Math.min(...day.map((p) => p.startTime)),
        maxEndTime: Math.max(...day.map((p) => p.endTime)),
        pickups: day,
      };
    });
  return tabs;
}

/**
 * The query of GET /pickups (spec 02 §7, §4 "Pickup list window"): pickups from the last 15 days, or
 * from today when looking for one at an address (the pickup the wizard may add a shipment to), never
 * the cancelled ones, 30 a page.
 */
export function pickupListQueryFor(options: {
  today: string;
  address?: string | null;
  postalCode?: string | null;
  carrier?: string | null;
  page?: number;
}): PickupListQueryInput {
  const address = options.address?.trim();
  const from = address ? options.today : addDays(options.today, -PICKUP_HISTORY_DAYS);
  return {
    page: String(options.page ?? 1),
    itemsPerPage: String(PICKUPS_PER_PAGE),
    ...(from ? { 'readyAt[after]': from } : {}),
    canceled: 'false',
    ...(address ? { address } : {}),
    ...(address && options.postalCode?.trim() ? { postalCode: options.postalCode.trim() } : {}),
    ...(options.carrier ? { carrier: options.carrier } : {}),
  };
}
