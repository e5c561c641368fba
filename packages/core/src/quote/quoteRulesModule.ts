/** The quote store's rules module (QuoteRulesModule): bundled by default, loaded on demand in the quote embed. */
export { rateQuote, submitQuote } from './quoteRating';
export { checkQuoteInput, toRateRequest } from './rateRequest';
