// `@shipdeck/core/shipment/wizard`: what a client screen of the prepare wizard uses at once (issue 11),
// without the draft schema and zod: the wizard store, blank drafts and rows, the choice codes (the
// option lists are `@shipdeck/core/shipment/optionLists`, which only later parts show), the payment
// rules, Ship As Product, and `loadParseDraft` (the schema-backed reader, loaded on first use). `@shipdeck/core/shipment` re-exports all of it with the schemas; a bundle
// that splits on import() (the prepare embed) imports this one, since esbuild puts every module a
// first-load index re-exports in the first load once anything uses it, a lazy chunk included.

// The draft reader, loaded on first use ("#parseDraftLoader": core's own import() by default; the
// prepare embed loads its own chunk and gives it to the store, widgets' "#prepareOnDemand").
export { loadParseDraft } from '#parseDraftLoader';
// The exact phone checks, loaded on demand in the embed: step 1 starts their load on the first phone
// field (here rather than through the validation index, which a first load would take whole).
export { loadPhoneRules } from '../validation/phone';
export {
  blankDraft,
  defaultPickup,
  emptyDocumentsDetails,
  emptyInvoiceItem,
  emptyPackage,
  emptyParty,
  emptyProductsDetails,
} from './model/blankDraft';
export type { Draft, DraftPayment, DraftPickup } from './model/draftSchema';
export type { InvoiceType, PackagingCode, PaymentTime, ProformaPurpose } from './model/options';
export {
  DEFAULT_FOREIGN_TRADE_REGULATION,
  DEFAULT_FTR_EXEMPTION,
  DOMESTIC_SIGNATURES,
  EXPORT_LICENSE_OPTIONS,
  INVOICE_TYPES,
  NO_LICENSE,
  PACKAGING_CODES,
  PROFORMA_INVOICE_TYPE,
  PROFORMA_PURPOSES,
} from './model/options';
export type { Party } from './model/partySchema';
export {
  isAccountNumberRequired,
  isAssociatedZipRequired,
  isDutyAccountRequired,
  termsForDutiesPayer,
} from './model/paymentRules';
export { shouldOfferShipAsProduct } from './model/shipAsProduct';
export type { DraftPackage, InvoiceItem } from './model/shipmentDetailsSchema';
export type { PrepareStep } from './model/steps';
export { isPrepareStep, PREPARE_STEPS, stepIndex } from './model/steps';
export type { ServiceSelectionBlocker } from './rules/serviceSelection';
export { serviceSelectionBlocker } from './rules/serviceSelection';
export * from './wizard/index';
