import { describe, expect, it } from 'vitest';
import { currencyTable, findCurrency, fromUsd } from './currencyTable';

describe('the sandbox currency table', () => {
  it('holds USD at 1 and the currencies a shipper is offered', () => {
    expect(findCurrency('USD')?.perUsd).toBe(1);
    for (const code of ['EUR', 'GBP', 'CAD', 'MXN', 'AUD', 'JPY', 'CNY']) {
      expect(findCurrency(code)?.perUsd, code).toBeGreaterThan(0);
    }
    expect(new Set(currencyTable.map((row) => row.code)).size).toBe(currencyTable.length);
  });

  it('finds a currency in any case and converts from USD with it', () => {
    expect(findCurrency('eur')?.code).toBe('EUR');
    expect(findCurrency('XXX')).toBeUndefined();
    expect(fromUsd(100, 'EUR')).toBeCloseTo(100 * findCurrency('EUR')!.perUsd, 10);
    expect(() => fromUsd(1, 'XXX')).toThrow(RangeError);
  });
});
