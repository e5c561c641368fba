import { describe, expect, it } from 'vitest';
import { createQuoteInput, type QuoteInput } from '../quote/quoteInput';
import { draftFromQuote } from './fromQuote';

const TODAY = '2026-03-02';

const quote = (over: Partial<QuoteInput> = {}): QuoteInput => ({
  ...createQuoteInput({ shipDate: '2026-03-04' }),
  sendingFrom: { country: 'US', city: 'New York', postalCode: '10001', isResidential: false },
  sendingTo: { country: 'DE', city: 'Berlin', postalCode: '10115', isResidential: true },
  items: [
    { quantity: 2, weight: 5, length: 12, width: 10, height: 8, documentDeclaredValue: null },
    { quantity: 1, weight: 20, length: 20, width: 20, height: 20, documentDeclaredValue: null },
  ],
  insuranceValue: 500,
  ...over,
});

describe('draftFromQuote (spec 02 §4: Continue to Shipping creates a draft from the quote)', () => {
  it('carries both ends, the date, every package row, insurance, currency and the chosen service', () => {
    const draft = draftFromQuote(
      { input: quote(), rate: { carrierProduct: 'P' }, createdInId: 'q-1' },
      TODAY,
    );
    expect(draft.shipmentFrom).toMatchObject({
      country: 'US',
      address: { city: 'New York', postalCode: '10001' },
      isResidential: false,
    });
    expect(draft.shipmentTo).toMatchObject({
      country: 'DE',
      address: { city: 'Berlin', postalCode: '10115' },
      isResidential: true,
    });
    expect(draft.isDocumentsShipment).toBe(false);
    expect(draft.shipmentDetails.products.packages).toEqual([
      expect.objectContaining({ numberOfPackages: 2, weight: 5, length: 12, width: 10, height: 8 }),
      expect.objectContaining({ numberOfPackages: 1, weight: 20, length: 20, width: 20, height: 20 }),
    ]);
    expect(draft.additionalServices).toMatchObject({ doYouNeedInsurance: true, insuranceValue: 500 });
    expect(draft.pickupDelivery).toMatchObject({ shipmentDate: '2026-03-04', carrierProduct: 'P' });
    expect(draft.externalSourceReference).toBe('q-1');
    expect(draft.currentStep).toBe('create_shipment');
    // Normalised: the derived flags are the wizard's.
    expect(draft.isExport).toBe(true);
    expect(draft.isDomestic).toBe(false);
  });

  it('makes a documents draft from a documents quote, envelope and declared value included', () => {
    const draft = draftFromQuote(
      {
        input: quote({
          isDocument: true,
          usesExpressEnvelope: true,
          items: [
            { quantity: 1, weight: 0.4, length: null, width: null, height: null, documentDeclaredValue: 50 },
          ],
        }),
      },
      TODAY,
    );
    expect(draft.isDocumentsShipment).toBe(true);
    expect(draft.shipmentDetails.documents).toMatchObject({
      documentWeight: 0.4,
      isDocumentWeightAboveHalfPound: false,
      typeOfPackaging: 'EE',
      declaredShipmentValue: 50,
    });
  });

  it('brings a past ship date forward to today and leaves insurance unanswered when none was quoted', () => {
    const draft = draftFromQuote({ input: quote({ shipDate: '2026-02-01', insuranceValue: null }) }, TODAY);
    expect(draft.pickupDelivery.shipmentDate).toBe(TODAY);
    expect(draft.additionalServices.doYouNeedInsurance).toBeNull();
  });
});
