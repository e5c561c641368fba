import { describe, expect, it } from 'vitest';
import type { SavedLineItem } from '../../contract/items';
import { invoiceItemOfSavedLineItem, savedLineItemBodyOf } from './savedLineItem';

const saved: SavedLineItem = {
  id: 'i-1',
  nickname: 'Cotton T-shirt',
  description: "Men's cotton T-shirt, knitted",
  countryOfOrigin: { code: 'PT' },
  commodityCode: { code: '6109.10.0012' },
  eccn: 'EAR99',
  value: { amount: 12.5, currency: { code: 'USD' } },
  license: { number: '2', expiry: '2027-03-01', symbol: 'C33' },
  quantity: { amount: 10, unit: 'PCS' },
  weight: { value: 0.4, unit: 'pound' },
  ownedById: 'u-1',
  createdById: 'u-1',
  isCsrCreated: false,
  updatedOn: '2026-11-20T10:00:00.000Z',
};

describe('a saved line item and the invoice line it fills (spec 03 §3)', () => {
  it('fills the shipment form with the same item under its names', () => {
    expect(invoiceItemOfSavedLineItem(saved)).toMatchObject({
      id: 'i-1',
      name: 'Cotton T-shirt',
      commodityCode: '6109.10.0012',
      itemDescription: "Men's cotton T-shirt, knitted",
      quantity: 10,
      units: 'PCS',
      itemValue: 12.5,
      itemMade: 'PT',
      eccnValue: 'EAR99',
      exportLicenseNumber: '2',
      exportLicenseExpiryDate: '2027-03-01',
      isLicenseSymbolRequired: true,
      licenseSymbol: 'C33',
      weight: 0.4,
      isEmpty: false,
    });
  });

  it("converts the weight to the form's unit", () => {
    expect(invoiceItemOfSavedLineItem(saved, 'kg').weight).toBe(0.181);
  });

  it('saves an invoice line back in the server shape, pounds for an imperial form', () => {
    const line = invoiceItemOfSavedLineItem(saved);
    expect(savedLineItemBodyOf(line, { currency: 'USD', weightUnit: 'lb' })).toEqual({
      nickname: 'Cotton T-shirt',
      description: "Men's cotton T-shirt, knitted",
      countryOfOrigin: { code: 'PT' },
      commodityCode: { code: '6109.10.0012' },
      eccn: 'EAR99',
      value: { amount: 12.5, currency: { code: 'USD' } },
      license: { number: '2', expiry: '2027-03-01', symbol: 'C33' },
      quantity: { amount: 10, unit: 'PCS' },
      weight: { value: 0.4, unit: 'pound' },
    });
  });
});
