import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEmptyDraft } from './emptyDraft';
import { parseDraft } from './parseDraft';
import { toShipmentDraftBody, toStoredDraftJson } from './storedDraft';
import { documentsDraft, domesticDraft, exportDraft, item } from './testing/fixtures';

/** Stored drafts of each older version, as VERSIONS.md describes them. */
const v02 = {
  id: 'd-02',
  name: 'Old export',
  from: {
    company: 'Acme Widgets',
    contact: 'Jane Shipper',
    country: 'US',
    phone: '2125550100',
    address1: '350 Fifth Avenue',
    city: 'New York',
    zip: '10118',
    state: 'New York',
    residential: false,
    vat: null,
  },
  to: { company: 'Beispiel GmbH', contact: 'Max', country: 'DE', city: 'Berlin', zip: '10117', vat: 'DE123' },
  shipmentType: 'products',
  packages: [{ weight: 8, length: 20, width: 15, height: 10, quantity: 2 }],
  items: [
    {
      hsCode: '8471.30.0100',
      description: 'Laptop',
      quantity: 2,
      unit: 'PCS',
      value: 600,
      origin: 'US',
      weight: 2.5,
    },
  ],
  customs: {
    batteries: false,
    invoiceType: 'commercial',
    exportType: 'PERMANENT',
    referenceNumber: 'PO-1',
    filing: 'no',
    itn: 'X20260301123456',
  },
  insurance: 800,
  services: { neutral: true, directSignature: true },
  payment: { whoPays: 'receiver', account: '123456789', dutiesPayer: 'receiver', terms: 'DAP', agreed: true },
  shipDate: '2026-03-10',
  pickup: false,
  units: 'kg_cm',
  step: 2,
};

const v03 = {
  version: '0.3',
  id: 'd-03',
  shipmentFrom: {
    companyName: 'Acme Widgets',
    country: 'US',
    address: { addressLine1: '350 Fifth Avenue', city: 'New York', postalCode: '10118', state: 'NY' },
    VATNumber: null,
  },
  shipmentTo: { companyName: 'Beispiel GmbH', country: 'DE', address: { state: null }, EORINumber: 'DE99' },
  isDocumentsShipment: false,
  shipmentDetails: {
    products: {
      items: [
        {
          itemDescription: 'Laptop',
          quantity: 1,
          value: 99.5,
          countryOfManufacture: 'CN',
          licenseNumber: 'none',
        },
      ],
      ftrExemption: '30.37(f)',
      electronicExportFiling: 'other',
    },
  },
  additionalServices: { insurance: { needed: true, value: 50 }, domesticSignature: null },
  currentStep: 'payment_status',
};

const v04 = {
  version: '0.4',
  id: 'd-04',
  shipmentFrom: { country: 'US', address: { division: 'NY' }, isVATIncluded: false },
  shipmentTo: { country: 'US', address: { division: 'CA' } },
  shipmentDetails: { products: { items: [{ licenseNumber: '2' }], ftrExemption: '30.36' } },
  additionalServices: { isDirectSignature: false, domesticSignature: 3, doYouNeedInsurance: false },
  pickupDelivery: { isPickupRequired: null, pickupOption: 'drop_off' },
};

describe('parseDraft: stored versions (spec 01 §3)', () => {
  it('loads a 0.5 draft as it was stored', () => {
    const draft = exportDraft();
    const parsed = parseDraft(toStoredDraftJson(draft));
    expect(parsed).toEqual({ ok: true, draft, version: '0.5' });
  });

  it('reads the payload of a saved draft body back', () => {
    const draft = exportDraft();
    const body = toShipmentDraftBody(draft, '2026-03-02T10:00:00.000Z');
    expect(body).toMatchObject({
      name: 'Laptops to Berlin',
      step: 'create_shipment',
      updatedOn: '2026-03-02T10:00:00.000Z',
    });
    const parsed = parseDraft(body.payload);
    expect(parsed.ok && parsed.draft.updatedOn).toBe('2026-03-02T10:00:00.000Z');
  });

  it('migrates a 0.2 draft (no version key) to 0.5', () => {
    const parsed = parseDraft(JSON.stringify(v02));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed));
    const d = parsed.draft;
    expect(parsed.version).toBe('0.2');
    expect(d.version).toBe('0.5');
    expect(d.shipmentFrom).toMatchObject({
      companyName: 'Acme Widgets',
      address: { addressLine1: '350 Fifth Avenue', postalCode: '10118', division: 'NY' },
      isVATIncluded: false,
    });
    expect(d.shipmentTo).toMatchObject({ isVATIncluded: true, VATNumber: 'DE123' });
    expect(d.measurementSystem).toBe('metric');
    expect(d.currentStep).toBe('additional_services');
    expect(d.shipmentDetails.products.packages[0]).toMatchObject({ weight: 8, numberOfPackages: 2 });
    expect(d.shipmentDetails.products.items[0]).toMatchObject({
      commodityCode: '8471.30.0100',
      itemValue: 600,
      itemMade: 'US',
    });
    expect(d.shipmentDetails.products).toMatchObject({
      exportType: 'permanent',
      isShipmentReferenceNumberExists: true,
      shipmentReferenceNumber: 'PO-1',
      isItnNumberExists: true,
      ITNNumber: 'X20260301123456',
    });
    expect(d.additionalServices).toMatchObject({
      doYouNeedInsurance: true,
      insuranceValue: 800,
      isNeutralDeliveryServiceRequired: true,
      signature: 'SF',
    });
    expect(d.payment).toMatchObject({ freightPayment: 'receiver', shipperAccountNumber: '123456789' });
    expect(d.pickupDelivery).toMatchObject({ shipmentDate: '2026-03-10', isPickupRequired: false });
    expect(d.invoiceTotalSum).toBe(1200);
  });

  it('migrates a 0.3 draft to 0.5', () => {
    const parsed = parseDraft(v03);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed));
    const d = parsed.draft;
    expect(d.shipmentFrom.address.division).toBe('NY');
    expect(d.shipmentTo).toMatchObject({ isEORINumberIncluded: true, EORINumber: 'DE99' });
    expect(d.shipmentDetails.products.items[0]).toMatchObject({
      itemValue: 99.5,
      itemMade: 'CN',
      exportLicenseNumber: 'none',
    });
    expect(d.shipmentDetails.products.foreignTradeRegulations).toBe('30.37(f)');
    expect(d.additionalServices).toMatchObject({
      doYouNeedInsurance: true,
      insuranceValue: 50,
      signature: null,
    });
    expect(d.currentStep).toBe('payment_status');
  });

  it('migrates a 0.4 draft to 0.5, giving it default pickup data', () => {
    const parsed = parseDraft(v04);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed));
    const d = parsed.draft;
    expect(d.additionalServices.signature).toBe(3);
    expect(d.shipmentDetails.products.items[0]?.exportLicenseNumber).toBe('2');
    expect(d.pickupDelivery.custom.pickupOption).toBe('drop_off');
    expect(d.pickupDelivery.pickup).not.toBeNull();
    expect(d.isDomestic).toBe(true);
  });

  it.each([
    ['not JSON', '{"version":', { ok: false, reason: 'invalid_json' }],
    ['a JSON array', '[1,2]', { ok: false, reason: 'invalid_json' }],
    ['a newer version', '{"version":"0.9"}', { ok: false, reason: 'unknown_version', version: '0.9' }],
  ])('reports a draft that is %s instead of throwing', (_name, stored, expected) => {
    expect(parseDraft(stored)).toEqual(expected);
  });

  it('reads a domestic documents draft as a products one, unless the "exclusively Documents" flag is on (spec 01 §2, §4)', () => {
    const stored = toStoredDraftJson({
      ...domesticDraft(),
      isDocumentsShipment: true,
      shipmentDetails: documentsDraft().shipmentDetails,
    });
    const off = parseDraft(stored);
    expect(off.ok && off.draft.isDocumentsShipment).toBe(false);
    const on = parseDraft(stored, { allowDomesticDocuments: true });
    expect(on.ok && on.draft.isDocumentsShipment).toBe(true);
    expect(on.ok && on.draft.shipmentDetails.documents.generalDescription).toBe(
      documentsDraft().shipmentDetails.documents.generalDescription,
    );
  });

  it('reports fields of the wrong type with their paths', () => {
    const parsed = parseDraft({ ...JSON.parse(toStoredDraftJson(createEmptyDraft())), currency: 12 });
    expect(parsed).toMatchObject({ ok: false, reason: 'invalid_shape', version: '0.5' });
    expect(!parsed.ok && parsed.reason === 'invalid_shape' && parsed.issues[0]?.path).toBe('currency');
    expect(parseDraft({ version: '0.3', shipmentFrom: 'nobody' })).toMatchObject({
      ok: false,
      reason: 'invalid_shape',
    });
  });

  it('never throws, whatever is stored', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.jsonValue(), fc.anything()), (stored) => {
        expect(() => parseDraft(stored)).not.toThrow();
      }),
      { numRuns: 500 },
    );
  });

  it('round-trips any normalised draft through its stored JSON', () => {
    const d = exportDraft({}, [item(), item({ quantity: 5, itemValue: 3.99 })]);
    expect(parseDraft(JSON.parse(toStoredDraftJson(d)))).toMatchObject({ ok: true, draft: d });
  });
});
