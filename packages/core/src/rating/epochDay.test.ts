import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { civilDayOf, epochDayOf, formatEpochDay, parseEpochDay, weekdayOf } from './epochDay';

const day = (text: string): number => parseEpochDay(text)!;

describe('calendar days', () => {
  it('reads yyyy-MM-dd and the API format, and refuses days that do not exist', () => {
    expect(parseEpochDay('1970-01-01')).toBe(0);
    expect(parseEpochDay('2026-03-02T00:00:00.000')).toBe(day('2026-03-02'));
    expect(parseEpochDay('2026-02-29')).toBeUndefined();
    expect(parseEpochDay('2028-02-29')).toBe(day('2028-03-01') - 1);
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
