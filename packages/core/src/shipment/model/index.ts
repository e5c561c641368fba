// The draft shipment (spec 01 §3): model, stored versions, derived flags, rules and payload builders.

export { commodityCodeDigits, formatCommodityCode } from './commodityCode';
export type {
  AdditionalServices,
  Draft,
  DraftInput,
  DraftPayment,
  DraftPickup,
  PickupDelivery,
} from './draftSchema';
export {
  additionalServicesSchema,
  DRAFT_VERSION,
  draftPickupSchema,
  draftSchema,
  paymentSchema,
  pickupDeliverySchema,
} from './draftSchema';
export {
  blankDraft,
  createEmptyDraft,
  defaultPickup,
  emptyDocumentsDetails,
  emptyInvoiceItem,
  emptyPackage,
  emptyParty,
  emptyProductsDetails,
} from './emptyDraft';
export { exportFilingLegend, isEeiRequired } from './exportFiling';
export type { DerivedFlags } from './flags';
export {
  deriveFlags,
  isDomestic,
  isDutiable,
  isExport,
  isImport,
  isProformaInvoiceType,
  isUsTerritories,
} from './flags';
export { invoiceTotal, itemSubtotal } from './invoiceTotal';
export type { FreightQualification, LimitedCarrier } from './limits';
export {
  defaultCarrier,
  documentWeightLimit,
  freightQualification,
  isDocumentOverWeight,
  isPackageOverSize,
  isPackageOverWeight,
  limitCarrier,
  totalWeight,
} from './limits';
export {
  isEccnRequired,
  isInvoiceItemEmpty,
  isLicenseChosen,
  isLicenseDetailsRequired,
  isPackageEmpty,
  rowsToCheck,
} from './lineRules';
export { loadParseDraft } from './loadParseDraft';
export type { NormalizeOptions, NormalizeResult } from './normalize';
export { normalize, normalizeParty, normalizeWithNotices } from './normalize';
export {
  ADDITIONAL_SERVICE_OPTIONS,
  EEI_FILING_TYPE_OPTIONS,
  EXPORT_TYPE_OPTIONS,
  FTR_EXEMPTION_OPTIONS,
  INVOICE_TYPE_OPTIONS,
  ITEM_QUANTITY_OPTIONS,
  PROFORMA_PURPOSE_OPTIONS,
  TERMS_OF_TRADE_OPTIONS,
  WHO_PAYS_OPTIONS,
} from './optionLists';
export type { InvoiceType, PackagingCode, PaymentTime, ProformaPurpose } from './options';
export {
  DEFAULT_FOREIGN_TRADE_REGULATION,
  DEFAULT_FTR_EXEMPTION,
  DOMESTIC_SIGNATURES,
  ECCN_DESTINATIONS,
  EEI_ALWAYS_DESTINATIONS,
  EEI_VALUE_THRESHOLD,
  EXPORT_LICENSE_OPTIONS,
  EXPRESS_ENVELOPE,
  EXTERNAL_INVOICE_TYPE,
  INVOICE_TYPES,
  NO_LICENSE,
  OTHER_PACKAGING,
  PACKAGING_CODES,
  PAYMENT_TIMES,
  PROFORMA_INVOICE_TYPE,
  PROFORMA_PURPOSES,
  SERVICE_IDS,
  UNITS_NOT_SOLD_BY_QUANTITY,
} from './options';
export type { DraftIssue, DraftParseFailure, DraftParseResult, StoredDraftVersion } from './parseDraft';
export { parseDraft, STORED_DRAFT_VERSIONS } from './parseDraft';
export type { Address, Party, PartyInput } from './partySchema';
export { addressSchema, partySchema } from './partySchema';
export {
  isAccountNumberRequired,
  isAssociatedZipRequired,
  isDutyAccountRequired,
  termsForDutiesPayer,
} from './paymentRules';
export { rateRequestOfPrepare } from './rateOfPrepare';
export { documentRatedWeight, draftPieces } from './ratePieces';
export type { SavedLineItemField } from './savedLineItem';
export {
  invoiceItemOfSavedLineItem,
  normalizeSavedLineItem,
  SAVED_LINE_ITEM_PATHS,
  savedLineItemBodyOf,
  savedWeightUnitOf,
} from './savedLineItem';
export { areDocumentDetailsDisabled, shipAsProduct, shouldOfferShipAsProduct } from './shipAsProduct';
export type {
  DocumentsDetails,
  DraftPackage,
  DraftPackageInput,
  InvoiceItem,
  InvoiceItemInput,
  ProductsDetails,
  ShipmentDetails,
} from './shipmentDetailsSchema';
export {
  documentsDetailsSchema,
  invoiceItemSchema,
  packageSchema,
  productsDetailsSchema,
  shipmentDetailsSchema,
} from './shipmentDetailsSchema';
export type { PrepareStep } from './steps';
export { isPrepareStep, PICKUP_STEP, PREPARE_STEPS, stepIndex } from './steps';
export { toShipmentDraftBody, toStoredDraftJson } from './storedDraft';
export type { PrepareBodyOptions } from './toPrepareShipmentBody';
export { toPrepareShipmentBody } from './toPrepareShipmentBody';
export type { RateRequestOptions } from './toRateShipmentRequest';
export { toRateShipmentRequest, usesExpressEnvelope } from './toRateShipmentRequest';
