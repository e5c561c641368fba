import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addBusinessDays, isBusinessDay, nextBusinessDay } from './businessDays';
import { civilDayOf, epochDayOf, formatEpochDay, parseEpochDay, weekdayOf } from './epochDay';
import { usFederalHolidays } from './usFederalHolidays';

const day = (text: string): number => parseEpochDay(text)!;
const text = (epochDay: number): string => formatEpochDay(epochDay);

describe('calendar days', () => {
  it('reads yyyy-MM-dd and the API format, and refuses days that do not exist', () => {
    expect(parseEpochDay('1970-01-01')).toBe(0);
    expect(parseEpochDay('2026-03-02T00:00:00.000')).toBe(day('2026-03-02'));
    expect(parseEpochDay('2026-02-29')).toBeUndefined();
    expect(parseEpochDay('2028-02-29')).toBeDefined();
    expect(parseEpochDay('03/02/2026')).toBeUndefined();
  });

  it('knows the weekday: 2026-01-01 is a Thursday', () => {
    expect(weekdayOf(day('2026-01-01'))).toBe(4);
  });

  it('converts any day there and back', () => {
    fc.assert(
      fc.property(fc.integer({ min: -200_000, max: 200_000 }), (epochDay) => {
        const { year, month, day: d } = civilDayOf(epochDay);
        expect(epochDayOf(year, month, d)).toBe(epochDay);
        expect(parseEpochDay(formatEpochDay(epochDay))).toBe(epochDay);
      }),
    );
  });
});

describe('US federal holidays', () => {
  it('lists the 2026 holidays as observed (July 4 on a Saturday is observed Friday July 3)', () => {
    expect(usFederalHolidays(2026).map(text)).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03',
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ]);
  });

  it('observes a Saturday New Year of 2028 on Friday 2027-12-31, and a Sunday holiday on the Monday', () => {
    expect(usFederalHolidays(2028).map(text)[0]).toBe('2027-12-31');
    expect(isBusinessDay(day('2027-12-31'))).toBe(false);
    // Juneteenth 2022 was a Sunday, observed Monday June 20.
    expect(usFederalHolidays(2022).map(text)).toContain('2022-06-20');
  });
});

describe('estimated delivery in business days', () => {
  it('skips the weekend: a Friday shipment with 1 transit day arrives Monday', () => {
    expect(text(addBusinessDays(day('2026-03-06'), 1))).toBe('2026-03-09');
  });

  it('ships a Saturday shipment on Monday, so 1 transit day arrives Tuesday', () => {
    expect(text(nextBusinessDay(day('2026-03-07')))).toBe('2026-03-09');
    expect(text(addBusinessDays(day('2026-03-07'), 1))).toBe('2026-03-10');
  });

  it('skips federal holidays: Wednesday before Thanksgiving plus 2 days is the Monday after', () => {
    expect(text(addBusinessDays(day('2026-11-25'), 2))).toBe('2026-11-30');
  });

  it('delivers same day for 0 transit days on a business day', () => {
    expect(text(addBusinessDays(day('2026-03-04'), 0))).toBe('2026-03-04');
  });

  it('always lands on a business day at least as many days later as in transit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 20_000, max: 22_000 }),
        fc.integer({ min: 0, max: 10 }),
        (ship, transit) => {
          const delivery = addBusinessDays(ship, transit);
          expect(isBusinessDay(delivery)).toBe(true);
          expect(delivery - ship).toBeGreaterThanOrEqual(transit);
        },
      ),
    );
  });
});
