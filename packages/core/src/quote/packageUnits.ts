import type { MeasurementSystem } from '../contract/quote';
import { convertLength, convertWeight, roundTo, unitsOf } from '../units/index';

/** Anything with a weight and three sides: a quote row or a request piece. */
export interface Measured {
  weight?: number | null;
  length?: number | null;
  width?: number | null;
  height?: number | null;
}

const WEIGHT_DECIMALS = 3; // spec 01 §5: weight allows 3 decimals
const LENGTH_DECIMALS = 2;

function convert(
  value: number | null | undefined,
  change: (v: number) => number,
  decimals: number,
): number | null | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? roundTo(change(value), decimals) : value;
}

/**
 * A package's weight and sides in another measurement system (lb/in <-> kg/cm, spec 01 §9),
 * rounded as the inputs allow. Empty values stay empty; everything else on the object is kept.
 */
export function convertPackageUnits<T extends Measured>(
  piece: T,
  from: MeasurementSystem,
  to: MeasurementSystem,
): T {
  if (from === to) return piece;
  const a = unitsOf(from);
  const b = unitsOf(to);
  const length = (v: number) => convertLength(v, a.length, b.length);
  return {
    ...piece,
    weight: convert(piece.weight, (v) => convertWeight(v, a.weight, b.weight), WEIGHT_DECIMALS),
    length: convert(piece.length, length, LENGTH_DECIMALS),
    width: convert(piece.width, length, LENGTH_DECIMALS),
    height: convert(piece.height, length, LENGTH_DECIMALS),
  };
}
