import type { ScanLocation } from '../trackingGateway';

/**
 * Real sorting hubs and gateways of the three carriers (their public facility lists and press pages:
 * UPS Worldport in Louisville and its ground hubs, the FedEx World Hub in Memphis and its Ground hubs,
 * DHL's Americas hub at Cincinnati/Northern Kentucky and its European hubs at Leipzig and East Midlands),
 * which the sandbox routes parcels through (docs/tracking.md#the-sandboxs-routes). A real adapter reads
 * its carrier's scans instead; nothing here is used outside the sandbox.
 */
export type UsRegion = 'northeast' | 'southeast' | 'midwest' | 'south' | 'mountain' | 'west' | 'northwest';
export type WorldRegion = 'americas' | 'europe' | 'asia' | 'oceania' | 'middle_east_africa';
type Carrier = 'UPS' | 'FEDEX' | 'DHL';

const hub = (city: string, division: string | null, countryCode: string, facility: string): ScanLocation => ({
  city,
  division,
  countryCode,
  facility,
});

const REGION_OF_STATE: Record<string, UsRegion> = {};
for (const [region, states] of Object.entries({
  northeast: 'CT ME MA NH RI VT NY NJ PA DE MD DC',
  southeast: 'VA WV NC SC GA FL AL MS TN KY PR VI',
  midwest: 'OH MI IN IL WI MN IA MO KS NE SD ND',
  south: 'TX OK AR LA',
  mountain: 'CO UT WY MT ID NM AZ NV',
  west: 'CA HI GU MP AS',
  northwest: 'WA OR AK',
}) as Array<[UsRegion, string]>) {
  for (const state of states.split(' ')) REGION_OF_STATE[state] = region;
}

/** A US state's region (by its two-letter code); the Northeast when unknown. */
export const usRegionOf = (state: string | null): UsRegion =>
  REGION_OF_STATE[(state ?? '').toUpperCase()] ?? 'northeast';

/** Each carrier's ground hub for a US region. */
export const US_GROUND_HUBS: Record<Carrier, Record<UsRegion, ScanLocation>> = {
  UPS: {
    northeast: hub('Secaucus', 'NJ', 'US', 'UPS Meadowlands Hub'),
    southeast: hub('Atlanta', 'GA', 'US', 'UPS Atlanta Hub'),
    midwest: hub('Hodgkins', 'IL', 'US', 'UPS Chicago Area Consolidation Hub'),
    south: hub('Mesquite', 'TX', 'US', 'UPS Dallas Hub'),
    mountain: hub('Commerce City', 'CO', 'US', 'UPS Denver Hub'),
    west: hub('Ontario', 'CA', 'US', 'UPS Ontario Hub'),
    northwest: hub('Seattle', 'WA', 'US', 'UPS Seattle Hub'),
  },
  FEDEX: {
    northeast: hub('Edison', 'NJ', 'US', 'FedEx Ground Hub'),
    southeast: hub('Ellenwood', 'GA', 'US', 'FedEx Ground Atlanta Hub'),
    midwest: hub('Bolingbrook', 'IL', 'US', 'FedEx Ground Chicago Hub'),
    south: hub('Hutchins', 'TX', 'US', 'FedEx Ground Dallas Hub'),
    mountain: hub('Salt Lake City', 'UT', 'US', 'FedEx Ground Hub'),
    west: hub('Bloomington', 'CA', 'US', 'FedEx Ground Los Angeles Hub'),
    northwest: hub('Troutdale', 'OR', 'US', 'FedEx Ground Portland Hub'),
  },
  DHL: {
    northeast: hub('Jamaica', 'NY', 'US', 'DHL Express New York JFK Gateway'),
    southeast: hub('Miami', 'FL', 'US', 'DHL Express Miami Gateway'),
    midwest: hub('Chicago', 'IL', 'US', "DHL Express Chicago O'Hare Service Center"),
    south: hub('Houston', 'TX', 'US', 'DHL Express Houston Service Center'),
    mountain: hub('Denver', 'CO', 'US', 'DHL Express Denver Service Center'),
    west: hub('Los Angeles', 'CA', 'US', 'DHL Express Los Angeles Gateway'),
    northwest: hub('Seattle', 'WA', 'US', 'DHL Express Seattle Service Center'),
  },
};

/** The carrier's US air hub: express services and every international parcel pass it. */
export const US_AIR_HUBS: Record<Carrier, ScanLocation> = {
  UPS: hub('Louisville', 'KY', 'US', 'UPS Worldport'),
  FEDEX: hub('Memphis', 'TN', 'US', 'FedEx World Hub'),
  DHL: hub('Hebron', 'KY', 'US', 'DHL Americas Hub (Cincinnati/Northern Kentucky)'),
};

/** The carrier's hub for a world region outside the Americas. */
export const WORLD_HUBS: Record<Carrier, Partial<Record<WorldRegion, ScanLocation>>> = {
  UPS: {
    europe: hub('Cologne', null, 'DE', 'UPS European Air Hub'),
    asia: hub('Shenzhen', null, 'CN', 'UPS Asia Pacific Hub'),
    oceania: hub('Sydney', 'NSW', 'AU', 'UPS Sydney Gateway'),
    middle_east_africa: hub('Dubai', null, 'AE', 'UPS Dubai Gateway'),
  },
  FEDEX: {
    europe: hub('Roissy-en-France', null, 'FR', 'FedEx Paris CDG Hub'),
    asia: hub('Guangzhou', null, 'CN', 'FedEx Asia Pacific Hub'),
    oceania: hub('Sydney', 'NSW', 'AU', 'FedEx Sydney Gateway'),
    middle_east_africa: hub('Dubai', null, 'AE', 'FedEx Middle East Hub'),
  },
  DHL: {
    europe: hub('Leipzig', null, 'DE', 'DHL Hub Leipzig'),
    asia: hub('Hong Kong', null, 'HK', 'DHL Central Asia Hub'),
    oceania: hub('Sydney', 'NSW', 'AU', 'DHL Express Sydney Gateway'),
    middle_east_africa: hub('Bahrain', null, 'BH', 'DHL Middle East Hub'),
  },
};

/** Where international parcels enter a country: its main express gateway city. */
const COUNTRY_GATEWAYS: Record<string, { city: string; division: string | null; region: WorldRegion }> = {
  CA: { city: 'Mississauga', division: 'ON', region: 'americas' },
  MX: { city: 'Mexico City', division: null, region: 'americas' },
  BR: { city: 'Campinas', division: 'SP', region: 'americas' },
  AR: { city: 'Buenos Aires', division: null, region: 'americas' },
  CL: { city: 'Santiago', division: null, region: 'americas' },
  CO: { city: 'Bogotá', division: null, region: 'americas' },
  PE: { city: 'Lima', division: null, region: 'americas' },
  PA: { city: 'Panama City', division: null, region: 'americas' },
  GB: { city: 'East Midlands', division: null, region: 'europe' },
  IE: { city: 'Dublin', division: null, region: 'europe' },
  DE: { city: 'Leipzig', division: null, region: 'europe' },
  FR: { city: 'Roissy-en-France', division: null, region: 'europe' },
  NL: { city: 'Amsterdam', division: null, region: 'europe' },
  BE: { city: 'Brussels', division: null, region: 'europe' },
  LU: { city: 'Luxembourg', division: null, region: 'europe' },
  IT: { city: 'Milan', division: null, region: 'europe' },
  ES: { city: 'Madrid', division: null, region: 'europe' },
  PT: { city: 'Lisbon', division: null, region: 'europe' },
  CH: { city: 'Zurich', division: null, region: 'europe' },
  AT: { city: 'Vienna', division: null, region: 'europe' },
  DK: { city: 'Copenhagen', division: null, region: 'europe' },
  SE: { city: 'Stockholm', division: null, region: 'europe' },
  NO: { city: 'Oslo', division: null, region: 'europe' },
  FI: { city: 'Helsinki', division: null, region: 'europe' },
  PL: { city: 'Warsaw', division: null, region: 'europe' },
  CZ: { city: 'Prague', division: null, region: 'europe' },
  GR: { city: 'Athens', division: null, region: 'europe' },
  TR: { city: 'Istanbul', division: null, region: 'europe' },
  JP: { city: 'Narita', division: null, region: 'asia' },
  CN: { city: 'Shanghai', division: null, region: 'asia' },
  HK: { city: 'Hong Kong', division: null, region: 'asia' },
  TW: { city: 'Taoyuan', division: null, region: 'asia' },
  KR: { city: 'Incheon', division: null, region: 'asia' },
  SG: { city: 'Singapore', division: null, region: 'asia' },
  IN: { city: 'Mumbai', division: null, region: 'asia' },
  TH: { city: 'Bangkok', division: null, region: 'asia' },
  VN: { city: 'Ho Chi Minh City', division: null, region: 'asia' },
  PH: { city: 'Manila', division: null, region: 'asia' },
  MY: { city: 'Kuala Lumpur', division: null, region: 'asia' },
  ID: { city: 'Jakarta', division: null, region: 'asia' },
  AU: { city: 'Sydney', division: 'NSW', region: 'oceania' },
  NZ: { city: 'Auckland', division: null, region: 'oceania' },
  AE: { city: 'Dubai', division: null, region: 'middle_east_africa' },
  SA: { city: 'Riyadh', division: null, region: 'middle_east_africa' },
  IL: { city: 'Tel Aviv', division: null, region: 'middle_east_africa' },
  ZA: { city: 'Johannesburg', division: null, region: 'middle_east_africa' },
  EG: { city: 'Cairo', division: null, region: 'middle_east_africa' },
  NG: { city: 'Lagos', division: null, region: 'middle_east_africa' },
  KE: { city: 'Nairobi', division: null, region: 'middle_east_africa' },
};

const CARRIER_NAMES: Record<Carrier, string> = { UPS: 'UPS', FEDEX: 'FedEx', DHL: 'DHL Express' };

/**
 * The carrier's gateway into `countryCode` (where customs clears), or — for a country the table does
 * not list — the recipient's own city, where the carrier's local office clears it.
 */
export function countryGateway(
  carrier: Carrier,
  countryCode: string,
  fallback: { city: string; division: string | null },
): { location: ScanLocation; region: WorldRegion | null } {
  const known = COUNTRY_GATEWAYS[countryCode];
  const place = known ?? fallback;
  return {
    location: hub(place.city, place.division, countryCode, `${CARRIER_NAMES[carrier]} ${place.city} Gateway`),
    region: known?.region ?? null,
  };
}
