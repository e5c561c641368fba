import { exceedsSizeLimits } from '../limits/index';
import { formatMessage, type MessageParams } from '../messages/index';
import { inspectionMessages } from '../messages/inspection';
import { type BillableWeightBasis, type BillableWeightRules, explainPieceWeight } from './billableWeight';
import { addBusinessDays } from './businessDays';
import type { CompiledPieceRule, CompiledService, CompiledTariff, FlatFee } from './compileTariff';
import { roundDimension } from './dimensionalWeight';
import { formatEpochDay, parseEpochDay } from './epochDay';
import { discountOf, MAX_ACCOUNT_DISCOUNT, type PriceClass } from './priceClass';

/** A line of identical pieces, in the tariff's units (the gateway converts the request). */
export interface PieceToRate {
  quantity: number;
  weight: number;
  length: number;
  width: number;
  height: number;
  /** Domestic declared value of each box (spec 01 §3), in the tariff's currency. */
  declaredValue?: number | null;
}

/** A shipment as one tariff rates it: units and currency are the tariff's, the zone is already known. */
export interface ShipmentToRate {
  zone: string;
  /** Documents take the documents and express-envelope services; parcels the others. */
  kind: 'parcel' | 'documents';
  pieces: readonly PieceToRate[];
  /** The destination is a residence. */
  residential: boolean;
  /** The destination lies in a listed remote / extremely rural area. */
  remoteArea: boolean;
  /** Insured value of the shipment (0 for none), in the tariff's currency. */
  insuredValue: number;
  directSignature: boolean;
  neutralDelivery: boolean;
  /** DDP: duties and taxes billed to the shipper. */
  dutiesPaidByShipper: boolean;
  /** Domestic signature option: 2 = signature, 3 = adult signature. */
  signature: 0 | 2 | 3;
  /** A new pickup is requested at a residential or commercial address, or none is. */
  pickup: 'none' | 'residential' | 'commercial';
  /** "yyyy-MM-dd"; the first business day on or after it is the day the shipment leaves. */
  shipDate: string;
  priceClass: PriceClass;
}

/** A fee in cents (hundredths of the tariff's currency). */
export interface RatedFee {
  readonly id: string;
  readonly description: string;
  readonly cents: number;
}

/** One service's price for a shipment. Amounts are cents of the tariff's currency. */
export interface RatedService {
  readonly service: CompiledService;
  readonly zone: string;
  readonly billableWeight: number;
  /** List price: transportation, surcharges and fuel on the list transportation charge. */
  readonly retailCents: number;
  readonly retailBaseCents: number;
  /** What the caller pays: base after the price class's discount, plus every fee below. */
  readonly optimalCents: number;
  readonly optimalBaseCents: number;
  /** The visible fees of the optimal price (surcharges, then fuel); optimal = optimalBase + sum of these. */
  readonly fees: readonly RatedFee[];
  readonly transitDays: number;
  /** yyyy-MM-dd, in business days from the ship date. */
  readonly estimatedDelivery: string;
  readonly latestPickupTime: string;
  readonly latestPickupScheduleByTime: string;
  /** Why this price, line by line: only in explain mode (`rateTariff(…, { explain: true })`). */
  readonly explanation?: RateExplanation;
}

export interface RateTariffOptions {
  /**
   * Explain mode (the quote inspection, /inspection/{id}): each rate also carries its tariff lines
   * and the reason for each. Off on the quoting path, which only pays for a flag test.
   */
  explain?: boolean;
}

/** One line of the price: what was charged or taken off, by which rule, in cents of the tariff's currency. */
export interface TariffLine {
  readonly kind: 'transportation' | 'discount' | 'minimumPrice' | 'rounding' | 'surcharge' | 'fuel';
  readonly id: string;
  readonly description: string;
  /** The rule that produced the line, with the figures it used. */
  readonly rule: string;
  readonly cents: number;
}

/** One line of identical pieces and how it is billed. */
export interface PieceBilling {
  readonly quantity: number;
  /** Actual weight of one piece rounded up to the tariff's step. */
  readonly actualWeight: number;
  /** Dimensional weight of one piece rounded up to the step; null for documents. */
  readonly dimensionalWeight: number | null;
  /** The weight one piece is billed by. */
  readonly billableWeight: number;
  readonly basis: BillableWeightBasis;
  /** Why: actual, dimensional (with the divisor) or a surcharge's minimum. */
  readonly reason: string;
}

export interface RateExplanation {
  readonly tariffId: string;
  readonly zone: string;
  readonly weightUnit: 'lb' | 'kg';
  readonly pieces: readonly PieceBilling[];
  /** Transportation at list price, the price class's discount, a raise to the 60% floor: they sum to optimalBaseCents. */
  readonly baseLines: readonly TariffLine[];
  /** Why each of the rate's `fees` was charged, in the same order (surcharges, then fuel). */
  readonly feeRules: readonly FeeRule[];
}

export interface FeeRule {
  readonly kind: 'surcharge' | 'fuel';
  readonly rule: string;
}

/** A rate's tariff lines, base lines then fees: they add up to its optimalCents. */
export function tariffLinesOf(rated: RatedService): TariffLine[] {
  const explanation = rated.explanation;
  if (!explanation) throw new TypeError('The rate was not rated in explain mode');
  return [
    ...explanation.baseLines,
    ...rated.fees.map<TariffLine>((fee, i) => ({
      kind: explanation.feeRules[i]?.kind ?? 'surcharge',
      id: fee.id,
      description: fee.description,
      rule: explanation.feeRules[i]?.rule ?? '',
      cents: fee.cents,
    })),
  ];
}

const TOLERANCE = 1e-9;
const NO_GROUP_WINNER = -1;

// Scratch space reused across calls (JavaScript runs one rating at a time): per piece rule, the
// number of pieces it charges, and per exclusive group, the winning rule for the current piece.
let ruleCounts = new Float64Array(8);
let groupWinners = new Int32Array(4);

function feeOf(fee: FlatFee, cents: number): RatedFee {
  return { id: fee.id, description: fee.description, cents };
}

/**
 * Rates a shipment with every service of one tariff that carries it (spec 01 §9): billable weight,
 * the zone's weight-break price, each surcharge as a visible fee, the price class's discount, fuel,
 * transit and estimated delivery. Services the shipment does not fit (kind, residential-only,
 * zone not served, weight over the table) are left out; over a carrier limit, all are.
 */
export function rateTariff(
  tariff: CompiledTariff,
  shipment: ShipmentToRate,
  options: RateTariffOptions = {},
): RatedService[] {
  const explain = options.explain === true;
  const zoneIndex = tariff.zoneIndex.get(shipment.zone);
  if (zoneIndex === undefined) return [];
  const shipDay = parseEpochDay(shipment.shipDate);
  if (shipDay === undefined) throw new RangeError(`Ship date ${shipment.shipDate} is not a yyyy-MM-dd day`);

  const isDocuments = shipment.kind === 'documents';
  const billable = tariff.billable;
  const step = isDocuments ? billable.documentStep : billable.parcelStep;
  // The one billable-weight rule (billableWeight.ts), with this tariff's divisor, rounding and step.
  const weightRules: BillableWeightRules = {
    dimDivisor: billable.dimDivisor,
    dimMinVolume: billable.dimMinVolume,
    roundDimensions: billable.roundDimensions,
    step,
    useDimensions: !isDocuments,
  };
  const limits = tariff.limits;
  const surcharges = tariff.surcharges;
  const rules = surcharges.pieceRules;
  if (ruleCounts.length < rules.length) ruleCounts = new Float64Array(rules.length);
  if (groupWinners.length < surcharges.groupCount) groupWinners = new Int32Array(surcharges.groupCount);
  ruleCounts.fill(0, 0, rules.length);

  let totalActual = 0;
  let totalBillable = 0;
  let declaredValueTotal = 0;
  let insurancePieceCents = 0;
  const insurance = surcharges.insurance;
  // Explain mode only: each line of pieces, and per piece rule the reasons it applied.
  const pieceBillings: PieceBilling[] = [];
  const ruleReasons: Set<string>[] = explain ? rules.map(() => new Set<string>()) : [];
  const units = tariff.units;

  for (const piece of shipment.pieces) {
    const quantity = piece.quantity;
    if (quantity <= 0) continue;
    const weight = piece.weight;
    if (weight > limits.pieceWeight + TOLERANCE) return [];
    totalActual += weight * quantity;

    const weights = explainPieceWeight(piece, weightRules);
    let pieceBillable = weights.billableWeight;
    let minimumRule: CompiledPieceRule | null = null;
    if (!isDocuments) {
      // Limits are checked on the measured sizes; surcharges use the sizes rounded as the carrier does.
      if (exceedsSizeLimits(piece.length, piece.width, piece.height, limits)) return [];
      const rounding = billable.roundDimensions;
      const a = roundDimension(piece.length, rounding);
      const b = roundDimension(piece.width, rounding);
      const c = roundDimension(piece.height, rounding);
      const longest = Math.max(a, b, c);
      const lengthPlusGirth = longest + 2 * (a + b + c - longest);

      if (rules.length > 0) {
        groupWinners.fill(NO_GROUP_WINNER, 0, surcharges.groupCount);
        for (let r = 0; r < rules.length; r++) {
          const rule = rules[r]!;
          const applies =
            weight > rule.weightOver ||
            (weight >= rule.weightFrom && weight <= rule.weightTo) ||
            longest > rule.longestSideOver ||
            lengthPlusGirth > rule.lengthPlusGirthOver;
          if (!applies) continue;
          if (pieceBillable < rule.minimumBillableWeight) {
            pieceBillable = rule.minimumBillableWeight;
            minimumRule = rule;
          }
          if (explain) {
            ruleReasons[r]!.add(pieceRuleReason(rule, weight, longest, units));
          }
          if (rule.group < 0) {
            ruleCounts[r]! += quantity;
            continue;
          }
          // One charge per exclusive group and piece: the highest (DHL charges one of overweight,
          // oversize, non-conveyable per piece; UPS one of large package, over maximum).
          const winner = groupWinners[rule.group]!;
          if (winner === NO_GROUP_WINNER || rules[winner]!.cents < rule.cents) groupWinners[rule.group] = r;
        }
        for (let g = 0; g < surcharges.groupCount; g++) {
          const winner = groupWinners[g]!;
          if (winner !== NO_GROUP_WINNER) ruleCounts[winner]! += quantity;
        }
      }
    }
    totalBillable += pieceBillable * quantity;
    if (explain) {
      pieceBillings.push({
        quantity,
        actualWeight: weights.actualWeight,
        dimensionalWeight: weights.dimensionalWeight,
        billableWeight: pieceBillable,
        basis: minimumRule ? 'minimum' : weights.basis,
        reason: minimumRule
          ? say('inspection.basis.minimum', { rule: minimumRule.description })
          : weights.basis === 'dimensional'
            ? say('inspection.basis.dimensional', { divisor: billable.dimDivisor })
            : say('inspection.basis.actual'),
      });
    }

    const declaredValue = piece.declaredValue ?? 0;
    if (insurance && !isDocuments && declaredValue > 0) {
      declaredValueTotal += declaredValue * quantity;
      insurancePieceCents += parcelInsuranceCents(insurance, declaredValue) * quantity;
    }
  }
  if (totalBillable <= 0) return [];
  if (totalActual > limits.totalWeight + TOLERANCE) return [];
  totalBillable = Math.round(totalBillable * 1e6) / 1e6;

  // Fees that do not depend on the service, built once and shared by every rate of this tariff.
  const shared: RatedFee[] = [];
  // Explain mode: why each shared fee was charged (a function, so the quoting path builds no text).
  const sharedRules: FeeRule[] = [];
  let sharedCents = 0;
  const add = (fee: RatedFee, why: () => string) => {
    shared.push(fee);
    sharedCents += fee.cents;
    if (explain) sharedRules.push({ kind: 'surcharge', rule: why() });
  };
  const currency = tariff.currency;
  if (shipment.residential && surcharges.residential)
    add(feeOf(surcharges.residential, surcharges.residential.cents), () =>
      say('inspection.rule.residential'),
    );
  const remote = surcharges.remoteArea;
  if (shipment.remoteArea && remote) {
    const cents = Math.round(remote.perUnitCents * totalBillable);
    add(
      {
        id: remote.id,
        description: remote.description,
        cents: Math.max(cents, remote.minimumCents),
      },
      () =>
        say('inspection.rule.remoteArea', {
          perUnit: money(remote.perUnitCents),
          minimum: money(remote.minimumCents),
          weight: totalBillable,
          unit: units.weight,
          currency,
        }),
    );
  }
  for (let r = 0; r < rules.length; r++) {
    const count = ruleCounts[r]!;
    const rule = rules[r]!;
    if (count > 0)
      add(feeOf(rule, rule.cents * count), () =>
        say('inspection.rule.piece', {
          count,
          amount: money(rule.cents),
          currency,
          reasons: [...(ruleReasons[r] ?? [])].join('; '),
        }),
      );
  }
  if (insurance) {
    // Documents: one fixed fee for a fixed coverage. Parcels: per box when boxes carry declared
    // values (domestic, spec 01 §3), else on the shipment's insured value.
    let cents = 0;
    let why: () => string = () => '';
    const terms = () => ({
      included: insurance.includedCoverage,
      ratePer: money(insurance.ratePerCents),
      per: insurance.per,
      minimum: money(insurance.minimumCents),
      currency,
    });
    if (isDocuments) {
      cents = shipment.insuredValue > 0 ? insurance.documentsCents : 0;
      why = () =>
        say('inspection.rule.insurance.documents', { coverage: insurance.documentsCoverage, currency });
    } else if (declaredValueTotal > 0) {
      cents = insurancePieceCents;
      why = () => say('inspection.rule.insurance.boxes', { value: amount(declaredValueTotal), ...terms() });
    } else if (shipment.insuredValue > 0) {
      cents = parcelInsuranceCents(insurance, shipment.insuredValue);
      why = () =>
        say('inspection.rule.insurance.shipment', { value: amount(shipment.insuredValue), ...terms() });
    }
    if (cents > 0) add({ id: insurance.id, description: insurance.description, cents }, why);
  }
  if (shipment.directSignature && surcharges.directSignature)
    add(feeOf(surcharges.directSignature, surcharges.directSignature.cents), () =>
      say('inspection.rule.directSignature'),
    );
  // Neutral delivery and DDP are services of dutiable shipments only (spec 01 §2): not documents.
  if (!isDocuments && shipment.neutralDelivery && surcharges.neutralDelivery)
    add(feeOf(surcharges.neutralDelivery, surcharges.neutralDelivery.cents), () =>
      say('inspection.rule.neutralDelivery'),
    );
  if (!isDocuments && shipment.dutiesPaidByShipper && surcharges.dutiesPaidByShipper)
    add(feeOf(surcharges.dutiesPaidByShipper, surcharges.dutiesPaidByShipper.cents), () =>
      say('inspection.rule.dutiesPaidByShipper'),
    );
  const signature =
    shipment.signature === 2
      ? surcharges.signature
      : shipment.signature === 3
        ? surcharges.adultSignature
        : null;
  if (signature)
    add(feeOf(signature, signature.cents), () =>
      say(shipment.signature === 3 ? 'inspection.rule.adultSignature' : 'inspection.rule.signature'),
    );
  const pickup = surcharges.pickup;
  if (pickup && shipment.pickup !== 'none') {
    const residentialPickup = shipment.pickup === 'residential';
    const cents = residentialPickup ? pickup.residentialCents : pickup.commercialCents;
    if (cents > 0)
      add({ id: pickup.id, description: pickup.description, cents }, () =>
        say(residentialPickup ? 'inspection.rule.pickup.residential' : 'inspection.rule.pickup.commercial'),
      );
  }

  const discount = discountOf(shipment.priceClass, tariff);
  const zoneCount = tariff.zoneCodes.length;
  const results: RatedService[] = [];
  for (const service of tariff.services) {
    if (isDocuments ? service.shipment === 'parcel' : service.shipment !== 'parcel') continue;
    if (
      service.residential === 'only'
        ? !shipment.residential
        : service.residential === 'excluded' && shipment.residential
    )
      continue;
    const transitDays = service.transitDays[zoneIndex]!;
    if (transitDays < 0 || totalBillable > service.maxWeight + TOLERANCE) continue;
    const retailBase = basePriceCents(service, zoneIndex, zoneCount, totalBillable);
    if (Number.isNaN(retailBase)) continue;

    let optimalBase = Math.round(retailBase * (1 - discount));
    const percent = tariff.fuel ? service.fuelPercent : 0;
    const retailFuel = percent > 0 ? Math.round((retailBase * percent) / 100) : 0;
    const optimalFuel = percent > 0 ? Math.round((optimalBase * percent) / 100) : 0;
    const retailCents = retailBase + sharedCents + retailFuel;
    // Rounding to the cent must not take the caller past the 60% cap (spec 01 §9).
    const lowest = lowestOptimalCents(retailCents);
    const discountedBase = optimalBase;
    const shortfall = lowest - (optimalBase + sharedCents + optimalFuel);
    if (shortfall > 0) optimalBase += shortfall;
    const fees: readonly RatedFee[] =
      optimalFuel > 0 && tariff.fuel
        ? [...shared, { id: tariff.fuel.id, description: tariff.fuel.description, cents: optimalFuel }]
        : shared;
    const explanation = explain
      ? explainRate({
          tariff,
          shipment,
          service,
          totalBillable,
          pieces: pieceBillings,
          retailBase,
          discount,
          discountedBase,
          shortfall: Math.max(shortfall, 0),
          retailCents,
          feeRules:
            fees === shared
              ? sharedRules
              : [...sharedRules, { kind: 'fuel', rule: say('inspection.rule.fuel', { percent }) }],
        })
      : undefined;
    results.push({
      service,
      zone: shipment.zone,
      billableWeight: totalBillable,
      retailCents,
      retailBaseCents: retailBase,
      optimalCents: optimalBase + sharedCents + optimalFuel,
      optimalBaseCents: optimalBase,
      fees,
      transitDays,
      estimatedDelivery: formatEpochDay(addBusinessDays(shipDay, transitDays)),
      latestPickupTime: service.latestPickupTime,
      latestPickupScheduleByTime: service.latestPickupScheduleByTime,
      ...(explanation ? { explanation } : {}),
    });
  }
  return results;
}

/** A text of the inspection catalogue (explain mode only). */
function say(key: keyof typeof inspectionMessages, params?: MessageParams): string {
  return formatMessage(inspectionMessages[key], params);
}

/** Cents of the tariff's currency as an amount with two decimals. */
const money = (cents: number) => (cents / 100).toFixed(2);
/** An amount of the tariff's currency with two decimals. */
const amount = (value: number) => value.toFixed(2);
/** A fraction as a percent, without binary noise (0.35 → 35). */
const percentOf = (fraction: number) => Math.round(fraction * 10_000) / 100;

/** What a piece rule measured on a piece that met it: the threshold it crossed. */
function pieceRuleReason(
  rule: CompiledPieceRule,
  weight: number,
  longest: number,
  units: CompiledTariff['units'],
): string {
  const unit = units.weight;
  const lengthUnit = units.length;
  if (weight > rule.weightOver)
    return say('inspection.rule.piece.weightOver', { limit: rule.weightOver, unit });
  if (weight >= rule.weightFrom && weight <= rule.weightTo)
    return say('inspection.rule.piece.weightBetween', { from: rule.weightFrom, to: rule.weightTo, unit });
  if (longest > rule.longestSideOver)
    return say('inspection.rule.piece.longestSideOver', { limit: rule.longestSideOver, lengthUnit });
  return say('inspection.rule.piece.lengthPlusGirthOver', { limit: rule.lengthPlusGirthOver, lengthUnit });
}

/** The base lines of one service's rate: list transportation, the discount, a raise to the 60% floor. */
function explainRate(parts: {
  tariff: CompiledTariff;
  shipment: ShipmentToRate;
  service: CompiledService;
  totalBillable: number;
  pieces: readonly PieceBilling[];
  retailBase: number;
  discount: number;
  discountedBase: number;
  shortfall: number;
  retailCents: number;
  feeRules: readonly FeeRule[];
}): RateExplanation {
  const { tariff, shipment, service } = parts;
  const baseLines: TariffLine[] = [
    {
      kind: 'transportation',
      id: 'transportation',
      description: service.name,
      rule: say('inspection.rule.transportation', {
        service: service.name,
        weight: parts.totalBillable,
        unit: tariff.units.weight,
        zone: shipment.zone,
        tariff: tariff.id,
      }),
      cents: parts.retailBase,
    },
  ];
  const discountCents = parts.discountedBase - parts.retailBase;
  if (discountCents !== 0) {
    const priceClass = shipment.priceClass;
    const percent = percentOf(parts.discount);
    baseLines.push({
      kind: 'discount',
      id: 'discount',
      description: say(
        priceClass.kind === 'guest' ? 'inspection.line.guestDiscount' : 'inspection.line.accountDiscount',
      ),
      rule:
        priceClass.kind === 'guest'
          ? say('inspection.rule.discount.guest', { percent })
          : priceClass.kind === 'account' && priceClass.discount === undefined
            ? say('inspection.rule.discount.standardAccount', { percent })
            : say('inspection.rule.discount.account', { percent }),
      cents: discountCents,
    });
  }
  if (parts.shortfall > 0) {
    baseLines.push({
      kind: 'minimumPrice',
      id: 'minimumPrice',
      description: say('inspection.line.minimumPrice'),
      rule: say('inspection.rule.minimumPrice', {
        retail: money(parts.retailCents),
        currency: tariff.currency,
      }),
      cents: parts.shortfall,
    });
  }
  return {
    tariffId: tariff.id,
    zone: shipment.zone,
    weightUnit: tariff.units.weight,
    pieces: parts.pieces,
    baseLines,
    feeRules: parts.feeRules,
  };
}

/** The least a caller may pay for a list price: 60% off at most (spec 01 §9), to the cent in the carrier's favour. */
export function lowestOptimalCents(retailCents: number): number {
  return Math.ceil(retailCents * (1 - MAX_ACCOUNT_DISCOUNT) - TOLERANCE);
}

/** Parcel insurance: the included coverage is free, then a rate per started `per` of value, at least the minimum. */
function parcelInsuranceCents(
  insurance: NonNullable<CompiledTariff['surcharges']['insurance']>,
  value: number,
): number {
  const excess = value - insurance.includedCoverage;
  if (excess <= TOLERANCE) return 0;
  const cents = Math.ceil(excess / insurance.per - TOLERANCE) * insurance.ratePerCents;
  return Math.max(cents, insurance.minimumCents);
}

/** The weight-break price of a billable weight in a zone, in cents; NaN where the service has none. */
export function basePriceCents(
  service: CompiledService,
  zoneIndex: number,
  zoneCount: number,
  billableWeight: number,
): number {
  const stepIndex = Math.max(1, Math.round(billableWeight / service.step));
  if (stepIndex <= service.rowCount) return service.table[(stepIndex - 1) * zoneCount + zoneIndex]!;
  const tierCount = service.tierFrom.length;
  if (tierCount === 0) return Number.NaN;
  let cents = service.table[(service.rowCount - 1) * zoneCount + zoneIndex]!;
  for (let i = 0; i < tierCount; i++) {
    const from = service.tierFrom[i]!;
    if (billableWeight <= from) break;
    const to = i + 1 < tierCount ? service.tierFrom[i + 1]! : Number.POSITIVE_INFINITY;
    cents += service.tierPerUnit[i * zoneCount + zoneIndex]! * (Math.min(billableWeight, to) - from);
  }
  return Math.round(cents);
}
