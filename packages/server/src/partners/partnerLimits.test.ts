import { beforeAll, describe, expect, it } from 'vitest';
import type { RateLimitStore } from '../rateLimit/rateLimitStore';
import { RATE_LIMITS } from '../rateLimit/rateLimits';
import { nextWeekday } from '../seed/demoQuotes';
import { demoEmail, signIn, useAccountsApp } from '../testing/accounts';
import { recordingGateway } from '../testing/fakeGateway';
import { bearer, guestToken } from '../testing/testApp';
import { testBackends } from '../testing/testDatabases';

const [pglite] = await testBackends();
const SHOP = 'https://shop.example.com';

/** A budget store that counts in memory and can be told a partner's budget is spent. */
function countingStore() {
  const counts = new Map<string, number>();
  const store: RateLimitStore & { spent: Set<string>; keys(): string[] } = {
    spent: new Set(),
    keys: () => [...counts.keys()],
    async hit(key) {
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      const partner = /\|partner:(.+)$/.exec(key)?.[1];
      return { count: partner && store.spent.has(partner) ? 1_000_000 : count, resetAt: Date.now() + 30_000 };
    },
  };
  return store;
}

describe('per-partner request budgets (issue 9)', () => {
  const store = countingStore();
  const ctx = useAccountsApp(pglite as never, { gateway: recordingGateway(), rateLimits: store });
  let key: { id: string; publishableKey: string; secretKey: string };
  const quote = async (publishableKey?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/rate_shipment_actions',
      headers: {
        ...bearer(await guestToken(ctx.app)),
        ...(publishableKey ? { origin: SHOP, 'shipdeck-publishable-key': publishableKey } : {}),
      },
      payload: {
        origin: { countryCode: 'US', postalCode: '10001' },
        destination: { countryCode: 'US', postalCode: '90210' },
        targetShipDate: nextWeekday(new Date()),
        pieces: [{ quantity: 1, weight: 5, length: 12, width: 10, height: 8 }],
      },
    });

  beforeAll(async () => {
    const admin = await signIn(ctx.app, demoEmail('admin'));
    key = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/partner_keys',
        headers: bearer(admin.token),
        payload: { name: 'Busy shop', origins: [SHOP] },
      })
    ).json();
  });

  it('gives each partner key a budget of its own for quotes and widget sessions', () => {
    expect(RATE_LIMITS['POST /api/rate_shipment_actions']?.rules).toContainEqual(
      expect.objectContaining({ by: 'partner' }),
    );
    expect(RATE_LIMITS['POST /api/widget_session_actions']?.rules).toContainEqual(
      expect.objectContaining({ by: 'partner' }),
    );
  });

  it("counts a widget's quotes against its key, and refuses them with 429 once the key's budget is spent", async () => {
    expect((await quote(key.publishableKey)).statusCode).toBe(200);
    expect(store.keys()).toContain(`POST /api/rate_shipment_actions#2|partner:${key.id}`);
    store.spent.add(key.id);
    const refused = await quote(key.publishableKey);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errorCode).toBe('RateLimited');
    // Quotes without a key (the app's own, other partners) do not use that budget.
    expect((await quote()).statusCode).toBe(200);
    const mint = await ctx.app.inject({
      method: 'POST',
      url: '/api/widget_session_actions',
      headers: { authorization: `Bearer ${key.secretKey}` },
      payload: {},
    });
    expect(mint.statusCode).toBe(429);
  });
});
