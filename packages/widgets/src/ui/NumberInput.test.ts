import { describe, expect, it } from 'vitest';
import { parseNumber } from './NumberInput';

describe('parseNumber', () => {
  it('reads blank as not entered', () => {
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('   ')).toBeNull();
  });

  it('reads a decimal point or a decimal comma', () => {
    expect(parseNumber('2.5')).toBe(2.5);
    expect(parseNumber('0,22')).toBe(0.22);
  });

  it('gives NaN for text that is not a number, so the rules answer with their message', () => {
    expect(parseNumber('abc')).toBeNaN();
  });
});
