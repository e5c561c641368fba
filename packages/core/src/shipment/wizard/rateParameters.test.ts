import { describe, expect, it } from 'vitest';
import type { Draft } from '../model/draftSchema';
import { documentsDraft, exportDraft } from '../model/testing/fixtures';
import { changedRateParameters, onlyCarrierProductChanged, RATE_PARAMETERS } from './rateParameters';
import { setAtPath } from './setAtPath';

const change = (d: Draft, path: string, value: unknown) => setAtPath(d, path, value);

describe('rate parameters (spec 01 §4 "Rate re-request")', () => {
  const base = exportDraft({
    shipmentDetails: {
      products: { electronicExportFiling: 'no', isItnNumberExists: true, ITNNumber: 'X20260301123456' },
    },
    pickupDelivery: { isPickupRequired: true },
  });
  it.each<[string, Draft, Draft]>([
    ['package list', base, change(base, 'shipmentDetails.products.packages.0.weight', 9)],
    ['ITN-exists turning false', base, change(base, 'shipmentDetails.products.isItnNumberExists', false)],
    ['origin country', base, change(base, 'shipmentFrom.country', 'CA')],
    ['origin postal code', base, change(base, 'shipmentFrom.address.postalCode', '10001')],
    ['destination country', base, change(base, 'shipmentTo.country', 'FR')],
    ['destination city', base, change(base, 'shipmentTo.address.city', 'Hamburg')],
    ['destination postal code', base, change(base, 'shipmentTo.address.postalCode', '20095')],
    ['origin residential flag', base, change(base, 'shipmentFrom.isResidential', true)],
    ['destination residential flag', base, change(base, 'shipmentTo.isResidential', true)],
    ['shipment date', base, change(base, 'pickupDelivery.shipmentDate', '2026-03-03')],
    ['pickup date', base, change(base, 'pickupDelivery.pickup.date', '2026-03-03')],
    ['currency', base, change(base, 'currency', 'EUR')],
    ['measurement system', base, change(base, 'measurementSystem', 'metric')],
    [
      'document fields',
      documentsDraft(),
      change(documentsDraft(), 'shipmentDetails.documents.numberOfPackages', 2),
    ],
    ['insurance value and need', base, change(base, 'additionalServices.doYouNeedInsurance', true)],
    ['neutral delivery', base, change(base, 'additionalServices.isNeutralDeliveryServiceRequired', true)],
    ['signature', base, change(base, 'additionalServices.signature', 'SF')],
    [
      'duties payer changing to or from my account',
      base,
      change(base, 'payment.dutiesAndTaxesPayment', 'my_account'),
    ],
  ])('counts a change of the %s', (name, previous, next) => {
    expect(changedRateParameters(previous, next)).toEqual([name]);
  });

  it('lists exactly the parameters of the spec', () => {
    expect(RATE_PARAMETERS).toHaveLength(18);
  });

  it('does not count ITN-exists turning true, nor duties moving between receiver and third party', () => {
    const noItn = change(base, 'shipmentDetails.products.isItnNumberExists', false);
    expect(changedRateParameters(noItn, base)).toEqual([]);
    const third = change(base, 'payment.dutiesAndTaxesPayment', 'third_party');
    expect(changedRateParameters(base, third)).toEqual([]);
  });

  it('treats a change of carrier product alone as a display refresh', () => {
    const next = change(base, 'pickupDelivery.carrierProduct', 'DHL_ECONOMY');
    expect(changedRateParameters(base, next)).toEqual([]);
    expect(onlyCarrierProductChanged(base, next)).toBe(true);
  });
});

describe('setAtPath', () => {
  it('copies only along the path and refuses unknown fields', () => {
    const d = exportDraft();
    const next = setAtPath(d, 'shipmentTo.address.city', 'Bonn');
    expect(next.shipmentTo.address.city).toBe('Bonn');
    expect(d.shipmentTo.address.city).toBe('Berlin');
    expect(next.shipmentFrom).toBe(d.shipmentFrom);
    expect(() => setAtPath(d, 'shipmentTo.nope', 1)).toThrow(RangeError);
    expect(() => setAtPath(d, 'shipmentDetails.products.packages.5.weight', 1)).toThrow(RangeError);
  });
});
