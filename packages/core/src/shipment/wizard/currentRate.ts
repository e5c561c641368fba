import type { Rate } from '../../contract/rate';
import { isSavingsVisible } from '../../rating/index';

/**
 * On a new rate list the current rate is the one matching the chosen carrier product, else the
 * first (spec 01 §4); the draft's carrier product is then updated to it.
 */
export function chooseCurrentRate(rates: readonly Rate[], carrierProduct: string | null): Rate | null {
  return rates.find((r) => r.carrierProduct === carrierProduct) ?? rates[0] ?? null;
}

/** Savings display only at 20% or more (spec 01 §4): the flag is recomputed with the rating helper. */
export function withSavingsVisibility(rates: readonly Rate[]): Rate[] {
  return rates.map((r) => ({ ...r, isSavingsVisible: isSavingsVisible(r.savingsPercent) }));
}
