import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { useAccountsApp } from '../testing/accounts';
import { type TestBackend, testBackends } from '../testing/testDatabases';
import {
  createMemoryStore,
  createPostgresStore,
  createRedisStore,
  type RateLimitStore,
} from './rateLimitStore';

const backends = await testBackends();

async function redisReachable(): Promise<Redis | undefined> {
  const redis = new Redis('redis://127.0.0.1:6379', {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await redis.connect();
    await redis.ping();
    return redis;
  } catch {
    redis.disconnect();
    return undefined;
  }
}
const redis = await redisReachable();
afterAll(() => redis?.disconnect());

describe.each(backends)('request budgets on $name (issue 7 item 7)', (backend: TestBackend) => {
  describe('counted in the database', () => {
    let store: RateLimitStore | undefined;
    const ctx = useAccountsApp(backend, {
      rateLimits: {
        hit: (key, windowMs) => {
          store ??= createPostgresStore(ctx.database.handle.db);
          return store.hit(key, windowMs);
        },
      },
    });

    it.skipIf(!backend.available)(
      'mails one inbox at most 3 recovery links an hour, whatever address asks, then answers 429 with Retry-After',
      async () => {
        const statuses: number[] = [];
        for (let i = 0; i < 5; i++) {
          const response = await ctx.app.inject({
            method: 'POST',
            url: '/api/start_password_recovery_actions',
            remoteAddress: `198.51.100.${i + 1}`,
            payload: { emailOrId: 'Victim@Example.com' },
          });
          statuses.push(response.statusCode);
          if (response.statusCode === 429) {
            expect(Number(response.headers['retry-after'])).toBeGreaterThan(3000);
            expect(response.json()).toMatchObject({
              '@type': 'hydra:Error',
              errorCode: 'RateLimited',
              'hydra:description': expect.stringMatching(
                /^Too many requests\. Please wait \d+ seconds and try again\.$/,
              ),
            });
          }
        }
        expect(statuses).toEqual([200, 200, 200, 429, 429]);
      },
    );

    it.skipIf(!backend.available)(
      'allows 60 guest tokens a minute from one address, and no more',
      async () => {
        const statuses = new Set<number>();
        for (let i = 0; i < 61; i++) {
          const response = await ctx.app.inject({
            method: 'POST',
            url: '/api/guest_auth_token_actions',
            remoteAddress: '203.0.113.77',
          });
          if (i < 60) expect(response.statusCode).toBe(200);
          else statuses.add(response.statusCode);
        }
        expect([...statuses]).toEqual([429]);
        // Another address is not held by it.
        const other = await ctx.app.inject({
          method: 'POST',
          url: '/api/guest_auth_token_actions',
          remoteAddress: '203.0.113.78',
        });
        expect(other.statusCode).toBe(200);
      },
    );
  });
});

describe('the stores', () => {
  it('counts in a fixed window and starts again when it is over (memory)', async () => {
    let now = 1_000;
    const store = createMemoryStore(() => now);
    expect(await store.hit('k', 100)).toEqual({ count: 1, resetAt: 1_100 });
    expect((await store.hit('k', 100)).count).toBe(2);
    now = 1_100;
    expect(await store.hit('k', 100)).toEqual({ count: 1, resetAt: 1_200 });
  });

  it.skipIf(!redis)('shares one count between processes through Redis', async () => {
    const key = `test-${Math.random()}`;
    const first = createRedisStore(redis as Redis, 'shipdeck-test:');
    const second = createRedisStore(redis as Redis, 'shipdeck-test:');
    expect((await first.hit(key, 60_000)).count).toBe(1);
    const again = await second.hit(key, 60_000);
    expect(again.count).toBe(2);
    expect(again.resetAt - Date.now()).toBeGreaterThan(50_000);
    await (redis as Redis).del(`shipdeck-test:${key}`);
  });
});
