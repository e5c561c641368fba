import * as z from 'zod/mini';

/**
 * The tariff data format: one JSON file per carrier and direction (UPS domestic, FedEx domestic,
 * DHL Express export, DHL Express import), holding every service of it. Prices, thresholds and fee
 * amounts are DATA; the engine only knows the kinds of rules (spec 01 §9) and how to apply them.
 * Types are inferred from these schemas, so the data format is written down once.
 */

const money = z.number().check(z.nonnegative());
const positive = z.number().check(z.positive());
/** One price per zone of the tariff, in zone order; null where the service does not serve the zone. */
const zonePrices = z.array(z.nullable(money));
/** "HH:mm", local to the origin. */
const clockTime = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/));

const feeLabel = { id: z.string(), description: z.string() };

/**
 * A weight-break table. `rows` give the price of each weight step up to a threshold (a row covers the
 * billable weights above the previous row up to its own `upTo`); `above` prices every unit over the
 * last row, tier by tier (spec: "0.5 kg / 1 lb steps up to a threshold, then per-unit above").
 * Without `above` the service does not carry weights over its last row.
 */
export const rateTableData = z.object({
  rows: z.array(z.object({ upTo: positive, prices: zonePrices })).check(z.minLength(1)),
  above: z.optional(z.array(z.object({ from: positive, perUnit: zonePrices }))),
});
export type RateTableData = z.infer<typeof rateTableData>;

/** A service priced off another service's table: price = other x factor + add[zone] (e.g. Express 9:00). */
export const derivedRatesData = z.object({
  sameAs: z.string(),
  factor: z.optional(positive),
  add: z.optional(zonePrices),
});
export type DerivedRatesData = z.infer<typeof derivedRatesData>;

export const serviceData = z.object({
  /** The carrier's product code (DHL P/D/X…, UPS 03/12/02…, FedEx FEDEX_GROUND…), unique in the tariff. */
  code: z.string(),
  name: z.string(),
  /** parcel: products; documents: document rows; envelope: the express envelope (documents up to maxWeight). */
  shipment: z.enum(['parcel', 'documents', 'envelope']),
  /** Residential-only (FedEx Home Delivery) or commercial-only (FedEx Ground) services. */
  residential: z.optional(z.enum(['only', 'excluded'])),
  /** Heaviest shipment (total billable weight) the service carries, in the tariff's weight unit. */
  maxWeight: z.optional(positive),
  rates: z.union([rateTableData, derivedRatesData]),
  /** Business days in transit per zone; null where the service does not serve the zone. */
  transitDays: z.array(z.nullable(z.number().check(z.gte(0)))),
  latestPickupTime: clockTime,
  latestPickupScheduleByTime: clockTime,
  /** Fuel surcharge percent for this service, overriding the tariff's. */
  fuelPercent: z.optional(z.number().check(z.nonnegative())),
});
export type ServiceData = z.infer<typeof serviceData>;

/** spec 01 §9 surcharges. Amounts are in the tariff's currency, weights and sizes in its units. */
export const surchargeRule = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('residential'), ...feeLabel, amount: money }),
  /** Remote area / extremely rural: per unit of billable weight, with a minimum. */
  z.object({ kind: z.literal('remoteArea'), ...feeLabel, perUnit: money, minimum: money }),
  /** Per piece whose actual weight is over `over`. */
  z.object({
    kind: z.literal('overweight'),
    ...feeLabel,
    amount: money,
    over: positive,
    exclusiveGroup: z.optional(z.string()),
  }),
  /** Per piece whose longest side is over `longestSideOver`. */
  z.object({
    kind: z.literal('oversized'),
    ...feeLabel,
    amount: money,
    longestSideOver: positive,
    exclusiveGroup: z.optional(z.string()),
  }),
  /** Per piece whose actual weight is within [minWeight, maxWeight]. */
  z.object({
    kind: z.literal('nonConveyable'),
    ...feeLabel,
    amount: money,
    minWeight: positive,
    maxWeight: positive,
    exclusiveGroup: z.optional(z.string()),
  }),
  /** Per piece whose length plus girth is over the threshold; such a piece bills at least the minimum. */
  z.object({
    kind: z.literal('largePackage'),
    ...feeLabel,
    amount: money,
    lengthPlusGirthOver: positive,
    minimumBillableWeight: positive,
    exclusiveGroup: z.optional(z.string()),
  }),
  /** Per piece over any of the maximums. */
  z.object({
    kind: z.literal('overMaximum'),
    ...feeLabel,
    amount: money,
    weightOver: positive,
    lengthOver: positive,
    lengthPlusGirthOver: positive,
    exclusiveGroup: z.optional(z.string()),
  }),
  /**
   * Insurance. Documents: a fixed fee for a fixed coverage. Parcels: the first `includedCoverage` is
   * covered automatically, then `ratePer` for each `per` (or part of it) of insured value above it.
   */
  z.object({
    kind: z.literal('insurance'),
    ...feeLabel,
    documents: z.object({ amount: money, coverage: positive }),
    parcels: z.object({ includedCoverage: money, per: positive, ratePer: money, minimum: money }),
  }),
  z.object({ kind: z.literal('directSignature'), ...feeLabel, amount: money }),
  z.object({ kind: z.literal('neutralDelivery'), ...feeLabel, amount: money }),
  /** DDP: duties and taxes billed to the shipper. */
  z.object({ kind: z.literal('dutiesPaidByShipper'), ...feeLabel, amount: money }),
  /** Domestic signature option: 2 = signature, 3 = adult signature (spec 01 §9). */
  z.object({
    kind: z.literal('signature'),
    signature: z.object({ ...feeLabel, amount: money }),
    adultSignature: z.object({ ...feeLabel, amount: money }),
  }),
  /** A new pickup request, per shipment, by the pickup address (spec 02 §9: UPS $17 residential, $10 commercial). */
  z.object({ kind: z.literal('pickup'), ...feeLabel, residentialAmount: money, commercialAmount: money }),
]);
export type SurchargeRule = z.infer<typeof surchargeRule>;
export type SurchargeKind = SurchargeRule['kind'];

/** Distance bands for domestic zone charts: the first band whose maxMiles is not exceeded. */
export const distanceBandData = z.object({ maxMiles: z.nullable(positive), zone: z.string() });

/** AK/HI/PR style remote zones: metro ZIP3s get `metro`, the rest `other`. */
export const remoteStateZoneData = z.object({
  metro: z.string(),
  other: z.string(),
  metroZip3: z.array(z.string()),
});

export const tariffData = z.object({
  $comment: z.optional(z.string()),
  id: z.string(),
  carrier: z.enum(['DHL', 'UPS', 'FEDEX']),
  /** domestic: US to US; export: from the US; import: from outside the US (spec 01 §1). */
  scope: z.enum(['domestic', 'export', 'import']),
  currency: z.string(),
  effective: z.string(),
  units: z.object({ weight: z.enum(['lb', 'kg']), length: z.enum(['in', 'cm']) }),
  billableWeight: z.object({
    /** 166 domestic, 139 international (in³/lb), 5000 metric (cm³/kg) (spec 01 §9). */
    dimDivisor: positive,
    /** Dimensional weight applies only to pieces above this volume (0: always). */
    dimMinVolume: z.number().check(z.nonnegative()),
    /** nearest: x.5 rounds up (UPS, FedEx); up: any fraction rounds up; none: measured as is. */
    roundDimensions: z.enum(['nearest', 'up', 'none']),
    /** Weight step of parcels (1 lb, 0.5 kg); documents rows may step finer. */
    parcelStep: positive,
    documentStep: positive,
  }),
  zones: z.object({
    codes: z.array(z.string()).check(z.minLength(1)),
    /** DHL: the zone of each country (destination for exports, origin for imports). */
    byCountry: z.optional(z.record(z.string(), z.string())),
    /** UPS/FedEx: mileage bands between the ZIPs. */
    byDistance: z.optional(z.array(distanceBandData)),
    /** UPS/FedEx: states with their own zones (AK, HI → 44/46, PR → 45). */
    remoteStates: z.optional(z.record(z.string(), remoteStateZoneData)),
  }),
  priceClasses: z.object({
    /** Guests pay list price less this fraction (modest, so their savings usually show below 20%). */
    guestDiscount: z.number().check(z.gte(0), z.lte(0.6)),
    /** The discount of a client account that has not negotiated one of its own (spec 02 §2: "about 40%"). */
    accountDiscount: z.number().check(z.gte(0), z.lte(0.6)),
  }),
  /** Fuel surcharge as a percent of the transportation charge. */
  fuel: z.optional(z.object({ ...feeLabel, percent: z.number().check(z.nonnegative()) })),
  surcharges: z.array(surchargeRule),
  services: z.array(serviceData).check(z.minLength(1)),
});
export type TariffData = z.infer<typeof tariffData>;
export type TariffScope = TariffData['scope'];
export type TariffCarrier = TariffData['carrier'];
