import {
  type CountryCode,
  getCountryCallingCode,
  isSupportedCountry,
  isValidPhoneNumber,
} from 'libphonenumber-js/min';

/**
 * The exact phone checks, over `libphonenumber-js` and its small "min" metadata (the weight of it:
 * some 35 KB brotli). ./phone.ts reaches it through "#phoneEngine" (package.json `imports`): bundled
 * by default, loaded on demand where a build sets the `shipdeck-lazy-phone` condition.
 */
export function isValidPhoneExactly(value: string, country?: string | null): boolean {
  const code = (country ?? '').trim().toUpperCase();
  try {
    return code !== '' && isSupportedCountry(code)
      ? isValidPhoneNumber(value, code as CountryCode)
      : isValidPhoneNumber(value);
  } catch {
    return false;
  }
}

/** A country's calling code ("+1", "+49"); '' when unknown. */
export function callingCodeOf(country: string | null | undefined): string {
  const code = (country ?? '').trim().toUpperCase();
  try {
    return code !== '' && isSupportedCountry(code) ? `+${getCountryCallingCode(code as CountryCode)}` : '';
  } catch {
    return '';
  }
}
