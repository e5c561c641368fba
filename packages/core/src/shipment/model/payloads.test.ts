import { describe, expect, it } from 'vitest';
import { prepareShipmentRequest } from '../../contract/prepare';
import { rateShipmentRequest } from '../../contract/quote';
import type { Rate } from '../../contract/rate';
import { documentsDraft, domesticDraft, exportDraft, item, TODAY } from './testing/fixtures';
import { toPrepareShipmentBody } from './toPrepareShipmentBody';
import { toRateShipmentRequest } from './toRateShipmentRequest';

describe('draft → POST /rate_shipment_actions (spec 01 §7)', () => {
  it('builds a request the contract accepts as it is', () => {
    for (const d of [exportDraft(), domesticDraft(), documentsDraft()]) {
      const request = toRateShipmentRequest(d, { today: TODAY });
      expect(rateShipmentRequest.parse(request)).toEqual(request);
    }
  });

  it('sends countries, zip, city, the ship date, pieces, currency and the residential flags', () => {
    const r = toRateShipmentRequest(domesticDraft(), { today: TODAY });
    expect(r).toMatchObject({
      origin: { countryCode: 'US', postalCode: '10118', city: 'New York', isResidential: false },
      destination: { countryCode: 'US', postalCode: '90045', city: 'Los Angeles', isResidential: true },
      targetShipDate: '2026-03-02T00:00:00.000',
      pieces: [{ quantity: 2, weight: 10, length: 12, width: 12, height: 12, declaredValue: null }],
      currency: 'USD',
      measurementSystem: 'imperial',
      isDocument: false,
    });
  });

  it('rates documents at or below half a pound at 0.4 in an express envelope', () => {
    const r = toRateShipmentRequest(documentsDraft(), { today: TODAY });
    expect(r.pieces).toEqual([
      { quantity: 1, weight: 0.4, length: 1, width: 1, height: 1, declaredValue: null },
    ]);
    expect(r).toMatchObject({ isDocument: true, usesExpressEnvelope: true });
  });

  it('sends the service and payer flags', () => {
    const r = toRateShipmentRequest(
      exportDraft({
        additionalServices: {
          isNeutralDeliveryServiceRequired: true,
          signature: 'SF',
          doYouNeedInsurance: true,
          insuranceValue: 500,
        },
        payment: { dutiesAndTaxesPayment: 'my_account' },
        pickupDelivery: { isPickupRequired: true },
        shipmentDetails: {
          products: { electronicExportFiling: 'no', isItnNumberExists: false, EINNumber: '123456789' },
        },
      }),
      { today: TODAY },
    );
    expect(r).toMatchObject({
      hasNeutralDelivery: true,
      hasDirectSignature: true,
      domesticSignature: null,
      hasDutiesAndTaxesPaidByCarrierAccount: true,
      hasNewPickupRequest: true,
      hasEeiFiledByCarrier: true,
      insuredValue: 500,
    });
    expect(
      toRateShipmentRequest(domesticDraft({ additionalServices: { signature: 3 } }), { today: TODAY }),
    ).toMatchObject({
      domesticSignature: 3,
      hasDirectSignature: false,
    });
  });
});

describe('draft → POST /prepare_shipment_actions (spec 01 §7)', () => {
  const chosen = {
    optimalRate: { amount: 123.456, currency: 'USD' },
    retailRate: { amount: 205.76, currency: 'USD' },
  } as Rate;

  it('builds a body the contract accepts as it is', () => {
    for (const d of [exportDraft(), domesticDraft(), documentsDraft()]) {
      const body = toPrepareShipmentBody(d, { today: TODAY });
      expect(prepareShipmentRequest.parse(body)).toEqual(body);
    }
  });

  it('carries the international block for a dutiable shipment, with line items and filing', () => {
    const body = toPrepareShipmentBody(exportDraft({}, [item(), item({ itemValue: 10, quantity: 1 })]), {
      today: TODAY,
      rate: chosen,
      paymentId: 'pm-1',
    });
    expect(body.international).toMatchObject({
      whoPaysDuties: 'receiver',
      declaredValue: 1210,
      termsOfTrade: { code: 'DAP' },
      eeiFiling: { type: 'exempted', ftrExemption: '30.37(a)', itnNumber: null, einNumber: null },
      invoiceType: 'commercial',
      exportType: 'permanent',
    });
    expect(body.international?.exportLineItems).toHaveLength(2);
    expect(body.international?.exportLineItems[0]).toMatchObject({
      commodityCode: '8471.30.0100',
      unitValue: 600,
      countryOfManufacture: 'US',
      exportLicenseNumber: null,
    });
    expect(body).toMatchObject({ payWithPaymentProfileId: 'pm-1', payWithConfirmedAmount: 123.46 });
  });

  it('sends no international block, no tax ids and the domestic signature at home', () => {
    const body = toPrepareShipmentBody(
      domesticDraft({
        shipmentTo: { isVATIncluded: true, VATNumber: 'X1' },
        additionalServices: { signature: 2, isNeutralDeliveryServiceRequired: true },
      }),
      { today: TODAY },
    );
    expect(body.international).toBeNull();
    expect(body.receiver.vatNumber).toBeNull();
    expect(body.domesticSignature).toBe(2);
    expect(body.additionalServices).toEqual([]);
  });

  it('lists the additional service ids (SF, NN, COO) of an international shipment', () => {
    const body = toPrepareShipmentBody(
      exportDraft({
        additionalServices: {
          signature: 'SF',
          isNeutralDeliveryServiceRequired: true,
          isCertificateOfOriginRequired: true,
        },
      }),
      { today: TODAY },
    );
    expect(body.additionalServices).toEqual(['SF', 'NN', 'COO']);
  });

  it('bills freight to the receiver account with its number', () => {
    const body = toPrepareShipmentBody(
      exportDraft({ payment: { freightPayment: 'receiver', shipperAccountNumber: '123456789' } }),
      { today: TODAY },
    );
    expect(body).toMatchObject({ whoPaysShipping: 'receiver', billingAccountNumber: '123456789' });
  });
});
