import { ceilToStep, type DimensionRounding, dimensionalWeight, roundDimension } from './dimensionalWeight';

export interface PieceSize {
  weight: number;
  length: number;
  width: number;
  height: number;
}

export interface BillableWeightRules {
  dimDivisor: number;
  dimMinVolume: number;
  roundDimensions: DimensionRounding;
  /** The tariff's weight step (1 lb, 0.5 kg). */
  step: number;
  /** Documents are rated by actual weight; dimensional weight is for parcels. */
  useDimensions: boolean;
}

/**
 * The billable weight of one piece (spec 01 §9; docs/carriers.md#billable-weight): the larger of its actual weight and
 * its dimensional weight, each rounded up to the tariff's weight step.
 */
export function pieceBillableWeight(piece: PieceSize, rules: BillableWeightRules): number {
  return explainPieceWeight(piece, rules).billableWeight;
}

/** Which weight a piece is billed by (spec 01 §9): its actual weight, its dimensional weight, or a surcharge's minimum. */
export type BillableWeightBasis = 'actual' | 'dimensional' | 'minimum';

/** One piece's billable weight with its parts, for the quote inspection (explain mode of rateTariff). */
export interface PieceWeightExplanation {
  /** Actual weight rounded up to the tariff's step. */
  actualWeight: number;
  /** Dimensional weight rounded up to the step; null for documents (rated by actual weight). */
  dimensionalWeight: number | null;
  billableWeight: number;
  basis: BillableWeightBasis;
}

/**
 * A piece's billable weight with its parts (pieceBillableWeight is its total). Dimensional weight wins only when it
 * is heavier; a tie is billed as actual weight.
 */
export function explainPieceWeight(piece: PieceSize, rules: BillableWeightRules): PieceWeightExplanation {
  const actual = ceilToStep(piece.weight, rules.step);
  if (!rules.useDimensions) {
    return { actualWeight: actual, dimensionalWeight: null, billableWeight: actual, basis: 'actual' };
  }
  const dim = ceilToStep(
    dimensionalWeight(
      roundDimension(piece.length, rules.roundDimensions),
      roundDimension(piece.width, rules.roundDimensions),
      roundDimension(piece.height, rules.roundDimensions),
      rules.dimDivisor,
      rules.dimMinVolume,
    ),
    rules.step,
  );
  return dim > actual
    ? { actualWeight: actual, dimensionalWeight: dim, billableWeight: dim, basis: 'dimensional' }
    : { actualWeight: actual, dimensionalWeight: dim, billableWeight: actual, basis: 'actual' };
}

/** A shipment's billable weight: each piece's billable weight times its quantity, summed. */
export function shipmentBillableWeight(
  pieces: readonly (PieceSize & { quantity: number })[],
  rules: BillableWeightRules,
): number {
  let total = 0;
  for (const piece of pieces) total += pieceBillableWeight(piece, rules) * piece.quantity;
  return Math.round(total * 1e6) / 1e6;
}
