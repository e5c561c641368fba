/**
 * Every key Shipdeck writes to a browser's storage, in one place (issue 17: two keys meant "unsaved
 * draft"). The session's cookie-like keys of spec 03 §9 are SESSION_KEYS (session/storageKeys.ts).
 */
export const STORAGE_KEYS = {
  /** The unsaved copy of a shipment being prepared (spec 01 §4). */
  unsavedDraft: 'shipdeck.prepare.unsavedDraft',
  /** A guest's quote kept on Continue to Shipping until they sign in (spec 02 §4). */
  pendingQuote: 'shipdeck.pendingQuoteDraft',
  /** Option lists cached for 20 minutes (spec 01 §7). */
  optionCachePrefix: 'shipdeck:options:',
  /** The users-administration search box (spec 03 §4). */
  usersSearch: 'shipdeck.usersSearch',
} as const;
