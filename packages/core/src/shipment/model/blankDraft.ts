import type { Draft, DraftPickup } from './draftSchema';
import { DEFAULT_FOREIGN_TRADE_REGULATION } from './options';
import type { Party } from './partySchema';
import type { DocumentsDetails, DraftPackage, InvoiceItem, ProductsDetails } from './shipmentDetailsSchema';
import { PREPARE_STEPS } from './steps';

// A new draft and its parts with the schemas' defaults, written out without zod (issue 11): the
// prepare widget's first step builds blank drafts and rows but parses no draft until a stored one is
// loaded, so its first load does not carry zod and the contract's schemas. blankDraft.test.ts holds
// each builder to `schema.parse({})`; emptyDraft.ts keeps the schema-backed `createEmptyDraft(input)`.

export const emptyParty = (): Party => ({
  companyName: '',
  contactName: '',
  country: '',
  phoneNumber: '',
  phoneNumberExtension: '',
  email: '',
  address: {
    addressLine1: '',
    addressLine2: '',
    addressLine3: '',
    city: '',
    postalCode: '',
    division: '',
    suburb: '',
  },
  formattedAddress: '',
  isResidential: null,
  isVATIncluded: false,
  isTaxIdIncluded: false,
  isEORINumberIncluded: false,
  VATNumber: '',
  taxId: '',
  EORINumber: '',
});

export const emptyPackage = (): DraftPackage => ({
  weight: null,
  height: null,
  width: null,
  length: null,
  numberOfPackages: 1,
  declaredValue: null,
  pieceId: null,
  isEmpty: true,
});

export const emptyInvoiceItem = (): InvoiceItem => ({
  id: null,
  name: null,
  commodityCode: '',
  itemDescription: '',
  quantity: null,
  units: null,
  itemValue: null,
  itemMade: '',
  eccnValue: '',
  exportLicenseNumber: null,
  exportLicenseExpiryDate: null,
  isLicenseSymbolRequired: false,
  licenseSymbol: '',
  weight: null,
  isEmpty: true,
  isLicenseDetailsRequired: false,
  isEccnRequired: false,
});

export const emptyDocumentsDetails = (): DocumentsDetails => ({
  isDocumentWeightAboveHalfPound: null,
  documentWeight: null,
  isItJustDocument: null,
  numberOfPackages: 1,
  typeOfPackaging: null,
  declaredShipmentValue: null,
  generalDescription: '',
  isShipmentContainsDangerousGoods: false,
});

export const emptyProductsDetails = (): ProductsDetails => ({
  packages: [emptyPackage()],
  isAnyBatteries: null,
  declaredShipmentValue: null,
  generalDescription: '',
  isShipmentContainsDangerousGoods: false,
  electronicExportFiling: null,
  foreignTradeRegulations: DEFAULT_FOREIGN_TRADE_REGULATION,
  isItnNumberExists: null,
  ITNNumber: '',
  EINNumber: '',
  invoiceType: null,
  purposeOfShipment: null,
  exportType: null,
  isShipmentReferenceNumberExists: null,
  shipmentReferenceNumber: '',
  isInvoiceNumberExists: null,
  invoiceNumber: '',
  isReceiverReferenceExists: null,
  receiverReference: '',
  isAnyPackageMarks: null,
  packageMarks: '',
  isAnyOtherRemarks: null,
  otherRemarks: '',
  thirdPartyPayorInfo: null,
  items: [emptyInvoiceItem()],
  freightCost: null,
  insuranceCost: null,
  miscCost: null,
});

/** "A draft with no pickup gets default pickup data" (spec 01 §4). */
export const defaultPickup = (): DraftPickup => ({
  date: null,
  startTime: null,
  endTime: null,
  location: '',
  notes: '',
  numOfPackages: null,
});

/** A new draft (spec 01 §4 "a new draft is created on entering the screen"): `createEmptyDraft()` without zod. */
export const blankDraft = (): Draft => ({
  version: '0.5',
  id: null,
  name: '',
  shipmentId: null,
  externalSourceReference: null,
  shipmentFrom: emptyParty(),
  shipmentTo: emptyParty(),
  shipmentDetails: { documents: emptyDocumentsDetails(), products: emptyProductsDetails() },
  additionalServices: {
    doYouNeedInsurance: null,
    insuranceValue: null,
    isNeutralDeliveryServiceRequired: false,
    isCertificateOfOriginRequired: false,
    signature: null,
    isReturnLabel: false,
  },
  payment: {
    freightPayment: null,
    shipperAccountNumber: '',
    dutiesAndTaxesPayment: null,
    dutyAccountNumber: '',
    customsTermsOfTrade: null,
    billingAccountNumberPostalCode: '',
    termsAndConditionsAgreement: false,
    isAccountNumberRequired: false,
    isDutyAccountRequired: false,
    isAssociatedZipRequired: false,
  },
  pickupDelivery: {
    shipmentDate: null,
    isPickupRequired: null,
    carrierProduct: null,
    pickupId: null,
    pickup: null,
    custom: { pickupOption: null, reminder: null },
  },
  isDocumentsShipment: false,
  currency: 'USD',
  measurementSystem: 'imperial',
  currentStep: PREPARE_STEPS[0],
  updatedOn: null,
  completedOn: null,
  invoiceTotalSum: null,
  isDomestic: false,
  isExport: false,
  isImport: false,
  isDutiable: false,
  isUSTerritories: false,
  isProformaInvoiceType: false,
});
