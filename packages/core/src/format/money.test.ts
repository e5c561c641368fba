import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('writes dollars with separators and 2 decimals', () => {
    expect(formatMoney(1234.56, 'USD')).toBe('$1,234.56');
    expect(formatMoney(6.1)).toBe('$6.10');
    expect(formatMoney(0, 'usd')).toBe('$0.00');
  });

  it('writes other currencies with their symbol or code', () => {
    expect(formatMoney(10, 'EUR')).toBe('€10.00');
    expect(formatMoney(10, 'CAD')).toBe('CA$10.00');
  });

  it('shows the empty-rate sentinel for a missing amount (spec 01 §9)', () => {
    expect(formatMoney(null)).toBe('--');
    expect(formatMoney(undefined)).toBe('--');
    expect(formatMoney(Number.NaN)).toBe('--');
  });

  it('shows a currency without cents whole (issue 16: no "¥1,200.00")', () => {
    expect(formatMoney(1200, 'JPY')).toBe('¥1,200');
    expect(formatMoney(1234.56, 'JPY')).toBe('¥1,235');
  });

  it('always shows exactly two decimals of dollars', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), (amount) =>
        /\.\d{2}$/.test(formatMoney(amount)),
      ),
    );
  });
});
