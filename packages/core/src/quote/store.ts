/**
 * `@shipdeck/core/quote/store`: what a quote form needs — the store, its selectors, the standard
 * boxes, the input and the quote's texts — without the rules and the request building, which the
 * store reaches through "#quoteRules". The quote embed imports this, not the quote index: a file the
 * index reaches would be in the embed's first load even where the store loads the rules on demand
 * (esbuild splits by file, issue 8).
 */
// The ship date field's format (yyyy-MM-dd), from its file: the format index would bring the rate
// cards' money and clock formatting into the form's chunk.
export { formatPickerDate } from '../format/calendarDay';
export type { BoxPreset, BoxSize } from './boxPresets';
export { BOX_PRESETS, findBoxPreset, VISIBLE_BOX_PRESETS } from './boxPresets';
export type { QuoteCatalogue } from './quoteCatalogue';
export { createQuoteCatalogue, quoteCatalogue } from './quoteCatalogue';
export type { QuoteEnd, QuoteInput, QuoteInputDefaults, QuoteItem } from './quoteInput';
export { createQuoteInput, emptyQuoteEnd, emptyQuoteItem, isEmptyQuoteItem } from './quoteInput';
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
