import { describe, expect, it } from 'vitest';
import { isBusinessDay } from './businessDays';
import { formatEpochDay, parseEpochDay } from './epochDay';
import { usFederalHolidays } from './usFederalHolidays';

const day = (text: string): number => parseEpochDay(text)!;
const text = (epochDay: number): string => formatEpochDay(epochDay);

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
