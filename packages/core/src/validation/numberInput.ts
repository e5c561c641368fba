/**
 * Number inputs of spec 01 §5 and spec 03 §5: negatives and slashes are rejected as typed, a
 * quantity is a whole number (decimals floored), currency keeps 2 decimals and weight 3. Returns
 * the number the field holds, or null when nothing numeric is left.
 */
export type NumberInputKind = 'quantity' | 'currency' | 'weight' | 'dimension';

const DECIMALS: Record<NumberInputKind, number> = { quantity: 0, currency: 2, weight: 3, dimension: 2 };

export function parseNumberInput(text: string, kind: NumberInputKind): number | null {
  // Minus signs and slashes are dropped as typed; so is anything else that is not a digit or a point.
  const cleaned = text.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = cleaned.split('.');
  const fraction = rest.join('').slice(0, DECIMALS[kind]);
  const normalised = fraction === '' ? whole : `${whole || '0'}.${fraction}`;
  if (normalised === '') return null;
  const value = Number(normalised);
  if (!Number.isFinite(value)) return null;
  return kind === 'quantity' ? Math.floor(value) : value;
}
