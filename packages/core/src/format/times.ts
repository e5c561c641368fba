/**
 * A time of day as the spec writes it: "6:00 PM", "2 PM" style with minutes (spec 02 §2 "in am/pm").
 * Takes "HH:MM" (a carrier's latest pickup time) or minutes after midnight (pickup windows, spec 02
 * §10); anything else is shown as given, so an unexpected carrier value is never hidden.
 */
export function formatClockTime(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let minutes: number;
  if (typeof value === 'number') {
    minutes = value;
  } else {
    const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(value.trim());
    if (!match) return value;
    minutes = Number(match[1]) * 60 + Number(match[2]);
  }
  if (!Number.isInteger(minutes) || minutes < 0 || minutes >= 24 * 60) return String(value);
  const hours = Math.floor(minutes / 60);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const shownHours = hours % 12 === 0 ? 12 : hours % 12;
  return `${shownHours}:${String(minutes % 60).padStart(2, '0')} ${suffix}`;
}
