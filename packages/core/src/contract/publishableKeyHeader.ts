/**
 * The header a partner's widget sends its publishable key in (issue 9, docs/partner-keys.md). In a
 * file of its own, without zod, so the API client (and the embed bundle) can name it without
 * carrying the contract's schemas.
 */
export const PUBLISHABLE_KEY_HEADER = 'Shipdeck-Publishable-Key';
