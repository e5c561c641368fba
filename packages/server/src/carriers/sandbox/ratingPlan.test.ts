import type { RateShipmentRequest } from '@shipdeck/core/contract';
import { describe, expect, it } from 'vitest';
import { domesticRateRequest } from '../../testing/rateRequests';
import type { RatingContext } from '../gateway';
import { ratingPlan } from './ratingPlan';
import { loadSandboxTariffs } from './sandboxTariffs';

const tariffs = loadSandboxTariffs();
const guest: RatingContext = { rateClass: 'guest', now: new Date(2026, 1, 27, 12) };

const us = (postalCode: string, isResidential = false) => ({ countryCode: 'US', postalCode, isResidential });
const zonesOf = (r: RateShipmentRequest) => ratingPlan(r, guest, tariffs, 1).map((job) => job.shipment.zone);

describe('the rating plan of a request', () => {
  it('zones a domestic route by the miles between the ZIPs: New York to Beverly Hills is zone 8, to Philadelphia zone 2', () => {
    expect(zonesOf(domesticRateRequest())).toEqual(['8', '8']);
    expect(zonesOf(domesticRateRequest({ destination: us('19103') }))).toEqual(['2', '2']);
    expect(zonesOf(domesticRateRequest({ destination: us('60601') }))).toEqual(['5', '5']);
  });

  it('gives Alaska and Hawaii zone 44 in Anchorage and Honolulu, 46 elsewhere, and Puerto Rico 45', () => {
    expect(zonesOf(domesticRateRequest({ destination: us('99501') }))).toEqual(['44', '44']);
    expect(zonesOf(domesticRateRequest({ destination: us('99701') }))).toEqual(['46', '46']);
    expect(zonesOf(domesticRateRequest({ destination: us('96813') }))).toEqual(['44', '44']);
    expect(zonesOf(domesticRateRequest({ destination: us('96720') }))).toEqual(['46', '46']);
    expect(zonesOf(domesticRateRequest({ destination: us('00901') }))).toEqual(['45', '45']);
  });

  it('asks UPS then FedEx for a domestic shipment, and nobody when a ZIP is unknown', () => {
    expect(ratingPlan(domesticRateRequest(), guest, tariffs, 1).map((job) => job.tariff.carrier)).toEqual([
      'UPS',
      'FEDEX',
    ]);
    expect(ratingPlan(domesticRateRequest({ destination: us('00000') }), guest, tariffs, 1)).toEqual([]);
  });

  it('zones an export by the destination in the export map and an import by the origin in the import map', () => {
    const toJapan = ratingPlan(
      domesticRateRequest({
        destination: { countryCode: 'JP', postalCode: '100-0001', isResidential: false },
      }),
      guest,
      tariffs,
      1,
    );
    expect(toJapan.map((job) => [job.tariff.scope, job.shipment.zone])).toEqual([['export', '5']]);
    const fromJapan = ratingPlan(
      domesticRateRequest({ origin: { countryCode: 'JP', postalCode: '100-0001', isResidential: false } }),
      guest,
      tariffs,
      1,
    );
    expect(fromJapan.map((job) => [job.tariff.scope, job.shipment.zone])).toEqual([['import', '4']]);
  });

  it("converts pieces into the tariff's units", () => {
    const metric = domesticRateRequest({
      measurementSystem: 'metric',
      pieces: [{ quantity: 2, weight: 5, length: 50.8, width: 40.64, height: 30.48 }],
      destination: { countryCode: 'GB', postalCode: 'SW1A 1AA', isResidential: false },
    });
    const [exportJob] = ratingPlan(metric, guest, tariffs, 1);
    expect(exportJob!.shipment.pieces[0]).toMatchObject({ quantity: 2, weight: 11.025 });
    expect(exportJob!.shipment.pieces[0]!.length).toBeCloseTo(20, 10);
    const [importJob] = ratingPlan(
      { ...metric, origin: { countryCode: 'GB', isResidential: false }, destination: us('10001') },
      guest,
      tariffs,
      1,
    );
    expect(importJob!.shipment.pieces[0]).toMatchObject({ weight: 5, length: 50.8 });
  });

  it('rates a domestic documents flag as a parcel (spec 01 §4) and international documents as documents', () => {
    expect(ratingPlan(domesticRateRequest({ isDocument: true }), guest, tariffs, 1)[0]!.shipment.kind).toBe(
      'parcel',
    );
    const abroad = domesticRateRequest({
      isDocument: true,
      destination: { countryCode: 'GB', isResidential: false },
    });
    expect(ratingPlan(abroad, guest, tariffs, 1)[0]!.shipment.kind).toBe('documents');
  });

  it('flags a destination in a remote area list', () => {
    const hebrides = domesticRateRequest({
      destination: { countryCode: 'GB', postalCode: 'HS1 2AA', isResidential: false },
    });
    expect(ratingPlan(hebrides, guest, tariffs, 1)[0]!.shipment.remoteArea).toBe(true);
    expect(
      ratingPlan(domesticRateRequest({ destination: us('59313') }), guest, tariffs, 1)[0]!.shipment
        .remoteArea,
    ).toBe(true);
    expect(ratingPlan(domesticRateRequest(), guest, tariffs, 1)[0]!.shipment.remoteArea).toBe(false);
  });

  it('converts money into USD and maps the request options', () => {
    const [job] = ratingPlan(
      domesticRateRequest({
        insuredValue: 500,
        hasDirectSignature: true,
        hasNeutralDelivery: true,
        hasDutiesAndTaxesPaidByCarrierAccount: true,
        domesticSignature: 3,
        hasNewPickupRequest: true,
        origin: us('10001', true),
        destination: us('90210', true),
      }),
      guest,
      tariffs,
      1 / 0.92,
    );
    expect(job!.shipment).toMatchObject({
      residential: true,
      directSignature: true,
      neutralDelivery: true,
      dutiesPaidByShipper: true,
      signature: 3,
      pickup: 'residential',
    });
    expect(
      ratingPlan(domesticRateRequest({ hasNewPickupRequest: true }), guest, tariffs, 1)[0]!.shipment.pickup,
    ).toBe('commercial');
    expect(ratingPlan(domesticRateRequest(), guest, tariffs, 1)[0]!.shipment.pickup).toBe('none');
    expect(job!.shipment.insuredValue).toBeCloseTo(500 / 0.92, 10);
  });

  it("converts a box's declared value into USD and leaves an undeclared box without one", () => {
    const [job] = ratingPlan(
      domesticRateRequest({
        pieces: [
          { quantity: 1, weight: 5, length: 10, width: 10, height: 10, declaredValue: 920 },
          { quantity: 1, weight: 5, length: 10, width: 10, height: 10, declaredValue: null },
        ],
      }),
      guest,
      tariffs,
      1 / 0.92,
    );
    expect(job!.shipment.pieces[0]!.declaredValue).toBeCloseTo(1000, 10);
    expect(job!.shipment.pieces[1]!.declaredValue).toBeNull();
  });

  it('prices guests as guests and clients with their account discount', () => {
    expect(ratingPlan(domesticRateRequest(), guest, tariffs, 1)[0]!.shipment.priceClass).toEqual({
      kind: 'guest',
    });
    const client: RatingContext = { rateClass: 'client', accountDiscount: 0.5, now: guest.now };
    expect(ratingPlan(domesticRateRequest(), client, tariffs, 1)[0]!.shipment.priceClass).toEqual({
      kind: 'account',
      discount: 0.5,
    });
  });

  it('ships a past ship date today (spec 01 §8)', () => {
    expect(
      ratingPlan(domesticRateRequest({ targetShipDate: '2026-01-05' }), guest, tariffs, 1)[0]!.shipment
        .shipDate,
    ).toBe('2026-02-27');
    expect(ratingPlan(domesticRateRequest(), guest, tariffs, 1)[0]!.shipment.shipDate).toBe('2026-03-02');
  });
});
