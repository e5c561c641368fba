// Validation of the prepare flow (spec 01 §5): field rules, per-step validation, related forms.
export { ACCOUNT_NUMBER_FORMATS, accountNumberError } from './accountNumber';
export { validateAdditionalServices } from './additionalServicesRules';
export type { BillingContact } from './billingContactRules';
export { validateBillingContact } from './billingContactRules';
export type { PaymentValidationState, ValidationContext } from './context';
export { addressElementsOf, createValidationContext } from './context';
export { CUSTOMS_REFERENCE_MAX, validateCustoms } from './customsRules';
export { validateDocuments } from './documentsRules';
export { EIN_MAX_LENGTH, ITN_PATTERN, validateExportFiling } from './exportFilingRules';
export type { FieldError, FieldErrorList } from './fieldErrors';
export {
  createFieldErrorList,
  errorsUnder,
  firstBlockingError,
  isBlocking,
  isValid,
  messagesByPath,
} from './fieldErrors';
export type { FieldValue } from './fieldRules';
export {
  EMAIL_PATTERN,
  email,
  exactLength,
  first,
  isBlank,
  label,
  maxLength,
  minLength,
  minValue,
  phone,
  positive,
  required,
  wholeNumber,
  yesNo,
} from './fieldRules';
export type { FreightQuoteForm } from './freightQuoteRules';
export { validateFreightQuoteForm } from './freightQuoteRules';
export { validateInsurance } from './insuranceRules';
export { COMMODITY_CODE_PATTERN, ITEM_LIMITS, validateInvoiceItems } from './invoiceItemRules';
export type { NumberInputKind, NumberReading } from './numberInput';
export { formatNumberInput, numberSeparators, parseNumberInput, readNumberInput } from './numberInput';
export { UPS_DECLARED_VALUE_WARNING, validatePackages } from './packagesRules';
export { PARTY_LIMITS, validateParty } from './partyRules';
export type { PaymentMethodForm } from './paymentMethodRules';
export { splitCardholderName, validatePaymentMethodForm } from './paymentMethodRules';
export { PAYMENT_METHOD_PATH, validatePaymentStep } from './paymentStepRules';
export { isValidPhone } from './phone';
export { INTERNATIONAL_DESCRIPTION_MAX, validateProducts } from './productsRules';
export { validateRateRequest } from './rateRequestRules';
export { validateDraft, validateStep } from './validateStep';
