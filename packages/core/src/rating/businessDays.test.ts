import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addBusinessDays, isBusinessDay, nextBusinessDay } from './businessDays';
import { formatEpochDay, parseEpochDay } from './epochDay';

const day = (text: string): number => parseEpochDay(text)!;
const text = (epochDay: number): string => formatEpochDay(epochDay);

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
