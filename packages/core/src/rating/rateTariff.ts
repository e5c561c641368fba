import { exceedsSizeLimits } from '../limits/index';
import { type BillableWeightRules, pieceBillableWeight } from './billableWeight';
import { addBusinessDays } from './businessDays';
import type { CompiledService, CompiledTariff, FlatFee } from './compileTariff';
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
export function rateTariff(tariff: CompiledTariff, shipment: ShipmentToRate): RatedService[] {
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

  for (const piece of shipment.pieces) {
    const quantity = piece.quantity;
    if (quantity <= 0) continue;
    const weight = piece.weight;
    if (weight > limits.pieceWeight + TOLERANCE) return [];
    totalActual += weight * quantity;

    let pieceBillable = pieceBillableWeight(piece, weightRules);
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
          if (pieceBillable < rule.minimumBillableWeight) pieceBillable = rule.minimumBillableWeight;
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
  let sharedCents = 0;
  const add = (fee: RatedFee) => {
    shared.push(fee);
    sharedCents += fee.cents;
  };
  if (shipment.residential && surcharges.residential)
    add(feeOf(surcharges.residential, surcharges.residential.cents));
  const remote = surcharges.remoteArea;
  if (shipment.remoteArea && remote) {
    const cents = Math.round(remote.perUnitCents * totalBillable);
    add({
      id: remote.id,
      description: remote.description,
      cents: Math.max(cents, remote.minimumCents),
    });
  }
  for (let r = 0; r < rules.length; r++) {
    const count = ruleCounts[r]!;
    if (count > 0) add(feeOf(rules[r]!, rules[r]!.cents * count));
  }
  if (insurance) {
    // Documents: one fixed fee for a fixed coverage. Parcels: per box when boxes carry declared
    // values (domestic, spec 01 §3), else on the shipment's insured value.
    let cents = 0;
    if (isDocuments) cents = shipment.insuredValue > 0 ? insurance.documentsCents : 0;
    else if (declaredValueTotal > 0) cents = insurancePieceCents;
    else if (shipment.insuredValue > 0) cents = parcelInsuranceCents(insurance, shipment.insuredValue);
    if (cents > 0) add({ id: insurance.id, description: insurance.description, cents });
  }
  if (shipment.directSignature && surcharges.directSignature)
    add(feeOf(surcharges.directSignature, surcharges.directSignature.cents));
  // Neutral delivery and DDP are services of dutiable shipments only (spec 01 §2): not documents.
  if (!isDocuments && shipment.neutralDelivery && surcharges.neutralDelivery)
    add(feeOf(surcharges.neutralDelivery, surcharges.neutralDelivery.cents));
  if (!isDocuments && shipment.dutiesPaidByShipper && surcharges.dutiesPaidByShipper)
    add(feeOf(surcharges.dutiesPaidByShipper, surcharges.dutiesPaidByShipper.cents));
  const signature =
    shipment.signature === 2
      ? surcharges.signature
      : shipment.signature === 3
        ? surcharges.adultSignature
        : null;
  if (signature) add(feeOf(signature, signature.cents));
  const pickup = surcharges.pickup;
  if (pickup && shipment.pickup !== 'none') {
    const cents = shipment.pickup === 'residential' ? pickup.residentialCents : pickup.commercialCents;
    if (cents > 0) add({ id: pickup.id, description: pickup.description, cents });
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
    const shortfall = lowest - (optimalBase + sharedCents + optimalFuel);
    if (shortfall > 0) optimalBase += shortfall;
    const fees: readonly RatedFee[] =
      optimalFuel > 0 && tariff.fuel
        ? [...shared, { id: tariff.fuel.id, description: tariff.fuel.description, cents: optimalFuel }]
        : shared;
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
    });
  }
  return results;
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
