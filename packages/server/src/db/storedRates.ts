import type { Rate, RateFee } from '@shipdeck/core/contract';

/**
 * How a quote's rates are stored (issue 8, docs/performance.md "Rate endpoint throughput"). As the
 * answer gives them, 12 rates are about 10.6 KB of JSON: mostly the same key names twelve times,
 * the currency in every amount, the same fee descriptions in every rate and the quote's id in every
 * rate. PostgreSQL then compressed that and split it into rows of a TOAST table, one quote at a
 * time; on the embedded database this was about a fifth of the database thread's work per quote.
 * Stored packed instead, they take about 2.7 KB:
 *
 *   {"v":1,"c":"USD","q":"<quote id>","f":[["FUEL","Fuel Surcharge"],…],
 *    "r":[[id,carrier,carrierProduct,serviceName,serviceProductCode,optimal,retail,displayOptimal,
 *          displayRetail,savings,savingsPercent,isSavingsVisible,estimatedDelivery,transitDays,
 *          latestPickupTime,latestPickupScheduleByTime,[fee,amount,fee,amount…],weight,weightUnit],…]}
 *
 * Reading unpacks them into the same objects, key for key in the same order, so every reader (the
 * quote list, one quote, the inspection, continue-to-shipping) sees what was answered. Rates that
 * do not have exactly this shape (another key, another currency, another quote's id) are stored as
 * they are; rows stored before (an array) are read as they are.
 */
export interface PackedRates {
  v: 1;
  /** The currency of every amount. */
  c: string;
  /** Every rate's createdInId. */
  q: string | null;
  /** Each distinct fee (id, description) once; rates refer to it by index. */
  f: Array<[string, string]>;
  r: PackedRate[];
}

type PackedRate = [
  id: string,
  carrier: Rate['carrier'],
  carrierProduct: string,
  serviceName: string,
  serviceProductCode: string,
  optimal: number,
  retail: number,
  displayOptimal: string,
  displayRetail: string,
  savings: number,
  savingsPercent: number,
  isSavingsVisible: boolean,
  estimatedDelivery: string,
  transitDays: number,
  latestPickupTime: string | null,
  latestPickupScheduleByTime: string | null,
  fees: number[],
  weight: number,
  weightUnit: Rate['billableWeight']['unit'],
];

/** The keys of a rate, in the order the quote service makes them (toGatewayRate, then id and createdInId). */
const RATE_KEYS = [
  'carrier',
  'carrierProduct',
  'carrierService',
  'optimalRate',
  'retailRate',
  'displayOptimalRate',
  'displayRetailRate',
  'savings',
  'savingsPercent',
  'isSavingsVisible',
  'estimatedDelivery',
  'transitDays',
  'latestPickupTime',
  'latestPickupScheduleByTime',
  'fees',
  'billableWeight',
  'id',
  'createdInId',
] as const;

function hasKeys(value: unknown, keys: readonly string[]): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const own = Object.keys(value);
  if (own.length !== keys.length) return false;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    if (own[i] !== key || (value as Record<string, unknown>)[key] === undefined) return false;
  }
  return true;
}

const isMoney = (value: unknown, currency: string) =>
  hasKeys(value, ['amount', 'currency']) &&
  typeof (value as { amount: unknown }).amount === 'number' &&
  (value as { currency: unknown }).currency === currency;

/** The packed form of `rates`, or undefined when packing would not give them back exactly. */
export function packRates(rates: readonly Rate[]): PackedRates | undefined {
  const first = rates[0];
  if (!first || !hasKeys(first.optimalRate, ['amount', 'currency'])) return undefined;
  const currency = first.optimalRate.currency;
  const quoteId = first.createdInId;
  const fees: Array<[string, string]> = [];
  const feeIndex = new Map<string, number>();
  const packed: PackedRate[] = [];
  for (const rate of rates) {
    if (
      !hasKeys(rate, RATE_KEYS) ||
      rate.createdInId !== quoteId ||
      !hasKeys(rate.carrierService, ['name', 'productCode']) ||
      !isMoney(rate.optimalRate, currency) ||
      !isMoney(rate.retailRate, currency) ||
      !hasKeys(rate.billableWeight, ['value', 'unit']) ||
      !Array.isArray(rate.fees)
    ) {
      return undefined;
    }
    const rateFees: number[] = [];
    for (const fee of rate.fees as RateFee[]) {
      if (!hasKeys(fee, ['id', 'description', 'amount']) || !isMoney(fee.amount, currency)) return undefined;
      const key = `${fee.id}\n${fee.description}`;
      let index = feeIndex.get(key);
      if (index === undefined) {
        index = fees.length;
        fees.push([fee.id, fee.description]);
        feeIndex.set(key, index);
      }
      rateFees.push(index, fee.amount.amount);
    }
    packed.push([
      rate.id,
      rate.carrier,
      rate.carrierProduct,
      rate.carrierService.name,
      rate.carrierService.productCode,
      rate.optimalRate.amount,
      rate.retailRate.amount,
      rate.displayOptimalRate,
      rate.displayRetailRate,
      rate.savings,
      rate.savingsPercent,
      rate.isSavingsVisible,
      rate.estimatedDelivery,
      rate.transitDays,
      rate.latestPickupTime,
      rate.latestPickupScheduleByTime,
      rateFees,
      rate.billableWeight.value,
      rate.billableWeight.unit,
    ]);
  }
  return { v: 1, c: currency, q: quoteId, f: fees, r: packed };
}

/** The rates as they were answered, from either stored form. */
export function unpackRates(stored: unknown): Rate[] {
  if (Array.isArray(stored)) return stored as Rate[];
  const { c: currency, q: createdInId, f: fees, r: rates } = stored as PackedRates;
  return rates.map((rate): Rate => {
    const packedFees = rate[16];
    const rateFees: RateFee[] = [];
    for (let i = 0; i < packedFees.length; i += 2) {
      const [id, description] = fees[packedFees[i] as number] as [string, string];
      rateFees.push({ id, description, amount: { amount: packedFees[i + 1] as number, currency } });
    }
    return {
      carrier: rate[1],
      carrierProduct: rate[2],
      carrierService: { name: rate[3], productCode: rate[4] },
      optimalRate: { amount: rate[5], currency },
      retailRate: { amount: rate[6], currency },
      displayOptimalRate: rate[7],
      displayRetailRate: rate[8],
      savings: rate[9],
      savingsPercent: rate[10],
      isSavingsVisible: rate[11],
      estimatedDelivery: rate[12],
      transitDays: rate[13],
      latestPickupTime: rate[14],
      latestPickupScheduleByTime: rate[15],
      fees: rateFees,
      billableWeight: { value: rate[17], unit: rate[18] },
      id: rate[0],
      createdInId,
    };
  });
}

/** The text stored in the `rates` column. */
export function storedRatesText(rates: readonly Rate[]): string {
  return JSON.stringify(packRates(rates) ?? rates);
}
