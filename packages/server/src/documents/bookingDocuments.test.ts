import { toPrepareShipmentBody } from '@shipdeck/core/shipment';
import { exportDraft, TODAY } from '@shipdeck/core/testing';
import { isValidTrackingNumber, seededRandom } from '@shipdeck/core/tracking';
import { describe, expect, it } from 'vitest';
import type { BookingFacts } from '../shipments/ports';
import {
  bookingDocumentInput,
  bookingDocumentRenderer,
  returnTrackingNumber,
  trackingNumberSource,
} from './bookingDocuments';
import { createDocumentRenderPool } from './documentRenderPool';
import { barcodesOn, readPdf } from './testing/readPdf';

function facts(overrides: Partial<BookingFacts> = {}): BookingFacts {
  const prep = toPrepareShipmentBody(
    exportDraft({ additionalServices: { isCertificateOfOriginRequired: true, isReturnLabel: true } }),
    { today: TODAY },
  );
  return {
    shipmentId: '0b9d2a55-0000-4000-8000-000000000001',
    carrier: 'DHL',
    carrierProduct: 'P',
    serviceName: 'Express Worldwide',
    trackingNumber: '3318810025',
    shipDate: TODAY,
    prep,
    rate: {} as BookingFacts['rate'],
    bookedOn: new Date(`${TODAY}T15:00:00Z`),
    certificateOfOrigin: true,
    returnLabel: true,
    ...overrides,
  };
}

describe('the booking’s document port on the documents engine', () => {
  it('draws the booking’s documents and merges them into one file', async () => {
    const port = bookingDocumentRenderer(createDocumentRenderPool({ threads: 0 }));
    const documents = await port.render(facts());
    expect(documents.map((d) => d.type)).toEqual([
      'label',
      'commercial_invoice',
      'certificate_of_origin',
      'return_label',
    ]);
    const [label] = await readPdf(documents[0]!.bytes);
    expect(barcodesOn(label!, 'code128')).toContain('3318810025');
    expect((await readPdf(await port.merge(documents))).length).toBe(4);
  });

  it('leaves out the certificate and the return label when the booking did not choose them', async () => {
    const input = bookingDocumentInput(facts({ certificateOfOrigin: false, returnLabel: false }));
    expect(input.services).toMatchObject({ certificateOfOrigin: false, returnLabel: false });
    expect(input.returnTrackingNumber).toBeNull();
  });

  it('gives the return label its own valid number, the same each time for one shipment', () => {
    const a = returnTrackingNumber('DHL', '3318810025', 'shipment-a');
    expect(isValidTrackingNumber('DHL', a)).toBe(true);
    expect(a).not.toBe('3318810025');
    expect(returnTrackingNumber('DHL', '3318810025', 'shipment-a')).toBe(a);
    expect(returnTrackingNumber('DHL', '3318810025', 'shipment-b')).not.toBe(a);
    const ups = returnTrackingNumber('UPS', '1Z999AA10123456784', 'shipment-a');
    expect(ups.slice(0, 10)).toBe('1Z999AA101');
    expect(isValidTrackingNumber('UPS', ups)).toBe(true);
  });

  it('hands the booking valid numbers of each carrier', () => {
    const next = trackingNumberSource(seededRandom(5));
    for (const carrier of ['UPS', 'FEDEX', 'DHL'] as const)
      expect(isValidTrackingNumber(carrier, next(carrier))).toBe(true);
    expect(isValidTrackingNumber('DHL', trackingNumberSource()('DHL'))).toBe(true);
  });
});
