import { describe, expect, it } from 'vitest';
import type { SavedLineItemBody } from '../../contract/items';
import { createValidationContext } from '../../validation/context';
import { normalizeSavedLineItem } from '../model/savedLineItem';
import { savedItem } from '../model/testing/fixtures';
import { validateSavedLineItem } from './savedLineItemRules';

const TODAY = '2026-11-20';

const mug = savedItem;

const check = (body: SavedLineItemBody, unknown: string[] = []) =>
  validateSavedLineItem(
    normalizeSavedLineItem(body, TODAY),
    createValidationContext({ unknownCommodityCodes: new Set(unknown) }),
  );
const at = (errors: ReturnType<typeof check>) =>
  Object.fromEntries(errors.map((e) => [e.propertyPath, e.message]));

describe('saved line item rules (spec 03 §5 "Saved line items", spec 01 §5 "Items")', () => {
  it('passes a complete item', () => {
    expect(check(mug())).toEqual([]);
  });

  it('requires name, commodity code, description, quantity, units, value, weight and country, at the body paths', () => {
    const errors = at(
      check(
        mug({
          nickname: ' ',
          description: '',
          countryOfOrigin: { code: '' },
          commodityCode: { code: '' },
          value: { amount: null, currency: { code: 'USD' } },
          quantity: { amount: null, unit: null },
          weight: { value: null, unit: 'kg' },
        }),
      ),
    );
    expect(errors).toEqual({
      nickname: 'Name is required',
      'commodityCode.code': 'Commodity Code is required',
      description: 'Item Description is required',
      'quantity.amount': 'Quantity is required',
      'quantity.unit': 'Units is required',
      'value.amount': 'Value is required',
      'countryOfOrigin.code': 'Country of Manufacture is required',
      'weight.value': 'Weight is required',
    });
  });

  it('keeps the digits of a commodity code and formats ten of them; fewer get the format message', () => {
    const formatted = normalizeSavedLineItem(mug({ commodityCode: { code: '6912 00-4400' } }), TODAY);
    expect(formatted.commodityCode.code).toBe('6912.00.4400');
    expect(at(check(mug({ commodityCode: { code: '6912.00' } })))).toEqual({
      'commodityCode.code': 'Correct format is "XXXX.XX.XXXX"',
    });
  });

  it('warns, without blocking, about a 10-digit code the server does not recognise', () => {
    expect(check(mug({ commodityCode: { code: '9999.99.9999' } }), ['9999999999'])).toEqual([
      {
        propertyPath: 'commodityCode.code',
        message: 'Please double check that this code is valid. You can still continue.',
        severity: 'warning',
      },
    ]);
  });

  it('floors a quantity, keeps 2 decimals of a value and 3 of a weight, and refuses negatives', () => {
    const stored = normalizeSavedLineItem(
      mug({
        quantity: { amount: 3.9, unit: 'pcs' },
        value: { amount: 0.299, currency: { code: 'usd' } },
        weight: { value: 1.23456, unit: 'kg' },
      }),
      TODAY,
    );
    expect(stored.quantity).toEqual({ amount: 3, unit: 'PCS' });
    expect(stored.value).toEqual({ amount: 0.29, currency: { code: 'USD' } });
    expect(stored.weight.value).toBe(1.234);
    expect(
      at(
        check(
          mug({
            quantity: { amount: -2, unit: 'PCS' },
            value: { amount: -1, currency: { code: 'USD' } },
            weight: { value: 0, unit: 'kg' },
          }),
        ),
      ),
    ).toEqual({
      'quantity.amount': 'Quantity must be greater than 0',
      'value.amount': 'Value must be greater than 0',
      'weight.value': 'Weight value should be at least 0.001',
    });
  });

  it('limits the description to 75 and the ECCN to 30, and upper-cases the ECCN', () => {
    expect(normalizeSavedLineItem(mug({ eccn: ' 5a992.c ' }), TODAY).eccn).toBe('5A992.C');
    expect(at(check(mug({ description: 'x'.repeat(76), eccn: 'E'.repeat(31) })))).toEqual({
      description: 'Maximum field length of 75 for "Item Description" was exceeded',
      eccn: 'Maximum field length of 30 for "ECCN" was exceeded',
    });
  });

  it('asks for units, a license and a currency from their lists', () => {
    expect(
      at(
        check(
          mug({
            quantity: { amount: 1, unit: 'ROLL' },
            value: { amount: 5, currency: { code: 'dollars' } },
            license: { number: '9', expiry: null, symbol: null },
          }),
        ),
      ),
    ).toEqual({
      'quantity.unit': 'Please choose Units from the list',
      'value.currency.code': 'Please choose Currency from the list',
      'license.number': 'Please choose Export License from the list',
    });
  });

  it("dates an export license today when it has no expiry, and keeps none for 'No License needed'", () => {
    const licensed = normalizeSavedLineItem(
      mug({ license: { number: '2', expiry: null, symbol: ' C33 ' } }),
      TODAY,
    );
    expect(licensed.license).toEqual({ number: '2', expiry: TODAY, symbol: 'C33' });
    expect(check(mug({ license: { number: '2', expiry: null, symbol: 'C33' } }))).toEqual([]);
    const none = normalizeSavedLineItem(
      mug({ license: { number: 'none', expiry: '2027-01-01', symbol: 'X' } }),
      TODAY,
    );
    expect(none.license).toEqual({ number: 'none', expiry: null, symbol: null });
    expect(at(check(mug({ license: { number: '1', expiry: '2027-02-30', symbol: null } })))).toEqual({
      'license.expiry': 'License Expiry Date is required',
    });
  });
});
