import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonOf, serializeOnce, stringifyWithRemembered } from './serializedJson';

describe('JSON serialised once', () => {
  it('gives the same text as JSON.stringify, remembered or not', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), fc.array(fc.jsonValue()), (object, list) => {
        const remembered = serializeOnce([...list]);
        const value = { ...object, rates: remembered };
        expect(JSON.parse(stringifyWithRemembered(value))).toEqual(JSON.parse(JSON.stringify(value)));
        expect(jsonOf(remembered)).toBe(JSON.stringify(list));
      }),
    );
  });

  it('reuses the remembered text instead of serialising again', () => {
    const rates = serializeOnce([{ amount: 1 }]);
    rates.push({ amount: 2 });
    expect(jsonOf(rates)).toBe('[{"amount":1}]');
    expect(stringifyWithRemembered({ success: true, rates, skipped: undefined })).toBe(
      '{"success":true,"rates":[{"amount":1}]}',
    );
  });
});
