import { CARRIER_LIMITS, type SizeLimits, sizeLimitsIn } from '../limits/index';
import type { DimensionRounding } from './dimensionalWeight';
import {
  type DerivedRatesData,
  type RateTableData,
  type ServiceData,
  type SurchargeRule,
  type TariffCarrier,
  type TariffData,
  type TariffScope,
  tariffData,
} from './tariffSchema';

/**
 * A tariff made ready for the hot path: prices expanded into one dense array per service (weight step
 * x zone, in cents), zones and countries in maps, surcharge rules sorted by kind, limits in the
 * tariff's units. Built once per tariff file; rating a quote then allocates only its results.
 */
export interface CompiledTariff {
  readonly id: string;
  readonly carrier: TariffCarrier;
  readonly scope: TariffScope;
  readonly currency: string;
  readonly units: { readonly weight: 'lb' | 'kg'; readonly length: 'in' | 'cm' };
  readonly billable: {
    readonly dimDivisor: number;
    readonly dimMinVolume: number;
    readonly roundDimensions: DimensionRounding;
    readonly parcelStep: number;
    readonly documentStep: number;
  };
  readonly zoneCodes: readonly string[];
  readonly zoneIndex: ReadonlyMap<string, number>;
  readonly countryZones: ReadonlyMap<string, string>;
  readonly distanceBands: readonly { readonly maxMiles: number; readonly zone: string }[];
  readonly remoteStates: ReadonlyMap<string, RemoteStateZones>;
  readonly guestDiscount: number;
  readonly accountDiscount: number;
  readonly fuel: FeeLabel | null;
  readonly surcharges: CompiledSurcharges;
  readonly limits: TariffLimits;
  readonly services: readonly CompiledService[];
}

export interface RemoteStateZones {
  readonly metro: string;
  readonly other: string;
  readonly metroZip3: ReadonlySet<string>;
}

export interface FeeLabel {
  readonly id: string;
  readonly description: string;
}

export interface FlatFee extends FeeLabel {
  readonly cents: number;
}

export type PieceRuleKind = 'overweight' | 'oversized' | 'nonConveyable' | 'largePackage' | 'overMaximum';

/** A per-piece surcharge with its thresholds; rules sharing a group charge only the highest per piece. */
export interface CompiledPieceRule extends FlatFee {
  readonly kind: PieceRuleKind;
  /** Index of its exclusive group, or -1 when it stacks with every other rule. */
  readonly group: number;
  readonly weightOver: number;
  readonly weightFrom: number;
  readonly weightTo: number;
  readonly longestSideOver: number;
  readonly lengthPlusGirthOver: number;
  readonly minimumBillableWeight: number;
}

export interface CompiledSurcharges {
  readonly residential: FlatFee | null;
  readonly remoteArea: (FeeLabel & { readonly perUnitCents: number; readonly minimumCents: number }) | null;
  readonly pieceRules: readonly CompiledPieceRule[];
  readonly groupCount: number;
  readonly insurance:
    | (FeeLabel & {
        readonly documentsCents: number;
        readonly documentsCoverage: number;
        readonly includedCoverage: number;
        readonly per: number;
        readonly ratePerCents: number;
        readonly minimumCents: number;
      })
    | null;
  readonly directSignature: FlatFee | null;
  readonly neutralDelivery: FlatFee | null;
  readonly dutiesPaidByShipper: FlatFee | null;
  readonly signature: FlatFee | null;
  readonly adultSignature: FlatFee | null;
  readonly pickup:
    | (FeeLabel & { readonly residentialCents: number; readonly commercialCents: number })
    | null;
}

/** Carrier limits of spec 01 §9 (core/limits) in the tariff's units. */
export interface TariffLimits extends SizeLimits {
  readonly pieceWeight: number;
  readonly totalWeight: number;
}

export interface CompiledService {
  readonly code: string;
  readonly name: string;
  readonly shipment: ServiceData['shipment'];
  readonly residential: 'only' | 'excluded' | 'any';
  readonly maxWeight: number;
  readonly step: number;
  /** Cents per (weight step k, zone z) at index (k - 1) * zones + z; NaN where not served. */
  readonly table: Float64Array;
  readonly rowCount: number;
  /** Per-unit tiers above the last row: start weights and cents per unit per zone. */
  readonly tierFrom: Float64Array;
  readonly tierPerUnit: Float64Array;
  /** Business days per zone; -1 where not served. */
  readonly transitDays: Int32Array;
  readonly latestPickupTime: string;
  readonly latestPickupScheduleByTime: string;
  readonly fuelPercent: number;
}

/** A tariff file that does not hold together (bad shape, gaps, prices falling with weight …). */
export class TariffDataError extends Error {
  override name = 'TariffDataError';
}

const TOLERANCE = 1e-9;
const toCents = (amount: number): number => Math.round(amount * 100);

/** Parses and checks a tariff file, then precomputes its lookups. Throws TariffDataError when it is unsound. */
export function compileTariff(json: unknown): CompiledTariff {
  const parsed = tariffData.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new TariffDataError(
      `Tariff data is not valid at ${first?.path.join('.') ?? '?'}: ${first?.message}`,
    );
  }
  const data = parsed.data;
  const where = (detail: string) => `${data.id}: ${detail}`;
  const zoneCount = data.zones.codes.length;
  const zoneIndex = new Map(data.zones.codes.map((code, index) => [code, index]));
  if (zoneIndex.size !== zoneCount) throw new TariffDataError(where('zone codes repeat'));

  const countryZones = new Map<string, string>();
  for (const [country, zone] of Object.entries(data.zones.byCountry ?? {})) {
    if (!zoneIndex.has(zone))
      throw new TariffDataError(where(`country ${country} is in unknown zone ${zone}`));
    countryZones.set(country.toUpperCase(), zone);
  }
  const distanceBands = (data.zones.byDistance ?? []).map((band) => {
    if (!zoneIndex.has(band.zone))
      throw new TariffDataError(where(`distance band in unknown zone ${band.zone}`));
    return { maxMiles: band.maxMiles ?? Number.POSITIVE_INFINITY, zone: band.zone };
  });
  for (let i = 1; i < distanceBands.length; i++) {
    if (distanceBands[i]!.maxMiles <= distanceBands[i - 1]!.maxMiles)
      throw new TariffDataError(where('distance bands must grow'));
  }
  const remoteStates = new Map<string, RemoteStateZones>();
  for (const [state, zones] of Object.entries(data.zones.remoteStates ?? {})) {
    for (const zone of [zones.metro, zones.other]) {
      if (!zoneIndex.has(zone)) throw new TariffDataError(where(`state ${state} is in unknown zone ${zone}`));
    }
    remoteStates.set(state.toUpperCase(), { ...zones, metroZip3: new Set(zones.metroZip3) });
  }

  const services = compileServices(data, zoneCount, where);
  return {
    id: data.id,
    carrier: data.carrier,
    scope: data.scope,
    currency: data.currency,
    units: data.units,
    billable: data.billableWeight,
    zoneCodes: data.zones.codes,
    zoneIndex,
    countryZones,
    distanceBands,
    remoteStates,
    guestDiscount: data.priceClasses.guestDiscount,
    accountDiscount: data.priceClasses.accountDiscount,
    fuel: data.fuel ? { id: data.fuel.id, description: data.fuel.description } : null,
    surcharges: compileSurcharges(data.surcharges, where),
    limits: limitsOf(data),
    services,
  };
}

function limitsOf(data: TariffData): TariffLimits {
  const limits = CARRIER_LIMITS[data.carrier];
  const weight = data.units.weight;
  const length = data.units.length;
  return {
    pieceWeight: limits.pieceWeight[weight],
    totalWeight: limits.totalWeight[weight],
    ...sizeLimitsIn(limits, length),
  };
}

function isDerived(rates: ServiceData['rates']): rates is DerivedRatesData {
  return 'sameAs' in rates;
}

interface PriceTable {
  step: number;
  table: Float64Array;
  rowCount: number;
  tierFrom: Float64Array;
  tierPerUnit: Float64Array;
}

function compileServices(
  data: TariffData,
  zoneCount: number,
  where: (detail: string) => string,
): CompiledService[] {
  const byCode = new Map<string, ServiceData>();
  for (const service of data.services) {
    if (byCode.has(service.code)) throw new TariffDataError(where(`service ${service.code} repeats`));
    byCode.set(service.code, service);
  }
  const tables = new Map<string, PriceTable>();
  const stepOf = (service: ServiceData) =>
    service.shipment === 'parcel' ? data.billableWeight.parcelStep : data.billableWeight.documentStep;

  const tableOf = (service: ServiceData, seen: readonly string[]): PriceTable => {
    const done = tables.get(service.code);
    if (done) return done;
    if (seen.includes(service.code))
      throw new TariffDataError(where(`services refer in a circle: ${seen.join(' > ')}`));
    const step = stepOf(service);
    let table: PriceTable;
    if (isDerived(service.rates)) {
      const base = byCode.get(service.rates.sameAs);
      if (!base)
        throw new TariffDataError(where(`${service.code} refers to unknown ${service.rates.sameAs}`));
      if (stepOf(base) !== step)
        throw new TariffDataError(where(`${service.code} and ${base.code} step differently`));
      table = deriveTable(tableOf(base, [...seen, service.code]), service.rates, zoneCount, (d) =>
        where(`${service.code} ${d}`),
      );
    } else {
      table = expandTable(service.rates, step, zoneCount, (d) => where(`${service.code} ${d}`));
    }
    tables.set(service.code, table);
    return table;
  };

  const defaultFuel = data.fuel?.percent ?? 0;
  return data.services.map((service) => {
    const table = tableOf(service, []);
    if (service.transitDays.length !== zoneCount)
      throw new TariffDataError(where(`${service.code} needs transit days for ${zoneCount} zones`));
    if (service.fuelPercent !== undefined && !data.fuel)
      throw new TariffDataError(
        where(`${service.code} has a fuel percent but the tariff has no fuel surcharge`),
      );
    return {
      code: service.code,
      name: service.name,
      shipment: service.shipment,
      residential: service.residential ?? 'any',
      maxWeight: service.maxWeight ?? Number.POSITIVE_INFINITY,
      ...table,
      transitDays: Int32Array.from(service.transitDays, (days) => (days === null ? -1 : days)),
      latestPickupTime: service.latestPickupTime,
      latestPickupScheduleByTime: service.latestPickupScheduleByTime,
      fuelPercent: service.fuelPercent ?? defaultFuel,
    };
  });
}

/** Expands weight-break rows into one cell per weight step and zone, checking the data as it goes. */
function expandTable(
  rates: RateTableData,
  step: number,
  zoneCount: number,
  where: (detail: string) => string,
): PriceTable {
  let previousUpTo = 0;
  for (const row of rates.rows) {
    const steps = row.upTo / step;
    if (Math.abs(steps - Math.round(steps)) > TOLERANCE)
      throw new TariffDataError(where(`row ${row.upTo} is not a multiple of the weight step ${step}`));
    if (row.upTo <= previousUpTo) throw new TariffDataError(where(`rows must grow (row ${row.upTo})`));
    if (row.prices.length !== zoneCount)
      throw new TariffDataError(where(`row ${row.upTo} needs ${zoneCount} zone prices`));
    previousUpTo = row.upTo;
  }
  const rowCount = Math.round(previousUpTo / step);
  const table = new Float64Array(rowCount * zoneCount);
  let rowIndex = 0;
  for (let k = 1; k <= rowCount; k++) {
    while (rates.rows[rowIndex]!.upTo < k * step - TOLERANCE) rowIndex++;
    const prices = rates.rows[rowIndex]!.prices;
    for (let z = 0; z < zoneCount; z++) {
      const price = prices[z];
      table[(k - 1) * zoneCount + z] = price === null || price === undefined ? Number.NaN : toCents(price);
    }
  }
  // Price never falls as weight grows (a served cell after a served cell).
  for (let z = 0; z < zoneCount; z++) {
    let last = 0;
    for (let k = 1; k <= rowCount; k++) {
      const cents = table[(k - 1) * zoneCount + z]!;
      if (Number.isNaN(cents)) continue;
      if (cents < last) throw new TariffDataError(where(`price falls at ${k * step} in zone index ${z}`));
      last = cents;
    }
  }
  const tiers = [...(rates.above ?? [])];
  for (let i = 0; i < tiers.length; i++) {
    const tier = tiers[i]!;
    const expectedFrom = i === 0 ? previousUpTo : undefined;
    if (expectedFrom !== undefined && Math.abs(tier.from - expectedFrom) > TOLERANCE)
      throw new TariffDataError(
        where(`the first per-unit tier must start at the last row (${expectedFrom})`),
      );
    if (i > 0 && tier.from <= tiers[i - 1]!.from)
      throw new TariffDataError(where('per-unit tiers must grow'));
    if (tier.perUnit.length !== zoneCount)
      throw new TariffDataError(where(`tier from ${tier.from} needs ${zoneCount} zone prices`));
  }
  const tierFrom = Float64Array.from(tiers, (tier) => tier.from);
  const tierPerUnit = new Float64Array(tiers.length * zoneCount);
  tiers.forEach((tier, i) => {
    for (let z = 0; z < zoneCount; z++) {
      const perUnit = tier.perUnit[z];
      tierPerUnit[i * zoneCount + z] = perUnit === null || perUnit === undefined ? Number.NaN : perUnit * 100;
    }
  });
  return { step, table, rowCount, tierFrom, tierPerUnit };
}

function deriveTable(
  base: PriceTable,
  rates: DerivedRatesData,
  zoneCount: number,
  where: (detail: string) => string,
): PriceTable {
  const factor = rates.factor ?? 1;
  const add = rates.add;
  if (add && add.length !== zoneCount) throw new TariffDataError(where(`needs ${zoneCount} zone additions`));
  const addCents = (z: number): number => {
    if (!add) return 0;
    const value = add[z];
    return value === null || value === undefined ? Number.NaN : toCents(value);
  };
  const table = base.table.map((cents, index) => Math.round(cents * factor) + addCents(index % zoneCount));
  const tierPerUnit = base.tierPerUnit.map((perUnit, index) =>
    Number.isNaN(addCents(index % zoneCount)) ? Number.NaN : perUnit * factor,
  );
  return { ...base, table, tierFrom: base.tierFrom.slice(), tierPerUnit };
}

function compileSurcharges(
  rules: readonly SurchargeRule[],
  where: (detail: string) => string,
): CompiledSurcharges {
  const single = new Set<string>();
  const groups: string[] = [];
  const groupIndex = (group: string | undefined): number => {
    if (group === undefined) return -1;
    const found = groups.indexOf(group);
    if (found >= 0) return found;
    groups.push(group);
    return groups.length - 1;
  };
  const flat = (rule: { id: string; description: string; amount: number }): FlatFee => ({
    id: rule.id,
    description: rule.description,
    cents: toCents(rule.amount),
  });
  const noPieceThresholds = {
    weightOver: Number.POSITIVE_INFINITY,
    weightFrom: Number.POSITIVE_INFINITY,
    weightTo: Number.NEGATIVE_INFINITY,
    longestSideOver: Number.POSITIVE_INFINITY,
    lengthPlusGirthOver: Number.POSITIVE_INFINITY,
    minimumBillableWeight: 0,
  };
  const result: {
    -readonly [K in keyof CompiledSurcharges]: CompiledSurcharges[K];
  } = {
    residential: null,
    remoteArea: null,
    pieceRules: [],
    groupCount: 0,
    insurance: null,
    directSignature: null,
    neutralDelivery: null,
    dutiesPaidByShipper: null,
    signature: null,
    adultSignature: null,
    pickup: null,
  };
  const pieceRules: CompiledPieceRule[] = [];
  for (const rule of rules) {
    const isPieceRule = rule.kind in PIECE_RULE_KINDS;
    if (!isPieceRule) {
      if (single.has(rule.kind)) throw new TariffDataError(where(`surcharge ${rule.kind} is listed twice`));
      single.add(rule.kind);
    }
    switch (rule.kind) {
      case 'residential':
        result.residential = flat(rule);
        break;
      case 'remoteArea':
        result.remoteArea = {
          id: rule.id,
          description: rule.description,
          perUnitCents: rule.perUnit * 100,
          minimumCents: toCents(rule.minimum),
        };
        break;
      case 'overweight':
        pieceRules.push({
          ...flat(rule),
          ...noPieceThresholds,
          kind: rule.kind,
          group: groupIndex(rule.exclusiveGroup),
          weightOver: rule.over,
        });
        break;
      case 'oversized':
        pieceRules.push({
          ...flat(rule),
          ...noPieceThresholds,
          kind: rule.kind,
          group: groupIndex(rule.exclusiveGroup),
          longestSideOver: rule.longestSideOver,
        });
        break;
      case 'nonConveyable':
        if (rule.minWeight > rule.maxWeight)
          throw new TariffDataError(where('non-conveyable minimum is above its maximum'));
        pieceRules.push({
          ...flat(rule),
          ...noPieceThresholds,
          kind: rule.kind,
          group: groupIndex(rule.exclusiveGroup),
          weightFrom: rule.minWeight,
          weightTo: rule.maxWeight,
        });
        break;
      case 'largePackage':
        pieceRules.push({
          ...flat(rule),
          ...noPieceThresholds,
          kind: rule.kind,
          group: groupIndex(rule.exclusiveGroup),
          lengthPlusGirthOver: rule.lengthPlusGirthOver,
          minimumBillableWeight: rule.minimumBillableWeight,
        });
        break;
      case 'overMaximum':
        pieceRules.push({
          ...flat(rule),
          ...noPieceThresholds,
          kind: rule.kind,
          group: groupIndex(rule.exclusiveGroup),
          weightOver: rule.weightOver,
          longestSideOver: rule.lengthOver,
          lengthPlusGirthOver: rule.lengthPlusGirthOver,
        });
        break;
      case 'insurance':
        result.insurance = {
          id: rule.id,
          description: rule.description,
          documentsCents: toCents(rule.documents.amount),
          documentsCoverage: rule.documents.coverage,
          includedCoverage: rule.parcels.includedCoverage,
          per: rule.parcels.per,
          ratePerCents: toCents(rule.parcels.ratePer),
          minimumCents: toCents(rule.parcels.minimum),
        };
        break;
      case 'directSignature':
        result.directSignature = flat(rule);
        break;
      case 'neutralDelivery':
        result.neutralDelivery = flat(rule);
        break;
      case 'dutiesPaidByShipper':
        result.dutiesPaidByShipper = flat(rule);
        break;
      case 'signature':
        result.signature = flat(rule.signature);
        result.adultSignature = flat(rule.adultSignature);
        break;
      case 'pickup':
        result.pickup = {
          id: rule.id,
          description: rule.description,
          residentialCents: toCents(rule.residentialAmount),
          commercialCents: toCents(rule.commercialAmount),
        };
        break;
    }
  }
  result.pieceRules = pieceRules;
  result.groupCount = groups.length;
  return result;
}

const PIECE_RULE_KINDS: Record<PieceRuleKind, true> = {
  overweight: true,
  oversized: true,
  nonConveyable: true,
  largePackage: true,
  overMaximum: true,
};
