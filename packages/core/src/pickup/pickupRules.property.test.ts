import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PickupCapability, PickupCarrier } from '../contract/pickups';
import { messages } from '../messages/index';
import { formatEpochDay, parseEpochDay, weekdayOf } from '../rating/epochDay';
import type { LocalClock } from './localClock';
import {
  firstSelectablePickupDay,
  PICKUP_DAYS_AHEAD,
  pickupCalendar,
  pickupDayStatus,
} from './pickupCalendar';
import { checkPickupWindow } from './pickupRules';
import { floorToStep, pickupTimeRules } from './pickupTimeRules';
import {
  endTimeOptions,
  initialPickupWindow,
  latestStart,
  startTimeOptions,
  windowForStart,
} from './pickupWindow';

/** Rules that must hold for every clock, carrier, service and capability (spec 02 §5, §9). */

const FIRST_DAY = parseEpochDay('2024-01-01') as number;
const LAST_DAY = parseEpochDay('2030-12-31') as number;

const clock: fc.Arbitrary<LocalClock> = fc.record({
  date: fc.integer({ min: FIRST_DAY, max: LAST_DAY }).map(formatEpochDay),
  minutes: fc.integer({ min: 0, max: 1439 }),
});

const carrierAndProduct = fc.constantFrom<[PickupCarrier, string]>(
  ['DHL', 'P'],
  ['DHL', 'E'],
  ['UPS', '03'],
  ['UPS', '01'],
  ['FEDEX', 'FEDEX_GROUND'],
  ['FEDEX', 'GROUND_HOME_DELIVERY'],
  ['FEDEX', 'FEDEX_2_DAY'],
);

const time = fc.option(fc.integer({ min: 0, max: 1440 }), { nil: null, freq: 4 });
// Capabilities as carriers send them: mostly on the quarter hour, sometimes odd, sometimes absent.
const capability: fc.Arbitrary<PickupCapability | null> = fc.option(
  fc.record({
    bookByTime: time,
    pickupWindowEarliestTime: time,
    pickupWindowLatestTime: time,
    minimumPickupWindow: fc.option(fc.integer({ min: 15, max: 300 }), { nil: null, freq: 4 }),
    cutOffTime: time,
  }),
  { nil: null, freq: 4 },
);

const scenario = fc
  .record({ clock, carrierAndProduct, capability })
  .map(({ clock, carrierAndProduct, capability }) => {
    const [carrier, product] = carrierAndProduct;
    const rules = pickupTimeRules(carrier, product, capability);
    return { clock, carrier, product, rules, ctx: { t: messages, clock, rules } };
  });

const offsetDay = (date: string, offset: number) => formatEpochDay((parseEpochDay(date) as number) + offset);

describe('pickup window and calendar rules hold for every input (spec 02 §5, §9)', () => {
  it('offers on every selectable day an initial window the rules accept', () => {
    fc.assert(
      fc.property(scenario, ({ clock, rules, ctx }) => {
        for (let offset = 0; offset <= PICKUP_DAYS_AHEAD; offset++) {
          const date = offsetDay(clock.date, offset);
          if (!pickupDayStatus(date, clock, rules).selectable) continue;
          const window = initialPickupWindow(date, clock, rules);
          expect(window).not.toBeNull();
          expect(checkPickupWindow({ date, ...(window as NonNullable<typeof window>) }, ctx)).toEqual([]);
        }
      }),
    );
  });

  it('accepts every start the form offers, with its earliest and latest end, and with the window a new start gets', () => {
    fc.assert(
      fc.property(
        scenario,
        fc.integer({ min: 0, max: PICKUP_DAYS_AHEAD }),
        ({ clock, rules, ctx }, offset) => {
          const date = offsetDay(clock.date, offset);
          if (!pickupDayStatus(date, clock, rules).selectable) return;
          for (const startTime of startTimeOptions(date, clock, rules)) {
            const ends = endTimeOptions(startTime, rules);
            expect(ends.length).toBeGreaterThan(0);
            for (const endTime of [ends[0] as number, ends.at(-1) as number]) {
              expect(checkPickupWindow({ date, startTime, endTime }, ctx)).toEqual([]);
            }
            expect(checkPickupWindow({ date, ...windowForStart(startTime, null, rules) }, ctx)).toEqual([]);
          }
        },
      ),
    );
  });

  it('accepts only windows in 15-minute steps, within the day, at least the minimum long, on a bookable day', () => {
    const window = fc.record({
      offset: fc.integer({ min: -2, max: 8 }),
      startTime: fc.integer({ min: 0, max: 288 }).map((n) => n * 5),
      length: fc.integer({ min: -12, max: 144 }).map((n) => n * 5),
    });
    fc.assert(
      fc.property(scenario, window, ({ clock, rules, ctx }, { offset, startTime, length }) => {
        const date = offsetDay(clock.date, offset);
        const endTime = startTime + length;
        if (checkPickupWindow({ date, startTime, endTime }, ctx).length > 0) return;
        expect(startTime % 15).toBe(0);
        expect(endTime % 15).toBe(0);
        expect(endTime - startTime).toBeGreaterThanOrEqual(rules.minimumWindow);
        expect(startTime).toBeGreaterThanOrEqual(rules.earliest);
        expect(endTime).toBeLessThanOrEqual(rules.latest);
        if (rules.cutOff !== null) expect(startTime).toBeLessThanOrEqual(rules.cutOff);
        expect(pickupDayStatus(date, clock, rules).selectable).toBe(true);
        if (offset === 0) expect(startTime).toBeGreaterThanOrEqual(floorToStep(clock.minutes));
      }),
    );
  });

  it('shows 42 consecutive days from a Sunday and lets one choose only weekdays of the next five days', () => {
    fc.assert(
      fc.property(scenario, ({ clock, rules }) => {
        const { days } = pickupCalendar(clock, rules);
        expect(days).toHaveLength(42);
        const first = parseEpochDay(days[0]?.date as string) as number;
        expect(weekdayOf(first)).toBe(0);
        days.forEach((day, i) => {
          expect(day.date).toBe(formatEpochDay(first + i));
        });
        const today = parseEpochDay(clock.date) as number;
        for (const day of days.filter((d) => d.selectable)) {
          const epochDay = parseEpochDay(day.date) as number;
          expect(epochDay - today).toBeGreaterThanOrEqual(0);
          expect(epochDay - today).toBeLessThanOrEqual(PICKUP_DAYS_AHEAD);
          expect([0, 6]).not.toContain(weekdayOf(epochDay));
          if (epochDay === today) {
            expect(rules.sameDay).toBe(true);
            if (rules.bookBy !== null) expect(clock.minutes).toBeLessThanOrEqual(rules.bookBy);
          }
        }
      }),
    );
  });

  it('always has a day to offer within the next five days when the carrier has any window at all', () => {
    fc.assert(
      fc.property(scenario, ({ clock, rules }) => {
        const first = firstSelectablePickupDay(clock, rules);
        if (latestStart(rules) >= rules.earliest) {
          expect(first).not.toBeNull();
        } else {
          expect(first).toBeNull();
        }
      }),
    );
  });
});
