import { describe, expect, it } from 'vitest';
import { compileTariff } from './compileTariff';
import { type PieceToRate, type RatedService, rateTariff, type ShipmentToRate } from './rateTariff';
import { domesticFixture, exportFixture, importFixture } from './tariffFixtures';

const domestic = compileTariff(domesticFixture);
const exportTariff = compileTariff(exportFixture);
const importTariff = compileTariff(importFixture);

const box = (piece: Partial<PieceToRate> = {}): PieceToRate => ({
  quantity: 1,
  weight: 2,
  length: 4,
  width: 4,
  height: 4,
  ...piece,
});

const shipment = (overrides: Partial<ShipmentToRate> = {}): ShipmentToRate => ({
  zone: '2',
  kind: 'parcel',
  pieces: [box()],
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
  ...overrides,
});

const byCode = (rates: RatedService[], code: string): RatedService => {
  const found = rates.find((rate) => rate.service.code === code);
  if (!found)
    throw new Error(`no rate for ${code} among ${rates.map((rate) => rate.service.code).join(', ')}`);
  return found;
};
const feeCents = (rate: RatedService, id: string): number | undefined =>
  rate.fees.find((fee) => fee.id === id)?.cents;
const codes = (rates: RatedService[]) => rates.map((rate) => rate.service.code);

describe('rating a shipment with a tariff', () => {
  describe('weight breaks and billable weight', () => {
    it('prices the weight step of the billable weight in the zone', () => {
      const rates = rateTariff(domestic, shipment({ pieces: [box({ weight: 2.3 })] }));
      const ground = byCode(rates, 'GND');
      expect(ground.billableWeight).toBe(3);
      expect(ground.retailBaseCents).toBe(1200);
    });

    it('bills dimensional weight when it is larger: 20 x 20 x 20 in / 166 = 49 lb', () => {
      const ground = byCode(
        rateTariff(domestic, shipment({ pieces: [box({ weight: 10, length: 20, width: 20, height: 20 })] })),
        'GND',
      );
      expect(ground.billableWeight).toBe(49);
      expect(ground.retailBaseCents).toBe(1400 + 44 * 100);
    });

    it('prices the sum over pieces times quantity', () => {
      const rates = rateTariff(
        domestic,
        shipment({ pieces: [box({ quantity: 3, weight: 1.5 }), box({ weight: 0.5 })] }),
      );
      expect(byCode(rates, 'GND').billableWeight).toBe(7);
    });

    it('rates metric tariffs in 0.5 kg steps with the 5000 cm³/kg divisor', () => {
      const [rate] = rateTariff(
        importTariff,
        shipment({ zone: '1', pieces: [box({ weight: 0.7, length: 20, width: 20, height: 20 })] }),
      );
      // 20 x 20 x 20 / 5000 = 1.6 kg → 2 kg: 44 at 1 kg + 6/kg.
      expect(rate!.billableWeight).toBe(2);
      expect(rate!.retailBaseCents).toBe(5000);
    });
  });

  describe('which services a shipment gets', () => {
    it('offers FedEx-style commercial-only and residential-only services by the residential flag', () => {
      expect(codes(rateTariff(domestic, shipment()))).toEqual(['GND', 'AIR']);
      expect(codes(rateTariff(domestic, shipment({ residential: true })))).toEqual(['HOME', 'AIR']);
    });

    it('leaves out services that do not serve the zone', () => {
      expect(codes(rateTariff(domestic, shipment({ zone: '44' })))).toEqual(['AIR']);
      expect(codes(rateTariff(exportTariff, shipment({ zone: '2' })))).toEqual(['P']);
      expect(rateTariff(domestic, shipment({ zone: '99' }))).toEqual([]);
    });

    it('offers the express envelope for documents up to 0.5 lb, and document rows above it', () => {
      const light = rateTariff(
        exportTariff,
        shipment({ zone: '1', kind: 'documents', pieces: [box({ weight: 0.4 })] }),
      );
      expect(codes(light)).toEqual(['X', 'D']);
      expect(byCode(light, 'X').retailBaseCents).toBe(3000);
      const heavier = rateTariff(
        exportTariff,
        shipment({ zone: '1', kind: 'documents', pieces: [box({ weight: 0.6 })] }),
      );
      // Envelope documents over 0.5 lb are charged at the 1 lb document rate (spec 01 §9).
      expect(codes(heavier)).toEqual(['D']);
      expect(byCode(heavier, 'D').retailBaseCents).toBe(4200);
    });

    it('rates documents by actual weight, whatever their size', () => {
      const [envelope] = rateTariff(
        exportTariff,
        shipment({
          zone: '1',
          kind: 'documents',
          pieces: [box({ weight: 0.3, length: 50, width: 40, height: 30 })],
        }),
      );
      expect(envelope!.billableWeight).toBe(0.5);
      expect(envelope!.fees).toEqual([]);
    });

    it('leaves every service out over the domestic maximum of 150 lb, 108 in or 165 in length plus girth', () => {
      expect(rateTariff(domestic, shipment({ pieces: [box({ weight: 150.5 })] }))).toEqual([]);
      expect(rateTariff(domestic, shipment({ pieces: [box({ length: 109 })] }))).toEqual([]);
      expect(
        rateTariff(domestic, shipment({ pieces: [box({ length: 100, width: 17, height: 17 })] })),
      ).toEqual([]);
      expect(rateTariff(domestic, shipment({ pieces: [box({ quantity: 7, weight: 149 })] }))).toEqual([]);
    });

    it('leaves DHL services out beyond the 118 x 78 x 63 in box, in any orientation', () => {
      expect(
        rateTariff(
          exportTariff,
          shipment({ zone: '1', pieces: [box({ length: 63, width: 118, height: 78 })] }),
        ),
      ).not.toEqual([]);
      expect(
        rateTariff(
          exportTariff,
          shipment({ zone: '1', pieces: [box({ length: 64, width: 118, height: 78 })] }),
        ),
      ).toEqual([]);
    });
  });

  describe('surcharges (spec 01 §9), each a visible fee', () => {
    it('adds the residential delivery fee: $6.10 domestic, $6.55 international', () => {
      const home = byCode(rateTariff(domestic, shipment({ residential: true })), 'HOME');
      expect(feeCents(home, 'RESIDENTIAL')).toBe(610);
      const worldwide = byCode(rateTariff(exportTariff, shipment({ zone: '1', residential: true })), 'P');
      expect(worldwide.fees).toEqual([
        { id: 'RESIDENTIAL', description: 'Residential Delivery', cents: 655 },
      ]);
    });

    it('changes an international price by exactly $6.55 when the receiver is residential', () => {
      const business = byCode(rateTariff(exportTariff, shipment({ zone: '1' })), 'P');
      const residence = byCode(rateTariff(exportTariff, shipment({ zone: '1', residential: true })), 'P');
      expect(residence.optimalCents - business.optimalCents).toBe(655);
    });

    it('charges a remote area $0.50 per lb of billable weight with a $50 minimum', () => {
      const light = byCode(rateTariff(domestic, shipment({ remoteArea: true })), 'GND');
      expect(feeCents(light, 'REMOTE_AREA')).toBe(5000);
      const heavy = byCode(
        rateTariff(domestic, shipment({ remoteArea: true, pieces: [box({ quantity: 2, weight: 120 })] })),
        'GND',
      );
      expect(feeCents(heavy, 'REMOTE_AREA')).toBe(240 * 50);
    });

    it('charges international overweight $100 for each piece over 150 lb', () => {
      const rate = byCode(
        rateTariff(exportTariff, shipment({ zone: '1', pieces: [box({ quantity: 2, weight: 151 })] })),
        'P',
      );
      expect(feeCents(rate, 'OVERWEIGHT')).toBe(2 * 10000);
      const atLimit = byCode(
        rateTariff(exportTariff, shipment({ zone: '1', pieces: [box({ weight: 150 })] })),
        'P',
      );
      expect(feeCents(atLimit, 'OVERWEIGHT')).toBeUndefined();
    });

    it('charges international overweight over 70 kg on a metric tariff', () => {
      const [rate] = rateTariff(importTariff, shipment({ zone: '1', pieces: [box({ weight: 70.5 })] }));
      expect(feeCents(rate!, 'OVERWEIGHT')).toBe(10000);
    });

    it('charges oversized $30 for a piece with a side over 40 in', () => {
      const rate = byCode(
        rateTariff(exportTariff, shipment({ zone: '1', pieces: [box({ length: 41 })] })),
        'P',
      );
      expect(feeCents(rate, 'OVERSIZED')).toBe(3000);
      const atLimit = byCode(
        rateTariff(exportTariff, shipment({ zone: '1', pieces: [box({ length: 40 })] })),
        'P',
      );
      expect(feeCents(atLimit, 'OVERSIZED')).toBeUndefined();
    });

    it('charges oversized over 100 cm on a metric tariff', () => {
      const [rate] = rateTariff(importTariff, shipment({ zone: '1', pieces: [box({ length: 101 })] }));
      expect(feeCents(rate!, 'OVERSIZED')).toBe(3000);
    });

    it('charges non-conveyable $30 for a 56-150 lb export piece', () => {
      for (const [weight, cents] of [
        [55.9, undefined],
        [56, 3000],
        [150, 3000],
      ] as const) {
        const rate = byCode(
          rateTariff(exportTariff, shipment({ zone: '1', pieces: [box({ weight })] })),
          'P',
        );
        expect(feeCents(rate, 'NON_CONVEYABLE')).toBe(cents);
      }
    });

    it('charges non-conveyable $30 for a 25-70 kg import piece', () => {
      const [light] = rateTariff(importTariff, shipment({ zone: '1', pieces: [box({ weight: 24.9 })] }));
      const [heavy] = rateTariff(importTariff, shipment({ zone: '1', pieces: [box({ weight: 25 })] }));
      expect(feeCents(light!, 'NON_CONVEYABLE')).toBeUndefined();
      expect(feeCents(heavy!, 'NON_CONVEYABLE')).toBe(3000);
    });

    it('charges only the highest of overweight, oversized and non-conveyable per piece', () => {
      const heavyLong = byCode(
        rateTariff(exportTariff, shipment({ zone: '1', pieces: [box({ weight: 160, length: 45 })] })),
        'P',
      );
      expect(heavyLong.fees.map((fee) => fee.id)).toEqual(['OVERWEIGHT']);
      const midLong = byCode(
        rateTariff(exportTariff, shipment({ zone: '1', pieces: [box({ weight: 60, length: 45 })] })),
        'P',
      );
      expect(midLong.fees).toEqual([{ id: 'OVERSIZED', description: 'Oversize Piece', cents: 3000 }]);
      const mixed = byCode(
        rateTariff(
          exportTariff,
          shipment({ zone: '1', pieces: [box({ weight: 160 }), box({ quantity: 2, length: 45 })] }),
        ),
        'P',
      );
      expect(mixed.fees.map((fee) => [fee.id, fee.cents])).toEqual([
        ['OVERWEIGHT', 10000],
        ['OVERSIZED', 6000],
      ]);
    });

    it('charges the domestic large package surcharge over 118 in length plus girth, billing at least 90 lb', () => {
      // 60 + 2 x (15 + 15) = 120 in.
      const ground = byCode(
        rateTariff(domestic, shipment({ pieces: [box({ weight: 20, length: 60, width: 15, height: 15 })] })),
        'GND',
      );
      expect(feeCents(ground, 'LARGE_PACKAGE')).toBe(10000);
      expect(ground.billableWeight).toBe(90);
      const under = byCode(
        rateTariff(domestic, shipment({ pieces: [box({ weight: 20, length: 58, width: 15, height: 15 })] })),
        'GND',
      );
      expect(feeCents(under, 'LARGE_PACKAGE')).toBeUndefined();
    });

    it('charges the $875 domestic over-maximum surcharge over 157 in length plus girth, instead of large package', () => {
      // 100 + 2 x (15 + 15) = 160 in: over 157, within the 165 in limit; 22,500 in³ / 166 bills 136 lb.
      const ground = byCode(
        rateTariff(domestic, shipment({ pieces: [box({ weight: 20, length: 100, width: 15, height: 15 })] })),
        'GND',
      );
      expect(ground.fees.map((fee) => [fee.id, fee.cents])).toEqual([
        ['OVER_MAXIMUM', 87500],
        ['FUEL', Math.round(ground.optimalBaseCents * 0.1)],
      ]);
      expect(ground.billableWeight).toBe(136);
    });

    it('insures documents for $5.00 with a fixed $500 coverage', () => {
      const documents = rateTariff(
        exportTariff,
        shipment({ zone: '1', kind: 'documents', insuredValue: 400, pieces: [box({ weight: 1 })] }),
      );
      expect(feeCents(byCode(documents, 'D'), 'INSURANCE')).toBe(500);
    });

    it('covers the first $100 of a parcel automatically, then charges per $100 or part of it', () => {
      const insured = (insuredValue: number) =>
        feeCents(byCode(rateTariff(exportTariff, shipment({ zone: '1', insuredValue })), 'P'), 'INSURANCE');
      expect(insured(100)).toBeUndefined();
      expect(insured(100.01)).toBe(100);
      expect(insured(250)).toBe(200);
      expect(insured(1000)).toBe(900);
    });

    it('charges declared value per domestic box, with the tariff minimum', () => {
      const rates = rateTariff(
        domestic,
        shipment({ pieces: [box({ quantity: 2, declaredValue: 350 }), box({ declaredValue: 150 })] }),
      );
      // 350: 3 x $1.15 = $3.45 each; 150: $1.15 raised to the $3.45 minimum.
      expect(feeCents(byCode(rates, 'GND'), 'INSURANCE')).toBe(2 * 345 + 345);
    });

    it('adds direct signature +$7.15, neutral delivery +$6.00 and DDP $20 to a dutiable shipment', () => {
      const rate = byCode(
        rateTariff(
          exportTariff,
          shipment({ zone: '1', directSignature: true, neutralDelivery: true, dutiesPaidByShipper: true }),
        ),
        'P',
      );
      expect(rate.fees.map((fee) => [fee.id, fee.cents])).toEqual([
        ['DIRECT_SIGNATURE', 715],
        ['NEUTRAL_DELIVERY', 600],
        ['DUTIES_TAXES_PAID', 2000],
      ]);
    });

    it('does not charge neutral delivery or DDP on documents, which are not dutiable', () => {
      const [envelope] = rateTariff(
        exportTariff,
        shipment({
          zone: '1',
          kind: 'documents',
          pieces: [box({ weight: 0.4 })],
          neutralDelivery: true,
          dutiesPaidByShipper: true,
        }),
      );
      expect(envelope!.fees).toEqual([]);
    });

    it('charges the domestic signature option: 2 = signature, 3 = adult signature', () => {
      expect(feeCents(byCode(rateTariff(domestic, shipment({ signature: 2 })), 'GND'), 'SIGNATURE')).toBe(
        500,
      );
      expect(
        feeCents(byCode(rateTariff(domestic, shipment({ signature: 3 })), 'GND'), 'ADULT_SIGNATURE'),
      ).toBe(700);
      expect(
        byCode(rateTariff(domestic, shipment({ signature: 3 })), 'GND').fees.map((fee) => fee.id),
      ).not.toContain('SIGNATURE');
    });

    it('charges a UPS pickup $17.00 at a residential address and $10.00 at a commercial one (spec 02 §9)', () => {
      expect(
        feeCents(byCode(rateTariff(domestic, shipment({ pickup: 'residential' })), 'GND'), 'PICKUP'),
      ).toBe(1700);
      expect(
        feeCents(byCode(rateTariff(domestic, shipment({ pickup: 'commercial' })), 'GND'), 'PICKUP'),
      ).toBe(1000);
      expect(feeCents(byCode(rateTariff(domestic, shipment()), 'GND'), 'PICKUP')).toBeUndefined();
      // DHL pickups are free: the tariff has no pickup rule.
      expect(
        byCode(rateTariff(exportTariff, shipment({ zone: '1', pickup: 'residential' })), 'P').fees,
      ).toEqual([]);
    });

    it('ignores options the tariff does not offer (no direct signature domestically)', () => {
      const ground = byCode(rateTariff(domestic, shipment({ directSignature: true })), 'GND');
      expect(ground.fees.map((fee) => fee.id)).toEqual(['FUEL']);
    });

    it('charges fuel as a percent of the transportation charge, per service', () => {
      const rates = rateTariff(domestic, shipment({ residential: true }));
      expect(feeCents(byCode(rates, 'HOME'), 'FUEL')).toBe(120); // 10% of $12
      expect(feeCents(byCode(rates, 'AIR'), 'FUEL')).toBe(640); // 20% of $32
    });
  });

  describe('price classes', () => {
    it('gives guests the guest rate off the transportation charge, not off surcharges', () => {
      const retail = byCode(rateTariff(exportTariff, shipment({ zone: '1', residential: true })), 'P');
      const guest = byCode(
        rateTariff(exportTariff, shipment({ zone: '1', residential: true, priceClass: { kind: 'guest' } })),
        'P',
      );
      expect(guest.retailCents).toBe(retail.retailCents);
      expect(guest.optimalBaseCents).toBe(Math.round(5500 * 0.85));
      expect(guest.optimalCents).toBe(guest.optimalBaseCents + 655);
    });

    it('gives clients their account discount, at most 60%', () => {
      const client = byCode(
        rateTariff(domestic, shipment({ priceClass: { kind: 'account', discount: 0.9 } })),
        'GND',
      );
      expect(client.optimalBaseCents).toBe(Math.round(1100 * 0.4));
      expect(client.retailBaseCents).toBe(1100);
    });

    it('keeps the optimal price the base plus the sum of its fees', () => {
      const [air] = rateTariff(
        domestic,
        shipment({
          zone: '44',
          residential: true,
          remoteArea: true,
          signature: 2,
          priceClass: { kind: 'guest' },
        }),
      );
      const sum = air!.fees.reduce((total, fee) => total + fee.cents, 0);
      expect(air!.optimalCents).toBe(air!.optimalBaseCents + sum);
    });
  });

  describe('delivery', () => {
    it('estimates delivery in business days per service and zone, skipping the weekend', () => {
      // Friday 2026-03-06: ground zone 5 is 4 days → Thursday 03-12; air 1 day → Monday 03-09.
      const rates = rateTariff(domestic, shipment({ zone: '5', shipDate: '2026-03-06' }));
      expect(byCode(rates, 'GND')).toMatchObject({ transitDays: 4, estimatedDelivery: '2026-03-12' });
      expect(byCode(rates, 'AIR')).toMatchObject({ transitDays: 1, estimatedDelivery: '2026-03-09' });
    });

    it('carries the latest pickup and schedule-by times of the service', () => {
      const rates = rateTariff(domestic, shipment());
      expect(byCode(rates, 'GND')).toMatchObject({
        latestPickupTime: '18:00',
        latestPickupScheduleByTime: '15:00',
      });
      expect(byCode(rates, 'AIR')).toMatchObject({
        latestPickupTime: '19:00',
        latestPickupScheduleByTime: '16:00',
      });
    });

    it('refuses a ship date that is not a yyyy-MM-dd day', () => {
      expect(() => rateTariff(domestic, shipment({ shipDate: '2026-02-30' }))).toThrow(RangeError);
    });
  });
});
