import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Draft } from './draftSchema';
import { normalize, normalizeWithNotices } from './normalize';
import { draftArbitrary } from './testing/arbitraries';
import { documentsDraft, domesticDraft, exportDraft, item, TODAY } from './testing/fixtures';

/** A copy of `d` with `change` applied to it (tests read like "given this draft, when that changes"). */
function edit(d: Draft, change: (draft: Draft) => void): Draft {
  const copy = JSON.parse(JSON.stringify(d)) as Draft;
  change(copy);
  return copy;
}

const products = (d: Draft) => d.shipmentDetails.products;

describe('normalize: data dropped when no longer applicable (spec 01 §4)', () => {
  it.each([
    ['VAT', 'isVATIncluded', 'VATNumber'],
    ['TAX ID', 'isTaxIdIncluded', 'taxId'],
    ['EORI', 'isEORINumberIncluded', 'EORINumber'],
  ] as const)('clears the alternative tax id %s when its flag is off', (_name, toggle, field) => {
    const on = edit(exportDraft(), (d) => {
      d.shipmentTo[toggle] = true;
      d.shipmentTo[field] = 'DE123456789';
    });
    expect(normalize(on).shipmentTo[field]).toBe('DE123456789');
    const off = edit(on, (d) => {
      d.shipmentTo[toggle] = false;
    });
    expect(normalize(off).shipmentTo[field]).toBe('');
  });

  it('resets the products section when documents are chosen', () => {
    const d = normalize(edit(exportDraft(), (x) => (x.isDocumentsShipment = true)));
    expect(products(d).packages).toHaveLength(1);
    expect(products(d).packages[0]?.weight).toBeNull();
    expect(products(d).items[0]?.itemDescription).toBe('');
    expect(products(d).generalDescription).toBe('');
  });

  it('resets the documents section when products are chosen (the reverse)', () => {
    const d = normalize(edit(documentsDraft(), (x) => (x.isDocumentsShipment = false)));
    expect(d.shipmentDetails.documents.generalDescription).toBe('');
    expect(d.shipmentDetails.documents.typeOfPackaging).toBeNull();
  });

  it.each([
    ['exempted', { ftr: '30.36', itn: null }],
    ['other', { ftr: '30.37(f)', itn: null }],
    ['no', { ftr: '30.36', itn: true }],
  ] as const)('resets the export filing fields depending on the filing choice (%s)', (filing, expected) => {
    const d = normalize(
      edit(exportDraft(), (x) => {
        products(x).electronicExportFiling = filing;
        products(x).foreignTradeRegulations = '30.37(f)';
        products(x).isItnNumberExists = true;
        products(x).ITNNumber = 'X20260301123456';
      }),
    );
    expect(products(d).foreignTradeRegulations).toBe(expected.ftr);
    expect(products(d).isItnNumberExists).toBe(expected.itn);
    expect(products(d).ITNNumber).toBe(expected.itn ? 'X20260301123456' : '');
  });

  it.each([
    [false, '', '123456789'],
    [true, 'X20260301123456', ''],
  ])(
    'clears the ITN number when ITN-exists is no and the EIN when it is yes (ITN exists: %s)',
    (exists, itn, ein) => {
      const d = normalize(
        edit(exportDraft(), (x) => {
          products(x).electronicExportFiling = 'no';
          products(x).isItnNumberExists = exists;
          products(x).ITNNumber = 'X20260301123456';
          products(x).EINNumber = '123456789';
        }),
      );
      expect(products(d).ITNNumber).toBe(itn);
      expect(products(d).EINNumber).toBe(ein);
    },
  );

  it.each([
    ['commercial', null],
    ['proforma', 'gift'],
  ])('clears the purpose of shipment unless the invoice type is proforma (%s)', (type, purpose) => {
    const d = normalize(
      edit(exportDraft(), (x) => {
        products(x).invoiceType = type;
        products(x).purposeOfShipment = 'gift';
      }),
    );
    expect(products(d).purposeOfShipment).toBe(purpose);
  });

  it.each([
    ['isShipmentReferenceNumberExists', 'shipmentReferenceNumber'],
    ['isInvoiceNumberExists', 'invoiceNumber'],
    ['isReceiverReferenceExists', 'receiverReference'],
    ['isAnyPackageMarks', 'packageMarks'],
    ['isAnyOtherRemarks', 'otherRemarks'],
  ] as const)('clears the optional reference field %s → %s when its flag is off', (toggle, field) => {
    const flagged = edit(exportDraft(), (x) => {
      products(x)[toggle] = true;
      products(x)[field] = 'REF-1';
    });
    expect(products(normalize(flagged))[field]).toBe('REF-1');
    expect(products(normalize(edit(flagged, (x) => (products(x)[toggle] = false))))[field]).toBe('');
    expect(products(normalize(edit(flagged, (x) => (products(x)[toggle] = null))))[field]).toBe('');
  });

  it('keeps the domestic reference number, which has no Yes/No question', () => {
    const d = normalize(edit(domesticDraft(), (x) => (products(x).shipmentReferenceNumber = 'PO-77')));
    expect(products(d).shipmentReferenceNumber).toBe('PO-77');
  });

  it('clears license and ECCN details when not required, and the expiry when "No License needed" is chosen', () => {
    const licensed = item({
      exportLicenseNumber: '1',
      exportLicenseExpiryDate: '2026-12-31',
      isLicenseSymbolRequired: true,
      licenseSymbol: 'C33',
      eccnValue: '5a992',
    });
    const kept = products(exportDraft({}, [licensed])).items[0];
    expect(kept).toMatchObject({
      isLicenseDetailsRequired: true,
      isEccnRequired: true,
      exportLicenseExpiryDate: '2026-12-31',
      licenseSymbol: 'C33',
      eccnValue: '5A992',
    });

    const noLicense = products(exportDraft({}, [{ ...licensed, exportLicenseNumber: 'none' }])).items[0];
    expect(noLicense).toMatchObject({
      isLicenseDetailsRequired: false,
      isEccnRequired: false,
      exportLicenseExpiryDate: null,
      isLicenseSymbolRequired: false,
      licenseSymbol: '',
      eccnValue: '',
    });
  });

  it('keeps the ECCN for items going to Russia, China, Venezuela or Hong Kong', () => {
    const d = exportDraft({ shipmentTo: { country: 'CN' } }, [item({ eccnValue: 'ear99' })]);
    expect(products(d).items[0]).toMatchObject({ isEccnRequired: true, eccnValue: 'EAR99' });
  });

  it('resets the insurance value when insurance is not needed', () => {
    const d = normalize(
      edit(exportDraft(), (x) => {
        x.additionalServices.doYouNeedInsurance = false;
        x.additionalServices.insuranceValue = 500;
      }),
    );
    expect(d.additionalServices.insuranceValue).toBeNull();
  });

  it('clears the pickup custom option when a pickup is required', () => {
    const d = normalize(
      edit(exportDraft(), (x) => {
        x.pickupDelivery.isPickupRequired = true;
        x.pickupDelivery.custom.pickupOption = 'drop_off';
      }),
    );
    expect(d.pickupDelivery.custom.pickupOption).toBeNull();
    expect(d.pickupDelivery.pickup).not.toBeNull();
  });

  it('removes the pickup when none is required', () => {
    const d = normalize(
      edit(exportDraft(), (x) => {
        x.pickupDelivery.isPickupRequired = false;
        x.pickupDelivery.pickupId = 'pickup-9';
        x.pickupDelivery.pickup = {
          date: TODAY,
          startTime: 600,
          endTime: 840,
          location: 'Front desk',
          notes: '',
          numOfPackages: 1,
        };
      }),
    );
    expect(d.pickupDelivery.pickup).toBeNull();
    expect(d.pickupDelivery.pickupId).toBeNull();
  });

  it('gives a draft with no pickup default pickup data', () => {
    const d = normalize(edit(exportDraft(), (x) => (x.pickupDelivery.isPickupRequired = null)));
    expect(d.pickupDelivery.pickup).toMatchObject({ date: null, location: '', notes: '' });
  });

  it.each([
    ['third_party', 'my_account', { account: '', zip: '' }],
    ['receiver', 'receiver', { account: '123456789', zip: '' }],
  ] as const)(
    'clears account numbers and zip when not required (export, freight %s → %s)',
    (from, to, expected) => {
      const d = normalize(
        edit(exportDraft(), (x) => {
          x.payment.freightPayment = from;
          x.payment.shipperAccountNumber = '123456789';
          x.payment.billingAccountNumberPostalCode = '10118';
          x.payment.freightPayment = to;
        }),
      );
      expect(d.payment.shipperAccountNumber).toBe(expected.account);
      // The associated zip is a domestic field.
      expect(d.payment.billingAccountNumberPostalCode).toBe(expected.zip);
    },
  );

  it('keeps the associated zip for a domestic receiver payer and clears the duty account when duties are not billed to a third party', () => {
    const d = normalize(
      edit(domesticDraft(), (x) => {
        x.payment.freightPayment = 'receiver';
        x.payment.shipperAccountNumber = 'A1B2C3';
        x.payment.billingAccountNumberPostalCode = '90045';
        x.payment.dutyAccountNumber = '987654321';
      }),
    );
    expect(d.payment).toMatchObject({
      shipperAccountNumber: 'A1B2C3',
      billingAccountNumberPostalCode: '90045',
      dutyAccountNumber: '',
      isAccountNumberRequired: true,
      isAssociatedZipRequired: true,
      isDutyAccountRequired: false,
    });
  });

  it.each([
    ['new york', 'NY'],
    ['California', 'CA'],
    ['ny', 'NY'],
  ])('normalises US state values to two-letter codes (%s → %s)', (typed, code) => {
    const d = normalize(edit(exportDraft(), (x) => (x.shipmentFrom.address.division = typed)));
    expect(d.shipmentFrom.address.division).toBe(code);
  });

  it('trims all strings and upper-cases item ECCN values', () => {
    const d = exportDraft({ shipmentTo: { country: 'cn', companyName: '  Beispiel GmbH ' } }, [
      item({ itemDescription: ' Laptop  ', eccnValue: ' 5a992 ' }),
    ]);
    expect(d.shipmentTo.companyName).toBe('Beispiel GmbH');
    expect(d.shipmentTo.country).toBe('CN');
    expect(products(d).items[0]).toMatchObject({ itemDescription: 'Laptop', eccnValue: '5A992' });
  });

  it('resets the invoice type External to default when a shipment is copied into a draft', () => {
    const external = edit(exportDraft(), (x) => (products(x).invoiceType = 'external'));
    expect(products(normalize(external, { origin: 'copy' })).invoiceType).toBeNull();
    expect(products(normalize(external, { origin: 'edit' })).invoiceType).toBe('external');
  });

  it.each(['CONE', 'RILL', 'ROLL', 'TU', '2M', '2NO', '3M', '3KG', 'roll'])(
    'clears the unit %s, not sold by quantity, from items',
    (unit) => {
      expect(products(exportDraft({}, [item({ units: unit })])).items[0]?.units).toBeNull();
    },
  );

  it('reformats a nine-digit US zip as 99999-9999', () => {
    const d = normalize(edit(exportDraft(), (x) => (x.shipmentFrom.address.postalCode = '101181234')));
    expect(d.shipmentFrom.address.postalCode).toBe('10118-1234');
  });
});

describe('normalize: coupled changes (spec 01 §4)', () => {
  it('sets declaredShipmentValue to the invoice total when it exists and the shipment is not documents', () => {
    const d = exportDraft({}, [
      item({ quantity: 3, itemValue: 19.99 }),
      item({ quantity: 1, itemValue: 100 }),
    ]);
    expect(d.invoiceTotalSum).toBe(159.97);
    expect(products(d).declaredShipmentValue).toBe(159.97);
  });

  it('leaves the declared value alone while no invoice line has a value and quantity', () => {
    const d = exportDraft({ shipmentDetails: { products: { declaredShipmentValue: 50 } } }, [
      item({ itemValue: null }),
    ]);
    expect(d.invoiceTotalSum).toBeNull();
    expect(products(d).declaredShipmentValue).toBe(50);
  });

  it('forces the documents flag off for a domestic shipment', () => {
    expect(normalize(edit(domesticDraft(), (x) => (x.isDocumentsShipment = true))).isDocumentsShipment).toBe(
      false,
    );
    expect(
      normalize(
        edit(domesticDraft(), (x) => (x.isDocumentsShipment = true)),
        { allowDomesticDocuments: true },
      ).isDocumentsShipment,
    ).toBe(true);
  });

  it('forces "Other Packaging" for imports, and resets an invalid packaging value to it', () => {
    const imported = documentsDraft({
      shipmentFrom: { country: 'GB', address: { postalCode: 'SW1A 2AA', division: '' } },
      shipmentTo: { country: 'US', address: { postalCode: '10118', division: 'NY' } },
    });
    expect(imported.isImport).toBe(true);
    expect(imported.shipmentDetails.documents.typeOfPackaging).toBe('CP');
    const stale = normalize(
      edit(documentsDraft(), (x) => (x.shipmentDetails.documents.typeOfPackaging = 'XX')),
    );
    expect(stale.shipmentDetails.documents.typeOfPackaging).toBe('CP');
    expect(documentsDraft().shipmentDetails.documents.typeOfPackaging).toBe('EE');
  });

  it('forces pickup off for imports', () => {
    const d = exportDraft({
      shipmentFrom: { country: 'DE', address: { division: '' } },
      shipmentTo: { country: 'US' },
      pickupDelivery: { isPickupRequired: true },
    });
    expect(d.pickupDelivery.isPickupRequired).toBe(false);
  });

  it.each([
    ['my_account', 'DDP'],
    ['third_party', 'DDP'],
    ['receiver', 'DAP'],
  ] as const)('sets the customs terms when who pays duties is chosen (%s gives %s)', (payer, terms) => {
    const previous = exportDraft();
    const next = edit(previous, (x) => {
      x.payment.dutiesAndTaxesPayment = payer === 'receiver' ? 'receiver' : payer;
      x.payment.customsTermsOfTrade = payer === 'receiver' ? 'DDP' : 'DAP';
    });
    if (payer === 'receiver') {
      // Already the receiver before: nothing was chosen, the user's terms stay.
      expect(normalize(next, { previous }).payment.customsTermsOfTrade).toBe('DDP');
      const from = edit(previous, (x) => (x.payment.dutiesAndTaxesPayment = 'my_account'));
      expect(normalize(next, { previous: from }).payment.customsTermsOfTrade).toBe(terms);
    } else {
      expect(normalize(next, { previous }).payment.customsTermsOfTrade).toBe(terms);
    }
  });

  it('makes the shipper pay freight and the receiver pay duties with terms DAP on pay now for a dutiable shipment', () => {
    const d = normalize(
      edit(exportDraft(), (x) => {
        x.payment.freightPayment = 'third_party';
        x.payment.dutiesAndTaxesPayment = 'my_account';
        x.payment.customsTermsOfTrade = 'DDP';
      }),
      { paymentTime: 'now' },
    );
    expect(d.payment).toMatchObject({
      freightPayment: 'my_account',
      dutiesAndTaxesPayment: 'receiver',
      customsTermsOfTrade: 'DAP',
    });
    const domestic = normalize(
      edit(domesticDraft(), (x) => (x.payment.freightPayment = 'receiver')),
      {
        paymentTime: 'now',
      },
    );
    expect(domestic.payment.freightPayment).toBe('receiver');
  });

  it('resets a past shipment date to today with "Updating past shipment date to current date"', () => {
    const past = edit(exportDraft(), (x) => (x.pickupDelivery.shipmentDate = '2026-02-27'));
    const result = normalizeWithNotices(past, { today: TODAY });
    expect(result.draft.pickupDelivery.shipmentDate).toBe(TODAY);
    expect(result.notices).toEqual(['shipDate.pastReset']);
    expect(normalizeWithNotices(exportDraft(), { today: TODAY }).notices).toEqual([]);
  });

  it('recomputes the derived flags', () => {
    const d = normalize(edit(exportDraft(), (x) => (x.shipmentTo.country = 'PR')));
    expect(d).toMatchObject({ isExport: true, isUSTerritories: true, isDutiable: true, isDomestic: false });
  });

  it('never changes its input', () => {
    const input = edit(exportDraft(), (x) => (x.shipmentTo.companyName = '  padded  '));
    const before = JSON.stringify(input);
    normalize(input, { today: TODAY });
    expect(JSON.stringify(input)).toBe(before);
  });
});

describe('normalize: properties over arbitrary drafts', () => {
  const options = fc.record({
    today: fc.constantFrom(undefined, TODAY),
    paymentTime: fc.constantFrom(undefined, 'now' as const, 'later' as const),
    origin: fc.constantFrom(undefined, 'edit' as const, 'copy' as const),
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(draftArbitrary, options, (draft, o) => {
        const once = normalize(draft, o);
        expect(normalize(once, o)).toEqual(once);
      }),
      { numRuns: 300 },
    );
  });

  it('is idempotent for change-driven rules given the same previous draft', () => {
    fc.assert(
      fc.property(draftArbitrary, draftArbitrary, (previous, draft) => {
        const once = normalize(draft, { previous });
        expect(normalize(once, { previous })).toEqual(once);
      }),
      { numRuns: 150 },
    );
  });

  it('never drops data that still applies', () => {
    fc.assert(
      fc.property(draftArbitrary, (draft) => {
        const n = normalize(draft);
        const trim = (s: string) => s.trim();
        // Fields that always apply are kept (trimmed).
        for (const role of ['shipmentFrom', 'shipmentTo'] as const) {
          const before = draft[role];
          const after = n[role];
          expect(after.companyName).toBe(trim(before.companyName));
          expect(after.contactName).toBe(trim(before.contactName));
          expect(after.phoneNumber).toBe(trim(before.phoneNumber));
          expect(after.email).toBe(trim(before.email));
          expect(after.address.addressLine1).toBe(trim(before.address.addressLine1));
          expect(after.address.city).toBe(trim(before.address.city));
          expect(after.isResidential).toBe(before.isResidential);
          if (after.isVATIncluded) expect(after.VATNumber).toBe(trim(before.VATNumber));
          if (after.isTaxIdIncluded) expect(after.taxId).toBe(trim(before.taxId));
          if (after.isEORINumberIncluded) expect(after.EORINumber).toBe(trim(before.EORINumber));
        }
        expect(n.name).toBe(trim(draft.name));
        // The chosen section is kept; only the other one is reset.
        if (n.isDocumentsShipment) {
          const docs = draft.shipmentDetails.documents;
          expect(n.shipmentDetails.documents.generalDescription).toBe(trim(docs.generalDescription));
          expect(n.shipmentDetails.documents.documentWeight).toBe(docs.documentWeight);
          expect(n.shipmentDetails.documents.isItJustDocument).toBe(docs.isItJustDocument);
        } else if (!draft.isDocumentsShipment) {
          const p = draft.shipmentDetails.products;
          const q = n.shipmentDetails.products;
          expect(q.packages.map((b) => [b.weight, b.length, b.width, b.height, b.numberOfPackages])).toEqual(
            p.packages.map((b) => [b.weight, b.length, b.width, b.height, b.numberOfPackages]),
          );
          expect(q.items.map((i) => [i.quantity, i.itemValue, i.weight, i.itemDescription])).toEqual(
            p.items.map((i) => [i.quantity, i.itemValue, i.weight, trim(i.itemDescription)]),
          );
          if (q.isItnNumberExists === true) expect(q.ITNNumber).toBe(trim(p.ITNNumber));
          if (q.isItnNumberExists === false) expect(q.EINNumber).toBe(trim(p.EINNumber));
          if (q.electronicExportFiling === 'other')
            expect(q.foreignTradeRegulations).toBe(trim(p.foreignTradeRegulations));
          if (q.invoiceType === 'proforma') expect(q.purposeOfShipment).toBe(p.purposeOfShipment);
          if (q.isInvoiceNumberExists) expect(q.invoiceNumber).toBe(trim(p.invoiceNumber));
          if (q.isReceiverReferenceExists) expect(q.receiverReference).toBe(trim(p.receiverReference));
          if (q.isAnyPackageMarks) expect(q.packageMarks).toBe(trim(p.packageMarks));
          if (q.isAnyOtherRemarks) expect(q.otherRemarks).toBe(trim(p.otherRemarks));
          q.items.forEach((i, k) => {
            const before = p.items[k];
            if (!before) return;
            if (i.isLicenseDetailsRequired)
              expect(i.exportLicenseExpiryDate).toBe(before.exportLicenseExpiryDate);
            if (i.isEccnRequired) expect(i.eccnValue).toBe(trim(before.eccnValue).toUpperCase());
            expect(i.exportLicenseNumber).toBe(before.exportLicenseNumber);
          });
          if (n.invoiceTotalSum === null) expect(q.declaredShipmentValue).toBe(p.declaredShipmentValue);
        }
        if (n.additionalServices.doYouNeedInsurance === true) {
          expect(n.additionalServices.insuranceValue).toBe(draft.additionalServices.insuranceValue);
        }
        if (n.pickupDelivery.isPickupRequired !== false && draft.pickupDelivery.pickup !== null) {
          expect(n.pickupDelivery.pickup).toEqual(
            JSON.parse(
              JSON.stringify(draft.pickupDelivery.pickup, (_k, v) => (typeof v === 'string' ? v.trim() : v)),
            ),
          );
        }
        if (n.pickupDelivery.isPickupRequired !== false) {
          expect(n.pickupDelivery.pickupId).toBe(draft.pickupDelivery.pickupId);
        }
        if (n.payment.isAccountNumberRequired) {
          expect(n.payment.shipperAccountNumber).toBe(trim(draft.payment.shipperAccountNumber));
        }
        if (n.payment.isDutyAccountRequired)
          expect(n.payment.dutyAccountNumber).toBe(trim(draft.payment.dutyAccountNumber));
        expect(n.pickupDelivery.carrierProduct).toBe(draft.pickupDelivery.carrierProduct);
        expect(n.measurementSystem).toBe(draft.measurementSystem);
      }),
      { numRuns: 300 },
    );
  });
});
