// The shipment's rules (spec 01 §5): each wizard step's checks and the whole draft's.
export { validateAdditionalServices } from './additionalServicesRules';
export { CUSTOMS_REFERENCE_MAX, validateCustoms } from './customsRules';
export { validateDocuments } from './documentsRules';
export { EIN_MAX_LENGTH, ITN_PATTERN, validateExportFiling } from './exportFilingRules';
export { validateInsurance } from './insuranceRules';
export type { InvoiceLineOptions, InvoiceLineShipment } from './invoiceItemRules';
export {
  COMMODITY_CODE_PATTERN,
  ITEM_LIMITS,
  validateInvoiceItem,
  validateInvoiceItems,
} from './invoiceItemRules';
export { UPS_DECLARED_VALUE_WARNING, validatePackages } from './packagesRules';
export { PARTY_LIMITS, validateParty } from './partyRules';
export { PAYMENT_METHOD_PATH, validatePaymentStep } from './paymentStepRules';
export { INTERNATIONAL_DESCRIPTION_MAX, validateProducts } from './productsRules';
export { validateRateRequest } from './rateRequestRules';
export { SAVED_LINE_ITEM_LIMITS, validateSavedLineItem } from './savedLineItemRules';
export { validateDraft, validateStep } from './validateStep';
