import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  blankDraft,
  defaultPickup,
  emptyDocumentsDetails,
  emptyInvoiceItem,
  emptyPackage,
  emptyParty,
  emptyProductsDetails,
} from './blankDraft';
import { draftPickupSchema, draftSchema } from './draftSchema';
import { partySchema } from './partySchema';
import { invoiceItemOfSavedLineItem } from './savedLineItem';
import {
  documentsDetailsSchema,
  invoiceItemSchema,
  packageSchema,
  productsDetailsSchema,
} from './shipmentDetailsSchema';

// The builders written out without zod give exactly what the schemas give for no input, so the
// wizard's new drafts and rows are the schema's.
describe('blank drafts without zod', () => {
  const pairs = [
    ['draft', blankDraft, () => draftSchema.parse({})],
    ['party', emptyParty, () => partySchema.parse({})],
    ['package', emptyPackage, () => packageSchema.parse({})],
    ['invoice item', emptyInvoiceItem, () => invoiceItemSchema.parse({})],
    ['documents details', emptyDocumentsDetails, () => documentsDetailsSchema.parse({})],
    ['products details', emptyProductsDetails, () => productsDetailsSchema.parse({})],
    ['pickup', defaultPickup, () => draftPickupSchema.parse({})],
  ] as const;

  it.each(pairs)('a blank %s equals the schema read of {}', (_name, blank, parsed) => {
    expect(blank()).toStrictEqual(parsed());
  });

  it.each(pairs)('a blank %s passes its schema unchanged', (_name, blank, parsed) => {
    const value = blank();
    expect(JSON.stringify(value)).toBe(JSON.stringify(parsed()));
    // Same keys in the same order, so the stored JSON is the same too.
    expect(Object.keys(value)).toEqual(Object.keys(parsed()));
  });

  it('each call gives a fresh draft: changing one leaves the next untouched', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer(), (company, weight) => {
        const first = blankDraft();
        first.shipmentFrom.companyName = company;
        first.shipmentFrom.address.city = company;
        const pkg = first.shipmentDetails.products.packages[0];
        if (pkg) pkg.weight = weight;
        first.shipmentDetails.products.items.push(emptyInvoiceItem());
        expect(blankDraft()).toStrictEqual(draftSchema.parse({}));
      }),
      { numRuns: 20 },
    );
  });

  it('a picked saved item is an invoice line the schema reads as it is', () => {
    const line = invoiceItemOfSavedLineItem({
      id: 'item-1',
      nickname: 'Laptop',
      description: 'Laptop computer',
      countryOfOrigin: { code: 'CN' },
      commodityCode: { code: '8471.30.0100' },
      quantity: { amount: 2, unit: 'PCS' },
      value: { amount: 450, currency: { code: 'USD' } },
      weight: { value: 2.5, unit: 'pound' },
      eccn: null,
      license: { number: null, expiry: null, symbol: null },
    });
    expect(invoiceItemSchema.parse(line)).toStrictEqual(line);
    expect(line.isEmpty).toBe(false);
    expect(line.isEccnRequired).toBe(false);
  });
});
