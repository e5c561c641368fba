import { describe, expect, it } from 'vitest';
import {
  displayRate,
  fastestRate,
  isIncompleteRate,
  isSavingsVisible,
  lowestPriceRate,
  rateBeforeDiscount,
  savingsAmount,
  savingsOf,
  sortDomesticRates,
  sumFees,
} from './rateHelpers';

const rate = (
  optimal: number,
  retail: number,
  estimatedDelivery = '2026-03-10',
  savingsPercent?: number,
) => ({
  optimalRate: { amount: optimal, currency: 'USD' },
  retailRate: { amount: retail, currency: 'USD' },
  savingsPercent: savingsPercent ?? savingsOf(optimal, retail).savingsPercent,
  estimatedDelivery,
});

describe('rate helpers (spec 01 §9, spec 02 §9)', () => {
  it('computes savings as 1 - optimal / retail, a fraction and a percent', () => {
    expect(savingsOf(60, 100)).toEqual({ savings: 0.4, savingsPercent: 40 });
    expect(savingsOf(88.12, 100)).toEqual({ savings: 0.1188, savingsPercent: 11.88 });
    expect(savingsOf(10, 0)).toEqual({ savings: 0, savingsPercent: 0 });
  });

  it('computes the rate before discount as optimal / (1 - savings percent / 100)', () => {
    expect(rateBeforeDiscount(rate(60, 100))).toBe(100);
    expect(rateBeforeDiscount({ optimalRate: { amount: 45 }, savingsPercent: 25 })).toBe(60);
    expect(rateBeforeDiscount({ optimalRate: { amount: 45 }, savingsPercent: 100 })).toBeNull();
  });

  it('computes the savings amount as the rate before discount minus the optimal rate', () => {
    expect(savingsAmount({ optimalRate: { amount: 45 }, savingsPercent: 25 })).toBe(15);
    expect(savingsAmount({ optimalRate: { amount: 45 }, savingsPercent: 0 })).toBe(0);
    expect(savingsAmount({ optimalRate: { amount: 45 }, savingsPercent: 120 })).toBeNull();
  });

  it('shows savings only at 20% or more', () => {
    expect(isSavingsVisible(19.99)).toBe(false);
    expect(isSavingsVisible(20)).toBe(true);
    expect(isSavingsVisible(40)).toBe(true);
  });

  it('marks a rate incomplete when its savings percent is below 0', () => {
    expect(isIncompleteRate({ savingsPercent: -0.01 })).toBe(true);
    expect(isIncompleteRate({ savingsPercent: 0 })).toBe(false);
  });

  it('sums fees to the cent', () => {
    const fee = (amount: number) => ({ amount: { amount, currency: 'USD' } });
    expect(sumFees([fee(0.1), fee(0.2), fee(6.55)])).toBe(6.85);
    expect(sumFees([])).toBe(0);
  });

  it('sorts domestic rates by retail price ascending, then delivery date descending', () => {
    const ground = rate(9, 12, '2026-03-13');
    const saver = rate(9, 12, '2026-03-11');
    const overnight = rate(40, 50, '2026-03-10');
    const cheapest = rate(8, 10, '2026-03-16');
    const input = [overnight, saver, ground, cheapest];
    expect(sortDomesticRates(input)).toEqual([cheapest, ground, saver, overnight]);
    expect(input[0]).toBe(overnight);
  });

  it('displays an amount as money and an empty rate as "--"', () => {
    expect(displayRate(1234.5)).toBe('$1,234.50');
    expect(displayRate(12, 'EUR')).toBe('€12.00');
    expect(displayRate(null)).toBe('--');
    expect(displayRate(undefined)).toBe('--');
  });

  it('picks the lowest price and the fastest delivery among complete rates', () => {
    const broken = rate(1, 1, '2026-03-03', -5);
    const ground = rate(9, 12, '2026-03-13');
    const overnight = rate(40, 50, '2026-03-10');
    const earlyOvernight = rate(60, 70, '2026-03-10');
    expect(lowestPriceRate([overnight, broken, ground])).toBe(ground);
    expect(fastestRate([ground, earlyOvernight, broken, overnight])).toBe(overnight);
    expect(lowestPriceRate([])).toBeUndefined();
  });
});
