import { createRequire } from 'node:module';
import { titleCaseCountry } from '@shipdeck/core/countries';

/**
 * Short names a shipper recognises, where the ISO list's first English name is a formal or
 * inverted one ("Korea, Republic of", "Lao People's Democratic Republic"). Decision: the name
 * used in everyday US English, as carriers' own country pickers show it.
 */
const FRIENDLY_NAMES: Readonly<Record<string, string>> = {
  BN: 'Brunei',
  CD: 'Democratic Republic of the Congo',
  CG: 'Republic of the Congo',
  CI: "Côte d'Ivoire",
  CN: 'China',
  CZ: 'Czech Republic',
  FK: 'Falkland Islands',
  FM: 'Micronesia',
  GB: 'United Kingdom',
  GM: 'Gambia',
  HM: 'Heard Island and McDonald Islands',
  IR: 'Iran',
  KP: 'North Korea',
  KR: 'South Korea',
  LA: 'Laos',
  MD: 'Moldova',
  MK: 'North Macedonia',
  NL: 'Netherlands',
  PS: 'Palestine',
  RU: 'Russia',
  SY: 'Syria',
  TR: 'Turkey',
  TW: 'Taiwan',
  TZ: 'Tanzania',
  US: 'United States',
  VA: 'Vatican City',
  VE: 'Venezuela',
  VG: 'British Virgin Islands',
  VI: 'U.S. Virgin Islands',
};

let names: ReadonlyMap<string, string> | undefined;

/**
 * Every ISO 3166-1 alpha-2 country with its English label, title-cased (spec 01 §9). The ISO
 * names come from i18n-iso-countries' English data, loaded once on first use.
 */
export function countryNames(): ReadonlyMap<string, string> {
  if (names) return names;
  const english = createRequire(import.meta.url)('i18n-iso-countries/langs/en.json') as {
    countries: Record<string, string | string[]>;
  };
  const map = new Map<string, string>();
  for (const [code, name] of Object.entries(english.countries)) {
    const official = Array.isArray(name) ? name[0] : name;
    if (!official) continue;
    map.set(code, FRIENDLY_NAMES[code] ?? titleCaseCountry(official));
  }
  names = map;
  return map;
}
