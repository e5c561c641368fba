import { describe, expect, it } from 'vitest';
import { isKnownTimeZone, localClock } from './localClock';
import { DEFAULT_PICKUP_TIME_ZONE, originTimeZone } from './originTimeZone';

const at = (division: string, postalCode = '') => ({ country: 'US', address: { division, postalCode } });

describe('now at the pickup address', () => {
  it("reads the address's day and minutes after midnight, across the date line of UTC", () => {
    const instant = new Date('2026-03-03T03:30:00Z');
    expect(localClock(instant, 'America/New_York')).toEqual({ date: '2026-03-02', minutes: 22 * 60 + 30 });
    expect(localClock(instant, 'America/Los_Angeles')).toEqual({ date: '2026-03-02', minutes: 19 * 60 + 30 });
    expect(localClock(instant, 'UTC')).toEqual({ date: '2026-03-03', minutes: 210 });
  });

  it('follows daylight saving time (New York is UTC-4 in July)', () => {
    expect(localClock(new Date('2026-07-01T16:00:00Z'), 'America/New_York')).toEqual({
      date: '2026-07-01',
      minutes: 12 * 60,
    });
  });

  it('finds the time zone by state, then by ZIP region, then Eastern', () => {
    expect(originTimeZone(at('NY'))).toBe('America/New_York');
    expect(originTimeZone(at('California'))).toBe('America/Los_Angeles');
    expect(originTimeZone(at('AZ'))).toBe('America/Phoenix');
    expect(originTimeZone(at('', '60601'))).toBe('America/Chicago');
    expect(originTimeZone(at('', '98101'))).toBe('America/Los_Angeles');
    expect(originTimeZone(at('', ''))).toBe(DEFAULT_PICKUP_TIME_ZONE);
  });

  it('knows the IANA names every state uses', () => {
    expect(isKnownTimeZone('America/Indiana/Indianapolis')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});
