import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, startTestSession, testUser } from '../testing/testSession';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CLIENT_ID = '00000000-0000-4000-8000-000000000001';
const BASE = `/api/accounts/${CLIENT_ID}/webhook_endpoints`;
const RECEIVER = 'https://erp.partner.example/shipdeck';

function endpoint(overrides: Record<string, unknown> = {}) {
  return {
    '@id': `${BASE}/e1`,
    id: 'e1',
    account: CLIENT_ID,
    url: RECEIVER,
    description: 'Partner ERP',
    eventTypes: ['shipment.status_changed'],
    enabled: true,
    secretHint: 'WXYZ',
    createdOn: '2026-11-20T10:00:00.000Z',
    updatedOn: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

function delivery(overrides: Record<string, unknown> = {}) {
  return {
    id: 'd1',
    eventId: 'ev1',
    eventType: 'shipment.status_changed',
    attempt: 1,
    statusCode: 503,
    succeeded: false,
    durationMs: 42,
    error: 'HTTP 503: down' as string | null,
    nextAttemptOn: '2026-11-26T10:00:30.000Z' as string | null,
    attemptedOn: '2026-11-26T10:00:00.000Z',
    ...overrides,
  };
}

/** The users search and the webhooks API over a fake fetch; records every call. */
function stubApi(state: { endpoints: ReturnType<typeof endpoint>[]; log: ReturnType<typeof delivery>[] }) {
  const sent: Array<{ method: string; path: string; body: unknown }> = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/ld+json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: { method?: string; body?: string }) => {
      const url = new URL(String(input));
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(init.body) : undefined;
      sent.push({ method, path: url.pathname, body });
      if (url.pathname === '/api/users')
        return json({
          'hydra:member': [
            {
              ...testUser({
                name: 'Client Demo',
                email: 'client@demo.shipdeck.test',
                companyName: 'Demo Co',
              }),
              id: CLIENT_ID,
            },
          ],
          'hydra:totalItems': 1,
        });
      if (method === 'GET' && url.pathname === BASE)
        return json({ 'hydra:member': state.endpoints, 'hydra:totalItems': state.endpoints.length });
      if (method === 'POST' && url.pathname === BASE) {
        if (String(body?.url).startsWith('http:'))
          return json(
            {
              'hydra:description': 'There is some missing or incorrect information that needs to be fixed.',
              violations: [{ propertyPath: 'url', message: 'The URL must use https.', severity: 'error' }],
            },
            422,
          );
        const made = endpoint({ id: 'e2', url: body.url, description: body.description ?? '' });
        state.endpoints = [made, ...state.endpoints];
        return json({ ...made, secret: 'whsec_SECRETSECRETSECRET' }, 201);
      }
      if (method === 'POST' && url.pathname.endsWith('/test_actions')) {
        const attempt = delivery({
          id: 'd2',
          eventType: 'ping',
          statusCode: 204,
          succeeded: true,
          error: null,
        });
        state.log = [{ ...attempt, nextAttemptOn: null }, ...state.log];
        return json({ ...attempt, nextAttemptOn: null });
      }
      if (method === 'GET' && url.pathname.endsWith('/deliveries'))
        return json({ 'hydra:member': state.log, 'hydra:totalItems': state.log.length });
      if (method === 'PATCH') {
        state.endpoints = state.endpoints.map((e) =>
          url.pathname.endsWith(`/${e.id}`) ? { ...e, ...body } : e,
        );
        return json(state.endpoints.find((e) => url.pathname.endsWith(`/${e.id}`)));
      }
      if (method === 'DELETE') {
        state.endpoints = state.endpoints.filter((e) => !url.pathname.endsWith(`/${e.id}`));
        return new Response(null, { status: 204 });
      }
      return new Response(null, { status: 404 });
    }),
  );
  return sent;
}

async function openAs(roles: { isAdmin?: boolean }) {
  const user = testUser({
    isCSR: true,
    name: 'Ada Admin',
    roles: roles.isAdmin ? ['ROLE_USER', 'ROLE_CSR', 'ROLE_ADMIN'] : ['ROLE_USER', 'ROLE_CSR'],
    isAdmin: roles.isAdmin ?? false,
  });
  const { session } = await startTestSession({ user });
  renderRoutes(session, '/webhooks');
  return userEvent.setup();
}

/** Finds the demo client with the search and opens its endpoints. */
async function chooseClient(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: /^Account \(/ }), 'client');
  await user.click(screen.getByRole('button', { name: 'Find' }));
  const card = await screen.findByRole('listitem', { name: 'Client Demo' });
  await user.click(within(card).getByRole('button', { name: 'Choose' }));
  return screen.findByRole('region', { name: 'Endpoints of Client Demo' });
}

describe('webhooks page (issue 14)', () => {
  it('registers an endpoint for an account and shows its signing secret once', async () => {
    const sent = stubApi({ endpoints: [], log: [] });
    const user = await openAs({ isAdmin: true });
    const region = await chooseClient(user);
    // The header links to it for administrators.
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Webhooks' })).toBeTruthy();
    await within(region).findByText('This account has no webhook endpoints yet.');

    // The API's refusal shows at the URL field.
    await user.type(within(region).getByLabelText(/^URL/), 'http://erp.partner.example/in');
    await user.click(within(region).getByRole('button', { name: 'Add Endpoint' }));
    expect(await within(region).findByText('The URL must use https.')).toBeTruthy();

    await user.clear(within(region).getByLabelText(/^URL/));
    await user.type(within(region).getByLabelText(/^URL/), RECEIVER);
    await user.type(within(region).getByLabelText(/^Description/), 'Partner ERP');
    await user.click(within(region).getByRole('button', { name: 'Add Endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: `Signing secret of ${RECEIVER}` });
    expect((within(dialog).getByLabelText('Signing secret') as HTMLInputElement).value).toBe(
      'whsec_SECRETSECRETSECRET',
    );
    expect(sent.filter((r) => r.method === 'POST' && r.path === BASE).at(-1)?.body).toEqual({
      url: RECEIVER,
      description: 'Partner ERP',
    });
    await user.click(within(dialog).getByRole('button', { name: 'I have stored it' }));
    expect(screen.queryByText('whsec_SECRETSECRETSECRET')).toBeNull();
    const card = await within(region).findByRole('listitem', { name: RECEIVER });
    expect(within(card).getByText('Signing secret ends in …WXYZ')).toBeTruthy();
  });

  it('test-sends, shows the answer and the delivery log with its attempts and next try', async () => {
    const sent = stubApi({ endpoints: [endpoint()], log: [delivery()] });
    const user = await openAs({ isAdmin: true });
    const region = await chooseClient(user);
    const card = await within(region).findByRole('listitem', { name: RECEIVER });
    await user.click(within(card).getByRole('button', { name: 'Delivery Log' }));
    const log = await within(card).findByRole('table', { name: `Delivery log of ${RECEIVER}` });
    expect(within(log).getByText('Failed: HTTP 503: down')).toBeTruthy();
    expect(within(log).getByText('2026-11-26 10:00:30 UTC')).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: 'Send Test' }));
    expect(await screen.findByText('The test event was delivered: HTTP 204 in 42 ms.')).toBeTruthy();
    expect(sent.some((r) => r.method === 'POST' && r.path === `${BASE}/e1/test_actions`)).toBe(true);
    const renewed = await within(card).findByRole('table', { name: `Delivery log of ${RECEIVER}` });
    expect(await within(renewed).findByText('Delivered (HTTP 204)')).toBeTruthy();
    expect(within(renewed).getAllByRole('row')).toHaveLength(3);
  });

  it('disables an endpoint and deletes it after asking', async () => {
    const sent = stubApi({ endpoints: [endpoint()], log: [] });
    const user = await openAs({ isAdmin: true });
    const region = await chooseClient(user);
    const card = await within(region).findByRole('listitem', { name: RECEIVER });
    await user.click(within(card).getByRole('button', { name: 'Disable' }));
    expect(await within(card).findByText('Disabled')).toBeTruthy();
    expect(sent.find((r) => r.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: `${BASE}/e1`,
      body: { enabled: false },
    });
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: `Delete the endpoint ${RECEIVER}?` });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await screen.findByText('The endpoint was deleted.');
    expect(await within(region).findByText('This account has no webhook endpoints yet.')).toBeTruthy();
  });

  it('is not there for customer service', async () => {
    stubApi({ endpoints: [], log: [] });
    await openAs({});
    expect(await screen.findByText('Looks like this page has not been packed yet!')).toBeTruthy();
  });
});
