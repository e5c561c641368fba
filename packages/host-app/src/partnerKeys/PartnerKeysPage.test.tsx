import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, startTestSession, testUser } from '../testing/testSession';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SHOP = 'https://shop.example.com';
/** The partner name input (its label also holds its error once shown; the page is "Partner keys"). */
const nameField = () => screen.getByRole('textbox', { name: /^Partner(?! keys)/ });

function key(overrides: Record<string, unknown> = {}) {
  return {
    '@id': '/api/partner_keys/k1',
    id: 'k1',
    name: 'Northwind Ceramics',
    mode: 'live',
    publishableKey: 'pk_live_abcdefghijklmnopqrstuvwx',
    secretKeyHint: 'WXYZ',
    origins: [SHOP],
    createdBy: 'u-1',
    createdByName: 'Ada Admin',
    createdOn: '2026-11-20T10:00:00.000Z',
    revokedOn: null,
    quoteCount: 12,
    ...overrides,
  };
}

/** The partner keys API over a fake fetch: lists `keys`, records every change. */
function stubPartnerApi(keys: ReturnType<typeof key>[], answers: { create?: Response } = {}) {
  const sent: Array<{ method: string; path: string; body: unknown }> = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/ld+json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: { method?: string; body?: string }) => {
      const url = new URL(String(input));
      const method = init?.method ?? 'GET';
      sent.push({ method, path: url.pathname, body: init?.body ? JSON.parse(init.body) : undefined });
      if (method === 'GET' && url.pathname === '/api/partner_keys')
        return json({ 'hydra:member': keys, 'hydra:totalItems': keys.length });
      if (method === 'POST' && url.pathname === '/api/partner_keys')
        return (
          answers.create ??
          json({ ...key({ id: 'k2', name: 'New Shop' }), secretKey: 'sk_live_SECRETSECRETSECRET' }, 201)
        );
      if (method === 'PATCH') return json(key({ origins: ['https://a.example.com'] }));
      if (url.pathname.endsWith('/revoke_actions'))
        return json(key({ revokedOn: '2026-11-24T00:00:00.000Z' }));
      return new Response(null, { status: 404 });
    }),
  );
  return sent;
}

async function openAs(roles: { isAdmin?: boolean; isCSR?: boolean }) {
  const user = testUser({
    isCSR: true,
    name: 'Ada Admin',
    roles: roles.isAdmin ? ['ROLE_USER', 'ROLE_CSR', 'ROLE_ADMIN'] : ['ROLE_USER', 'ROLE_CSR'],
    isAdmin: roles.isAdmin ?? false,
  });
  const { session } = await startTestSession({ user });
  renderRoutes(session, '/partner-keys');
  return userEvent.setup();
}

describe('partner keys page (issue 9)', () => {
  it("lists each key with its publishable key, origins, quote count and the secret key's last characters", async () => {
    stubPartnerApi([key()]);
    await openAs({ isAdmin: true });
    const card = await screen.findByRole('listitem', { name: 'Northwind Ceramics' });
    expect(within(card).getByText('pk_live_abcdefghijklmnopqrstuvwx')).toBeTruthy();
    expect(within(card).getByText(SHOP)).toBeTruthy();
    expect(within(card).getByText('Quotes: 12')).toBeTruthy();
    expect(within(card).getByText('Secret key ends in …WXYZ')).toBeTruthy();
    expect(within(card).getByText('Created 20 Nov 2026 by Ada Admin')).toBeTruthy();
    // The header links to it, next to Users.
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links.indexOf('Partner keys')).toBe(links.indexOf('Users') + 1);
  });

  it('creates a key and shows its secret key once, with copy', async () => {
    const sent = stubPartnerApi([]);
    const user = await openAs({ isAdmin: true });
    // After userEvent.setup(), which puts a clipboard stub of its own on navigator.
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await screen.findByText('No partner keys yet.');
    await user.type(nameField(), 'New Shop');
    await user.type(screen.getByLabelText(/Allowed origins/), `${SHOP}\nhttp://localhost:3001`);
    await user.click(screen.getByRole('button', { name: 'Create Key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Secret key of New Shop' });
    expect((within(dialog).getByLabelText('Secret key') as HTMLInputElement).value).toBe(
      'sk_live_SECRETSECRETSECRET',
    );
    expect(within(dialog).getByText(/only time the secret key is shown/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('sk_live_SECRETSECRETSECRET');
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'New Shop',
      mode: 'live',
      origins: [SHOP, 'http://localhost:3001'],
    });
    await user.click(within(dialog).getByRole('button', { name: 'I have stored it' }));
    expect(screen.queryByText('sk_live_SECRETSECRETSECRET')).toBeNull();
  });

  it('checks the form with the words the API uses, and shows the API’s violations at their field', async () => {
    const sent = stubPartnerApi([], {
      create: new Response(
        JSON.stringify({
          'hydra:description': 'There is some missing or incorrect information that needs to be fixed.',
          violations: [{ propertyPath: 'origins.0', message: 'Refused by the server', severity: 'error' }],
        }),
        { status: 422, headers: { 'content-type': 'application/ld+json' } },
      ),
    });
    const user = await openAs({ isAdmin: true });
    await screen.findByText('No partner keys yet.');
    await user.click(screen.getByRole('button', { name: 'Create Key' }));
    expect(screen.getByText('Partner is required')).toBeTruthy();
    expect(screen.getByText('Give at least one origin the widget may be embedded on')).toBeTruthy();
    await user.type(nameField(), 'Shop');
    await user.type(screen.getByLabelText(/Allowed origins/), 'https://shop.example.com/checkout');
    expect(
      screen.getByText(
        '"https://shop.example.com/checkout" is not an origin. Give the scheme and host only, like https://shop.example.com',
      ),
    ).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);
    await user.clear(screen.getByLabelText(/Allowed origins/));
    await user.type(screen.getByLabelText(/Allowed origins/), SHOP);
    await user.click(screen.getByRole('button', { name: 'Create Key' }));
    expect(await screen.findByText('Refused by the server')).toBeTruthy();
  });

  it('edits the origins of a key and revokes it after asking', async () => {
    const sent = stubPartnerApi([key()]);
    const user = await openAs({ isAdmin: true });
    const card = await screen.findByRole('listitem', { name: 'Northwind Ceramics' });
    await user.click(within(card).getByRole('button', { name: 'Edit Origins' }));
    const edit = await screen.findByRole('dialog', { name: 'Origins of Northwind Ceramics' });
    const field = within(edit).getByLabelText(/Allowed origins/);
    await user.clear(field);
    await user.type(field, 'https://a.example.com');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await screen.findByText('The origins were saved.');
    expect(sent.find((r) => r.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: '/api/partner_keys/k1',
      body: { origins: ['https://a.example.com'] },
    });

    await user.click(within(card).getByRole('button', { name: 'Revoke' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke the key of Northwind Ceramics?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await screen.findByText('The key was revoked.');
    expect(sent.some((r) => r.path === '/api/partner_keys/k1/revoke_actions')).toBe(true);
  });

  it('is not there for customer service', async () => {
    stubPartnerApi([key()]);
    await openAs({ isCSR: true });
    expect(await screen.findByText('Looks like this page has not been packed yet!')).toBeTruthy();
  });
});
