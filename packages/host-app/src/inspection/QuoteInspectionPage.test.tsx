import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, startTestSession, testUser } from '../testing/testSession';
import { inspectQuoteUrlOf } from './inspectQuoteUrl';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const QUOTE_ID = '7c1d0e3a-1111-4000-8000-000000000001';
const usd = (amount: number) => ({ amount, currency: 'USD' });

const inspection = (overrides: Record<string, unknown> = {}) => ({
  '@id': `/api/quote_inspections/${QUOTE_ID}`,
  id: QUOTE_ID,
  createdOn: '2026-11-20T10:00:00.000Z',
  owner: {
    kind: 'user',
    id: 'u-9',
    name: 'Dana Whitfield',
    companyName: 'Northwind Ceramics',
    email: 'client@demo.shipdeck.test',
    roles: ['ROLE_CLIENT'],
    accountDiscount: 0.35,
    priceClass: 'account',
  },
  request: {
    origin: { countryCode: 'US', postalCode: '10001', isResidential: false },
    destination: { countryCode: 'US', postalCode: '90210', isResidential: true },
    targetShipDate: '2026-11-23',
    pieces: [{ quantity: 2, weight: 5, length: 20, width: 16, height: 12 }],
    isDocument: false,
    usesExpressEnvelope: false,
    hasDangerousGoods: false,
    currency: 'USD',
    measurementSystem: 'imperial',
    domesticSignature: 3,
  },
  explainable: true,
  rates: [
    {
      carrier: 'UPS',
      carrierProduct: '03',
      serviceName: 'UPS Ground',
      rateId: 'r-1',
      tariffId: 'ups-domestic-2026',
      zone: '8',
      billableWeight: { value: 48, unit: 'lb' },
      pieces: [
        {
          quantity: 2,
          actualWeight: 5,
          dimensionalWeight: 24,
          billableWeight: 24,
          basis: 'dimensional',
          reason: 'dimensional weight (divisor 166)',
        },
      ],
      lines: [
        {
          kind: 'transportation',
          id: 'transportation',
          description: 'UPS Ground',
          rule: 'zone 8',
          amount: usd(80),
        },
        {
          kind: 'discount',
          id: 'discount',
          description: 'Account discount',
          rule: 'The account’s 35% discount on the transportation charge',
          amount: usd(-28),
        },
        {
          kind: 'surcharge',
          id: 'RESIDENTIAL',
          description: 'Residential Surcharge',
          rule: 'The destination is a residence',
          amount: usd(5.5),
        },
      ],
      total: usd(57.5),
      quotedTotal: usd(57.5),
      matchesQuote: true,
    },
  ],
  quotedRates: [],
  ...overrides,
});

function stubApi(answers: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(String(input));
      const body = answers[url.pathname];
      return body
        ? new Response(JSON.stringify(body), { headers: { 'content-type': 'application/ld+json' } })
        : new Response(JSON.stringify({ 'hydra:description': 'Quote not found.' }), { status: 404 });
    }),
  );
}

const superAdmin = () =>
  testUser({
    isCSR: true,
    isAdmin: true,
    isSuperAdmin: true,
    roles: ['ROLE_USER', 'ROLE_CSR', 'ROLE_ADMIN', 'ROLE_SUPER_ADMIN'],
  });

describe('the quote inspection pages (spec 02 §2)', () => {
  it('shows the request, the zone, the billable weight and why, and each line with its rule adding up to the total', async () => {
    stubApi({ [`/api/quote_inspections/${QUOTE_ID}`]: inspection() });
    const { session } = await startTestSession({ user: superAdmin() });
    renderRoutes(session, `/inspection/${QUOTE_ID}`);
    const rate = await screen.findByRole('region', { name: 'UPS Ground (UPS)' }, { timeout: 5000 });
    expect(within(rate).getByText('8')).toBeTruthy();
    expect(within(rate).getByText('48 lb')).toBeTruthy();
    expect(within(rate).getByText('dimensional weight (divisor 166)')).toBeTruthy();
    const lines = within(rate).getByRole('table', { name: 'Tariff lines' });
    expect(within(lines).getByText('The destination is a residence')).toBeTruthy();
    expect(within(lines).getByText('-$28.00')).toBeTruthy();
    expect(within(lines).getByRole('row', { name: /Total \$57\.50/ })).toBeTruthy();
    expect(within(rate).getByText('The lines add up to the quoted price, $57.50.')).toBeTruthy();
    expect(screen.getByText('Account discount 35%')).toBeTruthy();
    expect(screen.getByText('US 90210 (residential)')).toBeTruthy();
    expect(screen.getByText('Adult signature')).toBeTruthy();
    expect(screen.getByRole('link', { name: "This user's quotes" }).getAttribute('href')).toBe(
      '/inspection/user/u-9',
    );
  });

  it('says when the quote answered another price than the tariff gives today', async () => {
    const changed = inspection();
    const rate = (changed.rates as Array<Record<string, unknown>>)[0] as Record<string, unknown>;
    rate.quotedTotal = usd(60);
    rate.matchesQuote = false;
    stubApi({ [`/api/quote_inspections/${QUOTE_ID}`]: changed });
    const { session } = await startTestSession({ user: superAdmin() });
    renderRoutes(session, `/inspection/${QUOTE_ID}`);
    expect(
      await screen.findByText(
        /^The quote answered \$60\.00: the tariff or the account’s discount has changed since/,
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
  });

  it("lists a user's quotes, each opening its inspection", async () => {
    stubApi({
      '/api/user_inspections/u-9': {
        owner: inspection().owner,
        quotes: [
          {
            id: QUOTE_ID,
            createdOn: '2026-11-20T10:00:00.000Z',
            requestOriginCountryCode: 'US',
            requestOriginZip: '10001',
            requestDestinationCountryCode: 'DE',
            requestDestinationZip: '10115',
            requestIsResidential: false,
            rates: [],
          },
        ],
        totalQuotes: 1,
        page: 1,
        itemsPerPage: 20,
      },
    });
    const { session } = await startTestSession({ user: superAdmin() });
    renderRoutes(session, '/inspection/user/u-9');
    const link = await screen.findByRole('link', { name: 'Inspect' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe(`/inspection/${QUOTE_ID}`);
    expect(screen.getByText('Dana Whitfield · Northwind Ceramics · client@demo.shipdeck.test')).toBeTruthy();
    expect(screen.getByText('US 10001 – DE 10115')).toBeTruthy();
  });

  it('is a page that does not exist for anyone but a super admin', async () => {
    stubApi({ [`/api/quote_inspections/${QUOTE_ID}`]: inspection() });
    const { session } = await startTestSession({
      user: testUser({ isCSR: true, isAdmin: true, roles: ['ROLE_USER', 'ROLE_CSR', 'ROLE_ADMIN'] }),
    });
    renderRoutes(session, `/inspection/${QUOTE_ID}`);
    expect(
      await screen.findByText('Looks like this page has not been packed yet!', {}, { timeout: 5000 }),
    ).toBeTruthy();
  });
});

describe('Inspect Quote (spec 01 §6, spec 02 §6, spec 03 §2)', () => {
  const state = (isSuperAdmin: boolean, flag: boolean, acting = false) => ({
    user: { ...superAdmin(), isSuperAdmin },
    kind: 'full' as const,
    flags: { INSPECTION: flag } as never,
    isActingForUser: () => acting,
  });

  it('is offered to a super admin on the personal account with the INSPECTION flag on, and to no one else', () => {
    expect(inspectQuoteUrlOf(state(true, true))).toBe('/inspection/{id}');
    expect(inspectQuoteUrlOf(state(true, false))).toBeUndefined();
    expect(inspectQuoteUrlOf(state(false, true))).toBeUndefined();
    expect(inspectQuoteUrlOf(state(true, true, true))).toBeUndefined();
  });
});
