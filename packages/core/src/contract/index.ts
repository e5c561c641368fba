export { guestAuthTokenResponse } from './auth';
export type { GuestAuthTokenResponse } from './auth';
export { hydraCollection, hydraError, violation } from './hydra';
export type { HydraCollection, HydraError, Violation } from './hydra';
export { money } from './money';
export type { Money } from './money';
export { addressElement, countryOption, currencyOption, postalCodeSuggestion } from './options';
export type { AddressElement, CountryOption, CurrencyOption, PostalCodeSuggestion } from './options';
export {
  measurementSystem,
  quoteListed,
  rateEnd,
  ratePiece,
  rateShipmentRequest,
  rateShipmentResponse,
} from './quote';
export type {
  MeasurementSystem,
  QuoteListed,
  RateEnd,
  RatePiece,
  RateShipmentRequest,
  RateShipmentRequestInput,
  RateShipmentResponse,
} from './quote';
export { carrierCode, rate, rateFee } from './rate';
export type { CarrierCode, Rate, RateFee } from './rate';
