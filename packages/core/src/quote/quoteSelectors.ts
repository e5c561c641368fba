import { isEmptyQuoteItem } from './quoteInput';
import { quoteRoute } from './quoteRoute';
import type { QuoteState } from './quoteStore';

/** Selectors for the quote screen's controls (spec 02 §2, §4); each returns a primitive. */

/** "Add" needs a filled-in last row, and a documents shipment is one package. */
export const selectCanAddItem = (state: QuoteState): boolean => {
  const last = state.input.items.at(-1);
  return !state.input.isDocument && last !== undefined && !isEmptyQuoteItem(last);
};

/** "Delete" is disabled while there is a single row. */
export const selectCanRemoveItem = (state: QuoteState): boolean => state.input.items.length > 1;

export const selectIsDomestic = (state: QuoteState): boolean =>
  quoteRoute(state.input.sendingFrom.country, state.input.sendingTo.country).isDomestic;

/** The documents choice is not offered on a domestic quote (spec 02 §4). */
export const selectCanChooseDocuments = (state: QuoteState): boolean => !selectIsDomestic(state);

/** The express envelope is for documents that are not an import (spec 02 §4). */
export const selectCanUseExpressEnvelope = (state: QuoteState): boolean =>
  state.input.isDocument &&
  !quoteRoute(state.input.sendingFrom.country, state.input.sendingTo.country).isImport;

/** Currency and units are fixed to USD and imperial on a domestic quote (spec 02 §4). */
export const selectCanChooseUnits = (state: QuoteState): boolean => !selectIsDomestic(state);

/** "Get A Quote" shows when no rates are shown (spec 02 §2). */
export const selectShowsGetQuote = (state: QuoteState): boolean => state.rates.length === 0;

/** A field's visible error (input path, e.g. "items.0.weight"). */
export const selectFieldError = (state: QuoteState, path: string): string | undefined =>
  state.fieldErrors[path];

/** Warnings of one field, or of the whole quote when no path is given. */
export const selectWarningMessages = (state: QuoteState, path?: string): string | undefined =>
  state.warnings
    .filter((w) => path === undefined || w.propertyPath === path)
    .map((w) => w.message)
    .join('\n') || undefined;
