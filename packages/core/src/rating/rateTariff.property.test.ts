import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileTariff } from './compileTariff';
import type { PriceClass } from './priceClass';
import { rateTariff, type ShipmentToRate, tariffLinesOf } from './rateTariff';
import { domesticFixture, exportFixture, importFixture } from './tariffFixtures';

/** Rules that must hold for every shipment, whatever the tariff (spec 01 §9, issue 2). */

const tariffs = [compileTariff(domesticFixture), compileTariff(exportFixture), compileTariff(importFixture)];

// Mostly everyday parcels, sometimes heavy or long ones that reach the handling surcharges and limits.
const weight = fc.oneof(
  { weight: 3, arbitrary: fc.double({ min: 0.22, max: 20, noNaN: true }) },
  { weight: 1, arbitrary: fc.double({ min: 20, max: 200, noNaN: true }) },
);
const side = (max: number) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.double({ min: 1, max: 30, noNaN: true }) },
    { weight: 1, arbitrary: fc.double({ min: 1, max, noNaN: true }) },
  );
const piece = fc.record({
  quantity: fc.integer({ min: 1, max: 3 }),
  weight,
  length: side(120),
  width: side(80),
  height: side(70),
  declaredValue: fc.option(fc.double({ min: 0, max: 5000, noNaN: true }), { nil: undefined, freq: 3 }),
});

const priceClass: fc.Arbitrary<PriceClass> = fc.oneof(
  fc.constant<PriceClass>({ kind: 'retail' }),
  fc.constant<PriceClass>({ kind: 'guest' }),
  fc.constant<PriceClass>({ kind: 'account' }),
  fc
    .double({ min: -0.5, max: 1.5, noNaN: true })
    .map<PriceClass>((discount) => ({ kind: 'account', discount })),
);

const scenario = fc
  .record({
    tariff: fc.constantFrom(...tariffs),
    zonePick: fc.nat(),
    kind: fc.constantFrom<ShipmentToRate['kind']>('parcel', 'parcel', 'documents'),
    pieces: fc.array(piece, { minLength: 1, maxLength: 3 }),
    residential: fc.boolean(),
    remoteArea: fc.boolean(),
    insuredValue: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 10_000, noNaN: true })),
    directSignature: fc.boolean(),
    neutralDelivery: fc.boolean(),
    dutiesPaidByShipper: fc.boolean(),
    signature: fc.constantFrom<ShipmentToRate['signature']>(0, 2, 3),
    pickup: fc.constantFrom<ShipmentToRate['pickup']>('none', 'residential', 'commercial'),
    shipDay: fc.integer({ min: 1, max: 28 }),
    priceClass,
  })
  .map(({ tariff, zonePick, shipDay, ...rest }) => ({
    tariff,
    shipment: {
      ...rest,
      zone: tariff.zoneCodes[zonePick % tariff.zoneCodes.length]!,
      shipDate: `2026-02-${String(shipDay).padStart(2, '0')}`,
    } satisfies ShipmentToRate,
  }));

describe('rating properties', () => {
  it('draws shipments that mostly get rates, so the rules below are exercised', () => {
    const samples = fc.sample(scenario, { numRuns: 400, seed: 7 });
    const rated = samples.filter(({ tariff, shipment }) => rateTariff(tariff, shipment).length > 0);
    expect(rated.length / samples.length).toBeGreaterThan(0.5);
  });

  it('bills at least the actual weight', () => {
    fc.assert(
      fc.property(scenario, ({ tariff, shipment }) => {
        const actual = shipment.pieces.reduce((sum, p) => sum + p.weight * p.quantity, 0);
        for (const rate of rateTariff(tariff, shipment))
          expect(rate.billableWeight).toBeGreaterThanOrEqual(actual - 1e-6);
      }),
    );
  });

  it('totals the base plus the sum of the fees', () => {
    fc.assert(
      fc.property(scenario, ({ tariff, shipment }) => {
        for (const rate of rateTariff(tariff, shipment)) {
          const fees = rate.fees.reduce((sum, fee) => sum + fee.cents, 0);
          expect(rate.optimalCents).toBe(rate.optimalBaseCents + fees);
          for (const fee of rate.fees) expect(Number.isInteger(fee.cents) && fee.cents > 0).toBe(true);
        }
      }),
    );
  });

  it('never charges the caller more than the list price, nor discounts more than 60%', () => {
    fc.assert(
      fc.property(scenario, ({ tariff, shipment }) => {
        for (const rate of rateTariff(tariff, shipment)) {
          expect(rate.optimalCents).toBeLessThanOrEqual(rate.retailCents);
          expect(rate.optimalCents).toBeGreaterThanOrEqual(Math.ceil(rate.retailCents * 0.4 - 1e-9));
          expect(rate.retailCents).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('never takes more than 60% off the transportation charge', () => {
    fc.assert(
      fc.property(scenario, ({ tariff, shipment }) => {
        for (const rate of rateTariff(tariff, shipment)) {
          expect(rate.optimalBaseCents).toBeGreaterThanOrEqual(Math.round(rate.retailBaseCents * 0.4));
        }
      }),
    );
  });

  it('never lowers a price when a piece gets heavier', () => {
    fc.assert(
      fc.property(scenario, fc.double({ min: 0, max: 60, noNaN: true }), ({ tariff, shipment }, extra) => {
        const heavier: ShipmentToRate = {
          ...shipment,
          pieces: shipment.pieces.map((p, index) => (index === 0 ? { ...p, weight: p.weight + extra } : p)),
        };
        const before = rateTariff(tariff, shipment);
        const after = new Map(rateTariff(tariff, heavier).map((rate) => [rate.service.code, rate]));
        for (const rate of before) {
          const heavy = after.get(rate.service.code);
          if (!heavy) continue; // the heavier shipment may pass a limit and lose the service
          expect(heavy.retailCents).toBeGreaterThanOrEqual(rate.retailCents);
          expect(heavy.optimalCents).toBeGreaterThanOrEqual(rate.optimalCents);
        }
      }),
    );
  });

  it('delivers no earlier than the ship date plus the transit days', () => {
    fc.assert(
      fc.property(scenario, ({ tariff, shipment }) => {
        for (const rate of rateTariff(tariff, shipment)) {
          const days = (Date.parse(rate.estimatedDelivery) - Date.parse(shipment.shipDate)) / 86_400_000;
          expect(days).toBeGreaterThanOrEqual(rate.transitDays);
        }
      }),
    );
  });

  it('explains every rate with tariff lines that add up exactly to its total (explain mode)', () => {
    fc.assert(
      fc.property(scenario, ({ tariff, shipment }) => {
        for (const rate of rateTariff(tariff, shipment, { explain: true })) {
          const lines = tariffLinesOf(rate);
          expect(lines.reduce((sum, line) => sum + line.cents, 0)).toBe(rate.optimalCents);
          expect(lines[0]?.kind).toBe('transportation');
          expect(lines[0]?.cents).toBe(rate.retailBaseCents);
          for (const line of lines) expect(Number.isInteger(line.cents) && line.rule.length > 0).toBe(true);
          // The pieces' billable weights make the rate's billable weight.
          const pieces = rate.explanation?.pieces ?? [];
          const billable = pieces.reduce((sum, p) => sum + p.billableWeight * p.quantity, 0);
          expect(billable).toBeCloseTo(rate.billableWeight, 6);
        }
      }),
    );
  });

  it('prices the same with and without explain mode', () => {
    fc.assert(
      fc.property(scenario, ({ tariff, shipment }) => {
        const plain = rateTariff(tariff, shipment);
        const explained = rateTariff(tariff, shipment, { explain: true });
        expect(explained.map(({ explanation: _, ...rate }) => rate)).toEqual(plain);
      }),
    );
  });
});
