import type { CountryOption } from '@shipdeck/core/contract';
import { US } from '@shipdeck/core/countries';
import { addressElementsOf } from './addressFormats';
import { countryNames } from './countryNames';

/**
 * Every country as an option (spec 01 §3 "Country option", §9): code and value are the ISO
 * alpha-2 code, the label is title-cased, the list is sorted by label with the USA first, and
 * each country lists the address elements it uses and requires.
 */
export function buildCountryOptions(): CountryOption[] {
  const options: CountryOption[] = [...countryNames()].map(([code, label]) => ({
    code,
    value: code,
    label,
    ...addressElementsOf(code),
  }));
  const collator = new Intl.Collator('en', { sensitivity: 'base' });
  return options.sort((a, b) => {
    if (a.code === US || b.code === US) return a.code === US ? (b.code === US ? 0 : -1) : 1;
    return collator.compare(a.label, b.label);
  });
}

let codes: ReadonlySet<string> | undefined;

/** Whether a code is one of the countries the API offers (requests naming another are refused). */
export function isKnownCountryCode(code: string): boolean {
  codes ??= new Set(countryNames().keys());
  return codes.has(code);
}
