import { STORAGE_KEYS } from '@shipdeck/core/runtime';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, startTestSession, testUser } from '../testing/testSession';

const rate = {
  id: 'r-ground',
  carrier: 'UPS',
  carrierProduct: 'ground',
  carrierService: { name: 'UPS Ground', productCode: 'ground' },
  optimalRate: { amount: 18.4, currency: 'USD' },
  retailRate: { amount: 21.65, currency: 'USD' },
  displayOptimalRate: '$18.40',
  displayRetailRate: '$21.65',
  savings: 0.15,
  savingsPercent: 15,
  isSavingsVisible: false,
  estimatedDelivery: '2030-03-08',
  transitDays: 4,
  latestPickupTime: null,
  latestPickupScheduleByTime: null,
  createdInId: 'q-7',
  fees: [],
  billableWeight: { value: 6, unit: 'lb' },
};

/** The API as the browser sees it, answering in JSON-LD; records what was asked. */
function fakeApi() {
  const calls: Array<{ method: string; path: string; auth: string | null }> = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/ld+json' } });
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    calls.push({ method: request.method, path: url.pathname, auth: request.headers.get('authorization') });
    switch (`${request.method} ${url.pathname}`) {
      case 'POST /api/guest_auth_token_actions':
        return json({ token: 'guest-token', expiresAt: '2999-01-01T00:00:00Z' }, 201);
      case 'GET /api/country_options':
        return json({
          'hydra:member': [
            { code: 'US', value: 'US', label: 'United States', elements: ['city', 'postalCode'] },
          ],
          'hydra:totalItems': 1,
        });
      case 'GET /api/currency_options':
        return json({ 'hydra:member': [{ code: 'USD', value: 'USD', label: 'USD' }], 'hydra:totalItems': 1 });
      case 'POST /api/rate_shipment_actions':
        return json({ success: true, rates: [rate], error: null, createdInId: 'q-7' });
      case 'POST /api/shipment_drafts':
        return json({ '@id': '/api/shipment_drafts/d-1', id: 'd-1' }, 201);
      default:
        return json({ 'hydra:description': 'Not Found' }, 404);
    }
  });
  return { fetch, calls };
}

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/get-quote', () => {
  it('quotes as a guest and, on Continue to Shipping, saves the quote and asks to sign in', async () => {
    const api = fakeApi();
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    const { session } = await startTestSession();
    renderRoutes(session, '/get-quote');

    const to = await screen.findByRole('group', { name: 'Sending to' });
    await waitFor(() => expect(within(to).getByRole('option', { name: 'United States' })).toBeTruthy());
    await user.selectOptions(within(to).getByLabelText('Country'), 'US');
    await user.type(
      within(screen.getByRole('group', { name: 'Sending from' })).getByLabelText('Zip'),
      '10001',
    );
    await user.type(within(to).getByLabelText('Zip'), '90012');
    for (const [label, value] of [
      ['Weight (lbs)', '6'],
      ['Length (inch)', '12'],
      ['Width (inch)', '9'],
      ['Height (inch)', '3'],
    ] as const) {
      await user.type(screen.getByLabelText(label), value);
    }
    await user.click(screen.getByRole('button', { name: 'Get A Quote' }));
    await user.click(await screen.findByRole('button', { name: 'Continue to Shipping' }));

    const dialog = await screen.findByRole('dialog', { name: 'Sign in to prepare your shipment' });
    // The carrier is named once (issue 16: "UPS UPS Ground").
    expect(within(dialog).getByText(/UPS Ground for \$18\.40/).textContent).not.toMatch(/UPS UPS/);
    expect(within(dialog).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/sign-in');
    expect(within(dialog).getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/sign-up');
    // The draft made from the quote is the prepare wizard's unsaved copy (restored after sign-in).
    const saved = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.unsavedDraft) ?? 'null');
    expect(saved).toMatchObject({
      externalSourceReference: 'q-7',
      shipmentFrom: { address: { postalCode: '10001' } },
      shipmentTo: { address: { postalCode: '90012' } },
    });

    // The quote went out with the guest token the widget asked for.
    expect(api.calls.find((c) => c.path === '/api/rate_shipment_actions')?.auth).toBe('Bearer guest-token');
    await user.click(within(dialog).getByRole('button', { name: 'Back to my quote' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  /** Quotes a domestic shipment and presses Continue to Shipping. */
  async function quoteAndContinue(user: ReturnType<typeof userEvent.setup>) {
    const to = await screen.findByRole('group', { name: 'Sending to' });
    await waitFor(() => expect(within(to).getByRole('option', { name: 'United States' })).toBeTruthy());
    await user.selectOptions(within(to).getByLabelText('Country'), 'US');
    await user.type(
      within(screen.getByRole('group', { name: 'Sending from' })).getByLabelText('Zip'),
      '10001',
    );
    await user.type(within(to).getByLabelText('Zip'), '90012');
    for (const [label, value] of [
      ['Weight (lbs)', '6'],
      ['Length (inch)', '12'],
      ['Width (inch)', '9'],
      ['Height (inch)', '3'],
    ] as const) {
      await user.type(screen.getByLabelText(label), value);
    }
    await user.click(screen.getByRole('button', { name: 'Get A Quote' }));
    await user.click(await screen.findByRole('button', { name: 'Continue to Shipping' }));
  }

  it('an inactive client still quotes, and Continue to Shipping gives the inactive notice without a draft', async () => {
    const api = fakeApi();
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    const { session } = await startTestSession({ user: testUser({ active: false }) });
    renderRoutes(session, '/get-quote');
    await quoteAndContinue(user);
    expect(
      await screen.findByText(
        'Your account has been inactivated due to non-payment. Please contact our customer service for help reactivating your account.',
      ),
    ).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/api/shipment_drafts')).toBe(false);
  }, 30_000);

  it('a suspended client that is not whitelisted gets the suspended notice', async () => {
    const api = fakeApi();
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    const { session } = await startTestSession({ user: testUser({ suspended: true }) });
    renderRoutes(session, '/get-quote');
    await quoteAndContinue(user);
    expect(
      await screen.findByText(/You have prepared the maximum allowed shipments for the day\./),
    ).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/api/shipment_drafts')).toBe(false);
  }, 30_000);

  it('a quick-access session has the draft saved first, then is asked for its password (spec 03 §4)', async () => {
    const api = fakeApi();
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    const { session } = await startTestSession({ user: testUser({ quickAccess: true }) });
    const router = renderRoutes(session, '/get-quote');
    await quoteAndContinue(user);
    const dialog = within(await screen.findByRole('dialog', { name: 'Password Protected' }));
    expect(api.calls.filter((c) => c.method === 'POST' && c.path === '/api/shipment_drafts')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/get-quote');
    await user.type(dialog.getByLabelText('Password'), 'secret-1');
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/draft/d-1'));
  }, 30_000);
});
