import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serverPackageRoot } from '../paths';

/** One US ZIP (territories included): its city, USPS state code and a point (0, 0 when unknown). */
export interface UsZip {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

let zips: readonly UsZip[] | undefined;
let byZip: ReadonlyMap<string, UsZip> | undefined;

/**
 * The offline US ZIP data (data/us-zips.tsv, made from the `zipcodes` package by
 * scripts/us-zips.mjs), read once on first use, in ZIP order. About 6 MB in memory where the package
 * itself held 88 MB (issue 8).
 */
export function usZips(): readonly UsZip[] {
  if (zips) return zips;
  const text = readFileSync(join(serverPackageRoot(), 'data', 'us-zips.tsv'), 'utf8');
  const list: UsZip[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const [zip = '', city = '', state = '', latitude = '0', longitude = '0'] = line.split('\t');
    list.push({ zip, city, state, latitude: Number(latitude), longitude: Number(longitude) });
  }
  zips = list;
  return list;
}

/** One ZIP's entry, or undefined when the data does not have it. */
export function lookupUsZip(zip: string): UsZip | undefined {
  byZip ??= new Map(usZips().map((entry) => [entry.zip, entry]));
  return byZip.get(zip);
}
