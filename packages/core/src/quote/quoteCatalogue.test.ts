import { describe, expect, it } from 'vitest';
import { messages } from '../messages/index';
import { createQuoteCatalogue, quoteCatalogue } from './quoteCatalogue';
import { createQuoteStore } from './quoteStore';

describe('quote catalogue', () => {
  it("holds the spec's quote and common texts, the same as the full catalogue", () => {
    for (const [key, text] of Object.entries(quoteCatalogue.texts)) {
      expect(messages.texts[key as keyof typeof messages.texts]).toBe(text);
    }
    expect(quoteCatalogue('rates.noneTitle')).toBe('No Delivery Services Available');
  });

  it("lets a host's overrides reach the quote store's rule messages", async () => {
    const t = createQuoteCatalogue({
      'field.required': '{label} est obligatoire',
      'quote.label.zip': 'Code ZIP',
    });
    const store = createQuoteStore({
      api: { rateShipment: () => Promise.reject(new Error('not called')) },
      messages: t,
      timers: { setTimeout: () => 0, clearTimeout: () => {} },
    });
    store.getState().setEnd('sendingTo', { country: 'US' });
    await expect(store.getState().getQuote()).resolves.toBe(false);
    expect(store.getState().fieldErrors['sendingTo.postalCode']).toBe('Code ZIP est obligatoire');
    store.getState().dispose();
  });
});
