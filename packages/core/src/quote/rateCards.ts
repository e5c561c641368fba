import type { CarrierCode, Rate } from '../contract/rate';
import { formatClockTime, formatMoney, formatQuoteDate } from '../format/index';
import {
  fastestRate,
  isIncompleteRate,
  isSavingsVisible,
  lowestPriceRate,
  savingsAmount,
  sortDomesticRates,
  sumFees,
} from '../rating/rateHelpers';
import { carrierServiceLabel } from '../rating/serviceName';
import { type QuoteCatalogue, quoteCatalogue } from './quoteCatalogue';
import { quoteRoute } from './quoteRoute';
import type { QuoteState } from './quoteStore';

export interface RateCardFee {
  id: string;
  description: string;
  amount: string;
}

/** What one rate card shows (spec 02 §2 "Rate list"), every amount already formatted. */
export interface RateCard {
  id: string;
  rate: Rate;
  carrier: CarrierCode;
  /** The service with its carrier named once ("UPS Ground", "FedEx Ground"). */
  serviceName: string;
  /** The carrier's latest pickup time in am/pm ("6:00 PM"); empty when the carrier gives none. */
  latestPickup: string;
  /** m/d/Y, the quote screen's date format (spec 02 §5). */
  estimatedDelivery: string;
  /** Transport alone: the total less the fees. */
  shippingCharge: string;
  /** What the caller pays. */
  totalCharge: string;
  retailCharge: string;
  /** Shown only at 20% or more (spec 01 §9); null otherwise. */
  savings: { amount: string; percent: number } | null;
  isLowestPrice: boolean;
  /** Domestic only (spec 02 §2). */
  isFastestDelivery: boolean;
  /** Badge texts in display order ("Lowest Price!", "Fastest Delivery!"). */
  badges: string[];
  /** savingsPercent below 0 (spec 02 §3): the card shows the incomplete-rate text. */
  isIncomplete: boolean;
  incompleteMessage: string | null;
  /** See Details. */
  fees: RateCardFee[];
  feesTotal: string;
}

export interface RateCardOptions {
  isDomestic: boolean;
  messages?: QuoteCatalogue;
}

/**
 * Rate cards from rates, with the rating helpers (spec 01 §9): domestic rates sorted by retail
 * price then later delivery first, "Lowest Price!" on the cheapest complete rate and, domestic
 * only, "Fastest Delivery!" on the earliest. A rate may carry both badges.
 */
export function buildRateCards(rates: readonly Rate[], options: RateCardOptions): RateCard[] {
  const t = options.messages ?? quoteCatalogue;
  const ordered = options.isDomestic ? sortDomesticRates(rates) : [...rates];
  const lowest = lowestPriceRate(ordered);
  const fastest = options.isDomestic ? fastestRate(ordered) : undefined;

  return ordered.map((rate) => {
    const currency = rate.optimalRate.currency;
    const feesTotal = sumFees(rate.fees);
    const isIncomplete = isIncompleteRate(rate);
    const saved = !isIncomplete && isSavingsVisible(rate.savingsPercent) ? savingsAmount(rate) : null;
    const isLowestPrice = rate === lowest;
    const isFastestDelivery = rate === fastest;
    return {
      id: rate.id,
      rate,
      carrier: rate.carrier,
      serviceName: carrierServiceLabel(rate.carrier, rate.carrierService.name),
      estimatedDelivery: formatQuoteDate(rate.estimatedDelivery),
      latestPickup: formatClockTime(rate.latestPickupTime),
      shippingCharge: formatMoney(rate.optimalRate.amount - feesTotal, currency),
      totalCharge: formatMoney(rate.optimalRate.amount, currency),
      retailCharge: formatMoney(rate.retailRate.amount, currency),
      savings:
        saved === null
          ? null
          : { amount: formatMoney(saved, currency), percent: Math.round(rate.savingsPercent) },
      isLowestPrice,
      isFastestDelivery,
      badges: [
        ...(isLowestPrice ? [t('quote.lowestPrice')] : []),
        ...(isFastestDelivery ? [t('quote.fastestDelivery')] : []),
      ],
      isIncomplete,
      incompleteMessage: isIncomplete ? t('rates.incomplete') : null,
      fees: rate.fees.map((fee) => ({
        id: fee.id,
        description: fee.description,
        amount: formatMoney(fee.amount.amount, fee.amount.currency || currency),
      })),
      feesTotal: formatMoney(feesTotal, currency),
    };
  });
}

// useSyncExternalStore needs the same array back while the rates have not changed.
const cardCache = new WeakMap<
  readonly Rate[],
  { isDomestic: boolean; t: QuoteCatalogue; cards: RateCard[] }
>();

/**
 * The store's rate cards, memoised on the rates array, so a component can subscribe with
 * `useStore(store, selectRateCards)`. Domestic is read from the input the rates were made for.
 */
export function selectRateCards(state: QuoteState, messages: QuoteCatalogue = quoteCatalogue): RateCard[] {
  const rated = state.lastRatedInput ?? state.input;
  const isDomestic = quoteRoute(rated.sendingFrom.country, rated.sendingTo.country).isDomestic;
  const cached = cardCache.get(state.rates);
  if (cached && cached.isDomestic === isDomestic && cached.t === messages) return cached.cards;
  const cards = buildRateCards(state.rates, { isDomestic, messages });
  cardCache.set(state.rates, { isDomestic, t: messages, cards });
  return cards;
}
