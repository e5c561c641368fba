import type { QuoteInspection, UserInspection } from '@shipdeck/core/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID } from '../seed/demoAccounts';
import { nextWeekday } from '../seed/demoQuotes';
import { demoEmail, signIn, useAccountsApp } from '../testing/accounts';
import { recordingGateway } from '../testing/fakeGateway';
import { bearer, guestToken } from '../testing/testApp';
import { testBackends } from '../testing/testDatabases';

const backends = await testBackends();

const cents = (amount: number) => Math.round(amount * 100);

/** A residential delivery of a box billed by its dimensional weight, with adult signature. */
const domesticRequest = (overrides: Record<string, unknown> = {}) => ({
  origin: { countryCode: 'US', postalCode: '10001' },
  destination: { countryCode: 'US', postalCode: '90210', isResidential: true },
  targetShipDate: nextWeekday(new Date()),
  pieces: [{ quantity: 2, weight: 5, length: 20, width: 16, height: 12 }],
  domesticSignature: 3,
  ...overrides,
});

describe.each(backends)('the quote inspection on $name', (backend) => {
  const ctx = useAccountsApp(backend);

  async function quoteAs(token: string, body: Record<string, unknown>) {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/rate_shipment_actions',
      headers: bearer(token),
      payload: body,
    });
    expect(answer.statusCode).toBe(200);
    return answer.json() as {
      createdInId: string;
      rates: Array<{ id: string; optimalRate: { amount: number } }>;
    };
  }

  async function inspect(id: string) {
    const superAdmin = await signIn(ctx.app, demoEmail('superadmin'));
    return ctx.app.inject({
      method: 'GET',
      url: `/api/quote_inspections/${id}`,
      headers: bearer(superAdmin.token),
    });
  }

  it.skipIf(!backend.available)(
    "explains each rate of a client's quote with lines that add up to what the quote answered",
    async () => {
      const client = await signIn(ctx.app, demoEmail('client'));
      const quote = await quoteAs(client.token, domesticRequest());
      const answer = await inspect(quote.createdInId);
      expect(answer.statusCode).toBe(200);
      const inspection = answer.json() as QuoteInspection;
      expect(inspection.owner).toMatchObject({
        kind: 'user',
        id: DEMO_CLIENT_ID,
        priceClass: 'account',
        accountDiscount: 0.35,
      });
      expect(inspection.explainable).toBe(true);
      expect(inspection.request.destination.postalCode).toBe('90210');
      expect(inspection.rates.map((rate) => rate.rateId)).toEqual(quote.rates.map((rate) => rate.id));
      for (const rate of inspection.rates) {
        const sum = rate.lines.reduce((total, line) => total + cents(line.amount.amount), 0);
        expect(sum).toBe(cents(rate.total.amount));
        expect(rate.quotedTotal && cents(rate.quotedTotal.amount)).toBe(sum);
        expect(rate.matchesQuote).toBe(true);
        // 20 x 16 x 12 in / 166 = 23.1 lb: dimensional weight, rounded up to 24 lb a box.
        expect(rate.pieces).toEqual([
          expect.objectContaining({ quantity: 2, actualWeight: 5, billableWeight: 24, basis: 'dimensional' }),
        ]);
        expect(rate.billableWeight).toEqual({ value: 48, unit: 'lb' });
        expect(rate.zone).toMatch(/\S/);
        const kinds = rate.lines.map((line) => line.kind);
        expect(kinds[0]).toBe('transportation');
        expect(kinds).toContain('discount');
        expect(rate.lines.find((line) => line.kind === 'discount')?.rule).toBe(
          'The account’s 35% discount on the transportation charge',
        );
        expect(rate.lines.map((line) => line.rule)).toContain('Adult signature requested');
      }
    },
  );

  it.skipIf(!backend.available)(
    "explains a guest's quote in euros at guest rates, to the cent of each converted rate",
    async () => {
      const guest = await guestToken(ctx.app);
      const quote = await quoteAs(
        guest,
        domesticRequest({
          origin: { countryCode: 'US', postalCode: '10001' },
          destination: { countryCode: 'DE', postalCode: '10115', city: 'Berlin' },
          currency: 'EUR',
          insuredValue: 950,
          domesticSignature: null,
        }),
      );
      const inspection = (await inspect(quote.createdInId)).json() as QuoteInspection;
      expect(inspection.owner).toMatchObject({ kind: 'guest', priceClass: 'guest', id: null });
      expect(inspection.rates.length).toBeGreaterThan(0);
      for (const rate of inspection.rates) {
        expect(rate.total.currency).toBe('EUR');
        expect(rate.matchesQuote).toBe(true);
        expect(rate.lines.find((line) => line.kind === 'discount')?.rule).toMatch(/guest discount/);
        expect(rate.lines.some((line) => line.id === 'INSURANCE' || line.kind === 'surcharge')).toBe(true);
      }
    },
  );

  it.skipIf(!backend.available)(
    'says so when the quote no longer matches the tariff (a discount changed)',
    async () => {
      const client = await signIn(ctx.app, demoEmail('client2'));
      const quote = await quoteAs(client.token, domesticRequest());
      await ctx.database.handle.db.execute(
        sql`update users set account_discount = 0.5 where email = ${demoEmail('client2')}`,
      );
      try {
        const inspection = (await inspect(quote.createdInId)).json() as QuoteInspection;
        expect(inspection.rates.length).toBeGreaterThan(0);
        for (const rate of inspection.rates) {
          expect(rate.matchesQuote).toBe(false);
          expect(cents(rate.total.amount)).toBeLessThan(cents(rate.quotedTotal?.amount ?? 0));
        }
      } finally {
        await ctx.database.handle.db.execute(
          sql`update users set account_discount = 0.35 where email = ${demoEmail('client2')}`,
        );
      }
    },
  );

  it.skipIf(!backend.available)('answers 404 for an unknown or malformed quote id', async () => {
    expect((await inspect('00000000-0000-4000-8000-00000000dead')).statusCode).toBe(404);
    expect((await inspect('not-a-uuid')).statusCode).toBe(404);
    expect((await inspect('%00')).statusCode).toBe(404);
  });

  it.skipIf(!backend.available)(
    "lists a user's price class and quotes, newest first, a page at a time",
    async () => {
      const client = await signIn(ctx.app, demoEmail('client'));
      const first = await quoteAs(client.token, domesticRequest());
      const second = await quoteAs(
        client.token,
        domesticRequest({ pieces: [{ quantity: 1, weight: 3, length: 5, width: 5, height: 5 }] }),
      );
      const superAdmin = await signIn(ctx.app, demoEmail('superadmin'));
      const answer = await ctx.app.inject({
        method: 'GET',
        url: `/api/user_inspections/${DEMO_CLIENT_ID}?itemsPerPage=1`,
        headers: bearer(superAdmin.token),
      });
      expect(answer.statusCode).toBe(200);
      const body = answer.json() as UserInspection;
      expect(body.owner).toMatchObject({ id: DEMO_CLIENT_ID, accountDiscount: 0.35, priceClass: 'account' });
      expect(body.quotes.map((quote) => quote.id)).toEqual([second.createdInId]);
      expect(body.totalQuotes).toBeGreaterThanOrEqual(2);
      expect(first.createdInId).not.toBe(second.createdInId);
      const missing = await ctx.app.inject({
        method: 'GET',
        url: '/api/user_inspections/00000000-0000-4000-8000-00000000dead',
        headers: bearer(superAdmin.token),
      });
      expect(missing.statusCode).toBe(404);
    },
  );
});

describe.each(backends)('the quote inspection with a carrier that cannot explain, on $name', (backend) => {
  const ctx = useAccountsApp(backend, { gateway: recordingGateway() });

  it.skipIf(!backend.available)('shows the stored rates alone', async () => {
    const client = await signIn(ctx.app, demoEmail('client'));
    const quote = await ctx.app.inject({
      method: 'POST',
      url: '/api/rate_shipment_actions',
      headers: bearer(client.token),
      payload: domesticRequest(),
    });
    const superAdmin = await signIn(ctx.app, demoEmail('superadmin'));
    const answer = await ctx.app.inject({
      method: 'GET',
      url: `/api/quote_inspections/${quote.json().createdInId}`,
      headers: bearer(superAdmin.token),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ explainable: false, rates: [] });
    expect(answer.json().quotedRates).toHaveLength(2);
  });
});
