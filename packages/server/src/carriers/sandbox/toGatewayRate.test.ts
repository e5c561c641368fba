import { compileTariff, type RatedService } from '@shipdeck/core/rating';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyTable } from './currencyTable';
import upsDomestic from './data/ups-domestic.json';
import { toGatewayRate } from './toGatewayRate';

const tariff = compileTariff(upsDomestic);
const service = tariff.services[0]!;

const rated = (retailBase: number, discount: number, feeCents: number[]): RatedService => {
  const optimalBase = Math.round(retailBase * (1 - discount));
  const fees = feeCents.map((cents, i) => ({ id: `FEE${i}`, description: `Fee ${i}`, cents }));
  const feeTotal = feeCents.reduce((sum, cents) => sum + cents, 0);
  return {
    service,
    zone: '5',
    billableWeight: 7,
    retailBaseCents: retailBase,
    retailCents: retailBase + feeTotal,
    optimalBaseCents: optimalBase,
    optimalCents: optimalBase + feeTotal,
    fees,
    transitDays: 4,
    estimatedDelivery: '2026-03-12',
    latestPickupTime: '18:00',
    latestPickupScheduleByTime: '15:00',
  };
};

describe('a rated service as the contract Rate', () => {
  it('carries the service, amounts, display strings, savings and billable weight', () => {
    const rate = toGatewayRate(tariff, rated(2000, 0.4, [610]), 'USD', 1);
    expect(rate).toMatchObject({
      carrier: 'UPS',
      carrierProduct: '03',
      carrierService: { name: 'UPS Ground', productCode: '03' },
      optimalRate: { amount: 18.1, currency: 'USD' },
      retailRate: { amount: 26.1, currency: 'USD' },
      displayOptimalRate: '$18.10',
      displayRetailRate: '$26.10',
      savingsPercent: 30.65,
      isSavingsVisible: true,
      fees: [{ id: 'FEE0', description: 'Fee 0', amount: { amount: 6.1, currency: 'USD' } }],
      billableWeight: { value: 7, unit: 'lb' },
      estimatedDelivery: '2026-03-12',
    });
  });

  it('converts every part into the currency and keeps optimal <= retail and within the 60% cap', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500_000 }),
        fc.double({ min: 0, max: 0.6, noNaN: true }),
        fc.array(fc.integer({ min: 1, max: 100_000 }), { maxLength: 5 }),
        fc.constantFrom(...currencyTable),
        (retailBase, discount, fees, currency) => {
          const rate = toGatewayRate(
            tariff,
            rated(retailBase, discount, fees),
            currency.code,
            currency.perUsd,
          );
          const optimal = Math.round(rate.optimalRate.amount * 100);
          const retail = Math.round(rate.retailRate.amount * 100);
          const feeCents = rate.fees.reduce((sum, fee) => sum + Math.round(fee.amount.amount * 100), 0);
          expect(optimal).toBeLessThanOrEqual(retail);
          expect(optimal).toBeGreaterThanOrEqual(Math.ceil(retail * 0.4 - 1e-9));
          expect(optimal).toBeGreaterThanOrEqual(feeCents);
          expect(rate.savings).toBeLessThanOrEqual(0.6);
          expect(rate.optimalRate.currency).toBe(currency.code);
        },
      ),
    );
  });
});
