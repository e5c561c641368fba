import type { Rate } from '@shipdeck/core/contract';
import { type Draft, toPrepareShipmentBody, toRateShipmentRequest } from '@shipdeck/core/shipment';
import { domesticDraft as coreDomesticDraft, exportDraft as coreExportDraft } from '@shipdeck/core/testing';
import type { FastifyInstance } from 'fastify';
import { nextWeekday } from '../seed/demoQuotes';
import type { DocumentRenderer, RenderedDocument, TrackingNumberSource } from '../shipments/ports';
import { bearer } from './testApp';

/**
 * A renderer that records what it was asked and answers small files naming the booking: the booking
 * and shipment tests are about the API, the documents engine has tests of its own.
 */
export function recordingRenderer(): DocumentRenderer & { calls: number } {
  const renderer = {
    calls: 0,
    async render(facts: Parameters<DocumentRenderer['render']>[0]): Promise<RenderedDocument[]> {
      renderer.calls += 1;
      const file = (type: RenderedDocument['type']) => ({
        type,
        fileName: `${type}-${facts.trackingNumber}.pdf`,
        bytes: new TextEncoder().encode(`%PDF-1.7 ${type} ${facts.trackingNumber}`),
      });
      return [
        file('label'),
        ...(facts.prep.international ? [file('commercial_invoice')] : []),
        ...(facts.certificateOfOrigin ? [file('certificate_of_origin')] : []),
        ...(facts.returnLabel ? [file('return_label')] : []),
      ];
    },
    async merge(documents: readonly RenderedDocument[]) {
      return new TextEncoder().encode(documents.map((d) => d.fileName).join('\n'));
    },
  };
  return renderer;
}

/** Tracking numbers counted per test app, unique within it. */
export function countingTrackingNumbers(): TrackingNumberSource {
  let n = 0;
  return (carrier) => `${carrier}-TEST-${String(++n).padStart(6, '0')}`;
}

/** An export US → Germany with products, shipping on the next weekday (core's fixture). */
export function exportDraft(): Draft {
  const draft = coreExportDraft();
  draft.pickupDelivery.shipmentDate = nextWeekday(new Date());
  return draft;
}

/** A domestic parcel New York → Los Angeles (UPS, FedEx and DHL rate it), on the next weekday. */
export function domesticDraft(): Draft {
  const draft = coreDomesticDraft();
  draft.pickupDelivery.shipmentDate = nextWeekday(new Date());
  return draft;
}

/**
 * The body the wizard would send for `draft` after rating it through the API: the chosen rate
 * (`carrier`'s first, else the first) becomes the delivery service and the confirmed amount.
 */
export async function preparedBody(
  app: FastifyInstance,
  token: string,
  draft: Draft,
  options: { carrier?: Rate['carrier']; paymentId?: string | null } = {},
) {
  const today = nextWeekday(new Date());
  const rated = await app.inject({
    method: 'POST',
    url: '/api/rate_shipment_actions',
    headers: bearer(token),
    payload: { ...toRateShipmentRequest(draft, { today }), carrierProduct: null },
  });
  const rates = rated.json().rates as Rate[];
  const rate = rates.find((r) => !options.carrier || r.carrier === options.carrier);
  if (!rate) throw new Error(`no ${options.carrier ?? ''} rate for this draft: ${rated.body}`);
  draft.pickupDelivery.carrierProduct = rate.carrierProduct;
  return { rate, prep: toPrepareShipmentBody(draft, { today, rate, paymentId: options.paymentId ?? null }) };
}

/**
 * How far to move a test's clock from now to `ms` after the start of a booking's ship day (UTC).
 * Bookings ship on the next weekday, so "two days on" from a Friday is still before the parcel leaves:
 * time in tracking tests counts from the ship day, not from today.
 */
export function afterShipDay(shipDate: string, ms: number): number {
  return Math.max(0, Date.parse(`${shipDate}T00:00:00Z`) - Date.now()) + ms;
}

/** A Visa the sandbox gateway takes, as the saved-payment-methods form sends it. */
export const testCard = {
  paymentType: 'card',
  nickname: 'Visa',
  cardNumber: '4242424242424242',
  expirationDate: '12/30',
  cardCode: '123',
  holderName: 'Dana Whitfield',
  isDefault: true,
  billingAddress: { addressLine1: '350 Fifth Avenue', city: 'New York', postalCode: '10118', division: 'NY' },
};

/**
 * Books `draft` (a domestic one by default) through the API for `token`'s account, paid by a card
 * stored for it; answers the shipment's id and tracking number.
 */
export async function bookShipment(
  app: FastifyInstance,
  token: string,
  options: { draft?: Draft; carrier?: Rate['carrier']; idempotencyKey?: string } = {},
): Promise<{ id: string; trackingNumber: string }> {
  const stored = await app.inject({
    method: 'POST',
    url: '/api/saved_payment_methods',
    headers: bearer(token),
    payload: testCard,
  });
  const { prep } = await preparedBody(app, token, options.draft ?? domesticDraft(), {
    ...(options.carrier ? { carrier: options.carrier } : {}),
    paymentId: stored.json().id,
  });
  const answer = await app.inject({
    method: 'POST',
    url: '/api/prepare_shipment_actions',
    headers: { ...bearer(token), 'idempotency-key': options.idempotencyKey ?? crypto.randomUUID() },
    payload: prep,
  });
  const body = answer.json() as { shipmentId: string | null; shipment?: { trackingNumber: string } };
  if (!body.shipmentId || !body.shipment) throw new Error(`booking failed: ${answer.body}`);
  return { id: body.shipmentId, trackingNumber: body.shipment.trackingNumber };
}

/** Books a domestic shipment through the API for `token`'s account, paid by a card stored for it; answers its id. */
export async function bookDomestic(app: FastifyInstance, token: string): Promise<string> {
  return (await bookShipment(app, token)).id;
}
