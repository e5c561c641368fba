import type {
  AddressElement,
  SavedAddressAddress,
  ValidateAddressResponse,
  Violation,
} from '@shipdeck/core/contract';
import {
  formatUsZip,
  isUs,
  isUsTerritory,
  normalizeUsState,
  US,
  US_STATES,
  US_ZIP_PATTERN,
} from '@shipdeck/core/countries';
import { messages } from '@shipdeck/core/messages';
import { serverMessage } from '../messages';
import {
  type AdministrativeArea,
  addressElementsOf,
  administrativeAreasOf,
  type PostalFormat,
  postalFormatOf,
} from '../options/addressFormats';
import { countryNames } from '../options/countryNames';
import { isKnownCountryCode } from '../options/countryOptions';
import { lookupUsZip, usZips } from './usZipData';

type Checked = Omit<ValidateAddressResponse, '@context' | '@type'>;

/** The division elements, in the order their label is chosen when a country uses several (as partyRules.ts). */
const DIVISION_ELEMENTS: readonly AddressElement[] = ['state', 'province', 'county', 'district'];

/** What a person writes the same in several ways: case, accents, dots, hyphens, "St." for Saint. */
export function placeKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/['’.]/g, '')
    .replace(/[-,/]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^ST /, 'SAINT ')
    .replace(/^STE /, 'SAINTE ')
    .replace(/^FT /, 'FORT ')
    .replace(/^MT /, 'MOUNT ')
    .replace(/^PT /, 'PORT ');
}

let citiesByZip3: ReadonlyMap<string, ReadonlySet<string>> | undefined;

/**
 * Every (state, city) of the ZIP data with the 3-digit ZIP prefixes (USPS sectional centers) its ZIPs
 * have: a city named by a neighbouring ZIP of the same center is a city the post office delivers the
 * ZIP under ("Boston" for 02134, whose ZIP names Allston), so it is not reported.
 */
function sectionalCenters(): ReadonlyMap<string, ReadonlySet<string>> {
  if (citiesByZip3) return citiesByZip3;
  const map = new Map<string, Set<string>>();
  for (const entry of usZips()) {
    const key = `${entry.state}|${placeKey(entry.city)}`;
    const prefixes = map.get(key) ?? new Set<string>();
    prefixes.add(entry.zip.slice(0, 3));
    map.set(key, prefixes);
  }
  citiesByZip3 = map;
  return map;
}

const stateName = (code: string) => US_STATES.find((state) => state.code === code)?.name ?? code;
const countryName = (code: string) => countryNames().get(code) ?? code;

/**
 * A postal code written the way its country writes it: upper case, and where the country's examples
 * agree on a separator, with it in its place ("sw1a1aa" → "SW1A 1AA", "1540023" → "154-0023"); a US
 * ZIP of nine digits as 99999-9999. Undefined when it does not have the country's form.
 */
export function formatPostalCode(countryCode: string, postalCode: string): string | undefined {
  const typed = postalCode.trim().toUpperCase().replace(/\s+/g, ' ');
  if (isUs(countryCode) || isUsTerritory(countryCode)) {
    const zip = formatUsZip(typed);
    return US_ZIP_PATTERN.test(zip) ? zip : undefined;
  }
  const format: PostalFormat | null = postalFormatOf(countryCode);
  if (!format) return typed;
  if (format.separator) {
    const compact = typed.replace(/[\s-]/g, '');
    const { text, tail } = format.separator;
    const written =
      compact.length > tail ? `${compact.slice(0, -tail)}${text}${compact.slice(-tail)}` : compact;
    if (format.pattern.test(written)) return written;
  }
  return format.pattern.test(typed) ? typed : undefined;
}

/** The area an administrative-area text names, by any of its names (code, local or Latin name, ISO). */
function areaNamed(areas: readonly AdministrativeArea[], text: string): AdministrativeArea | undefined {
  const key = placeKey(text);
  return areas.find((area) => area.names.some((name) => placeKey(name) === key));
}

/**
 * POST /api/data/validate-address (spec 01 §7, spec 03 §5, §7): a real check where the spec's product
 * had a stub that always answered valid. From offline data only (libaddressinput's formats and areas,
 * the US ZIP file), it checks what can be known without a street database:
 * - the country's required elements (spec 01 §3 "Country option"; a street line always);
 * - the postal code's form for its country (formatting it as that country writes it);
 * - the state or province among the country's, where the country requires one and its data lists them,
 *   and the postal code against the area's prefixes (a Toronto code starts with M, a Californian ZIP 9);
 * - a US (or territory) ZIP: that it exists, that it is in the state and country given, and that the
 *   city is the ZIP's or one delivered by its sectional center.
 * Never blocking (spec 03 §5): what did not match comes back as warnings with the spec's notice. The
 * street itself is not checked (no offline data has it); an address that passes may still not exist.
 */
export function validateAddress(input: SavedAddressAddress): Checked {
  const address: SavedAddressAddress = {
    addressLine1: input.addressLine1.trim(),
    addressLine2: input.addressLine2.trim(),
    addressLine3: input.addressLine3.trim(),
    postalCode: input.postalCode.trim(),
    locality: input.locality.trim(),
    dependentLocality: input.dependentLocality.trim(),
    administrativeArea: input.administrativeArea.trim(),
    countryCode: input.countryCode.trim().toUpperCase(),
  };
  const mismatches: Violation[] = [];
  const warn = (field: keyof SavedAddressAddress, message: string) => {
    if (!mismatches.some((m) => m.propertyPath === `address.${field}`)) {
      mismatches.push({ propertyPath: `address.${field}`, message, severity: 'warning' });
    }
  };
  let suggestion: Checked['suggestion'] = null;
  const answer = (): Checked => ({
    valid: mismatches.length === 0,
    message: mismatches.length === 0 ? null : messages('address.notLocated'),
    mismatches,
    address,
    suggestion,
  });

  const country = address.countryCode;
  if (!isKnownCountryCode(country)) {
    warn('countryCode', serverMessage('country.unknown', { label: messages('draft.label.country') }));
    return answer();
  }
  const usZipCountry = isUs(country) || isUsTerritory(country);
  const { elements, requiredElements } = addressElementsOf(country);
  const label = (name: string) => messages(`draft.label.${name}` as 'draft.label.city');
  const required = (field: keyof SavedAddressAddress, name: string) =>
    warn(field, messages('field.required', { label: label(name) }));

  // The country's required elements (a street line in every country).
  if (!address.addressLine1) required('addressLine1', 'addressLine1');
  if (requiredElements.includes('city') && !address.locality) required('locality', 'city');
  if (requiredElements.includes('suburb') && !address.dependentLocality)
    required('dependentLocality', 'suburb');
  const division = DIVISION_ELEMENTS.find((element) => elements.includes(element)) ?? 'state';
  const divisionRequired = DIVISION_ELEMENTS.some((element) => requiredElements.includes(element));
  if (divisionRequired && !address.administrativeArea) required('administrativeArea', division);
  if (requiredElements.includes('postalCode') && !address.postalCode) {
    required('postalCode', usZipCountry ? 'zip' : 'postalCode');
  }

  // The state or province among the country's (spec 03 §5: US state names are normalised).
  let area: AdministrativeArea | undefined;
  if (address.administrativeArea) {
    if (isUs(country)) {
      const state = normalizeUsState(address.administrativeArea);
      if (state) address.administrativeArea = state;
      else {
        warn(
          'administrativeArea',
          serverMessage('address.unknownArea', {
            area: address.administrativeArea,
            label: label('state').toLowerCase(),
            country: countryName(country),
          }),
        );
      }
    } else {
      const areas = administrativeAreasOf(country);
      area = areaNamed(areas, address.administrativeArea);
      // Only where the country requires the area and its data names them in Latin letters: elsewhere
      // a typed region the data does not list is no sign of a wrong address.
      const latinNames = areas.some((entry) => entry.names.some((name) => /^[\x20-\x7e]+$/.test(name)));
      if (!area && divisionRequired && latinNames) {
        warn(
          'administrativeArea',
          serverMessage('address.unknownArea', {
            area: address.administrativeArea,
            label: label(division).toLowerCase(),
            country: countryName(country),
          }),
        );
      }
    }
  }

  // The postal code's form, then the area it belongs to.
  if (address.postalCode && elements.includes('postalCode')) {
    const formatted = formatPostalCode(country, address.postalCode);
    if (formatted === undefined) {
      const example = postalFormatOf(country)?.examples[0];
      warn(
        'postalCode',
        usZipCountry
          ? messages('postalCode.usFormat')
          : example
            ? serverMessage('address.postalFormat', { country: countryName(country), example })
            : serverMessage('address.postalFormatNoExample', { country: countryName(country) }),
      );
    } else {
      address.postalCode = formatted;
      if (area?.postalPrefix && !area.postalPrefix.test(formatted.replace(/[\s-]/g, ''))) {
        warn(
          'postalCode',
          serverMessage('address.postalNotInArea', { postalCode: formatted, area: area.label }),
        );
      }
      if (usZipCountry) suggestion = checkUsZip(address, warn);
    }
  }
  return answer();
}

/** A US or territory ZIP against the ZIP data: it exists, in this country and state, for this city. */
function checkUsZip(
  address: SavedAddressAddress,
  warn: (field: keyof SavedAddressAddress, message: string) => void,
): Checked['suggestion'] {
  const zip = address.postalCode.slice(0, 5);
  const entry = lookupUsZip(zip);
  if (!entry) {
    warn('postalCode', serverMessage('address.zipUnknown', { zip }));
    return null;
  }
  const country = address.countryCode;
  // Territories have country codes of their own (spec 01 §1) but US ZIPs: the ZIP says which it is.
  const zipCountry = isUsTerritory(entry.state) ? entry.state : US;
  if (zipCountry !== country) {
    warn(
      'countryCode',
      serverMessage('address.zipOtherCountry', {
        zip,
        zipCountry: countryName(zipCountry),
        country: countryName(country),
      }),
    );
  } else if (isUs(country) && address.administrativeArea && normalizeUsState(address.administrativeArea)) {
    if (address.administrativeArea !== entry.state) {
      warn(
        'administrativeArea',
        serverMessage('address.zipOtherState', {
          zip,
          zipState: stateName(entry.state),
          state: stateName(address.administrativeArea),
        }),
      );
    }
  }
  if (address.locality) {
    const city = placeKey(address.locality);
    const sameCenter = () => sectionalCenters().get(`${entry.state}|${city}`)?.has(zip.slice(0, 3)) ?? false;
    if (city !== placeKey(entry.city) && !sameCenter()) {
      warn(
        'locality',
        serverMessage('address.zipOtherCity', {
          zip,
          zipCity: entry.city,
          zipState: entry.state,
          city: address.locality,
        }),
      );
    }
  }
  return { postalCode: zip, locality: entry.city, administrativeArea: entry.state };
}
