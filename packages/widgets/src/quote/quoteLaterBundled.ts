import type { QuoteRulesSource } from '@shipdeck/core/quote/store';

/**
 * "#quoteLater" by default (the library, the host app, the tests): the form's later parts are here at
 * once but the rate list, the store keeps its own rules (none given).
 */
export const laterQuoteRules: QuoteRulesSource | undefined = undefined;
/** The rate list's chunk, fetched on the first Get A Quote. */
export const loadLater = () => import('./RateList');
export { DocumentFields } from './DocumentFields';
export { FormOutcome, revealFirstError } from './FormOutcome';
