import { lookupUsZip, usZips } from '../../postalCodes/usZipData';

/** Where a US ZIP is: its state (USPS code, incl. PR, VI, GU …) and a point to measure distance from. */
export interface ZipLocation {
  zip: string;
  state: string;
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_MILES = 3958.8;

let zip3Centroids: ReadonlyMap<string, ZipLocation> | undefined;

/**
 * The average point of each ZIP3 and its most common state, built once on first need. Some ZIPs of
 * the `zipcodes` data have no coordinates (0, 0) and some valid ZIPs are missing from it: both are
 * placed at the centre of their ZIP3, as carriers' zone charts key by ZIP3 anyway.
 */
function centroids(): ReadonlyMap<string, ZipLocation> {
  if (zip3Centroids) return zip3Centroids;
  const sums = new Map<string, { lat: number; lon: number; count: number; states: Map<string, number> }>();
  for (const code of usZips()) {
    const zip3 = code.zip.slice(0, 3);
    const sum = sums.get(zip3) ?? { lat: 0, lon: 0, count: 0, states: new Map<string, number>() };
    sum.states.set(code.state, (sum.states.get(code.state) ?? 0) + 1);
    if (hasPoint(code.latitude, code.longitude)) {
      sum.lat += code.latitude;
      sum.lon += code.longitude;
      sum.count++;
    }
    sums.set(zip3, sum);
  }
  const result = new Map<string, ZipLocation>();
  for (const [zip3, sum] of sums) {
    if (sum.count === 0) continue;
    const state = [...sum.states].sort((a, b) => b[1] - a[1])[0]![0];
    result.set(zip3, { zip: zip3, state, latitude: sum.lat / sum.count, longitude: sum.lon / sum.count });
  }
  zip3Centroids = result;
  return result;
}

const hasPoint = (latitude: number, longitude: number): boolean =>
  Number.isFinite(latitude) && Number.isFinite(longitude) && (latitude !== 0 || longitude !== 0);

/** The location of a US ZIP (5 digits, or ZIP+4); undefined when neither it nor its ZIP3 is known. */
export function locateUsZip(postalCode: string | null | undefined): ZipLocation | undefined {
  const zip = /^\s*(\d{5})(?:-?\d{4})?\s*$/.exec(postalCode ?? '')?.[1];
  if (!zip) return undefined;
  const code = lookupUsZip(zip);
  if (code && hasPoint(code.latitude, code.longitude)) {
    return { zip, state: code.state, latitude: code.latitude, longitude: code.longitude };
  }
  const centre = centroids().get(zip.slice(0, 3));
  return centre ? { ...centre, zip, state: code?.state ?? centre.state } : undefined;
}

/** Great-circle distance in miles. */
export function milesBetween(a: ZipLocation, b: ZipLocation): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}
