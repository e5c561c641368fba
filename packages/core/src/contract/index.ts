export type { GuestAuthTokenResponse } from './auth';
export { guestAuthTokenResponse } from './auth';
export type { HydraCollection, HydraError, Violation } from './hydra';
export { hydraCollection, hydraError, violation } from './hydra';
export type { Money } from './money';
export { money } from './money';
export type { AddressElement, CountryOption, CurrencyOption, PostalCodeSuggestion } from './options';
export { addressElement, countryOption, currencyOption, postalCodeSuggestion } from './options';
export type {
  CompletePrepAndPickupRequest,
  CompletePrepAndPickupResponse,
  DutiesPayer,
  EeiFiling,
  EeiFilingType,
  ExportLineItem,
  ExportType,
  FreightPayer,
  PrepareAddress,
  PrepareContact,
  PrepareInternational,
  PreparePiece,
  PrepareShipmentRequest,
  PrepareShipmentResponse,
  PrepPickup,
  ShipmentDraftBody,
  ShipmentDraftResource,
  TermsOfTradeCode,
} from './prepare';
export {
  completePrepAndPickupRequest,
  completePrepAndPickupResponse,
  dutiesPayer,
  eeiFiling,
  eeiFilingType,
  exportLineItem,
  exportType,
  freightPayer,
  prepareAddress,
  prepareContact,
  prepareInternational,
  preparePiece,
  prepareShipmentRequest,
  prepareShipmentResponse,
  prepPickup,
  shipmentDraftBody,
  shipmentDraftResource,
  termsOfTradeCode,
} from './prepare';
export type {
  MeasurementSystem,
  QuoteListed,
  RateEnd,
  RatePiece,
  RateShipmentRequest,
  RateShipmentRequestInput,
  RateShipmentResponse,
} from './quote';
export {
  measurementSystem,
  quoteListed,
  rateEnd,
  ratePiece,
  rateShipmentRequest,
  rateShipmentResponse,
} from './quote';
export type { CarrierCode, Rate, RateFee } from './rate';
export { carrierCode, rate, rateFee } from './rate';
