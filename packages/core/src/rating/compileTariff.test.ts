import { describe, expect, it } from 'vitest';
import { compileTariff, TariffDataError } from './compileTariff';
import { basePriceCents } from './rateTariff';
import { domesticFixture, exportFixture, importFixture } from './tariffFixtures';
import type { TariffData } from './tariffSchema';

const clone = (value: TariffData): TariffData => JSON.parse(JSON.stringify(value));

describe('compileTariff', () => {
  it('expands weight-break rows into one price per weight step and zone, in cents', () => {
    const tariff = compileTariff(domesticFixture);
    const ground = tariff.services.find((service) => service.code === 'GND')!;
    expect(ground.rowCount).toBe(5);
    expect(basePriceCents(ground, 0, 4, 1)).toBe(1000);
    expect(basePriceCents(ground, 1, 4, 5)).toBe(2000);
    expect(Number.isNaN(basePriceCents(ground, 2, 4, 1))).toBe(true);
  });

  it('prices weights above the last row per unit, tier by tier', () => {
    const tariff = compileTariff(domesticFixture);
    const air = tariff.services.find((service) => service.code === 'AIR')!;
    // zone 2: 38 at 5 lb, +2/lb to 100 lb, then +1/lb.
    expect(basePriceCents(air, 0, 4, 6)).toBe(4000);
    expect(basePriceCents(air, 0, 4, 100)).toBe(3800 + 95 * 200);
    expect(basePriceCents(air, 0, 4, 110)).toBe(3800 + 95 * 200 + 10 * 100);
  });

  it('leaves weights above the last row unpriced when the table has no per-unit tier', () => {
    const tariff = compileTariff(exportFixture);
    const documents = tariff.services.find((service) => service.code === 'D')!;
    expect(basePriceCents(documents, 0, 2, 2)).toBe(4600);
    expect(Number.isNaN(basePriceCents(documents, 0, 2, 2.5))).toBe(true);
  });

  it('fills rows that cover several steps ("up to" rows)', () => {
    const data = clone(importFixture);
    data.services[0]!.rates = { rows: [{ upTo: 2, prices: [40] }], above: [{ from: 2, perUnit: [6] }] };
    const service = compileTariff(data).services[0]!;
    expect(service.rowCount).toBe(4);
    expect(basePriceCents(service, 0, 1, 0.5)).toBe(4000);
    expect(basePriceCents(service, 0, 1, 2)).toBe(4000);
    expect(basePriceCents(service, 0, 1, 2.5)).toBe(4300);
  });

  it('derives a service from another: factor and per-zone addition, unserved where the addition is null', () => {
    const tariff = compileTariff(exportFixture);
    const noon = tariff.services.find((service) => service.code === 'Y')!;
    expect(basePriceCents(noon, 0, 2, 1)).toBe(7000);
    expect(basePriceCents(noon, 0, 2, 4)).toBe(6500 + 2000);
    expect(Number.isNaN(basePriceCents(noon, 1, 2, 1))).toBe(true);
  });

  it('maps countries to zones case-insensitively and keeps carrier limits in the tariff units', () => {
    const exportTariff = compileTariff(exportFixture);
    expect(exportTariff.countryZones.get('DE')).toBe('2');
    expect(exportTariff.limits).toMatchObject({
      pieceWeight: 2200,
      totalWeight: 6600,
      maxDimensions: [118, 78, 63],
    });
    const importTariff = compileTariff(importFixture);
    expect(importTariff.limits).toMatchObject({
      pieceWeight: 1000,
      totalWeight: 3000,
      maxDimensions: [300, 200, 160],
    });
    const domestic = compileTariff(domesticFixture);
    expect(domestic.limits).toMatchObject({ pieceWeight: 150, maxLength: 108, maxLengthPlusGirth: 165 });
  });

  it('refuses data of the wrong shape', () => {
    expect(() => compileTariff({ id: 'x' })).toThrow(TariffDataError);
    const data = clone(domesticFixture) as unknown as { surcharges: unknown[] };
    data.surcharges.push({ kind: 'teleport', id: 'T', description: 'Teleport', amount: 1 });
    expect(() => compileTariff(data)).toThrow(/not valid at surcharges/);
  });

  it('refuses a price that falls as weight grows', () => {
    const data = clone(domesticFixture);
    const rates = data.services[0]!.rates as { rows: { upTo: number; prices: (number | null)[] }[] };
    rates.rows[2]!.prices[0] = 10.5;
    expect(() => compileTariff(data)).toThrow(/price falls at 3/);
  });

  it('refuses rows off the weight step, missing zone prices and tiers that leave a gap', () => {
    const offStep = clone(exportFixture);
    (offStep.services[0]!.rates as { rows: { upTo: number }[] }).rows[0]!.upTo = 0.7;
    expect(() => compileTariff(offStep)).toThrow(/not a multiple of the weight step/);

    const short = clone(exportFixture);
    (short.services[0]!.rates as { rows: { prices: unknown[] }[] }).rows[0]!.prices = [50];
    expect(() => compileTariff(short)).toThrow(/needs 2 zone prices/);

    const gap = clone(exportFixture);
    (gap.services[0]!.rates as { above: { from: number }[] }).above[0]!.from = 4;
    expect(() => compileTariff(gap)).toThrow(/must start at the last row/);
  });

  it('refuses unknown zones, unknown or circular references and repeated services', () => {
    const unknownZone = clone(exportFixture);
    unknownZone.zones.byCountry!.GB = '7';
    expect(() => compileTariff(unknownZone)).toThrow(/GB is in unknown zone 7/);

    const unknownRef = clone(exportFixture);
    unknownRef.services[1]!.rates = { sameAs: 'Q' };
    expect(() => compileTariff(unknownRef)).toThrow(/refers to unknown Q/);

    const circle = clone(domesticFixture);
    circle.services[0]!.rates = { sameAs: 'HOME' };
    expect(() => compileTariff(circle)).toThrow(/circle/);

    const twice = clone(exportFixture);
    twice.services.push({ ...twice.services[0]! });
    expect(() => compileTariff(twice)).toThrow(/service P repeats/);
  });

  it('refuses a service fuel percent without the fuel surcharge it would be shown as', () => {
    const data = clone(exportFixture);
    data.services[0]!.fuelPercent = 10;
    expect(() => compileTariff(data)).toThrow(/no fuel surcharge/);
  });

  it('refuses transit days that do not cover every zone', () => {
    const data = clone(exportFixture);
    data.services[0]!.transitDays = [1];
    expect(() => compileTariff(data)).toThrow(/transit days for 2 zones/);
  });
});
