/**
 * Every key Shipdeck writes to a browser's storage, in one place (issue 17: two keys meant "unsaved
 * draft"). The session's cookie-like keys of spec 03 §9 are SESSION_KEYS (session/storageKeys.ts).
 */
export const STORAGE_KEYS = {
  /**
   * The unsaved copy of a shipment being prepared (spec 01 §4), and the draft a guest's Continue to
   * Shipping made from the quote (spec 02 §4): one key, so the wizard offers either back.
   */
  unsavedDraft: 'shipdeck.prepare.unsavedDraft',
  /** Option lists cached for 20 minutes (spec 01 §7). */
  optionCachePrefix: 'shipdeck:options:',
  /** The users-administration search box (spec 03 §4). */
  usersSearch: 'shipdeck.usersSearch',
} as const;
