import { toPrepareShipmentBody } from '@shipdeck/core/shipment';
import { exportDraft, TODAY } from '@shipdeck/core/testing';
import { describe, expect, it } from 'vitest';
import {
  checkDocumentInput,
  DocumentInputError,
  labelCount,
  MAX_INVOICE_LINES,
  MAX_LABELS_PER_SHIPMENT,
  toShipmentDocumentInput,
} from './documentInput';
import { domesticInput, exportInput } from './testing/documentFixtures';

describe('the documents input of a booked shipment (from the prepare body, spec 01 §7)', () => {
  it('takes parties, pieces, services, customs and references from the prepare body', () => {
    const draft = exportDraft({
      additionalServices: { isCertificateOfOriginRequired: true, isReturnLabel: true, signature: 'SF' },
      shipmentDetails: { products: { receiverReference: 'R-9', isReceiverReferenceExists: true } },
    });
    const body = toPrepareShipmentBody(draft, { today: TODAY });
    const input = toShipmentDocumentInput(body, {
      shipmentId: 'shp_1',
      carrier: 'DHL',
      service: { code: 'P', name: 'Express Worldwide' },
      trackingNumber: '3318810025',
      returnTrackingNumber: '8487135506',
    });
    expect(input).toMatchObject({
      shipmentId: 'shp_1',
      carrier: 'DHL',
      trackingNumber: '3318810025',
      returnTrackingNumber: '8487135506',
      shipDate: TODAY,
      sender: { contactName: 'Jane Shipper', address: { countryCode: 'US', city: 'New York' } },
      recipient: { companyName: 'Beispiel GmbH', address: { countryCode: 'DE', postalCode: '10117' } },
      pieces: [{ quantity: 1, weight: 8, length: 20, width: 15, height: 10 }],
      services: {
        certificateOfOrigin: true,
        returnLabel: true,
        directSignature: true,
        neutralDelivery: false,
      },
      references: { receiver: 'R-9' },
      billing: { payer: 'my_account' },
    });
    expect(input.customs).toBe(body.international);
    expect(input.customs?.exportLineItems[0]).toMatchObject({
      commodityCode: '8471.30.0100',
      quantity: 2,
      unitValue: 600,
    });
  });

  it('counts one label per box', () => {
    expect(labelCount(domesticInput('UPS'))).toBe(2);
  });
});

describe('inputs the documents cannot be drawn from', () => {
  const refused = (change: Parameters<typeof checkDocumentInput>[0], message: RegExp) => {
    expect(() => checkDocumentInput(change)).toThrow(DocumentInputError);
    expect(() => checkDocumentInput(change)).toThrow(message);
  };

  it('a tracking number that is not the carrier’s, or whose check digit is wrong', () => {
    refused(
      { ...domesticInput('UPS'), trackingNumber: '3318810025' },
      /"3318810025" is not a valid UPS tracking number/,
    );
    refused(
      { ...domesticInput('FEDEX'), trackingNumber: '996578788855' },
      /not a valid FEDEX tracking number/,
    );
  });
  it('a return label without a number of its own', () => {
    refused(
      { ...exportInput(), returnTrackingNumber: null },
      /the return label needs its own tracking number/,
    );
  });
  it('a ship date that is no yyyy-MM-dd date', () => {
    refused({ ...exportInput(), shipDate: '03/02/2026' }, /ship date "03\/02\/2026"/);
  });
  it('no box, or more boxes than one shipment may label', () => {
    refused({ ...exportInput(), pieces: [] }, /at least one box/);
    const many = {
      ...exportInput(),
      pieces: [{ quantity: MAX_LABELS_PER_SHIPMENT + 1, weight: 1, length: 1, width: 1, height: 1 }],
    };
    refused(many, /201 boxes are more than the 200 labels/);
  });
  it('more invoice lines than one invoice may have', () => {
    const input = exportInput();
    const line = input.customs!.exportLineItems[0]!;
    refused(
      { ...input, customs: { ...input.customs!, exportLineItems: Array(MAX_INVOICE_LINES + 1).fill(line) } },
      /1000 invoice lines are more than the 999/,
    );
  });
  it('a certificate of origin for a shipment that is not dutiable', () => {
    refused(
      { ...domesticInput('UPS'), services: { ...domesticInput('UPS').services, certificateOfOrigin: true } },
      /certificate of origin is for dutiable shipments/,
    );
  });
  it('accepts numbers typed with spaces and lower case, and answers them normalised', () => {
    const input = exportInput();
    const spaced = `${input.trackingNumber.slice(0, 2)} ${input.trackingNumber.slice(2)}`;
    expect(checkDocumentInput({ ...input, trackingNumber: spaced }).trackingNumber).toBe(
      input.trackingNumber,
    );
  });
});
