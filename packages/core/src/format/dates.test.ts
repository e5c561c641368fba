import { describe, expect, it } from 'vitest';
import {
  compareDays,
  formatPickerDate,
  formatQuoteDate,
  formatShortDate,
  toApiDate,
  toCalendarDay,
} from './dates';

describe('spec date formats (spec 01 §9, spec 02 §9)', () => {
  it('writes the short format dd MMM yyyy', () => {
    expect(formatShortDate('2025-03-05')).toBe('05 Mar 2025');
    expect(formatShortDate(new Date(2024, 11, 31))).toBe('31 Dec 2024');
  });

  it("writes the API format yyyy-MM-dd'T'00:00:00.000", () => {
    expect(toApiDate('2025-03-05')).toBe('2025-03-05T00:00:00.000');
    expect(toApiDate('2025-03-05T00:00:00.000')).toBe('2025-03-05T00:00:00.000');
    expect(toApiDate(new Date(2025, 0, 9, 23, 59))).toBe('2025-01-09T00:00:00.000');
  });

  it('writes the picker format yyyy-MM-dd', () => {
    expect(formatPickerDate(new Date(2025, 6, 4))).toBe('2025-07-04');
    expect(formatPickerDate({ year: 2025, month: 7, day: 4 })).toBe('2025-07-04');
    expect(formatPickerDate({ year: 2025, month: 2, day: 29 })).toBe('-');
  });

  it('writes the quote screen format m/d/Y', () => {
    expect(formatQuoteDate('2025-03-05')).toBe('03/05/2025');
  });

  it('shows "-" for an empty or impossible date', () => {
    expect(formatShortDate(null)).toBe('-');
    expect(formatQuoteDate('2025-02-30')).toBe('-');
    expect(toApiDate('yesterday')).toBeUndefined();
  });

  it('orders calendar days', () => {
    const a = toCalendarDay('2025-03-05')!;
    const b = toCalendarDay('2025-03-06')!;
    expect(compareDays(a, b)).toBeLessThan(0);
    expect(compareDays(b, a)).toBeGreaterThan(0);
    expect(compareDays(a, a)).toBe(0);
  });
});
