import type { TrackingResource } from '@shipdeck/core/contract';
import { SHIPMENT_STATE_LABELS, shipmentStateOf, shipmentStateTone } from '@shipdeck/core/shipment';
import { identifyTrackingNumber, TRACKING_EVENT_LABELS } from '@shipdeck/core/tracking';
import type { Principal } from '../auth/principal';
import type { ShipmentRow } from '../db/schema';
import { serverMessage } from '../messages';
import { badRequest } from '../platform/apiError';
import type { TrackingRepository } from './trackingRepository';

const CARRIER_NAMES = { UPS: 'UPS', FEDEX: 'FedEx', DHL: 'DHL Express' } as const;
const NUMBER = /^[0-9A-Z]{1,40}$/;

type Carrier = keyof typeof CARRIER_NAMES;

/**
 * GET /api/tracking/{trackingNumber} (issue 14; docs/tracking.md#the-api). Who sees what: the shipment's
 * owner — or staff acting for the owner, whose session's owner it is — sees every scan with its facility
 * and detail and the shipment's service, description and reference; anyone else with the number sees the
 * status, the dates and the cities (a tracking number is a bearer secret of a kind, as on the carriers'
 * own pages, but no name, street or facility leaves). A number that is not ours gets the carrier its
 * format and check digit name and that carrier's page.
 */
export function createTrackingService({ repository }: { repository: TrackingRepository }) {
  return {
    async lookup(caller: Principal | null, input: string): Promise<TrackingResource> {
      const identity = identifyTrackingNumber(input);
      if (!NUMBER.test(identity.number)) throw badRequest(serverMessage('tracking.numberInvalid'));
      const base = {
        '@id': `/api/tracking/${identity.number}`,
        '@type': 'Tracking' as const,
        trackingNumber: identity.number,
      };
      const ours = await repository.shipmentsNumbered(identity.number);
      // A number two carriers share names two shipments: the one whose carrier the format names.
      const shipment: ShipmentRow | undefined =
        ours.find((row) => row.carrier === identity.carrier) ?? (ours.length === 1 ? ours[0] : undefined);
      if (!shipment) {
        return {
          ...base,
          view: 'carrier',
          carrier: identity.carrier,
          carrierName: identity.carrier ? CARRIER_NAMES[identity.carrier] : null,
          trackingUrl: identity.trackingUrl,
          checkDigitValid: identity.checkDigitValid,
          status: null,
          shipDate: null,
          deliveredOn: null,
          origin: null,
          destination: null,
          events: [],
          shipment: null,
        };
      }
      const owner = caller?.session?.ownerId === shipment.ownerId;
      const carrier = shipment.carrier as Carrier;
      const events = await repository.eventsOf(shipment.id);
      const state = shipmentStateOf(shipment.primaryStatusFlag);
      const delivered = events.findLast((event) => event.code === 'delivered');
      const placeOf = (end: ShipmentRow['request']['origin']) => ({
        city: end.city ?? '',
        division: end.division ?? null,
        countryCode: end.countryCode,
      });
      return {
        ...base,
        view: owner ? 'owner' : 'public',
        carrier,
        carrierName: CARRIER_NAMES[carrier] ?? carrier,
        trackingUrl: identifyTrackingNumber(shipment.trackingNumber).trackingUrl,
        checkDigitValid: identity.checkDigitValid,
        status: { state, label: SHIPMENT_STATE_LABELS[state], tone: shipmentStateTone(state) },
        shipDate: shipment.targetShipDate,
        deliveredOn: delivered ? delivered.occurredOn.toISOString() : null,
        origin: placeOf(shipment.request.origin),
        destination: placeOf(shipment.request.destination),
        events: events
          .map((event) => ({
            seq: event.seq,
            code: event.code,
            label: TRACKING_EVENT_LABELS[event.code],
            occurredOn: event.occurredOn.toISOString(),
            city: event.city,
            division: event.division,
            countryCode: event.countryCode,
            ...(owner ? { facility: event.facility, detail: event.detail } : {}),
          }))
          .reverse(),
        shipment: owner
          ? {
              id: shipment.id,
              serviceName: shipment.serviceName,
              description: shipment.description,
              shipmentReferenceNumber: shipment.shipmentReferenceNumber,
              primaryStatusFlag: shipment.primaryStatusFlag,
              receiverName: shipment.request.receiver.contactName,
            }
          : null,
      };
    },
  };
}

export type TrackingService = ReturnType<typeof createTrackingService>;
