export type { TrackingCarrier } from './trackingUrl';
export { detectTrackingCarrier, normalizeTrackingNumber, trackingUrl } from './trackingUrl';
