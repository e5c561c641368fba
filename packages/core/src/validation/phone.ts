import { type CountryCode, isSupportedCountry, isValidPhoneNumber } from 'libphonenumber-js/min';

/**
 * A telephone number valid for the party's country (or in international form with a leading +).
 * `libphonenumber-js/min` keeps the metadata small enough for the widget bundle.
 */
export function isValidPhone(value: string, country?: string | null): boolean {
  const code = (country ?? '').trim().toUpperCase();
  try {
    return code !== '' && isSupportedCountry(code)
      ? isValidPhoneNumber(value, code as CountryCode)
      : isValidPhoneNumber(value);
  } catch {
    return false;
  }
}
