import { describe, expect, it } from 'vitest';
import { parseNumberInput } from './numberInput';

describe('number inputs (spec 01 §5)', () => {
  it.each([
    ['rejects negatives', '-12', 'weight', 12],
    ['rejects slashes', '1/2', 'quantity', 12],
    ['floors a decimal quantity', '3.9', 'quantity', 3],
    ['keeps 2 decimals of currency', '19.999', 'currency', 19.99],
    ['keeps 3 decimals of weight', '2.34567', 'weight', 2.345],
    ['reads a leading point', '.5', 'weight', 0.5],
    ['leaves an empty field empty', ' ', 'weight', null],
  ] as const)('%s', (_rule, text, kind, expected) => {
    expect(parseNumberInput(text, kind)).toBe(expected);
  });
});
