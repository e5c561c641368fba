import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './createApiClient';
import { createFakeFetch, type FakeAnswer, type SentRequest } from './fakeFetch.test-helper';
import { fetchExchange } from './fetchExchange';
import { DocumentUnavailableError, shipmentsResource } from './shipmentsResource';
import { createApiTransport } from './transport';

function resourceWith(handler: (r: SentRequest) => FakeAnswer) {
  const fake = createFakeFetch(handler);
  const transport = createApiTransport({
    baseUrl: 'https://api.test/api',
    getToken: () => 'client-token',
    exchange: fetchExchange(fake.fetch),
    logger: { warn: vi.fn(), error: vi.fn() },
  });
  return { shipments: shipmentsResource(transport, { retryDelayMs: 0 }), sent: fake.sent };
}

const document = {
  id: 'doc-1',
  type: 'label',
  fileName: 'label.pdf',
  file: 'data:application/pdf;base64,JVBERi0=',
};

describe('shipments and their documents through the API client (spec 02 §7)', () => {
  it('sends the booking with its Idempotency-Key', async () => {
    const fake = createFakeFetch(() => ({
      status: 200,
      body: { successful: true, shipmentId: 's-1', errors: [] },
    }));
    const client = createApiClient({
      baseUrl: 'https://api.test/api',
      getToken: () => 't',
      fetch: fake.fetch,
    });
    await client.completePrepAndPickup(
      { prep: {} as never, newPickup: null, existingPickup: null },
      { useHouseAccount: false, idempotencyKey: 'booking-abc' },
    );
    expect(fake.sent[0]?.headers['idempotency-key']).toBe('booking-abc');
    expect(fake.sent[0]?.pathname).toBe('/api/complete_prep_and_pickup_actions');
  });

  it('gets a document once it is generated, retrying a 418 up to 3 times', async () => {
    let calls = 0;
    const { shipments } = resourceWith(() => {
      calls += 1;
      return calls < 3
        ? { status: 418, body: { 'hydra:description': 'The carrier has not generated this document yet.' } }
        : { status: 200, body: document };
    });
    await expect(shipments.shipmentDocument('doc-1')).resolves.toMatchObject({ type: 'label' });
    expect(calls).toBe(3);
  });

  it('gives up after 3 retries with the not-generated problem, and on another failure with the failed one', async () => {
    let calls = 0;
    const teapot = resourceWith(() => {
      calls += 1;
      return { status: 418, body: { 'hydra:description': 'Not yet.' } };
    });
    const error = await teapot.shipments.shipmentDocument('doc-1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DocumentUnavailableError);
    expect((error as DocumentUnavailableError).problem).toBe('not-generated');
    expect(calls).toBe(4);
    const broken = resourceWith(() => ({
      status: 404,
      body: { 'hydra:description': 'Document not found.' },
    }));
    const failure = await broken.shipments.shipmentDocument('doc-1').catch((e: unknown) => e);
    expect((failure as DocumentUnavailableError).problem).toBe('failed');
  });

  it('answers null for a shipment that is not found, and cancels with the spec body', async () => {
    const { shipments, sent } = resourceWith((r) =>
      r.pathname.endsWith('/cancel_shipment_actions')
        ? { status: 200, body: { shipmentCanceled: true, pickupCanceled: false, refunded: null } }
        : { status: 404, body: { 'hydra:description': 'Shipment not found.' } },
    );
    await expect(shipments.shipment('s-9')).resolves.toBeNull();
    await expect(
      shipments.cancelShipment({ shipmentId: 's-1', cancelRelatedPickup: true }),
    ).resolves.toMatchObject({
      shipmentCanceled: true,
    });
    expect(sent[1]?.body).toEqual({ shipmentId: 's-1', cancelRelatedPickup: true });
  });
});

describe("view history's shipment calls (issue 14)", () => {
  it('lists the archived view and a CSR personal list, and archives, restores, deletes and duplicates', async () => {
    const { shipments, sent } = resourceWith((request) =>
      request.pathname === '/api/shipments'
        ? { status: 200, body: { 'hydra:member': [], 'hydra:totalItems': 0 } }
        : { status: 200, body: { shipmentIds: ['s-1'], archived: true, id: 'd-1' } },
    );
    await shipments.shipments({ page: 2, archived: true });
    await shipments.shipments({ creator: 'me', needsAttention: true });
    await shipments.archiveShipments(['s-1', 's-2']);
    await shipments.archiveShipments(['s-1'], false);
    await shipments.deleteShipments(['s-1']);
    await shipments.duplicateShipment('s-1');
    await shipments.duplicateDraft('d-0');
    expect(sent.map((r) => `${r.method} ${r.pathname}${r.search}`)).toEqual([
      'GET /api/shipments?page=2&itemsPerPage=10&archived=true',
      'GET /api/shipments?page=1&itemsPerPage=10&creator=me&needsAttention=true',
      'POST /api/archive_shipment_actions',
      'POST /api/archive_shipment_actions',
      'POST /api/delete_shipment_actions',
      'POST /api/duplicate_shipment_actions',
      'POST /api/duplicate_draft_actions',
    ]);
    expect(sent.slice(2).map((r) => r.body)).toEqual([
      { shipmentIds: ['s-1', 's-2'], archived: true },
      { shipmentIds: ['s-1'], archived: false },
      { shipmentIds: ['s-1'] },
      { shipmentId: 's-1' },
      { draftId: 'd-0' },
    ]);
  });
});
