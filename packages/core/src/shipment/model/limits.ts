import type { CarrierCode } from '../../contract/rate';
import {
  CARRIER_LIMITS,
  type CarrierLimits,
  DOCUMENT_LIMITS,
  defaultCarrierFor,
  exceedsSizeLimits,
  sizeLimitsIn,
} from '../../limits/index';
import { unitsOf, type WeightUnit } from '../../units/index';
import type { Draft } from './draftSchema';
import { isDomestic } from './flags';
import { isPackageEmpty } from './lineRules';
import type { DraftPackage } from './shipmentDetailsSchema';

/** Carriers with published limits (spec 01 §9); customer-routed shipments have none of ours. */
export type LimitedCarrier = keyof typeof CARRIER_LIMITS;

/** spec 01 §1: international defaults to DHL, domestic to UPS. */
export function defaultCarrier(draft: Draft): LimitedCarrier {
  return defaultCarrierFor(isDomestic(draft));
}

/** The carrier whose limits apply: the chosen rate's carrier, else the default for the route. */
export function limitCarrier(draft: Draft, carrier?: CarrierCode | null): LimitedCarrier {
  return carrier && carrier !== 'customer_routed' ? carrier : defaultCarrier(draft);
}

/** The document weight limit in the draft's unit: 5 lb or 2.26796 kg (spec 01 §9). */
export function documentWeightLimit(draft: Pick<Draft, 'measurementSystem'>): number {
  return draft.measurementSystem === 'metric'
    ? DOCUMENT_LIMITS.documentMax.kg
    : DOCUMENT_LIMITS.documentMax.lb;
}

/** Documents over 5 lb must ship as a product (spec 01 §9). */
export function isDocumentOverWeight(draft: Draft): boolean {
  const docs = draft.shipmentDetails.documents;
  return (
    docs.isDocumentWeightAboveHalfPound === true &&
    docs.documentWeight !== null &&
    docs.documentWeight > documentWeightLimit(draft)
  );
}

const weightUnit = (draft: Pick<Draft, 'measurementSystem'>): WeightUnit =>
  unitsOf(draft.measurementSystem).weight;

/** One box over the carrier's per-piece weight ("Weight limit is exceeded"). */
export function isPackageOverWeight(p: DraftPackage, limits: CarrierLimits, unit: WeightUnit): boolean {
  return p.weight !== null && p.weight > limits.pieceWeight[unit];
}

/** One box over the carrier's size limits ("Your package exceeds the maximum size constraints"). */
export function isPackageOverSize(
  p: DraftPackage,
  limits: CarrierLimits,
  system: Draft['measurementSystem'],
): boolean {
  if (p.length === null || p.width === null || p.height === null) return false;
  return exceedsSizeLimits(p.length, p.width, p.height, sizeLimitsIn(limits, unitsOf(system).length));
}

/** Total weight: the sum of number of packages times weight (spec 01 §5), in the draft's unit. */
export function totalWeight(draft: Draft): number {
  if (draft.isDocumentsShipment) {
    const docs = draft.shipmentDetails.documents;
    return (docs.numberOfPackages ?? 1) * (docs.documentWeight ?? 0);
  }
  return draft.shipmentDetails.products.packages
    .filter((p) => !isPackageEmpty(p))
    .reduce((sum, p) => sum + (p.numberOfPackages ?? 1) * (p.weight ?? 0), 0);
}

export interface FreightQualification {
  /** Which limit was passed: the carrier's total, or its per-piece limit. */
  reason: 'total' | 'piece';
  limit: number;
  unit: WeightUnit;
}

/**
 * The freight thresholds (spec 01 §5): a products shipment whose total weight passes the carrier's
 * total (DHL 6600 lb / 3000 kg, UPS and FedEx 1000 lb / 450 kg) or with a piece over the per-piece
 * limit qualifies as a freight quote. The total is reported first, as it names the bigger problem.
 */
export function freightQualification(
  draft: Draft,
  carrier?: CarrierCode | null,
): FreightQualification | null {
  if (draft.isDocumentsShipment) return null;
  const limits = CARRIER_LIMITS[limitCarrier(draft, carrier)];
  const unit = weightUnit(draft);
  if (totalWeight(draft) > limits.totalWeight[unit]) {
    return { reason: 'total', limit: limits.totalWeight[unit], unit };
  }
  const pieces = draft.shipmentDetails.products.packages;
  if (pieces.some((p) => isPackageOverWeight(p, limits, unit))) {
    return { reason: 'piece', limit: limits.pieceWeight[unit], unit };
  }
  return null;
}
