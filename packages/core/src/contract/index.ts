export type {
  AccountAuthTokenRequest,
  ActionResult,
  AuthContext,
  CompletePasswordRecoveryRequest,
  FeatureFlagName,
  FeatureFlags,
  FeatureFlagsResponse,
  GuestAuthTokenResponse,
  InstantSignUpRequest,
  ProfileTokenResponse,
  RefreshTokenDelivery,
  RefreshTokenRequest,
  SignInError,
  SignInErrorCode,
  SignInRequest,
  SignIntoProfileRequest,
  SignUpForm,
  SignUpRequest,
  StartPasswordRecoveryRequest,
  TokenResponse,
} from './auth';
export {
  accountAuthTokenRequest,
  actionResult,
  authContext,
  completePasswordRecoveryRequest,
  FEATURE_FLAG_DEFAULTS,
  FEATURE_FLAG_NAMES,
  featureFlagsResponse,
  guestAuthTokenResponse,
  instantSignUpRequest,
  profileTokenResponse,
  refreshTokenDelivery,
  refreshTokenRequest,
  signInError,
  signInErrorCode,
  signInRequest,
  signIntoProfileRequest,
  signUpForm,
  signUpRequest,
  startPasswordRecoveryRequest,
  tokenResponse,
} from './auth';
export type { HydraCollection, HydraError, Violation } from './hydra';
export { hydraCollection, hydraError, violation } from './hydra';
export type { Money } from './money';
export { money } from './money';
export type { AddressElement, CountryOption, CurrencyOption, PostalCodeSuggestion } from './options';
export { addressElement, countryOption, currencyOption, postalCodeSuggestion } from './options';
export type {
  CreatePartnerKeyRequest,
  PartnerKey,
  PartnerKeyCreated,
  PartnerKeyMode,
  UpdatePartnerKeyRequest,
  WidgetSessionRequest,
  WidgetSessionResponse,
  WidgetSessionScope,
} from './partners';
export {
  createPartnerKeyRequest,
  MAX_PARTNER_ORIGINS,
  PUBLISHABLE_KEY_HEADER,
  PUBLISHABLE_KEY_PATTERN,
  partnerKey,
  partnerKeyCreated,
  partnerKeyMode,
  partnerOrigin,
  SECRET_KEY_PATTERN,
  updatePartnerKeyRequest,
  widgetSessionRequest,
  widgetSessionResponse,
  widgetSessionScope,
} from './partners';
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
export {
  MAX_PARTNER_KEYS_PER_PAGE,
  MAX_QUOTES_PER_PAGE,
  MAX_USERS_PER_PAGE,
  PARTNER_KEYS_PER_PAGE,
  POSTAL_SEARCH_MIN_LENGTH,
  partnerKeyListQuery,
  postalCodeQuery,
  QUOTES_PER_PAGE,
  quoteListQuery,
  USERS_PER_PAGE,
  userSearchQuery,
} from './queries';
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
export type { ApiRoute } from './routes';
export { API_ROUTES, routeKeyOf } from './routes';
export type { TextKind } from './text';
export { TEXT_LIMITS, text } from './text';
export type {
  AuditLogEntry,
  BillingContact,
  BillingInformation,
  ChangePasswordRequest,
  CurrentUserResponse,
  SyncUserRequest,
  SyncUserResponse,
  User,
  UserRole,
} from './users';
export {
  auditLogEntry,
  billingContact,
  billingInformation,
  changePasswordRequest,
  currentUserResponse,
  syncUserRequest,
  syncUserResponse,
  USER_SEARCH_MIN_LENGTH,
  user,
  userRole,
} from './users';
