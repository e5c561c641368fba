import { describe, expect, it } from 'vitest';
import { formatClockTime } from './times';

describe('formatClockTime (am/pm, spec 02 §2)', () => {
  it.each([
    ['18:00', '6:00 PM'],
    ['09:30', '9:30 AM'],
    ['00:15', '12:15 AM'],
    ['12:00', '12:00 PM'],
    ['17:00:00', '5:00 PM'],
    [840, '2:00 PM'],
    [480, '8:00 AM'],
  ] as const)('shows %s as %s', (value, shown) => {
    expect(formatClockTime(value)).toBe(shown);
  });

  it('shows a value it cannot read as given, and nothing for none', () => {
    expect(formatClockTime('end of day')).toBe('end of day');
    expect(formatClockTime(24 * 60)).toBe('1440');
    expect(formatClockTime(null)).toBe('');
  });
});
