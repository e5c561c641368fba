/**
 * What the quote form loads after its first paint (issue 8), one chunk where the rules load on demand
 * (the quote embed, the host app: "#quoteLater"), fetched on the first focus in the form, the first
 * change or Get A Quote: the quote rules with the request building and the rating, which the store is
 * given; what the form shows of them (FormOutcome); the documents tab's fields; and the rate list with
 * Print Quote. (Without the condition, the library and the tests import the middle two at once and
 * fetch the rate list alone: ./quoteLaterBundled.ts.)
 */
export { checkQuoteInput, rateQuote, submitQuote, toRateRequest } from '@shipdeck/core/quote';
export { DocumentFields } from './DocumentFields';
export { FormOutcome, revealFirstError } from './FormOutcome';
export { RateList } from './RateList';
