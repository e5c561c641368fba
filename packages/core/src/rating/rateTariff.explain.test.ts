import { describe, expect, it } from 'vitest';
import { compileTariff } from './compileTariff';
import { type RatedService, rateTariff, type ShipmentToRate, tariffLinesOf } from './rateTariff';
import { domesticFixture } from './tariffFixtures';

/** Explain mode (the quote inspection): each rate's tariff lines and the rule behind each. */

const domestic = compileTariff(domesticFixture);

const shipment = (overrides: Partial<ShipmentToRate> = {}): ShipmentToRate => ({
  zone: '2',
  kind: 'parcel',
  pieces: [{ quantity: 1, weight: 10, length: 20, width: 20, height: 20 }],
  residential: false,
  remoteArea: false,
  insuredValue: 0,
  directSignature: false,
  neutralDelivery: false,
  dutiesPaidByShipper: false,
  signature: 0,
  pickup: 'none',
  shipDate: '2026-03-02',
  priceClass: { kind: 'account', discount: 0.35 },
  ...overrides,
});

const byCode = (rates: RatedService[], code: string) => {
  const rate = rates.find((r) => r.service.code === code);
  if (!rate) throw new Error(`no ${code} rate`);
  return rate;
};
const ground = (rates: RatedService[]) => byCode(rates, 'GND');

describe('explain mode of the rating engine', () => {
  it('says a 20 x 20 x 20 in box of 10 lb is billed by its dimensional weight, 49 lb', () => {
    const rate = ground(rateTariff(domestic, shipment(), { explain: true }));
    expect(rate.explanation?.pieces).toEqual([
      {
        quantity: 1,
        actualWeight: 10,
        dimensionalWeight: 49,
        billableWeight: 49,
        basis: 'dimensional',
        reason: 'dimensional weight (divisor 166)',
      },
    ]);
    expect(rate.explanation?.zone).toBe('2');
    expect(tariffLinesOf(rate)[0]?.rule).toContain('49 lb billable weight in zone 2');
  });

  it("lists the account's discount, each surcharge with its rule and the fuel, adding up to the total", () => {
    const rate = byCode(
      rateTariff(
        domestic,
        shipment({
          residential: true,
          signature: 3,
          pickup: 'residential',
          pieces: [{ quantity: 2, weight: 30, length: 80, width: 12, height: 8 }],
        }),
        { explain: true },
      ),
      'HOME',
    );
    const lines = tariffLinesOf(rate);
    expect(lines.map((line) => [line.kind, line.id])).toEqual([
      ['transportation', 'transportation'],
      ['discount', 'discount'],
      ['surcharge', 'RESIDENTIAL'],
      ['surcharge', 'LARGE_PACKAGE'],
      ['surcharge', 'ADULT_SIGNATURE'],
      ['surcharge', 'PICKUP'],
      ['fuel', 'FUEL'],
    ]);
    const rule = (id: string) => lines.find((line) => line.id === id)?.rule;
    expect(rule('discount')).toBe('The account’s 35% discount on the transportation charge');
    expect(rule('RESIDENTIAL')).toBe('The destination is a residence');
    // 80 + 2 x (12 + 8) = 120 in of length plus girth: over 118, so each piece bills at least 90 lb.
    expect(rule('LARGE_PACKAGE')).toBe('2 × 100.00 USD: length plus girth over 118 in');
    expect(rate.explanation?.pieces[0]?.basis).toBe('minimum');
    expect(rate.explanation?.pieces[0]?.reason).toBe('the minimum billable weight of Large Package');
    expect(rule('ADULT_SIGNATURE')).toBe('Adult signature requested');
    expect(rule('PICKUP')).toBe('A new pickup at a residential address');
    expect(rule('FUEL')).toMatch(/^\d+% fuel surcharge on the transportation charge after the discount$/);
    expect(lines.reduce((sum, line) => sum + line.cents, 0)).toBe(rate.optimalCents);
  });

  it('names the standard account discount when the account has none of its own, and none at list price', () => {
    const standard = ground(
      rateTariff(domestic, shipment({ priceClass: { kind: 'account' } }), { explain: true }),
    );
    expect(tariffLinesOf(standard)[1]?.rule).toBe(
      'The standard 35% account discount on the transportation charge (no negotiated discount)',
    );
    const retail = ground(
      rateTariff(domestic, shipment({ priceClass: { kind: 'retail' } }), { explain: true }),
    );
    expect(tariffLinesOf(retail).some((line) => line.kind === 'discount')).toBe(false);
  });

  it('carries no explanation on the quoting path', () => {
    expect(ground(rateTariff(domestic, shipment())).explanation).toBeUndefined();
    expect(() => tariffLinesOf(ground(rateTariff(domestic, shipment())))).toThrow(TypeError);
  });
});
