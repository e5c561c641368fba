/**
 * spec 03 §5 "Phone input": the country dial code is prefilled, with special codes for island
 * territories, and a plus sign is forced to the front. The spec does not show the overrides.
 * Decision: the US territories share +1 with their own area code, so their prefill carries it
 * (a person in San Juan types seven digits, not ten).
 */
const DIAL_CODES: Readonly<Record<string, string>> = {
  US: '+1',
  CA: '+1',
  PR: '+1 787',
  VI: '+1 340',
  GU: '+1 671',
  AS: '+1 684',
  MP: '+1 670',
};

/**
 * The dial code a phone field starts with for `country` (USA when none is known: the forms of
 * the account flows have no country, and the product's shippers are in the US, spec 03 §1).
 * Countries outside the table start with a bare "+", which the person completes.
 */
export function dialCodeOf(country?: string | null): string {
  return DIAL_CODES[(country ?? 'US').trim().toUpperCase()] ?? '+';
}

/** A typed phone number with the plus forced to its front ("" stays empty, so "required" still reads). */
export function withLeadingPlus(value: string): string {
  const trimmed = value.trim();
  if (!trimmed) return '';
  return trimmed.startsWith('+') ? trimmed : `+${trimmed}`;
}

/** A prefill alone (a dial code, nothing typed after it) counts as an empty phone field. */
export function isDialCodeOnly(value: string): boolean {
  const typed = withLeadingPlus(value).replace(/\s+/g, ' ');
  return typed === '' || typed === '+' || Object.values(DIAL_CODES).includes(typed);
}
