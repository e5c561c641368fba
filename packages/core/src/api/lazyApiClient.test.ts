import { describe, expect, it } from 'vitest';
import { createApiClient } from './createApiClient';
import { createFakeFetch } from './fakeFetch.test-helper';
import { fetchExchange } from './fetchExchange';
import { createLazyApiClient } from './lazyApiClient';

const hydraList = (members: unknown[]) => ({
  '@type': 'hydra:Collection',
  'hydra:member': members,
  'hydra:totalItems': members.length,
});

function clients() {
  const fake = createFakeFetch((r) =>
    r.pathname.endsWith('/shipment_drafts') && r.method === 'POST'
      ? { status: 201, body: { id: 'draft-1' } }
      : { status: 200, body: hydraList([{ id: 'd-1' }]) },
  );
  const options = { baseUrl: 'https://api.test/api', getToken: () => 'host-token' };
  return {
    fake,
    lazy: createLazyApiClient({ ...options, exchange: fetchExchange(fake.fetch) }),
    full: createApiClient({ ...options, exchange: fetchExchange(fake.fetch) }),
  };
}

describe('the app’s API client, its later families loaded on first use (issue 8)', () => {
  it('answers every call the full client has, with the same requests', async () => {
    const { fake, lazy, full } = clients();
    for (const name of Object.keys(full)) {
      expect(typeof (lazy as Record<string, unknown>)[name], name).toBe(
        typeof (full as Record<string, unknown>)[name],
      );
    }
    const page = await lazy.drafts({ page: 2 });
    const created = await lazy.createDraft({} as never);
    expect(page.items).toEqual([{ id: 'd-1' }]);
    expect(created).toEqual({ id: 'draft-1' });
    const lazySent = fake.sent.splice(0).map((r) => `${r.method} ${r.pathname}${r.search}`);
    await full.drafts({ page: 2 });
    await full.createDraft({} as never);
    expect(lazySent).toEqual(fake.sent.map((r) => `${r.method} ${r.pathname}${r.search}`));
    expect(fake.sent[0]?.headers.authorization).toBe('Bearer host-token');
  });

  it('builds the session’s, option lists’ and quote’s calls at once, the rest as one function per name', () => {
    const { lazy } = clients();
    expect(Object.keys(lazy)).toContain('signIn');
    expect(Object.keys(lazy)).toContain('rateShipment');
    expect(Object.keys(lazy)).not.toContain('drafts');
    // The same function each time: a component that keeps it as an effect's dependency does not loop.
    expect(lazy.drafts).toBe(lazy.drafts);
    // Not a thenable: the client can be returned from an async function.
    expect((lazy as unknown as { then?: unknown }).then).toBeUndefined();
  });

  it('rejects a call to a name no family has', async () => {
    const { lazy } = clients();
    await expect((lazy as unknown as Record<string, () => Promise<unknown>>).noSuchCall?.()).rejects.toThrow(
      'the API client has no noSuchCall',
    );
  });
});
