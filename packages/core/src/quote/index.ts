export type { BoxPreset, BoxSize } from './boxPresets';
export { BOX_PRESETS, findBoxPreset, VISIBLE_BOX_PRESETS } from './boxPresets';
export { normalizeQuoteInput, normalizeRateRequest } from './normalizeQuote';
export type { Measured } from './packageUnits';
export { convertPackageUnits } from './packageUnits';
export type { QuoteCatalogue } from './quoteCatalogue';
export { createQuoteCatalogue, quoteCatalogue } from './quoteCatalogue';
export type { QuoteEnd, QuoteInput, QuoteInputDefaults, QuoteItem } from './quoteInput';
export { createQuoteInput, emptyQuoteEnd, emptyQuoteItem, isEmptyQuoteItem } from './quoteInput';
export type { QuoteFlags, QuotePolicy } from './quotePolicy';
export { quotePolicy } from './quotePolicy';
export type { RatingContext, RatingRun } from './quoteRating';
export { rateQuote, ratingAnswerState, ratingFailedState, submitQuote } from './quoteRating';
export type { QuoteRoute } from './quoteRoute';
export { quoteRoute } from './quoteRoute';
export type {
  QuoteCheck,
  QuoteRequestDraft,
  QuoteRequestDraftEnd,
  QuoteRequestDraftPiece,
  QuoteRuleOptions,
} from './quoteRules';
export { checkQuote, checkQuoteRequest } from './quoteRules';
export type { QuoteRulesModule, QuoteRulesSource } from './quoteRulesSource';
export {
  selectCanAddItem,
  selectCanChooseDocuments,
  selectCanChooseUnits,
  selectCanRemoveItem,
  selectCanUseExpressEnvelope,
  selectFieldError,
  selectIsDomestic,
  selectShowsGetQuote,
  selectWarningMessages,
} from './quoteSelectors';
export type {
  ContinueToShippingPayload,
  QuoteActions,
  QuoteApi,
  QuoteFreightState,
  QuoteSide,
  QuoteState,
  QuoteStatus,
  QuoteStore,
  QuoteStoreDeps,
  QuoteStoreOptions,
  QuoteStoreState,
} from './quoteStore';
export { createQuoteStore } from './quoteStore';
export { checkQuoteInput, toInputPath, toRateRequest, toRequestDraft } from './rateRequest';
