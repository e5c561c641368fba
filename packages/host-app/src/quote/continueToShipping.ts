import { formatPickerDate } from '@shipdeck/core/format';
import type { ContinueToShippingPayload } from '@shipdeck/core/quote';
import { STORAGE_KEYS } from '@shipdeck/core/runtime';
import { type Draft, draftFromQuote, toStoredDraftJson } from '@shipdeck/core/shipment';

export { toShipmentDraftBody } from '@shipdeck/core/shipment';

type KeyValue = Pick<Storage, 'setItem'>;

/**
 * spec 02 §4 Continue to Shipping: a draft made from the quote as rated (core's draftFromQuote), on
 * the user's calendar day.
 */
export function draftOfQuote(quote: ContinueToShippingPayload, now: Date = new Date()): Draft {
  return draftFromQuote(quote, formatPickerDate(now));
}

/**
 * A guest is asked to sign in and "the draft is saved locally" (spec 02 §4): it becomes the prepare
 * wizard's unsaved copy (one storage key for it, issue 17), so after signing in the wizard asks
 * "You have previously entered data. Would you like to use it?" and restores it. Signing out or
 * switching profiles clears it (appSession).
 */
export function keepQuoteAsUnsavedDraft(
  storage: KeyValue,
  quote: ContinueToShippingPayload,
  now?: Date,
): Draft {
  const draft = draftOfQuote(quote, now);
  try {
    storage.setItem(STORAGE_KEYS.unsavedDraft, toStoredDraftJson(draft));
  } catch {
    // Storage full or disabled (private mode): the prompt still shows; nothing else depends on it.
  }
  return draft;
}
