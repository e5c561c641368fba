import type { Rate, RateFee } from '../contract/rate';
import { formatMoney } from '../format/money';
import { roundTo } from '../units/index';

/**
 * The rate helpers of spec 01 §9 and spec 02 §9, over the contract's Rate (or any object with the
 * fields a helper reads, so a rate before it is stored works too).
 */

/** Savings show only at 20% or more (spec 01 §9, spec 02 §9). */
export const SAVINGS_VISIBLE_FROM_PERCENT = 20;

type Amount = { amount: number };

/** Savings of what the caller pays against the list price: a fraction and a percent (2 decimals). */
export function savingsOf(optimal: number, retail: number): { savings: number; savingsPercent: number } {
  if (!(retail > 0)) return { savings: 0, savingsPercent: 0 };
  const savings = 1 - optimal / retail;
  return { savings: roundTo(savings, 4), savingsPercent: roundTo(savings * 100, 2) };
}

export function isSavingsVisible(savingsPercent: number): boolean {
  return savingsPercent >= SAVINGS_VISIBLE_FROM_PERCENT;
}

/** A rate is incomplete when its savings percent is below 0 (spec 02 §3): the card shows "Something went wrong". */
export function isIncompleteRate(rate: Pick<Rate, 'savingsPercent'>): boolean {
  return rate.savingsPercent < 0;
}

/**
 * Rate before discount = optimal rate / (1 - savings percent / 100) (spec 01 §9). Null when the
 * percent leaves nothing to divide by (100% or more) or is not a number.
 */
export function rateBeforeDiscount(rate: { optimalRate: Amount; savingsPercent: number }): number | null {
  const divisor = 1 - rate.savingsPercent / 100;
  if (!(divisor > 0) || !Number.isFinite(rate.optimalRate.amount)) return null;
  return roundTo(rate.optimalRate.amount / divisor, 2);
}

/** Savings amount = rate before discount - optimal rate (spec 01 §9); null when there is no rate before discount. */
export function savingsAmount(rate: { optimalRate: Amount; savingsPercent: number }): number | null {
  const before = rateBeforeDiscount(rate);
  return before === null ? null : roundTo(before - rate.optimalRate.amount, 2);
}

/** Fees are summed (spec 01 §9), to the cent. */
export function sumFees(fees: readonly Pick<RateFee, 'amount'>[]): number {
  let cents = 0;
  for (const fee of fees) cents += Math.round(fee.amount.amount * 100);
  return cents / 100;
}

/**
 * Domestic rates sort by retail price ascending, then by delivery date descending (spec 01 §9,
 * spec 02 §9). Returns a new array; equal rates keep their order.
 */
export function sortDomesticRates<T extends { retailRate: Amount; estimatedDelivery: string }>(
  rates: readonly T[],
): T[] {
  return [...rates].sort(
    (a, b) =>
      a.retailRate.amount - b.retailRate.amount ||
      (a.estimatedDelivery < b.estimatedDelivery ? 1 : a.estimatedDelivery > b.estimatedDelivery ? -1 : 0),
  );
}

/** A rate amount for display: "$12.34", or the empty-rate sentinel "--" when there is none (spec 01 §9). */
export function displayRate(amount: number | null | undefined, currency = 'USD'): string {
  return formatMoney(amount, currency);
}

/** The rate with the lowest optimal price ("Lowest Price!", spec 02 §2); complete rates only. */
export function lowestPriceRate<T extends { optimalRate: Amount; savingsPercent: number }>(
  rates: readonly T[],
): T | undefined {
  let best: T | undefined;
  for (const rate of rates) {
    if (isIncompleteRate(rate)) continue;
    if (!best || rate.optimalRate.amount < best.optimalRate.amount) best = rate;
  }
  return best;
}

/** The rate delivered first ("Fastest Delivery!", spec 02 §2), the cheaper one on a tie; complete rates only. */
export function fastestRate<
  T extends { optimalRate: Amount; savingsPercent: number; estimatedDelivery: string },
>(rates: readonly T[]): T | undefined {
  let best: T | undefined;
  for (const rate of rates) {
    if (isIncompleteRate(rate)) continue;
    if (
      !best ||
      rate.estimatedDelivery < best.estimatedDelivery ||
      (rate.estimatedDelivery === best.estimatedDelivery && rate.optimalRate.amount < best.optimalRate.amount)
    )
      best = rate;
  }
  return best;
}
