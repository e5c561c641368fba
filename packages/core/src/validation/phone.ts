import { loadPhoneEngine, phoneEngine } from '#phoneEngine';

/**
 * Until the exact checks are there (builds that load them on demand: ./phoneEngineLazy.ts), a number
 * is checked for its form only: an optional +, then 7 to 15 digits with the usual separators.
 */
const PHONE_FORM = /^\+?[\d\s().-]+$/;
function looksLikePhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return PHONE_FORM.test(value.trim()) && digits >= 7 && digits <= 15;
}

/** Whether isValidPhone checks numbers exactly now (always, where the phone metadata is bundled). */
export function phoneRulesReady(): boolean {
  return phoneEngine() !== null;
}

/** Resolves once isValidPhone checks numbers exactly (the embed loads the phone metadata on demand). */
export function loadPhoneRules(): Promise<void> {
  return loadPhoneEngine();
}

/**
 * A telephone number valid for the party's country (or in international form with a leading +),
 * by `libphonenumber-js` and its small "min" metadata (./phoneEngine.ts).
 */
export function isValidPhone(value: string, country?: string | null): boolean {
  const engine = phoneEngine();
  return engine ? engine.isValidPhoneExactly(value, country) : looksLikePhone(value);
}

/** A country's calling code as dialled from abroad ("+1" for the US, "+49" for Germany); '' when unknown. */
export function dialCodeOf(country: string | null | undefined): string {
  return phoneEngine()?.callingCodeOf(country) ?? '';
}
