import type { ContinueToShippingPayload } from '@shipdeck/core/quote';
import { STORAGE_KEYS } from '@shipdeck/core/runtime';
import { DEFAULT_TTL_DAYS } from '@shipdeck/core/session';

/**
 * spec 02 §4: a guest who presses Continue to Shipping is asked to sign in, and the draft is saved
 * locally so preparing can start from it after signing in. What is saved is the quote as rated
 * with the chosen rate (the store's Continue to Shipping payload); the draft proper is made from it
 * when preparing starts. Stored values expire after core's DEFAULT_TTL_DAYS, 30 days (spec 03 §9).
 */
export const PENDING_QUOTE_DRAFT_KEY = STORAGE_KEYS.pendingQuote;
const VERSION = 1;
const LIFETIME_MS = DEFAULT_TTL_DAYS * 24 * 60 * 60 * 1000;

export interface PendingQuoteDraft {
  version: typeof VERSION;
  savedAt: string;
  expiresAt: string;
  quote: ContinueToShippingPayload;
}

type KeyValue = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function savePendingQuoteDraft(
  storage: KeyValue,
  quote: ContinueToShippingPayload,
  now: Date = new Date(),
): PendingQuoteDraft {
  const draft: PendingQuoteDraft = {
    version: VERSION,
    savedAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + LIFETIME_MS).toISOString(),
    quote,
  };
  try {
    storage.setItem(PENDING_QUOTE_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or disabled (private mode): the prompt still shows; nothing else depends on it.
  }
  return draft;
}

/** The saved draft, or null when there is none, it is unreadable, of another version or expired. */
export function readPendingQuoteDraft(storage: KeyValue, now: Date = new Date()): PendingQuoteDraft | null {
  let raw: string | null;
  try {
    raw = storage.getItem(PENDING_QUOTE_DRAFT_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as Partial<PendingQuoteDraft>;
    if (draft.version !== VERSION || !draft.quote || typeof draft.expiresAt !== 'string') return null;
    if (Date.parse(draft.expiresAt) <= now.getTime()) {
      storage.removeItem(PENDING_QUOTE_DRAFT_KEY);
      return null;
    }
    return draft as PendingQuoteDraft;
  } catch {
    return null;
  }
}
