import { describe, expect, it } from 'vitest';
import type { ShipmentDraftBody } from '../contract/prepare';
import type { PrepareWizardApi } from '../shipment/wizard/ports';
import { type FakeAnswer, type SentRequest, testApiClient } from './fakeFetch.test-helper';

const draftBody: ShipmentDraftBody = {
  name: 'Books to London',
  payload: '{"version":"0.5"}',
  step: 'create_shipment',
  updatedOn: '2026-11-20T10:00:00.000Z',
  completedOn: null,
  shipmentId: null,
};

const clientWith = (handler: (r: SentRequest) => FakeAnswer) => testApiClient(handler);

describe('drafts through the API client (spec 01 §7)', () => {
  it('is the network port the prepare wizard takes', () => {
    const { client } = clientWith(() => ({ status: 200, body: {} }));
    const port: PrepareWizardApi = client;
    expect(typeof port.createDraft).toBe('function');
  });

  it('creates a draft with POST /shipment_drafts and answers its id', async () => {
    const { client, sent } = clientWith(() => ({ status: 201, body: { id: 'd-1', ...draftBody } }));
    await expect(client.createDraft(draftBody)).resolves.toMatchObject({ id: 'd-1' });
    expect(sent[0]).toMatchObject({ method: 'POST', pathname: '/api/shipment_drafts', body: draftBody });
    expect(sent[0]?.headers.authorization).toBe('Bearer client-token');
  });

  it('updates with PUT /shipment_drafts/{id} carrying the current step', async () => {
    const { client, sent } = clientWith(() => ({ status: 200, body: { id: 'd-1', ...draftBody } }));
    await client.updateDraft('d-1', { ...draftBody, step: 'payment_status' });
    expect(sent[0]).toMatchObject({ method: 'PUT', pathname: '/api/shipment_drafts/d-1' });
    expect((sent[0]!.body as ShipmentDraftBody).step).toBe('payment_status');
  });

  it('lists only drafts without completedOn', async () => {
    const { client, sent } = clientWith(() => ({
      status: 200,
      body: { 'hydra:member': [{ id: 'd-1', ...draftBody }], 'hydra:totalItems': 1 },
    }));
    const page = await client.drafts();
    expect(page.totalItems).toBe(1);
    expect(sent[0]?.query).toMatchObject({ page: '1', itemsPerPage: '10', 'exists[completedOn]': 'false' });
  });

  it('tolerates 404 on a missing draft and answers null', async () => {
    const { client } = clientWith(() => ({
      status: 404,
      body: { 'hydra:description': 'Not Found', errorCode: 'NotFound' },
    }));
    await expect(client.draft('gone')).resolves.toBeNull();
  });

  it('sends the house-account flag with the combined preparation', async () => {
    const { client, sent } = clientWith(() => ({
      status: 200,
      body: { successful: true, shipmentId: 's-1', errors: [] },
    }));
    const answer = await client.completePrepAndPickup(
      { prep: {} as never, newPickup: null, existingPickup: null },
      { useHouseAccount: true },
    );
    expect(answer.shipmentId).toBe('s-1');
    expect(sent[0]?.body).toMatchObject({ useHouseAccount: true, newPickup: null });
  });

  it('throws the server description on a 422', async () => {
    const { client } = clientWith(() => ({
      status: 422,
      body: { 'hydra:description': 'Draft name is required', errorCode: 'Invalid' },
    }));
    await expect(client.createDraft(draftBody)).rejects.toThrow('Draft name is required');
  });
});
