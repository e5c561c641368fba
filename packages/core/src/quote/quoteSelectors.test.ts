import { describe, expect, it } from 'vitest';
import { createQuoteInput, type QuoteInput } from './quoteInput';
import {
  selectCanAddItem,
  selectCanChooseDocuments,
  selectCanRemoveItem,
  selectCanUseExpressEnvelope,
  selectShowsGetQuote,
} from './quoteSelectors';
import type { QuoteState } from './quoteStore';

const state = (input: Partial<QuoteInput>, rest: Partial<QuoteState> = {}) =>
  ({
    input: { ...createQuoteInput({ shipDate: '2025-03-05' }), ...input },
    rates: [],
    ...rest,
  }) as QuoteState;
const filled = { quantity: 1, weight: 1, length: 1, width: 1, height: 1, documentDeclaredValue: null };
const empty = {
  quantity: 1,
  weight: null,
  length: null,
  width: null,
  height: null,
  documentDeclaredValue: null,
};

describe('quote screen selectors (spec 02 §2, §4)', () => {
  it('enables Add only when the last row is filled and Delete only with two rows', () => {
    expect(selectCanAddItem(state({ items: [empty] }))).toBe(false);
    expect(selectCanAddItem(state({ items: [filled] }))).toBe(true);
    expect(selectCanAddItem(state({ items: [filled], isDocument: true }))).toBe(false);
    expect(selectCanRemoveItem(state({ items: [filled] }))).toBe(false);
    expect(selectCanRemoveItem(state({ items: [filled, empty] }))).toBe(true);
  });

  it('offers documents outside domestic and the envelope to non-import documents', () => {
    const us = { country: 'US', city: '', postalCode: '', isResidential: false };
    const de = { ...us, country: 'DE' };
    expect(selectCanChooseDocuments(state({ sendingFrom: us, sendingTo: us }))).toBe(false);
    expect(selectCanUseExpressEnvelope(state({ sendingFrom: us, sendingTo: de, isDocument: true }))).toBe(
      true,
    );
    expect(selectCanUseExpressEnvelope(state({ sendingFrom: de, sendingTo: us, isDocument: true }))).toBe(
      false,
    );
  });

  it('shows Get A Quote while no rates are shown', () => {
    expect(selectShowsGetQuote(state({}))).toBe(true);
  });
});
