import type { ContinueToShippingPayload } from '@shipdeck/core/quote';
import { createQuoteInput } from '@shipdeck/core/quote';
import { STORAGE_KEYS } from '@shipdeck/core/runtime';
import { parseDraft } from '@shipdeck/core/shipment';
import { describe, expect, it } from 'vitest';
import { keepQuoteAsUnsavedDraft } from './continueToShipping';

const quote = {
  input: {
    ...createQuoteInput({ shipDate: '2030-03-04' }),
    sendingFrom: { country: 'US', city: 'New York', postalCode: '10001', isResidential: false },
    sendingTo: { country: 'US', city: 'Los Angeles', postalCode: '90012', isResidential: true },
    items: [{ quantity: 1, weight: 6, length: 12, width: 9, height: 3, documentDeclaredValue: null }],
  },
  rate: { id: 'r-1', carrierProduct: 'GND' },
  createdInId: 'q-1',
} as unknown as ContinueToShippingPayload;

describe('a guest continuing to shipping (spec 02 §4)', () => {
  it("keeps the quote as the wizard's unsaved draft, which the wizard can read back", () => {
    const data = new Map<string, string>();
    keepQuoteAsUnsavedDraft({ setItem: (k, v) => void data.set(k, v) }, quote, new Date(2030, 2, 1));
    const parsed = parseDraft(data.get(STORAGE_KEYS.unsavedDraft));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.draft.shipmentTo.address.postalCode).toBe('90012');
    expect(parsed.draft.pickupDelivery.carrierProduct).toBe('GND');
    expect(parsed.draft.externalSourceReference).toBe('q-1');
  });
});
