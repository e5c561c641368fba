import { describe, expect, it } from 'vitest';
import { dhlCheckDigit, fedexCheckDigit, upsCharacterValue, upsCheckDigit } from './checkDigits';
import {
  isValidDhlWaybillNumber,
  isValidFedexTrackingNumber,
  isValidUpsTrackingNumber,
} from './trackingNumbers';

// The carriers' test numbers as jkeen/tracking_number_data lists them (docs/carriers.md#sources).
const VECTORS = {
  UPS: {
    valid: [
      '1Z5R89390357567127',
      '1Z879E930346834440',
      '1Z410E7W0392751591',
      '1Z8V92A70367203024',
      '1Z999AA10123456784',
    ],
    invalid: ['2Z5R89390357567127', '1A5R89390357567127', '1Z1111111111111111'],
  },
  FEDEX: {
    valid: [
      '986578788855',
      '477179081230',
      '799531274483',
      '790535312317',
      ' 7 9 0 5 3 5 3 1 2 3 1 7 ',
      '974367662710',
    ],
    invalid: ['996578788855'],
  },
  DHL: {
    valid: ['3318810025', '8487135506', '1099255990', '3821724944', '3318810036', '3318810014'],
    invalid: ['3318810010', '3318810034', '3318810011'],
  },
};

describe('UPS 1Z check digit (docs/carriers.md#tracking-numbers)', () => {
  it('maps letters as UPS does: A→2, B→3 … I→0 … Z→7', () => {
    expect([...'ABIJSZ'].map(upsCharacterValue)).toEqual([2, 3, 0, 1, 0, 7]);
    expect(upsCharacterValue('7')).toBe(7);
  });
  it('gives 4 for the published example 1Z999AA10123456784', () => {
    expect(upsCheckDigit('999AA1012345678')).toBe(4);
  });
  it('accepts every published valid number and refuses every invalid one', () => {
    for (const n of VECTORS.UPS.valid) expect(isValidUpsTrackingNumber(n), n).toBe(true);
    for (const n of VECTORS.UPS.invalid) expect(isValidUpsTrackingNumber(n), n).toBe(false);
  });
  it('refuses to compute a digit over something that is not 15 letters or digits', () => {
    expect(() => upsCheckDigit('999AA10123')).toThrow(RangeError);
    expect(() => upsCheckDigit('999AA101234567-')).toThrow(RangeError);
  });
});

describe('FedEx Express 12 check digit', () => {
  it('weights 3, 1, 7 from the left and takes (sum mod 11) mod 10', () => {
    expect(fedexCheckDigit('98657878885')).toBe(5);
  });
  it('accepts every published valid number and refuses every invalid one', () => {
    for (const n of VECTORS.FEDEX.valid) expect(isValidFedexTrackingNumber(n), n).toBe(true);
    for (const n of VECTORS.FEDEX.invalid) expect(isValidFedexTrackingNumber(n), n).toBe(false);
  });
});

describe('DHL Express waybill check digit', () => {
  it('is the first nine digits mod 7', () => {
    expect(dhlCheckDigit('331881002')).toBe(5);
  });
  it('accepts every published valid number and refuses every invalid one', () => {
    for (const n of VECTORS.DHL.valid) expect(isValidDhlWaybillNumber(n), n).toBe(true);
    for (const n of VECTORS.DHL.invalid) expect(isValidDhlWaybillNumber(n), n).toBe(false);
  });
});
