import type { QuoteRulesSource } from './quoteRulesSource';

/**
 * "#quoteRules" where a build sets the `shipdeck-lazy-quote-rules` condition (the quote embed): the
 * store carries no rules of its own and is given them (QuoteStoreDeps.rules). The quote embed loads
 * them on demand with its rate list, as one chunk (widgets' "#laterQuoteRules", issue 8): the form
 * paints without them, and a second chunk of the same later parts would cost more than it saves.
 */
export const quoteRules: QuoteRulesSource = {
  current: () => null,
  load: () => Promise.reject(new Error('Shipdeck: give the quote store its rules (QuoteStoreDeps.rules)')),
};
