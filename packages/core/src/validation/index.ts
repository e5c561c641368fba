// Field rules every form shares (spec 01 §5, spec 03 §5): messages, number inputs, phone, account
// numbers, and the small forms beside the wizard (billing contact, payment method, freight quote).
// The shipment's own rules live in shipment/rules.
export { ACCOUNT_NUMBER_FORMATS, accountNumberError } from './accountNumber';
export type { BillingContact, BillingContactResource } from './billingContactRules';
export {
  BILLING_CONTACT_PATHS,
  billingContactForm,
  billingContactOfForm,
  validateBillingContact,
} from './billingContactRules';
export type { PaymentValidationState, ValidationContext } from './context';
export { addressElementsOf, createValidationContext } from './context';
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
export type { NumberInputKind, NumberReading } from './numberInput';
export {
  formatNumberInput,
  keepDecimals,
  numberSeparators,
  parseNumberInput,
  readNumberInput,
} from './numberInput';
export type { PaymentMethodForm } from './paymentMethodRules';
export { splitCardholderName, validatePaymentMethodForm } from './paymentMethodRules';
export { dialCodeOf, isValidPhone, loadPhoneRules, phoneRulesReady } from './phone';
export type { SurveyForm } from './surveyRules';
export { EMPTY_SURVEY_FORM, validateSurveyForm } from './surveyRules';
