import { normalizeUsState } from '../countries/index';

/**
 * The time zone of a pickup address (US only: spec 02 §2, an origin outside the US schedules no
 * pickup here). Decision: one zone per state, the zone most of the state's people live in (Texas and
 * Tennessee are Central, Florida and Kentucky Eastern, Idaho Mountain, Oregon Pacific); a street in a
 * state's other zone is an hour off, which the carrier's own confirmation then shows. Arizona keeps
 * standard time all year (America/Phoenix), Indiana uses Indianapolis, Michigan Detroit.
 */
export const US_STATE_TIME_ZONES: Readonly<Record<string, string>> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
  PR: 'America/Puerto_Rico',
  VI: 'America/St_Thomas',
  GU: 'Pacific/Guam',
  MP: 'Pacific/Saipan',
  AS: 'Pacific/Pago_Pago',
  MH: 'Pacific/Majuro',
  FM: 'Pacific/Pohnpei',
  PW: 'Pacific/Palau',
};

/**
 * Without a state, the ZIP code's first digit names a region (USPS national areas): 0-2 and 4 the
 * East coast and the Ohio valley, 3 the South-East, 5-7 the Central states, 8 the Mountain states,
 * 9 the Pacific. Only a fallback: a state, when known, decides.
 */
const ZIP_REGION_TIME_ZONES = [
  'America/New_York',
  'America/New_York',
  'America/New_York',
  'America/New_York',
  'America/New_York',
  'America/Chicago',
  'America/Chicago',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
] as const;

/** Decision: an address with neither a known state nor a ZIP code is read on Eastern time. */
export const DEFAULT_PICKUP_TIME_ZONE = 'America/New_York';

export interface TimeZoneAddress {
  country: string;
  address: { division: string; postalCode: string };
}

/** The IANA time zone of a (US) pickup address: by its state, else by its ZIP code's region. */
export function originTimeZone(origin: TimeZoneAddress): string {
  const state = normalizeUsState(origin.address.division);
  if (state && US_STATE_TIME_ZONES[state]) return US_STATE_TIME_ZONES[state] as string;
  const digit = /^\s*(\d)/.exec(origin.address.postalCode)?.[1];
  return digit === undefined ? DEFAULT_PICKUP_TIME_ZONE : (ZIP_REGION_TIME_ZONES[Number(digit)] as string);
}
