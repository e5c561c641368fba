import { describe, expect, it } from 'vitest';
import { createEmptyDraft } from './emptyDraft';
import { isDomestic, isDutiable, isExport, isImport, isProformaInvoiceType, isUsTerritories } from './flags';

const route = (from: string, to: string, isDocumentsShipment = false) =>
  createEmptyDraft({ shipmentFrom: { country: from }, shipmentTo: { country: to }, isDocumentsShipment });

describe('derived flags (spec 01 §1)', () => {
  it.each([
    ['US', 'US', { domestic: true, export: false, import: false, territory: false }],
    ['US', 'DE', { domestic: false, export: true, import: false, territory: false }],
    ['DE', 'US', { domestic: false, export: false, import: true, territory: false }],
    ['DE', 'FR', { domestic: false, export: false, import: true, territory: false }],
    ['US', 'PR', { domestic: false, export: true, import: false, territory: true }],
    ['GU', 'US', { domestic: false, export: false, import: true, territory: true }],
    ['us', 'us', { domestic: true, export: false, import: false, territory: false }],
  ])('classifies %s → %s', (from, to, expected) => {
    const d = route(from, to);
    expect({
      domestic: isDomestic(d),
      export: isExport(d),
      import: isImport(d),
      territory: isUsTerritories(d),
    }).toEqual(expected);
  });

  it.each(['AS', 'GU', 'MP', 'MH', 'FM', 'PW', 'PR', 'VI'])('counts an end in %s as US territory', (code) => {
    expect(isUsTerritories(route('US', code))).toBe(true);
    expect(isUsTerritories(route(code, 'US'))).toBe(true);
  });

  it.each([
    ['US', 'US', false, false],
    ['US', 'DE', false, true],
    ['US', 'DE', true, false],
    ['DE', 'US', false, true],
  ])('dutiable is neither domestic nor documents (%s → %s, documents %s)', (from, to, docs, expected) => {
    expect(isDutiable(route(from, to, docs))).toBe(expected);
  });

  it.each([
    ['proforma', true],
    ['commercial', false],
    [null, false],
  ])('proforma follows the invoice type (%s)', (type, expected) => {
    expect(
      isProformaInvoiceType(createEmptyDraft({ shipmentDetails: { products: { invoiceType: type } } })),
    ).toBe(expected);
  });
});
