export type { CarrierGateway, ExplainedGatewayRate, GatewayRate, RatingContext } from './gateway';
export type {
  PickupBooking,
  PickupCapabilityAnswer,
  PickupContext,
  PickupGateway,
  PickupOutcome,
} from './pickupGateway';
export type { CurrencyRate } from './sandbox/currencyTable';
export { currencyTable, findCurrency, fromUsd } from './sandbox/currencyTable';
export type { SandboxGatewayOptions } from './sandbox/sandboxGateway';
export { createSandboxGateway } from './sandbox/sandboxGateway';
export { createSandboxPickups, SANDBOX_PICKUP_TRIGGERS } from './sandbox/sandboxPickups';
export type { SandboxTariffs } from './sandbox/sandboxTariffs';
export { loadSandboxTariffs } from './sandbox/sandboxTariffs';
export { createSandboxTracking } from './sandbox/sandboxTracking';
export type {
  CarrierTrackingEvent,
  ScanLocation,
  TrackedShipment,
  TrackingAnswer,
  TrackingGateway,
} from './trackingGateway';
