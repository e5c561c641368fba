import fc from 'fast-check';
import { type Draft, type DraftInput, draftSchema } from '../draftSchema';

/**
 * Arbitrary drafts for property tests: values are drawn from small domains that hit every rule of
 * `normalize` (countries at home, abroad, in a territory, in lower case; padded text; every Yes/No
 * state; filing choices; license and unit codes), so a few hundred runs cover the combinations.
 */
const padded = (values: string[]) =>
  fc.tuple(fc.constantFrom(...values), fc.constantFrom('', ' ', '  ')).map(([v, pad]) => `${pad}${v}${pad}`);
const text = padded(['', 'abc', 'Acme Co', 'x1', 'Line 2']);
const maybeNumber = fc.option(fc.constantFrom(0, 0.3, 1, 2.5, 10, 150, 2500, 7000), { nil: null });
const yesNo = fc.constantFrom(true, false, null);
const country = padded(['', 'US', 'us', 'DE', 'CN', 'HK', 'PR', 'GB', 'RU']);
const day = fc.option(fc.constantFrom('2026-01-15', '2026-03-01', '2026-03-02', '2026-04-10'), { nil: null });

const party = fc.record({
  companyName: text,
  contactName: text,
  country,
  phoneNumber: padded(['', '2125550100']),
  phoneNumberExtension: text,
  email: padded(['', 'a@b.example']),
  address: fc.record({
    addressLine1: text,
    addressLine2: text,
    addressLine3: text,
    city: text,
    postalCode: padded(['', '10118', '101181234', 'SW1A 2AA']),
    division: padded(['', 'NY', 'new york', 'California', 'Bavaria']),
    suburb: text,
  }),
  isResidential: yesNo,
  isVATIncluded: fc.boolean(),
  isTaxIdIncluded: fc.boolean(),
  isEORINumberIncluded: fc.boolean(),
  VATNumber: text,
  taxId: text,
  EORINumber: text,
});

const pkg = fc.record({
  weight: maybeNumber,
  height: maybeNumber,
  width: maybeNumber,
  length: maybeNumber,
  numberOfPackages: fc.option(fc.constantFrom(1, 2, 3), { nil: null }),
  declaredValue: maybeNumber,
  pieceId: fc.option(fc.constantFrom('JD0001', 'JD0002'), { nil: null }),
});

const invoiceItem = fc.record({
  commodityCode: padded(['', '8471.30.0100', '8471']),
  itemDescription: text,
  quantity: maybeNumber,
  units: fc.option(fc.constantFrom('PCS', 'KG', 'ROLL', 'roll', '3KG'), { nil: null }),
  itemValue: maybeNumber,
  itemMade: country,
  eccnValue: padded(['', 'ear99', '5A992']),
  exportLicenseNumber: fc.option(fc.constantFrom('none', '1', '5'), { nil: null }),
  exportLicenseExpiryDate: day,
  isLicenseSymbolRequired: fc.boolean(),
  licenseSymbol: text,
  weight: maybeNumber,
});

const documents = fc.record({
  isDocumentWeightAboveHalfPound: yesNo,
  documentWeight: maybeNumber,
  isItJustDocument: yesNo,
  numberOfPackages: fc.option(fc.constantFrom(1, 2), { nil: null }),
  typeOfPackaging: fc.option(fc.constantFrom('CP', 'DC', 'EE', 'XX'), { nil: null }),
  declaredShipmentValue: maybeNumber,
  generalDescription: text,
  isShipmentContainsDangerousGoods: fc.boolean(),
});

const products = fc.record({
  packages: fc.array(pkg, { minLength: 1, maxLength: 3 }),
  isAnyBatteries: yesNo,
  declaredShipmentValue: maybeNumber,
  generalDescription: text,
  isShipmentContainsDangerousGoods: fc.boolean(),
  electronicExportFiling: fc.constantFrom('exempted', 'other', 'no', null),
  foreignTradeRegulations: padded(['30.36', '30.37(a)', '30.37(f)']),
  isItnNumberExists: yesNo,
  ITNNumber: padded(['', 'X20260301123456']),
  EINNumber: padded(['', '123456789']),
  invoiceType: fc.constantFrom('commercial', 'proforma', 'external', null),
  purposeOfShipment: fc.constantFrom('gift', 'sample', null),
  exportType: fc.constantFrom('permanent', 'temporary', null),
  isShipmentReferenceNumberExists: yesNo,
  shipmentReferenceNumber: text,
  isInvoiceNumberExists: yesNo,
  invoiceNumber: text,
  isReceiverReferenceExists: yesNo,
  receiverReference: text,
  isAnyPackageMarks: yesNo,
  packageMarks: text,
  isAnyOtherRemarks: yesNo,
  otherRemarks: text,
  items: fc.array(invoiceItem, { minLength: 1, maxLength: 3 }),
  freightCost: maybeNumber,
  insuranceCost: maybeNumber,
  miscCost: maybeNumber,
});

const payer = fc.constantFrom('my_account', 'receiver', 'third_party', null);

export const draftArbitrary: fc.Arbitrary<Draft> = fc
  .record({
    name: text,
    shipmentFrom: party,
    shipmentTo: party,
    shipmentDetails: fc.record({ documents, products }),
    additionalServices: fc.record({
      doYouNeedInsurance: yesNo,
      insuranceValue: maybeNumber,
      isNeutralDeliveryServiceRequired: fc.boolean(),
      isCertificateOfOriginRequired: fc.boolean(),
      signature: fc.constantFrom('SF' as const, 2 as const, 3 as const, null),
      isReturnLabel: fc.boolean(),
    }),
    payment: fc.record({
      freightPayment: fc.constantFrom('my_account', 'receiver', 'third_party', 'house_account', null),
      shipperAccountNumber: padded(['', '123456789', 'A1B2C3']),
      dutiesAndTaxesPayment: payer,
      dutyAccountNumber: padded(['', '987654321']),
      customsTermsOfTrade: fc.constantFrom('DAP', 'DDP', null),
      billingAccountNumberPostalCode: padded(['', '10118']),
      termsAndConditionsAgreement: fc.boolean(),
    }),
    pickupDelivery: fc.record({
      shipmentDate: day,
      isPickupRequired: yesNo,
      carrierProduct: fc.option(fc.constantFrom('P', '03'), { nil: null }),
      pickupId: fc.option(fc.constant('pickup-1'), { nil: null }),
      pickup: fc.option(fc.record({ date: day, location: text, notes: text }), { nil: null }),
      custom: fc.record({ pickupOption: fc.option(fc.constant('drop_off'), { nil: null }), reminder: yesNo }),
    }),
    isDocumentsShipment: fc.boolean(),
    measurementSystem: fc.constantFrom('imperial' as const, 'metric' as const),
  })
  .map((input) => draftSchema.parse(input as DraftInput));
