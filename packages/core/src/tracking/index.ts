export { dhlCheckDigit, fedexCheckDigit, upsCharacterValue, upsCheckDigit } from './checkDigits';
export type { TrackingNumberIdentity } from './identifyTrackingNumber';
export { identifyTrackingNumber } from './identifyTrackingNumber';
export type { RandomSource } from './seededRandom';
export { drawCharacter, drawString, seededRandom } from './seededRandom';
export type { TrackingEventCode } from './trackingEvents';
export {
  hasOpenError,
  isExceptionEvent,
  statusFlagAfterEvent,
  statusFlagAfterEvents,
  TRACKING_EVENT_CODES,
  TRACKING_EVENT_LABELS,
} from './trackingEvents';
export type { ShippingCarrier, UpsTrackingOptions } from './trackingNumbers';
export {
  dhlLicencePlate,
  dhlWaybillNumber,
  fedexTrackingNumber,
  generateDhlWaybillNumber,
  generateFedexTrackingNumber,
  generateTrackingNumber,
  generateUpsTrackingNumber,
  isDhlLicencePlate,
  isValidDhlWaybillNumber,
  isValidFedexTrackingNumber,
  isValidTrackingNumber,
  isValidUpsTrackingNumber,
  pieceTrackingNumber,
  upsTrackingNumber,
} from './trackingNumbers';
export type { TrackingApi, TrackingLookupState, TrackingStore, TrackingStoreState } from './trackingStore';
export { createTrackingStore } from './trackingStore';
export type { TrackingCarrier } from './trackingUrl';
export { detectTrackingCarrier, normalizeTrackingNumber, trackingUrl } from './trackingUrl';
