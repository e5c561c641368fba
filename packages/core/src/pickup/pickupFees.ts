import type { PickupCarrier } from '../contract/pickups';

/**
 * Pickup fees (spec 02 §9): UPS $17.00 per residential and $10.00 per commercial shipment; DHL pickups
 * are free for the product's clients; FedEx pickups are free (decision, docs/carriers.md#pickup-cut-off-times).
 * In US dollars. The sandbox tariffs charge the same amounts with each rated shipment (a test holds
 * them to these).
 */
export const PICKUP_FEES: Readonly<Record<PickupCarrier, { residential: number; commercial: number }>> = {
  UPS: { residential: 17, commercial: 10 },
  DHL: { residential: 0, commercial: 0 },
  FEDEX: { residential: 0, commercial: 0 },
};

/** The fee for picking up one shipment at a residential or commercial address, in US dollars. */
export function pickupFee(carrier: PickupCarrier, isResidential: boolean): number {
  const fees = PICKUP_FEES[carrier];
  return isResidential ? fees.residential : fees.commercial;
}

/** The fees of a pickup that collects `shipments` shipments at one address (in cents, summed exactly). */
export function pickupFeeTotal(carrier: PickupCarrier, isResidential: boolean, shipments: number): number {
  return (Math.round(pickupFee(carrier, isResidential) * 100) * Math.max(0, shipments)) / 100;
}
