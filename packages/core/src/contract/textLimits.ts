// Without zod, so code that only checks lengths (session/authContext.ts) leaves zod out of its bundle.

/**
 * How long each kind of text in the API may be, in UTF-16 units as zod counts (issue 7: a
 * 200,000-character first name was stored and mailed). Every string of the contract takes one of
 * these bounds (text.test.ts walks every schema), so the server refuses an over-long field with a
 * violation at that field, and the OpenAPI document tells partners each maximum.
 *
 * These are what the API reads at all, not the spec's rules: the spec's maximums (spec 01 §5, spec 03
 * §5) are checked on the trimmed value, with the spec's own texts and labels ("Zip" on a domestic
 * quote, "Postal Code" abroad), by the rules in core (422). A bound here is never below the largest
 * value such a rule accepts (text.test.ts checks it against core/limits), so it only refuses what no
 * rule would take.
 */
export const TEXT_LIMITS = {
  /** Country, currency and unit codes, flags as words ("US", "USD", "PCS", "true"). */
  code: 16,
  /**
   * Phone numbers and extensions, postal codes, account and tax numbers, commodity codes: spec 01
   * §5's maximums for these are 25 and below (phone 25, extension 5, postal code 12, tax id 20).
   */
  short: 100,
  /** Ids and IRIs (/api/users/…), dates and times, product, service and error codes. */
  id: 128,
  /**
   * Names, e-mail addresses (RFC 5321: 254), address lines, cities, descriptions and references:
   * spec 01 §5's maximums for these are 90 and below; a sign-up name up to 100 (account/rules.ts SIGN_UP_TEXT_MAX).
   */
  line: 256,
  /** A password: spec 03 allows up to 256 characters (ACCOUNT_LIMITS), each up to two UTF-16 units. */
  password: 512,
  /** Free text: notes, remarks, messages and error descriptions; a form sent as a JSON string. */
  text: 2000,
  /** Access, refresh and recovery tokens (a signed token grows with its claims). */
  token: 4096,
  /** A whole shipment draft, which travels as a JSON string (spec 01 §7). */
  document: 100_000,
} as const;

export type TextKind = keyof typeof TEXT_LIMITS;
