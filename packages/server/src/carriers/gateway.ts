import type { CarrierCode, Rate, RateInspection, RateShipmentRequest } from '@shipdeck/core/contract';
import type { PickupGateway } from './pickupGateway';
import type { TrackingGateway } from './trackingGateway';

/**
 * Who is asking for rates decides the price class: guests get guest rates, clients get their
 * account's negotiated discount off retail (spec 01 §9: client discounts up to 60%).
 */
export interface RatingContext {
  rateClass: 'guest' | 'client';
  /** Account discount off retail, 0..0.6; only for rateClass 'client'. */
  accountDiscount?: number;
  /** "Today" for the sandbox, so estimated delivery and cut-offs are testable. */
  now: Date;
}

/** A rate before it is stored: the quote's id becomes `createdInId`, the rate gets an `id`. */
export type GatewayRate = Omit<Rate, 'id' | 'createdInId'>;

/** A rate with its explanation (the quote inspection): the lines add up to the rate's optimalRate. */
export interface ExplainedGatewayRate {
  rate: GatewayRate;
  explanation: Pick<RateInspection, 'tariffId' | 'zone' | 'billableWeight' | 'pieces' | 'lines'>;
}

/**
 * One interface for every carrier integration (docs/architecture.md#carriers). The sandbox gateway
 * rates from tariff data files; real carrier adapters plug in behind the same interface. Pickups are
 * PickupGateway's (pickupGateway.ts), tracking TrackingGateway's (trackingGateway.ts).
 */
export interface CarrierGateway extends PickupGateway, TrackingGateway {
  readonly carriers: readonly CarrierCode[];
  /** Rates a valid request; the request has passed the core quote rules already. */
  rate(request: RateShipmentRequest, context: RatingContext): Promise<GatewayRate[]>;
  /**
   * The same rates in explain mode (the quote inspection, super admins): each with its tariff lines.
   * Optional: a real carrier's API prices without saying why, and the inspection then shows the
   * stored rates alone.
   */
  explain?(request: RateShipmentRequest, context: RatingContext): Promise<ExplainedGatewayRate[]>;
}
