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

const MONEY_KEYS = ['amount', 'currency'] as const;
const SERVICE_KEYS = ['name', 'productCode'] as const;
const WEIGHT_KEYS = ['value', 'unit'] as const;
const FEE_KEYS = ['id', 'description', 'amount'] as const;

/**
 * Whether `value` is a plain object with exactly `keys`, in that order. for…in over a plain object
 * reads V8's enumeration cache: no array is made (packing runs on every quote).
 */
function hasKeys(value: unknown, keys: readonly string[]): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  let i = 0;
  for (const key in value) if (key !== keys[i++]) return false;
  return i === keys.length;
}

/** An amount in `currency`, or undefined. */
function amountIn(money: unknown, currency: string): number | undefined {
  if (!hasKeys(money, MONEY_KEYS) || money.currency !== currency) return undefined;
  return typeof money.amount === 'number' ? money.amount : undefined;
}

/**
 * The packed form of `rates`, or undefined when packing would not give them back exactly: every
 * object must have exactly its keys in the usual order and no value undefined (JSON drops the key
 * of an undefined value; a packed position would come back null).
 */
export function packRates(rates: readonly Rate[]): PackedRates | undefined {
  const first = rates[0];
  if (!first || !hasKeys(first.optimalRate, MONEY_KEYS) || typeof first.optimalRate.currency !== 'string') {
    return undefined;
  }
  const currency = first.optimalRate.currency;
  const quoteId = first.createdInId;
  const fees: Array<[string, string]> = [];
  const packed: PackedRate[] = [];
  for (const rate of rates) {
    const { carrierService: service, billableWeight: weight } = rate;
    if (
      !hasKeys(rate, RATE_KEYS) ||
      rate.createdInId !== quoteId ||
      !hasKeys(service, SERVICE_KEYS) ||
      !hasKeys(weight, WEIGHT_KEYS) ||
      !Array.isArray(rate.fees)
    ) {
      return undefined;
    }
    const rateFees: number[] = [];
    for (const fee of rate.fees as unknown[]) {
      if (!hasKeys(fee, FEE_KEYS)) return undefined;
      const amount = amountIn(fee.amount, currency);
      const { id, description } = fee as unknown as RateFee;
      if (amount === undefined || id === undefined || description === undefined) return undefined;
      // A quote has a handful of distinct fees: a look through them beats a Map keyed by both.
      let index = 0;
      while (
        index < fees.length &&
        ((fees[index] as [string, string])[0] !== id || (fees[index] as [string, string])[1] !== description)
      )
        index++;
      if (index === fees.length) fees.push([id, description]);
      rateFees.push(index, amount);
    }
    const optimal = amountIn(rate.optimalRate, currency);
    const retail = amountIn(rate.retailRate, currency);
    if (optimal === undefined || retail === undefined) return undefined;
    const entry: PackedRate = [
      rate.id,
      rate.carrier,
      rate.carrierProduct,
      service.name as string,
      service.productCode as string,
      optimal,
      retail,
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
      weight.value as number,
      weight.unit as PackedRate[18],
    ];
    if (entry.includes(undefined as never)) return undefined;
    packed.push(entry);
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
