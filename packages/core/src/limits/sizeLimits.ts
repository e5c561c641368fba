import type { LengthUnit } from '../units/index';
import type { CarrierLimits } from './index';

/** A carrier's size limits (spec 01 §9) in one length unit; infinite where the carrier has none. */
export interface SizeLimits {
  readonly maxLength: number;
  readonly maxLengthPlusGirth: number;
  /** DHL's box, largest side first; null when the carrier checks length and girth instead. */
  readonly maxDimensions: readonly [number, number, number] | null;
}

// Unit conversions and sums leave binary noise (a side typed in cm, a girth summed from decimals);
// a tolerance far below any real measurement keeps a box exactly at the limit within it.
const TOLERANCE = 1e-9;

/** The limits of `limits` in `unit`, ready for exceedsSizeLimits (compute once, check often). */
export function sizeLimitsIn(limits: CarrierLimits, unit: LengthUnit): SizeLimits {
  const box = limits.maxDimensions?.[unit];
  return {
    maxLength: limits.maxLength?.[unit] ?? Number.POSITIVE_INFINITY,
    maxLengthPlusGirth: limits.maxLengthPlusGirth?.[unit] ?? Number.POSITIVE_INFINITY,
    maxDimensions: box ? ([...box].sort((a, b) => b - a) as [number, number, number]) : null,
  };
}

/**
 * One box over a carrier's size limits (spec 01 §9, "Your package exceeds the maximum size
 * constraints"). DHL: the sorted sides against its sorted 118x78x63 in (300x200x160 cm) box. UPS
 * and FedEx: the longest side (108 in) and length plus girth, the longest side plus twice the
 * other two (165 in). The one rule for the draft, the standalone quote and the rating engine.
 */
export function exceedsSizeLimits(
  length: number,
  width: number,
  height: number,
  limits: SizeLimits,
): boolean {
  const longest = Math.max(length, width, height);
  const shortest = Math.min(length, width, height);
  const middle = length + width + height - longest - shortest;
  if (longest > limits.maxLength + TOLERANCE) return true;
  if (longest + 2 * (middle + shortest) > limits.maxLengthPlusGirth + TOLERANCE) return true;
  const box = limits.maxDimensions;
  return (
    box !== null &&
    (longest > box[0] + TOLERANCE || middle > box[1] + TOLERANCE || shortest > box[2] + TOLERANCE)
  );
}
