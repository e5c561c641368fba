import { describe, expect, it } from 'vitest';
import { savedItem } from '../shipment/model/testing/fixtures';
import { type FakeAnswer, type SentRequest, testApiClient } from './fakeFetch.test-helper';

const mug = savedItem();

const clientWith = (handler: (r: SentRequest) => FakeAnswer, acting = false) =>
  testApiClient(handler, acting ? { actingFor: () => ({ userId: 'u-1' }) } : {});

describe('My Items List through the API client (spec 03 §7 "Saved line items")', () => {
  it('lists a page of 11 with the name searched', async () => {
    const { client, sent } = clientWith(() => ({
      status: 200,
      body: { 'hydra:member': [{ id: 'i-1', ...mug }], 'hydra:totalItems': 12 },
    }));
    const page = await client.savedLineItems({ nickname: ' mug ' });
    expect(page.totalItems).toBe(12);
    expect(sent[0]).toMatchObject({ method: 'GET', pathname: '/api/saved_line_items' });
    expect(sent[0]?.query).toEqual({ page: '1', itemsPerPage: '11', nickname: 'mug' });
  });

  it('tolerates 404 as an empty list (spec 03 §7 "404 acceptable")', async () => {
    const { client } = clientWith(() => ({ status: 404, body: { 'hydra:description': 'Not found' } }));
    await expect(client.savedLineItems()).resolves.toEqual({ items: [], totalItems: 0 });
  });

  it('fetches pages until all are loaded', async () => {
    const { client, sent } = clientWith((request) => {
      const page = Number(request.query.page);
      const items = Array.from({ length: page === 1 ? 100 : 30 }, (_, i) => ({ id: `${page}-${i}`, ...mug }));
      return { status: 200, body: { 'hydra:member': items, 'hydra:totalItems': 130 } };
    });
    const all = await client.allSavedLineItems();
    expect(all.items).toHaveLength(130);
    expect(sent.map((r) => r.query.page)).toEqual(['1', '2']);
  });

  it('saves, changes and deletes, carrying ownedBy and createdBy when acting for a client', async () => {
    const { client, sent } = clientWith(
      (request) =>
        request.method === 'DELETE' ? { status: 204 } : { status: 200, body: { id: 'i-1', ...mug } },
      true,
    );
    await client.createSavedLineItem(mug);
    await client.updateSavedLineItem('i-1', mug);
    await client.deleteSavedLineItem('i-1');
    expect(sent.map((r) => `${r.method} ${r.pathname}`)).toEqual([
      'POST /api/saved_line_items',
      'PUT /api/saved_line_items/i-1',
      'DELETE /api/saved_line_items/i-1',
    ]);
    expect(sent[0]?.body).toMatchObject({ ...mug, ownedBy: '/users/u-1', createdBy: '/users/u-1' });
    expect(sent[2]?.query).toMatchObject({ ownedBy: '/users/u-1' });
  });
});

describe('commodity codes through the API client (spec 03 §7)', () => {
  it('asks only for 10-digit codes and answers the first formatted code', async () => {
    const { client, sent } = clientWith(() => ({ status: 200, body: ['8471.30.0100'] }));
    await expect(client.checkCommodityCode('8471.30.0100')).resolves.toBe('8471.30.0100');
    expect(sent[0]?.pathname).toBe('/api/commodity_code_options/8471300100');
    await expect(client.checkCommodityCode('8471.30')).resolves.toBeNull();
    expect(sent).toHaveLength(1);
  });

  it('answers null for an unknown code (404 tolerated) and for an unusable answer', async () => {
    const unknown = clientWith(() => ({ status: 404, body: { 'hydra:description': 'Please double check' } }));
    await expect(unknown.client.checkCommodityCode('9801100000')).resolves.toBeNull();
    const pair = clientWith(() => ({ status: 200, body: { code: 1, other: 2 } }));
    await expect(pair.client.checkCommodityCode('9801100000')).resolves.toBeNull();
  });

  it('suggests subheadings for words', async () => {
    const { client, sent } = clientWith(() => ({
      status: 200,
      body: { 'hydra:member': [{ code: '6109.10' }], 'hydra:totalItems': 1 },
    }));
    const page = await client.suggestCommodityCodes(' cotton t-shirt ', 5);
    expect(page.items[0]).toEqual({ code: '6109.10' });
    expect(sent[0]?.query).toEqual({ search: 'cotton t-shirt', limit: '5' });
  });
});

describe('settings through the API client (spec 03 §7 "Billing information")', () => {
  it('reads the first billing information and saves its contact with PUT', async () => {
    const info = {
      id: 'u-1',
      billingContact: { name: 'Dana', phone: { number: '+1', extension: null }, email: 'd@x.com' },
    };
    const { client, sent } = clientWith((request) =>
      request.method === 'GET'
        ? { status: 200, body: { 'hydra:member': [info], 'hydra:totalItems': 1 } }
        : { status: 200, body: info },
    );
    expect(await client.billingInformation()).toEqual(info);
    expect(sent[0]?.query).toEqual({ page: '1' });
    await client.updateBillingContact('u-1', { billingContact: info.billingContact });
    expect(sent[1]).toMatchObject({
      method: 'PUT',
      pathname: '/api/billing_informations/u-1',
      body: { billingContact: info.billingContact },
    });
  });

  it('changes the profile with PATCH /users/me and confirms an e-mail change without the session', async () => {
    const { client, sent } = clientWith(() => ({ status: 200, body: { success: true } }));
    await client.updateProfile({ phoneNumber: '+1 212 555 0100' });
    await client.changeEmail({ email: 'new@example.com', password: 'secret password' });
    await client.confirmEmailChange('c'.repeat(43));
    expect(sent.map((r) => `${r.method} ${r.pathname}`)).toEqual([
      'PATCH /api/users/me',
      'POST /api/change_email_actions',
      'POST /api/confirm_email_change_actions',
    ]);
    expect(sent[2]?.headers.authorization).toBeUndefined();
  });

  it('checks an address', async () => {
    const { client, sent } = clientWith(() => ({ status: 200, body: { valid: true, mismatches: [] } }));
    await client.validateAddress({ address: { countryCode: 'US', postalCode: '10118' } });
    expect(sent[0]).toMatchObject({
      method: 'POST',
      pathname: '/api/data/validate-address',
      body: { address: { countryCode: 'US', postalCode: '10118' } },
    });
  });
});
