import type { DraftInput, InvoiceItemInput } from '@shipdeck/core/shipment';
import { toPrepareShipmentBody } from '@shipdeck/core/shipment';
import { documentsDraft, domesticDraft, exportDraft, item, TODAY } from '@shipdeck/core/testing';
import { generateTrackingNumber, type ShippingCarrier, seededRandom } from '@shipdeck/core/tracking';
import { type ShipmentDocumentInput, toShipmentDocumentInput } from '../documentInput';

/**
 * Document inputs for tests and the bench, made the way the booking makes them: a complete draft from
 * core's fixtures, its prepare body, and a booking with a seeded tracking number.
 */
const SERVICES: Readonly<Record<ShippingCarrier, { code: string; name: string }>> = {
  UPS: { code: '03', name: 'Ground' },
  FEDEX: { code: 'PRIORITY_OVERNIGHT', name: 'Priority Overnight' },
  DHL: { code: 'P', name: 'Express Worldwide' },
};

function booked(
  body: ReturnType<typeof toPrepareShipmentBody>,
  carrier: ShippingCarrier,
  seed: number,
): ShipmentDocumentInput {
  const random = seededRandom(seed);
  const service = SERVICES[carrier];
  return toShipmentDocumentInput(body, {
    shipmentId: `shp_${seed}`,
    carrier,
    service,
    trackingNumber: generateTrackingNumber(carrier, random, { serviceCode: service.code }),
    returnTrackingNumber: generateTrackingNumber(carrier, random, { serviceCode: service.code }),
  });
}

/** US → Germany by DHL Express: dutiable, with an invoice line, and the certificate and return label chosen. */
export function exportInput(
  overrides: DraftInput = {},
  items: InvoiceItemInput[] = [
    item(),
    item({
      commodityCode: '8528.52.0000',
      itemDescription: 'Computer monitor, 27 inch',
      quantity: 1,
      itemValue: 300,
      itemMade: 'CN',
      weight: 6,
    }),
  ],
  seed = 1,
): ShipmentDocumentInput {
  const draft = exportDraft(
    {
      additionalServices: { isCertificateOfOriginRequired: true, isReturnLabel: true, signature: 'SF' },
      shipmentDetails: {
        products: { shipmentReferenceNumber: 'PO-4471', isShipmentReferenceNumberExists: true },
      },
      ...overrides,
    },
    items,
  );
  return booked(toPrepareShipmentBody(draft, { today: TODAY }), 'DHL', seed);
}

/** New York → Los Angeles, two boxes, by UPS or FedEx. */
export function domesticInput(
  carrier: 'UPS' | 'FEDEX' = 'UPS',
  overrides: DraftInput = {},
  seed = 2,
): ShipmentDocumentInput {
  const draft = domesticDraft({ additionalServices: { signature: 2 }, ...overrides });
  return booked(toPrepareShipmentBody(draft, { today: TODAY }), carrier, seed);
}

/** A documents envelope to London by DHL: a label and nothing else. */
export function documentsInput(seed = 3): ShipmentDocumentInput {
  return booked(toPrepareShipmentBody(documentsDraft(), { today: TODAY }), 'DHL', seed);
}
