import { describe, expect, it } from 'vitest';
import { draftFromStoredQuote } from './fromQuote';
import { draftFromShipment, duplicateDraft } from './fromShipment';
import type { Draft } from './model/draftSchema';
import { domesticDraft, exportDraft, TODAY } from './model/testing/fixtures';
import { toPrepareShipmentBody } from './model/toPrepareShipmentBody';

const SHIPMENT_ID = '11111111-2222-4333-8444-555555555555';

/** What a booking sent, less what belongs to that one booking (its id, payment and the draft it came from). */
const shipped = (draft: Draft) => {
  const { shipmentId, payWithPaymentProfileId, payWithConfirmedAmount, externalSourceReference, ...rest } =
    toPrepareShipmentBody(draft, { today: TODAY });
  return rest;
};

describe('draftFromShipment (Duplicate, spec 02 §4)', () => {
  it.each([
    ['an export with a customs invoice', exportDraft()],
    ['a domestic products shipment', domesticDraft()],
    [
      'an export with references, remarks, charges and a certificate of origin',
      exportDraft({
        shipmentDetails: {
          products: {
            isShipmentReferenceNumberExists: true,
            shipmentReferenceNumber: 'PO-77',
            isAnyPackageMarks: true,
            packageMarks: 'Fragile',
            freightCost: 12.5,
          },
        },
        additionalServices: { isCertificateOfOriginRequired: true, isNeutralDeliveryServiceRequired: true },
      }),
    ],
  ])('gives back the draft a booking was made from: %s', (_name, draft) => {
    const prep = toPrepareShipmentBody(draft, { today: TODAY });
    const copy = draftFromShipment(prep, { shipmentId: SHIPMENT_ID, today: TODAY });
    expect(shipped(copy)).toEqual(shipped(draft));
    expect(copy.externalSourceReference).toBe(SHIPMENT_ID);
    expect(copy.shipmentId).toBeNull();
    // No pickup of its own: the default one (spec 01 §4), no day or place yet.
    expect(copy.pickupDelivery.pickup).toMatchObject({ date: null, location: '' });
    expect(copy.payment.termsAndConditionsAgreement).toBe(false);
    expect(copy.currentStep).toBe('create_shipment');
  });

  it('resets the invoice type External (spec 01 §4) and a past ship date to today', () => {
    const prep = toPrepareShipmentBody(exportDraft(), { today: TODAY });
    const external = { ...prep, international: { ...prep.international!, invoiceType: 'external' } };
    const copy = draftFromShipment(
      { ...external, targetShipDate: '2025-01-06T00:00:00.000' },
      { shipmentId: SHIPMENT_ID, today: TODAY },
    );
    expect(copy.shipmentDetails.products.invoiceType).toBeNull();
    expect(copy.pickupDelivery.shipmentDate).toBe(TODAY);
    // Any other type stays.
    const commercial = draftFromShipment(prep, { shipmentId: SHIPMENT_ID, today: TODAY });
    expect(commercial.shipmentDetails.products.invoiceType).toBe('commercial');
  });
});

describe('duplicateDraft', () => {
  it("copies a draft's answers without its id, shipment, pickup or completion", () => {
    const source: Draft = {
      ...exportDraft(),
      id: 'd1',
      shipmentId: SHIPMENT_ID,
      completedOn: '2026-03-01T10:00:00.000Z',
      currentStep: 'payment_status',
      pickupDelivery: {
        ...exportDraft().pickupDelivery,
        pickupId: 'p1',
        pickup: { date: TODAY, startTime: 600, endTime: 900, location: 'Desk', notes: '', numOfPackages: 1 },
      },
    };
    const copy = duplicateDraft(source, { today: TODAY, name: 'Copy of Laptops' });
    expect(copy).toMatchObject({
      id: null,
      shipmentId: null,
      completedOn: null,
      currentStep: 'create_shipment',
    });
    expect(copy.name).toBe('Copy of Laptops');
    expect(copy.pickupDelivery.pickupId).toBeNull();
    expect(copy.pickupDelivery.pickup?.date ?? null).toBeNull();
    expect(shipped(copy)).toEqual(shipped(source));
  });
});

describe('draftFromStoredQuote (Continue to Shipping from view history, spec 02 §4)', () => {
  const listed = {
    id: 'q-1',
    createdOn: '2026-03-01T10:00:00.000Z',
    requestOriginCountryCode: 'US',
    requestOriginZip: '10001',
    requestDestinationCountryCode: 'US',
    requestDestinationZip: '90210',
    requestIsResidential: true,
    rates: [{ carrierProduct: 'FEDEX_GROUND' } as never],
  };
  it('keeps the packages and ends of the stored request, and the first rate as the service', () => {
    const draft = draftFromStoredQuote(
      {
        ...listed,
        request: {
          origin: { countryCode: 'US', city: 'New York', postalCode: '10001', isResidential: false },
          destination: { countryCode: 'US', city: 'Beverly Hills', postalCode: '90210', isResidential: true },
          targetShipDate: '2026-03-03T00:00:00.000',
          pieces: [{ quantity: 2, weight: 5, length: 12, width: 10, height: 8 }],
          isDocument: false,
          usesExpressEnvelope: false,
          hasDangerousGoods: false,
          currency: 'USD',
          measurementSystem: 'imperial',
        },
      },
      TODAY,
    );
    expect(draft.externalSourceReference).toBe('q-1');
    expect(draft.shipmentTo).toMatchObject({ country: 'US', isResidential: true });
    expect(draft.shipmentTo.address).toMatchObject({ city: 'Beverly Hills', postalCode: '90210' });
    expect(draft.shipmentDetails.products.packages[0]).toMatchObject({ numberOfPackages: 2, weight: 5 });
    expect(draft.pickupDelivery).toMatchObject({
      shipmentDate: '2026-03-03',
      carrierProduct: 'FEDEX_GROUND',
    });
  });
  it('falls back on what the list shows when the request was not stored', () => {
    const draft = draftFromStoredQuote(listed, TODAY);
    expect(draft.shipmentFrom.address.postalCode).toBe('10001');
    expect(draft.shipmentTo.isResidential).toBe(true);
    expect(draft.pickupDelivery.shipmentDate).toBe(TODAY);
  });
});
