import { randomInt } from 'node:crypto';
import {
  generateTrackingNumber,
  generateUpsTrackingNumber,
  type RandomSource,
  type ShippingCarrier,
  seededRandom,
} from '@shipdeck/core/tracking';
import type { BookingFacts, DocumentRenderer, TrackingNumberSource } from '../shipments/ports';
import { type ShipmentDocumentInput, toShipmentDocumentInput } from './documentInput';
import type { DocumentRenderPool } from './documentRenderPool';

/**
 * The booking's ports (shipments/ports.ts) on the documents engine: its documents drawn by the pool,
 * its tracking numbers from core's generators.
 */
export function bookingDocumentRenderer(
  pool: Pick<DocumentRenderPool, 'renderDocuments' | 'downloadAll'>,
): DocumentRenderer {
  return {
    render: (facts) => pool.renderDocuments(bookingDocumentInput(facts)),
    merge: async (documents) => (await pool.downloadAll(documents)).bytes,
  };
}

/** The documents input of a booking. */
export function bookingDocumentInput(facts: BookingFacts): ShipmentDocumentInput {
  const service = { code: facts.carrierProduct, name: facts.serviceName };
  const input = toShipmentDocumentInput(facts.prep, {
    shipmentId: facts.shipmentId,
    carrier: facts.carrier,
    service,
    trackingNumber: facts.trackingNumber,
    returnTrackingNumber: facts.returnLabel
      ? returnTrackingNumber(facts.carrier, facts.trackingNumber, facts.shipmentId)
      : null,
  });
  return {
    ...input,
    shipDate: facts.shipDate,
    services: {
      ...input.services,
      certificateOfOrigin: facts.certificateOfOrigin,
      returnLabel: facts.returnLabel,
    },
  };
}

/**
 * The return label's own tracking number. Decision: drawn from a source seeded by the shipment's id,
 * so drawing the documents again prints the same return number without storing it; a UPS return
 * keeps the shipper's account and service (positions 3–10 of the 1Z).
 */
export function returnTrackingNumber(
  carrier: ShippingCarrier,
  trackingNumber: string,
  shipmentId: string,
): string {
  const random = seededRandom(hash32(`${shipmentId}:return`));
  if (carrier !== 'UPS') return generateTrackingNumber(carrier, random);
  return generateUpsTrackingNumber(random, {
    shipperNumber: trackingNumber.slice(2, 8),
    serviceCode: trackingNumber.slice(8, 10),
  });
}

/** FNV-1a: 32 bits of a string, to seed a source with. */
function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** Numbers in [0, 1) from the platform's CSPRNG: two servers never walk the same sequence. */
export const cryptoRandom: RandomSource = () => randomInt(2 ** 32) / 2 ** 32;

/**
 * New tracking numbers for bookings. A number is unique per carrier (the shipments table's unique
 * index): a DHL waybill has 10^9 values, so a busy sandbox will meet a used one now and then and
 * should draw again. A UPS number carries the booked service's 2-character code (Ground "03" when
 * the service has none).
 */
export function trackingNumberSource(random: RandomSource = cryptoRandom): TrackingNumberSource {
  return (carrier, serviceCode) =>
    generateTrackingNumber(
      carrier,
      random,
      carrier === 'UPS' && serviceCode && /^[0-9A-Z]{2}$/i.test(serviceCode) ? { serviceCode } : {},
    );
}
