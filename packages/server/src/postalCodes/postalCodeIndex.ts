import type { PostalCodeSuggestion } from '@shipdeck/core/contract';
import { US, US_TERRITORIES } from '@shipdeck/core/countries';
import { usZips } from './usZipData';

/** Postal suggestions answer at most this many entries (a dropdown, not a search page). */
export const MAX_SUGGESTIONS = 10;
/** spec 03 §9: postal suggestions start at 2 characters. */
export { POSTAL_SEARCH_MIN_LENGTH as MIN_SEARCH_LENGTH } from '@shipdeck/core/contract';

import { POSTAL_SEARCH_MIN_LENGTH as MIN_SEARCH_LENGTH } from '@shipdeck/core/contract';

interface Entry {
  postalCode: string;
  city: string;
  division: string;
  /** Upper-cased city, the key of the city search. */
  cityKey: string;
}

/** One city of a state: its lowest ZIP, and how many ZIPs it has (a measure of its size). */
interface City extends Entry {
  zipCount: number;
}

interface CountryIndex {
  byPostalCode: Entry[];
  cities: City[];
}

let indexes: ReadonlyMap<string, CountryIndex> | undefined;

/**
 * Offline ZIP data (usZipData.ts, from the `zipcodes` package), indexed once on first use. US territories have
 * their own country codes in the country list (spec 01 §1) but use US ZIP codes, so their ZIPs
 * are offered under PR, VI, GU… and not under US. Canada's data holds only the first three
 * characters of each postal code, which cannot complete an address, so Canada has no suggestions.
 */
function countryIndexes(): ReadonlyMap<string, CountryIndex> {
  if (indexes) return indexes;
  const territories = new Set<string>(US_TERRITORIES);
  const entries = new Map<string, Entry[]>();
  for (const code of usZips()) {
    const country = territories.has(code.state) ? code.state : US;
    const list = entries.get(country) ?? [];
    list.push({
      postalCode: code.zip,
      city: code.city,
      division: code.state,
      cityKey: code.city.toUpperCase(),
    });
    entries.set(country, list);
  }
  const built = new Map<string, CountryIndex>();
  for (const [country, list] of entries) {
    built.set(country, {
      byPostalCode: [...list].sort((a, b) => compare(a.postalCode, b.postalCode)),
      cities: citiesOf(list),
    });
  }
  indexes = built;
  return built;
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function citiesOf(entries: readonly Entry[]): City[] {
  const cities = new Map<string, City>();
  for (const entry of entries) {
    const key = `${entry.cityKey}|${entry.division}`;
    const city = cities.get(key);
    if (!city) cities.set(key, { ...entry, zipCount: 1 });
    else {
      city.zipCount += 1;
      if (entry.postalCode < city.postalCode) city.postalCode = entry.postalCode;
    }
  }
  return [...cities.values()].sort(
    (a, b) => compare(a.cityKey, b.cityKey) || compare(a.division, b.division),
  );
}

/** The first position whose key is >= prefix (entries are sorted by key). */
function lowerBound<T>(entries: readonly T[], prefix: string, key: (entry: T) => string): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (key(entries[middle] as T) < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Suggestions for what a person typed in a postal code or city field: digits match the start of a
 * ZIP ("100" -> 10001, 10002 …; ZIP+4 is cut to its ZIP), letters the start of a city name, with an
 * optional state after a comma ("springfield, il"). Decision: a city search lists each city once
 * (with its lowest ZIP), so ten different towns fit the list rather than ten ZIPs of one.
 */
export function suggestPostalCodes(countryCode: string, search: string): PostalCodeSuggestion[] {
  const index = countryIndexes().get(countryCode.toUpperCase());
  const query = search.trim().replace(/\s+/g, ' ').toUpperCase();
  if (!index || query.length < MIN_SEARCH_LENGTH) return [];

  const zip = /^(\d{1,5})(?:-\d{0,4})?$/.exec(query);
  if (zip) {
    const prefix = zip[1] as string;
    const results: PostalCodeSuggestion[] = [];
    for (
      let i = lowerBound(index.byPostalCode, prefix, (e) => e.postalCode);
      i < index.byPostalCode.length;
      i++
    ) {
      const entry = index.byPostalCode[i] as Entry;
      if (!entry.postalCode.startsWith(prefix) || results.length >= MAX_SUGGESTIONS) break;
      results.push(toSuggestion(entry));
    }
    return results;
  }

  const [cityPart = '', statePart = ''] = query.split(',').map((part) => part.trim());
  if (cityPart.length < MIN_SEARCH_LENGTH) return [];
  const matches: City[] = [];
  for (let i = lowerBound(index.cities, cityPart, (c) => c.cityKey); i < index.cities.length; i++) {
    const city = index.cities[i] as City;
    if (!city.cityKey.startsWith(cityPart)) break;
    if (!statePart || city.division.startsWith(statePart)) matches.push(city);
  }
  // The city named exactly first, then bigger places (more ZIPs) first: "Boston" is Boston, MA.
  return matches
    .sort(
      (a, b) =>
        Number(b.cityKey === cityPart) - Number(a.cityKey === cityPart) ||
        b.zipCount - a.zipCount ||
        compare(a.cityKey, b.cityKey) ||
        compare(a.division, b.division),
    )
    .slice(0, MAX_SUGGESTIONS)
    .map(toSuggestion);
}

const toSuggestion = ({ postalCode, city, division }: Entry): PostalCodeSuggestion => ({
  postalCode,
  city,
  division,
});
