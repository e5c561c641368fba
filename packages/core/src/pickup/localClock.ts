/**
 * "Now" at the pickup address: its calendar day and the minutes after its midnight. Pickup days and
 * windows are the address's (spec 02 §3: minutes after midnight), so "today" and "same day starts now"
 * (spec 02 §5) are read in the address's time zone, on the server and in any browser alike.
 */
export interface LocalClock {
  /** yyyy-MM-dd. */
  date: string;
  /** Minutes after midnight, 0-1439. */
  minutes: number;
}

export const MINUTES_PER_DAY = 24 * 60;

// Building a DateTimeFormat costs far more than using one: one per time zone, made on first use.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      ...(timeZone ? { timeZone } : {}),
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Whether the runtime knows an IANA time zone name (an unknown one would throw in Intl). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * The clock of `timeZone` (an IANA name) at the instant `now`; without a zone, the runtime's own.
 * Seconds are dropped: the minute that has begun is "now".
 */
export function localClock(now: Date, timeZone?: string): LocalClock {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(now)) parts[part.type] = part.value;
  const hour = Number(parts.hour) % 24;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: hour * 60 + Number(parts.minute),
  };
}
