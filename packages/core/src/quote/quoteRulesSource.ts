import type { rateQuote, submitQuote } from './quoteRating';
import type { checkQuoteInput, toRateRequest } from './rateRequest';

/** What the quote store needs of the rules, the request building and the rating (./quoteRulesModule.ts). */
export interface QuoteRulesModule {
  checkQuoteInput: typeof checkQuoteInput;
  toRateRequest: typeof toRateRequest;
  rateQuote: typeof rateQuote;
  submitQuote: typeof submitQuote;
}

/**
 * Where the quote store takes its rules from: "#quoteRules" (package.json `imports`), bundled by
 * default (there at once), a chunk loaded on demand where a build sets the `shipdeck-lazy-quote-rules`
 * condition (the quote embed, issue 8). Tests may pass their own (QuoteStoreDeps.rules).
 */
export interface QuoteRulesSource {
  /** The rules once they are here; null while they load. */
  current(): QuoteRulesModule | null;
  /** Loads them (once; after a failed load the next call tries again). */
  load(): Promise<QuoteRulesModule>;
}
