import { createRequire } from 'node:module';
import { normalizeSavedAddressBody, validateSavedAddressBody } from '@shipdeck/core/addressBook';
import type { SavedAddressBody, Violation } from '@shipdeck/core/contract';
import { messages } from '@shipdeck/core/messages';
import { createValidationContext, type ValidationContext } from '@shipdeck/core/validation';
import { serverMessage } from '../messages';
import { addressElementsOf } from '../options/addressFormats';
import { countryNames } from '../options/countryNames';
import { isKnownCountryCode } from '../options/countryOptions';

let context: ValidationContext | undefined;

/**
 * The rules' context on the server: each country's address elements from the same data the country
 * options answer (spec 01 §3), as the shipment form reads them, so a contact the server accepts is one
 * the form accepts.
 */
function validationContext(): ValidationContext {
  context ??= createValidationContext({ countryElements: (code) => addressElementsOf(code).elements });
  return context;
}

export interface CheckedAddress {
  /** The body as it is stored: trimmed and normalised (US states, zips). */
  body: SavedAddressBody;
  /** Errors block the contact; warnings do not. */
  violations: Violation[];
}

/**
 * A saved contact checked as the shipment form checks a party (core's saved-contact rules over spec 01
 * §5), and a country the API offers: the service for POST/PUT and the import for each row.
 */
export function checkSavedAddress(input: SavedAddressBody): CheckedAddress {
  const body = normalizeSavedAddressBody(input);
  const violations = validateSavedAddressBody(body, validationContext());
  const country = body.address.countryCode;
  if (country && !isKnownCountryCode(country)) {
    const at = 'address.countryCode';
    const rest = violations.filter((v) => v.propertyPath !== at);
    return {
      body,
      violations: [
        {
          propertyPath: at,
          message: serverMessage('country.unknown', { label: messages('draft.label.country') }),
          severity: 'error',
        },
        ...rest,
      ],
    };
  }
  return { body, violations };
}

export const blocking = (violations: readonly Violation[]) =>
  violations.filter((v) => v.severity !== 'warning');

let byName: ReadonlyMap<string, string> | undefined;
const nameKey = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** Spellings address books use that the ISO names do not hold. */
const EXTRA_NAMES: Readonly<Record<string, string>> = {
  usa: 'US',
  unitedstatesofamerica: 'US',
  us: 'US',
  america: 'US',
  uk: 'GB',
  greatbritain: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  northernireland: 'GB',
  holland: 'NL',
  southkorea: 'KR',
  korea: 'KR',
};

/**
 * A country as an address file names it: an ISO alpha-2 or alpha-3 code ("DE", "DEU"), or an English
 * name in any case ("Germany", "United States", "Côte d'Ivoire"), as its alpha-2 code; null otherwise.
 */
export function countryCodeOf(value: string): string | null {
  const text = value.trim();
  if (/^[A-Za-z]{2}$/.test(text) && isKnownCountryCode(text.toUpperCase())) return text.toUpperCase();
  if (/^[A-Za-z]{3}$/.test(text)) {
    const alpha2 = iso().alpha3ToAlpha2(text.toUpperCase());
    if (alpha2 && isKnownCountryCode(alpha2)) return alpha2;
  }
  byName ??= buildNames();
  return byName.get(nameKey(text)) ?? null;
}

function iso(): { alpha3ToAlpha2(code: string): string | undefined } {
  return createRequire(import.meta.url)('i18n-iso-countries');
}

function buildNames(): ReadonlyMap<string, string> {
  const map = new Map<string, string>(Object.entries(EXTRA_NAMES));
  const english = createRequire(import.meta.url)('i18n-iso-countries/langs/en.json') as {
    countries: Record<string, string | string[]>;
  };
  for (const [code, names] of Object.entries(english.countries)) {
    for (const name of Array.isArray(names) ? names : [names]) map.set(nameKey(name), code);
  }
  for (const [code, label] of countryNames()) map.set(nameKey(label), code);
  return map;
}
