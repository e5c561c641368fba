import { describe, expect, it } from 'vitest';
import { createValidationContext, type ValidationContext } from '../../validation/context';
import type { Draft, DraftInput } from '../model/draftSchema';
import type { InvoiceItemInput } from '../model/shipmentDetailsSchema';
import { domesticDraft, exportDraft, item, TODAY } from '../model/testing/fixtures';
import { validateStep } from './validateStep';

const ctx = createValidationContext({ today: TODAY });
const errorOf = (d: Draft, path: string, c: ValidationContext = ctx) =>
  validateStep(d, 'create_shipment', c).find((e) => e.propertyPath === path);
const P = 'shipmentDetails.products';
const products = (p: NonNullable<NonNullable<DraftInput['shipmentDetails']>['products']>): DraftInput => ({
  shipmentDetails: { products: p },
});
const box = { weight: 8, length: 20, width: 15, height: 10, numberOfPackages: 1 };

describe('packages (spec 01 §5 "Products")', () => {
  it.each<[string, Record<string, number | null>, string, string]>([
    ['weight is required', { weight: null }, 'weight', 'Weight is required'],
    ['weight is at least 0.22', { weight: 0.1 }, 'weight', 'Weight value should be at least 0.22'],
    ['height is at least 1', { height: 0.5 }, 'height', 'Height value should be at least 1'],
    ['width is required', { width: null }, 'width', 'Width is required'],
    ['length is at least 1', { length: 0 }, 'length', 'Length value should be at least 1'],
    ['a count is required', { numberOfPackages: null }, 'numberOfPackages', 'Number of Packages is required'],
  ])('each package: %s', (_rule, over, field, message) => {
    const d = exportDraft(products({ packages: [{ ...box, ...over }] }));
    expect(errorOf(d, `${P}.packages.0.${field}`)?.message).toBe(message);
  });

  it('says "Weight limit is exceeded" for a box over the carrier limit', () => {
    const d = domesticDraft(products({ packages: [{ ...box, weight: 151 }] }));
    expect(errorOf(d, `${P}.packages.0.weight`)?.message).toBe('Weight limit is exceeded');
  });

  it('says "Your package exceeds the maximum size constraints" for a box over the size limits', () => {
    const d = domesticDraft(products({ packages: [{ ...box, length: 110 }] }));
    expect(errorOf(d, `${P}.packages.0`)?.message).toBe('Your package exceeds the maximum size constraints');
  });

  it.each([
    [
      'total',
      [{ ...box, weight: 100, numberOfPackages: 11 }],
      'Your total weight has surpassed 1000 lbs. It qualifies as a Freight Quote.',
    ],
    [
      'piece',
      [{ ...box, weight: 151 }],
      'Your piece weight has surpassed 150 lbs. It qualifies as a Freight Quote.',
    ],
  ])('offers a freight quote when the %s weight passes the limit', (_kind, packages, message) => {
    expect(errorOf(domesticDraft(products({ packages })), `${P}.packages`)?.message).toBe(message);
  });

  it('names the limit in the unit of the draft', () => {
    const d = exportDraft({
      measurementSystem: 'metric',
      ...products({ packages: [{ ...box, weight: 1001 }] }),
    });
    expect(errorOf(d, `${P}.packages`)?.message).toBe(
      'Your piece weight has surpassed 1000 kgs. It qualifies as a Freight Quote.',
    );
  });

  it('ignores an empty extra row', () => {
    const d = exportDraft(products({ packages: [box, {}] }));
    expect(validateStep(d, 'create_shipment', ctx)).toEqual([]);
  });

  it('blocks dangerous goods', () => {
    const d = domesticDraft(products({ isShipmentContainsDangerousGoods: true }));
    expect(errorOf(d, `${P}.isShipmentContainsDangerousGoods`)?.message).toBe(
      'Shipping Dangerous Goods is not yet supported in this tool; contact customer service to let us create your label for you.',
    );
  });
});

describe('international non-documents (spec 01 §5)', () => {
  it.each<[string, DraftInput, string, string]>([
    [
      'the batteries question must be answered',
      products({ isAnyBatteries: null }),
      `${P}.isAnyBatteries`,
      'Please answer Yes or No',
    ],
    [
      'description is required',
      products({ generalDescription: '' }),
      `${P}.generalDescription`,
      'General Description is required',
    ],
    [
      'description 90 at most',
      products({ generalDescription: 'x'.repeat(91) }),
      `${P}.generalDescription`,
      'Maximum field length of 90 for "General Description" was exceeded',
    ],
    [
      'insured value is required when insuring',
      { additionalServices: { doYouNeedInsurance: true } },
      'additionalServices.insuranceValue',
      'Insured Value is required',
    ],
    [
      'insured value not above the declared value',
      { additionalServices: { doYouNeedInsurance: true, insuranceValue: 1500 } },
      'additionalServices.insuranceValue',
      'You cannot insure for more than the total shipment value of $1,200.00',
    ],
    [
      'invoice type is required',
      products({ invoiceType: null }),
      `${P}.invoiceType`,
      'Invoice Type is required',
    ],
    [
      'invoice type is not External',
      products({ invoiceType: 'external' }),
      `${P}.invoiceType`,
      'Invoice Type is required',
    ],
    ['export type is required', products({ exportType: null }), `${P}.exportType`, 'Export Type is required'],
    [
      'purpose is required for proforma',
      products({ invoiceType: 'proforma' }),
      `${P}.purposeOfShipment`,
      'Purpose of Shipment is required',
    ],
    [
      'reference number 35 at most if flagged',
      products({ isShipmentReferenceNumberExists: true, shipmentReferenceNumber: 'r'.repeat(36) }),
      `${P}.shipmentReferenceNumber`,
      'Maximum field length of 35 for "Reference Number" was exceeded',
    ],
    [
      'invoice number required if flagged',
      products({ isInvoiceNumberExists: true }),
      `${P}.invoiceNumber`,
      'Invoice Number is required',
    ],
    [
      'receiver reference required if flagged',
      products({ isReceiverReferenceExists: true }),
      `${P}.receiverReference`,
      'Receiver Reference is required',
    ],
    [
      'package marks 35 at most',
      products({ isAnyPackageMarks: true, packageMarks: 'm'.repeat(36) }),
      `${P}.packageMarks`,
      'Maximum field length of 35 for "Package Marks" was exceeded',
    ],
    [
      'other remarks required if flagged',
      products({ isAnyOtherRemarks: true }),
      `${P}.otherRemarks`,
      'Other Remarks is required',
    ],
  ])('%s', (_rule, over, path, message) => {
    expect(errorOf(exportDraft(over), path)?.message).toBe(message);
  });

  it('requires the declared value to match the invoice total: "Declared Value must match Total Value!"', () => {
    const d = exportDraft();
    d.shipmentDetails.products.declaredShipmentValue = 1000;
    expect(errorOf(d, `${P}.declaredShipmentValue`)?.message).toBe('Declared Value must match Total Value!');
    d.shipmentDetails.products.declaredShipmentValue = null;
    expect(errorOf(d, `${P}.declaredShipmentValue`)?.message).toBe('Declared Value is required');
  });

  it('warns, without blocking, when a flagged reference number is empty', () => {
    const e = errorOf(
      exportDraft(products({ isShipmentReferenceNumberExists: true })),
      `${P}.shipmentReferenceNumber`,
    );
    expect(e).toEqual({
      propertyPath: `${P}.shipmentReferenceNumber`,
      message: 'Reference Number is required',
      severity: 'warning',
    });
  });
});

describe('export filing (spec 01 §5)', () => {
  const filing = (p: Parameters<typeof products>[0]) => exportDraft(products(p));
  it.each<[string, ReturnType<typeof filing>, string, string]>([
    [
      'the filing choice is required',
      filing({ electronicExportFiling: null }),
      `${P}.electronicExportFiling`,
      'Electronic Export Filing is required',
    ],
    [
      '"other" requires the FTR exemption',
      filing({ electronicExportFiling: 'other', foreignTradeRegulations: '' }),
      `${P}.foreignTradeRegulations`,
      'FTR Exemption is required',
    ],
    [
      '"no" requires the ITN question',
      filing({ electronicExportFiling: 'no' }),
      `${P}.isItnNumberExists`,
      'Please answer Yes or No',
    ],
    [
      'ITN is an X followed by 14 digits',
      filing({ electronicExportFiling: 'no', isItnNumberExists: true, ITNNumber: 'X123' }),
      `${P}.ITNNumber`,
      'ITN number is not valid. Valid number starts with an X, followed by 14 numbers.',
    ],
    [
      'EIN digits only',
      filing({ electronicExportFiling: 'no', isItnNumberExists: false, EINNumber: '12-3456789' }),
      `${P}.EINNumber`,
      'EIN is not valid. It should contain only numbers.',
    ],
    [
      'EIN 9 digits at most',
      filing({ electronicExportFiling: 'no', isItnNumberExists: false, EINNumber: '12345678901' }),
      `${P}.EINNumber`,
      'Your EIN is too long by 2 characters. Please shorten it to 9 digits',
    ],
  ])('%s', (_rule, d, path, message) => {
    expect(errorOf(d, path)?.message).toBe(message);
  });

  it.each([
    ['ITN', { isItnNumberExists: true }, 'ITNNumber', 'ITN is required'],
    ['EIN', { isItnNumberExists: false }, 'EINNumber', 'EIN is required'],
  ])('warns when the %s input is empty', (_name, over, field, message) => {
    const e = errorOf(filing({ electronicExportFiling: 'no', ...over }), `${P}.${field}`);
    expect(e).toMatchObject({ message, severity: 'warning' });
  });

  it('accepts a well-formed ITN', () => {
    expect(
      errorOf(
        filing({ electronicExportFiling: 'no', isItnNumberExists: true, ITNNumber: 'X20260301123456' }),
        `${P}.ITNNumber`,
      ),
    ).toBeUndefined();
  });
});

describe('invoice items (spec 01 §5)', () => {
  const I = `${P}.items.0`;
  const withItem = (over: InvoiceItemInput, draft: DraftInput = {}) => exportDraft(draft, [item(over)]);
  it.each<[string, InvoiceItemInput, string, string]>([
    [
      'commodity code format XXXX.XX.XXXX',
      { commodityCode: '8471300100' },
      'commodityCode',
      'Correct format is "XXXX.XX.XXXX"',
    ],
    [
      'description 75 at most',
      { itemDescription: 'd'.repeat(76) },
      'itemDescription',
      'Maximum field length of 75 for "Item Description" was exceeded',
    ],
    ['quantity is required', { quantity: null }, 'quantity', 'Quantity is required'],
    ['units are required', { units: null }, 'units', 'Units is required'],
    ['value is required', { itemValue: null }, 'itemValue', 'Value is required'],
    [
      'country of manufacture is required',
      { itemMade: '' },
      'itemMade',
      'Country of Manufacture is required',
    ],
    ['weight is required', { weight: null }, 'weight', 'Weight is required'],
    ['weight is at least 0.001', { weight: 0.0005 }, 'weight', 'Weight value should be at least 0.001'],
    [
      'expiry date is required when no ITN and a license is needed',
      { exportLicenseNumber: '1' },
      'exportLicenseExpiryDate',
      'License Expiry Date is required',
    ],
    [
      'a past expiry date does not count',
      { exportLicenseNumber: '1', exportLicenseExpiryDate: '2026-03-01', eccnValue: '5A992' },
      'exportLicenseExpiryDate',
      'License Expiry Date is required',
    ],
    [
      'license symbol is required when applicable',
      { exportLicenseNumber: '1', exportLicenseExpiryDate: '2027-01-01', isLicenseSymbolRequired: true },
      'licenseSymbol',
      'License Symbol is required',
    ],
    [
      'license symbol 16 at most',
      {
        exportLicenseNumber: '1',
        exportLicenseExpiryDate: '2027-01-01',
        isLicenseSymbolRequired: true,
        licenseSymbol: 's'.repeat(17),
      },
      'licenseSymbol',
      'Maximum field length of 16 for "License Symbol" was exceeded',
    ],
    [
      'ECCN is required when license details are',
      { exportLicenseNumber: '1', exportLicenseExpiryDate: '2027-01-01' },
      'eccnValue',
      'ECCN is required',
    ],
    [
      'ECCN 30 at most',
      { exportLicenseNumber: '1', exportLicenseExpiryDate: '2027-01-01', eccnValue: 'E'.repeat(31) },
      'eccnValue',
      'Maximum field length of 30 for "ECCN" was exceeded',
    ],
  ])('%s', (_rule, over, field, message) => {
    expect(errorOf(withItem(over), `${I}.${field}`)?.message).toBe(message);
  });

  it.each(['RU', 'CN', 'VE', 'HK'])('requires the ECCN for items going to %s', (country) => {
    expect(errorOf(withItem({}, { shipmentTo: { country } }), `${I}.eccnValue`)?.message).toBe(
      'ECCN is required',
    );
  });

  it('does not ask for license details when an ITN exists', () => {
    const d = withItem(
      { exportLicenseNumber: '1' },
      products({ electronicExportFiling: 'no', isItnNumberExists: true, ITNNumber: 'X20260301123456' }),
    );
    expect(errorOf(d, `${I}.exportLicenseExpiryDate`)).toBeUndefined();
  });

  it('warns "Please double check that this code is valid. You can still continue." for a code the server did not know', () => {
    const c = createValidationContext({ today: TODAY, unknownCommodityCodes: new Set(['8471300100']) });
    expect(errorOf(withItem({}), `${I}.commodityCode`, c)).toMatchObject({
      message: 'Please double check that this code is valid. You can still continue.',
      severity: 'warning',
    });
  });

  it('checks every filled line and skips empty ones', () => {
    const d = exportDraft({}, [item(), {}, item({ units: null })]);
    const paths = validateStep(d, 'create_shipment', ctx).map((e) => e.propertyPath);
    expect(paths).toEqual([`${P}.items.2.units`]);
  });
});

describe('export filing thresholds and declared values (spec 01 §9)', () => {
  it('refuses an exemption when EEI is needed (over $2,500, or to China, Brazil or Venezuela)', () => {
    const message =
      'Electronic Export Information must be filed for exports over $2,500 or to China, Brazil or Venezuela.';
    const big = exportDraft({}, [item({ quantity: 5, itemValue: 600 })]);
    expect(errorOf(big, `${P}.electronicExportFiling`)?.message).toBe(message);
    const brazil = exportDraft({ shipmentTo: { country: 'BR' } });
    expect(errorOf(brazil, `${P}.electronicExportFiling`)?.message).toBe(message);
    expect(errorOf(exportDraft(), `${P}.electronicExportFiling`)).toBeUndefined();
  });

  it('warns about a high declared value from $1,000 on a UPS package', () => {
    const d = domesticDraft(products({ packages: [{ ...box, declaredValue: 1000 }] }));
    expect(errorOf(d, `${P}.packages.0.declaredValue`)).toMatchObject({
      message:
        'For a high declared value, please ask for the receipt to be signed and keep it as proof for claims.',
      severity: 'warning',
    });
    const lower = domesticDraft(products({ packages: [{ ...box, declaredValue: 999.99 }] }));
    expect(errorOf(lower, `${P}.packages.0.declaredValue`)).toBeUndefined();
  });
});
