import { describe, expect, it } from 'vitest';
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
