import { type CompiledTariff, rateTariff, type ShipmentToRate, zoneOfCountry } from '@shipdeck/core/rating';
import countries from 'i18n-iso-countries';
import { describe, expect, it } from 'vitest';
import dhlExport from './data/dhl-express-export.json';
import dhlImport from './data/dhl-express-import.json';
import fedexDomestic from './data/fedex-domestic.json';
import upsDomestic from './data/ups-domestic.json';
import { loadSandboxTariffs } from './sandboxTariffs';

const tariffs = loadSandboxTariffs();
const all: CompiledTariff[] = [...tariffs.domestic, tariffs.dhlExport, tariffs.dhlImport];
const files = [upsDomestic, fedexDomestic, dhlExport, dhlImport];
const worldExceptUs = Object.keys(countries.getAlpha2Codes()).filter((code) => code !== 'US');

type Rule = (typeof files)[number]['surcharges'][number];
const rule = (file: (typeof files)[number], kind: string): Record<string, unknown> =>
  file.surcharges.find((surcharge: Rule) => surcharge.kind === kind) as Record<string, unknown>;

describe('the sandbox tariff files', () => {
  it('compile, each with its services', () => {
    expect(tariffs.domestic.map((tariff) => tariff.services.map((service) => service.code))).toEqual([
      ['03', '12', '02', '59', '13', '01'],
      [
        'FEDEX_GROUND',
        'GROUND_HOME_DELIVERY',
        'FEDEX_EXPRESS_SAVER',
        'FEDEX_2_DAY',
        'STANDARD_OVERNIGHT',
        'PRIORITY_OVERNIGHT',
        'FIRST_OVERNIGHT',
      ],
    ]);
    expect(tariffs.dhlExport.services.map((service) => service.code)).toEqual([
      'P',
      'Y',
      'E',
      'H',
      'X',
      'D',
      'T',
      'K',
    ]);
    expect(tariffs.dhlImport.services.map((service) => service.code)).toEqual([
      'P',
      'Y',
      'E',
      'H',
      'D',
      'T',
      'K',
    ]);
  });

  it('assign every country of the world but the US a zone, in separate export and import maps of 8-10 zones', () => {
    for (const tariff of [tariffs.dhlExport, tariffs.dhlImport]) {
      expect(tariff.zoneCodes.length).toBeGreaterThanOrEqual(8);
      expect(tariff.zoneCodes.length).toBeLessThanOrEqual(10);
      const missing = worldExceptUs.filter((code) => zoneOfCountry(tariff, code) === undefined);
      expect(missing, tariff.id).toEqual([]);
    }
    expect(zoneOfCountry(tariffs.dhlExport, 'JP')).not.toBe(zoneOfCountry(tariffs.dhlImport, 'JP'));
  });

  it('zone US routes 2-8 by mileage, with 44/45/46 for AK/HI and PR', () => {
    for (const tariff of tariffs.domestic) {
      expect(tariff.zoneCodes).toEqual(['2', '3', '4', '5', '6', '7', '8', '44', '45', '46']);
    }
  });

  it('use the dimensional divisors of spec 01 §9: 166 domestic, 139 international, 5000 metric', () => {
    expect(tariffs.domestic.map((tariff) => tariff.billable.dimDivisor)).toEqual([166, 166]);
    expect(tariffs.dhlExport.billable).toMatchObject({ dimDivisor: 139, parcelStep: 1 });
    expect(tariffs.dhlImport.billable).toMatchObject({ dimDivisor: 5000, parcelStep: 0.5 });
  });

  it('carry the surcharge amounts of spec 01 §9', () => {
    for (const file of [dhlExport, dhlImport]) {
      expect(rule(file, 'residential')).toMatchObject({ amount: 6.55 });
      expect(rule(file, 'overweight')).toMatchObject({ amount: 100 });
      expect(rule(file, 'oversized')).toMatchObject({ amount: 30 });
      expect(rule(file, 'nonConveyable')).toMatchObject({ amount: 30 });
      expect(rule(file, 'directSignature')).toMatchObject({ amount: 7.15 });
      expect(rule(file, 'neutralDelivery')).toMatchObject({ amount: 6 });
      expect(rule(file, 'dutiesPaidByShipper')).toMatchObject({ amount: 20 });
      expect(rule(file, 'remoteArea')).toMatchObject({ minimum: 50 });
      expect(rule(file, 'insurance')).toMatchObject({
        documents: { amount: 5, coverage: 500 },
        parcels: { includedCoverage: 100 },
      });
    }
    expect(rule(dhlExport, 'overweight')).toMatchObject({ over: 150 });
    expect(rule(dhlImport, 'overweight')).toMatchObject({ over: 70 });
    expect(rule(dhlExport, 'oversized')).toMatchObject({ longestSideOver: 40 });
    expect(rule(dhlImport, 'oversized')).toMatchObject({ longestSideOver: 100 });
    expect(rule(dhlExport, 'nonConveyable')).toMatchObject({ minWeight: 56, maxWeight: 150 });
    expect(rule(dhlImport, 'nonConveyable')).toMatchObject({ minWeight: 25, maxWeight: 70 });
    expect(rule(dhlExport, 'remoteArea')).toMatchObject({ perUnit: 0.5 });
    for (const file of [upsDomestic, fedexDomestic]) {
      expect(rule(file, 'residential')).toMatchObject({ amount: 6.1 });
      expect(rule(file, 'remoteArea')).toMatchObject({ perUnit: 0.5, minimum: 50 });
      expect(rule(file, 'largePackage')).toMatchObject({
        lengthPlusGirthOver: 118,
        minimumBillableWeight: 90,
      });
      expect(rule(file, 'overMaximum')).toMatchObject({
        amount: 875,
        weightOver: 150,
        lengthOver: 108,
        lengthPlusGirthOver: 157,
      });
      expect(rule(file, 'insurance')).toMatchObject({
        documents: { amount: 5, coverage: 500 },
        parcels: { includedCoverage: 100 },
      });
    }
  });

  it('keep guest rates modest (savings under 20%) and account discounts within 60%', () => {
    for (const tariff of all) {
      expect(tariff.guestDiscount).toBeLessThan(0.2);
      expect(tariff.accountDiscount).toBeGreaterThanOrEqual(0.2);
      expect(tariff.accountDiscount).toBeLessThanOrEqual(0.6);
    }
  });

  it('price every service in some zone, and never lower for a heavier shipment', () => {
    for (const tariff of all) {
      for (const zone of tariff.zoneCodes) {
        let previous = new Map<string, number>();
        for (const weight of [0.3, 0.5, 1, 2, 5, 10, 29, 30, 31, 69, 70, 71, 149, 150, 151]) {
          const shipment: ShipmentToRate = {
            zone,
            kind: weight < 2 && tariff.scope !== 'domestic' ? 'documents' : 'parcel',
            pieces: [{ quantity: 1, weight, length: 1, width: 1, height: 1 }],
            residential: false,
            remoteArea: false,
            insuredValue: 0,
            directSignature: false,
            neutralDelivery: false,
            dutiesPaidByShipper: false,
            signature: 0,
            pickup: 'none',
            shipDate: '2026-03-02',
            priceClass: { kind: 'retail' },
          };
          const rates = rateTariff(tariff, shipment);
          const now = new Map(
            rates.map((rate) => [`${rate.service.shipment}/${rate.service.code}`, rate.retailCents]),
          );
          for (const [code, cents] of now) {
            const before = previous.get(code);
            if (before !== undefined)
              expect(cents, `${tariff.id} ${code} zone ${zone} at ${weight}`).toBeGreaterThanOrEqual(before);
          }
          previous = new Map([...previous, ...now]);
        }
      }
      for (const service of tariff.services) {
        expect(
          [...service.transitDays].some((days) => days >= 0),
          `${tariff.id} ${service.code}`,
        ).toBe(true);
      }
    }
  });
});
