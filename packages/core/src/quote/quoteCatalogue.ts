import { createCatalogue, type MessageCatalogue } from '../messages/catalogue';
import { commonMessages } from '../messages/common';
import type { QuoteMessageKey } from '../messages/index';
import { quoteMessages } from '../messages/quote';

/** The texts the standalone quote shows: the common section and the quote section. */
export type QuoteCatalogue = MessageCatalogue<QuoteMessageKey>;

/**
 * The quote's catalogue (common + quote sections) with a host's overrides. The quote store, its rules
 * and rate cards need no other flow's texts, so the embed widget builds this one instead of the full
 * catalogue and its bundle leaves the draft and account texts out. The full `messages` fits wherever a
 * QuoteCatalogue is asked for.
 */
export function createQuoteCatalogue(
  overrides: Partial<Record<QuoteMessageKey, string>> = {},
): QuoteCatalogue {
  return createCatalogue([commonMessages, quoteMessages], overrides);
}

/** The quote's catalogue with the spec's own texts: the default of the quote store, rules and rate cards. */
export const quoteCatalogue: QuoteCatalogue = /* @__PURE__ */ createQuoteCatalogue();
