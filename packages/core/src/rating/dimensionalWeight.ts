/**
 * Dimensional weight (spec 01 §9; docs/carriers.md#dimensional-weight): dimensions rounded as the carrier does, then
 * length x width x height / divisor: 139 in³/lb international, 166 in³/lb domestic, 5000 cm³/kg.
 */

export type DimensionRounding = 'nearest' | 'up' | 'none';

// Unit conversions leave binary noise (50.8 cm / 2.54 = 20.000000000000004 in); a tolerance far
// below any real measurement keeps 20 in from rounding up to 21.
const TOLERANCE = 1e-9;

/** UPS and FedEx round to the nearest inch with x.5 going up; "up" rounds any fraction up. */
export function roundDimension(value: number, rounding: DimensionRounding): number {
  if (rounding === 'nearest') return Math.floor(value + 0.5 + TOLERANCE);
  if (rounding === 'up') return Math.ceil(value - TOLERANCE);
  return value;
}

/**
 * The unrounded dimensional weight of one piece from dimensions already rounded; 0 when the volume
 * is at or below `minVolume` (some rate guides weigh small parcels by actual weight only).
 */
export function dimensionalWeight(
  length: number,
  width: number,
  height: number,
  divisor: number,
  minVolume = 0,
): number {
  const volume = length * width * height;
  return volume > minVolume ? volume / divisor : 0;
}

/** Rounds a weight up to the next multiple of `step` (1 lb, 0.5 kg), tolerant of conversion noise. */
export function ceilToStep(value: number, step: number): number {
  if (value <= 0) return 0;
  const steps = Math.ceil(value / step - TOLERANCE);
  return Math.round(steps * step * 1e6) / 1e6;
}
