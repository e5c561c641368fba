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
  const actual = ceilToStep(piece.weight, rules.step);
  if (!rules.useDimensions) return actual;
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
  return Math.max(actual, dim);
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
