import {
  type CountryCode,
  getCountryCallingCode,
  isSupportedCountry,
  isValidPhoneNumber,
} from 'libphonenumber-js/min';

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

/** A country's calling code as dialled from abroad ("+1" for the US, "+49" for Germany); '' when unknown. */
export function dialCodeOf(country: string | null | undefined): string {
  const code = (country ?? '').trim().toUpperCase();
  try {
    return code !== '' && isSupportedCountry(code) ? `+${getCountryCallingCode(code as CountryCode)}` : '';
  } catch {
    return '';
  }
}
