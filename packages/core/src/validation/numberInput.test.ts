import { describe, expect, it } from 'vitest';
import { formatNumberInput, parseNumberInput, readNumberInput } from './numberInput';

describe('number inputs (spec 01 §5)', () => {
  it.each([
    ['rejects negatives', '-12', 'weight', 12],
    ['rejects slashes', '1/2', 'quantity', 12],
    ['floors a decimal quantity', '3.9', 'quantity', 3],
    ['keeps 2 decimals of currency', '19.999', 'currency', 19.99],
    ['keeps 3 decimals of weight', '2.34567', 'weight', 2.345],
    ['reads a leading point', '.5', 'weight', 0.5],
    ['reads thousands separators as a US shipper writes them', '1,000', 'currency', 1000],
    ['reads grouped amounts with cents', '12,345.67', 'currency', 12345.67],
    ['leaves an empty field empty', ' ', 'weight', null],
  ] as const)('%s', (_rule, text, kind, expected) => {
    expect(parseNumberInput(text, kind)).toBe(expected);
  });

  it.each([
    ['letters', 'abc', 'currency'],
    ['an exponent', '1e3', 'weight'],
    ['a decimal comma in en-US', '0,5', 'weight'],
    ['a misplaced group', '1,00', 'currency'],
    ['two points', '1.2.3', 'dimension'],
    ['a lone point', '.', 'weight'],
  ] as const)('does not guess at %s: the value cannot be read', (_what, text, kind) => {
    expect(readNumberInput(text, kind).value).toBeNaN();
    expect(readNumberInput(text, kind).text).toBe(text);
    expect(parseNumberInput(text, kind)).toBeNull();
  });

  it('drops what the field rejects from the text it shows', () => {
    expect(readNumberInput('-5', 'weight')).toEqual({ text: '5', value: 5 });
    expect(readNumberInput('2.34567', 'weight')).toEqual({ text: '2.345', value: 2.345 });
    expect(readNumberInput('2.7', 'quantity')).toEqual({ text: '2.7', value: 2 });
  });

  it('reads the locale set for the form', () => {
    expect(parseNumberInput('1.000,5', 'currency', 'de-DE')).toBe(1000.5);
    expect(parseNumberInput('0,5', 'weight', 'de-DE')).toBe(0.5);
    expect(parseNumberInput('1 000,25', 'currency', 'fr-FR')).toBe(1000.25);
  });

  it('shows a stored number grouped, a quantity floored', () => {
    expect(formatNumberInput(1000, 'currency')).toBe('1,000');
    expect(formatNumberInput(2.7, 'quantity')).toBe('2');
    expect(formatNumberInput(5.0004, 'weight')).toBe('5');
    expect(formatNumberInput(null, 'weight')).toBe('');
  });
});
