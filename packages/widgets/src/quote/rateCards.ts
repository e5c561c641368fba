import type { Rate } from '@shipdeck/core/contract';
import { formatMoney, formatQuoteDate } from '@shipdeck/core/format';
import { quoteRoute } from '@shipdeck/core/quote';
import {
  fastestRate,
  isIncompleteRate,
  lowestPriceRate,
  rateBeforeDiscount,
  savingsAmount,
  sortDomesticRates,
  sumFees,
} from '@shipdeck/core/rating';
import { roundTo } from '@shipdeck/core/units';

/** One rate card, ready to render: texts formatted, badges decided by core's rate helpers. */
export interface RateCardModel {
  rate: Rate;
  /** savingsPercent below 0 (spec 02 §3): the card shows the incomplete-rate text, no prices. */
  isIncomplete: boolean;
  isLowestPrice: boolean;
  isFastestDelivery: boolean;
  estimatedDelivery: string;
  shippingCharge: string;
  totalCharge: string;
  /** Only when the rate's savings are shown (20% or more, spec 01 §9). */
  savings: { amount: string; percent: string; retail: string } | null;
  fees: ReadonlyArray<{ id: string; description: string; amount: string }>;
  feesTotal: string;
}

/**
 * The rate list as cards (the zag-style "connect" of the rate list: state in, view props out), built
 * only from core's helpers:
 * - domestic rates sort by retail price, then delivery date (spec 01 §9); others keep the API's order;
 * - "Lowest Price!" on the cheapest complete rate; "Fastest Delivery!" on the soonest, domestic only
 *   (spec 02 §2: "domestic may show Fastest Delivery!");
 * - the total charge is what the caller pays (optimalRate, fees included); the shipping charge is the
 *   total less the summed fees (spec 01 §9 "fees are summed").
 */
export function rateCards(
  rates: readonly Rate[],
  route: { originCountry: string; destinationCountry: string },
): RateCardModel[] {
  const { isDomestic } = quoteRoute(route.originCountry, route.destinationCountry);
  const ordered = isDomestic ? sortDomesticRates(rates) : [...rates];
  const lowest = lowestPriceRate(ordered);
  const fastest = isDomestic ? fastestRate(ordered) : undefined;

  return ordered.map((rate) => {
    const currency = rate.optimalRate.currency;
    const feesTotal = sumFees(rate.fees);
    const isIncomplete = isIncompleteRate(rate);
    const saved = rate.isSavingsVisible && !isIncomplete ? savingsAmount(rate) : null;
    const before = saved === null ? null : rateBeforeDiscount(rate);
    return {
      rate,
      isIncomplete,
      isLowestPrice: rate === lowest,
      isFastestDelivery: rate === fastest,
      estimatedDelivery: formatQuoteDate(rate.estimatedDelivery),
      shippingCharge: formatMoney(roundTo(rate.optimalRate.amount - feesTotal, 2), currency),
      totalCharge: formatMoney(rate.optimalRate.amount, currency),
      savings:
        saved === null
          ? null
          : {
              amount: formatMoney(saved, currency),
              percent: String(Math.round(rate.savingsPercent)),
              retail: formatMoney(before, currency),
            },
      fees: rate.fees.map((fee) => ({
        id: fee.id,
        description: fee.description,
        amount: formatMoney(fee.amount.amount, fee.amount.currency),
      })),
      feesTotal: formatMoney(feesTotal, currency),
    };
  });
}
