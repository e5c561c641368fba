import type { MeasurementSystem } from '../contract/quote';

/** spec 01 §9 conversions: 2.205 lb per kg, 2.54 cm per inch. */
export const LB_PER_KG = 2.205;
export const CM_PER_IN = 2.54;

export type WeightUnit = 'lb' | 'kg';
export type LengthUnit = 'in' | 'cm';

export const kgToLb = (kg: number): number => kg * LB_PER_KG;
export const lbToKg = (lb: number): number => lb / LB_PER_KG;
export const cmToIn = (cm: number): number => cm / CM_PER_IN;
export const inToCm = (inches: number): number => inches * CM_PER_IN;

export interface UnitPair {
  weight: WeightUnit;
  length: LengthUnit;
}

/** Imperial is lb/in, metric kg/cm. */
export function unitsOf(system: MeasurementSystem): UnitPair {
  return system === 'metric' ? { weight: 'kg', length: 'cm' } : { weight: 'lb', length: 'in' };
}

export function convertWeight(value: number, from: WeightUnit, to: WeightUnit): number {
  if (from === to) return value;
  return from === 'kg' ? kgToLb(value) : lbToKg(value);
}

export function convertLength(value: number, from: LengthUnit, to: LengthUnit): number {
  if (from === to) return value;
  return from === 'cm' ? cmToIn(value) : inToCm(value);
}

/** Rounds to a number of decimals without binary noise (weights 3 decimals, money 2). */
export function roundTo(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * f) / f;
}

/** Labels as the quote screen words them ("lbs|kgs", "inch|cm", spec 02 §5). */
export const weightLabel = (unit: WeightUnit): string => (unit === 'lb' ? 'lbs' : 'kgs');
export const lengthLabel = (unit: LengthUnit): string => (unit === 'in' ? 'inch' : 'cm');
