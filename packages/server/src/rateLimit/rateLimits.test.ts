import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { ROUTE_PERMISSIONS, type RouteKey } from '../auth/permissions';
import { rowsOf } from '../db/database';
import { useAccountsApp } from '../testing/accounts';
import { TEST_SECRET } from '../testing/testApp';
import { type TestBackend, testBackends } from '../testing/testDatabases';
import {
  createMemoryStore,
  createPostgresStore,
  createRedisStore,
  type RateLimitStore,
} from './rateLimitStore';
import { clientKeyOf, RATE_LIMITS } from './rateLimits';

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
    it.skipIf(!backend.available)(
      'keeps its counters out of the write-ahead log (no flush per request)',
      async () => {
        const result = await ctx.database.handle.db.execute<{ relpersistence: string }>(
          sql`select relpersistence from pg_class where relname = 'rate_limit_windows'`,
        );
        expect(rowsOf<{ relpersistence: string }>(result)[0]?.relpersistence).toBe('u');
      },
    );

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

    it.skipIf(!backend.available)('counts every address of one IPv6 /64 against one budget', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/account_auth_token_actions',
          // A fresh address of the same /64 for each try, as a scanner would use.
          remoteAddress: `2001:db8:77:1::${(i + 1).toString(16)}`,
          payload: { accountNumber: '000000000' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 20)).not.toContain(429);
      expect(statuses[20]).toBe(429);
    });
  });
});

describe('the table of budgets (issue 7 item 7: every auth-free route, every route that mails)', () => {
  const publicRoutes = (Object.keys(ROUTE_PERMISSIONS) as RouteKey[]).filter(
    (key) => ROUTE_PERMISSIONS[key]?.requires === 'public',
  );

  it('gives every route that needs no account a budget per client address', () => {
    expect(publicRoutes.length).toBeGreaterThan(10);
    const without = publicRoutes.filter(
      (key) => !RATE_LIMITS[key]?.rules.some((rule) => rule.by === 'address'),
    );
    expect(without).toEqual([]);
  });

  it('gives every route that sends mail a budget per target inbox as well', () => {
    for (const key of [
      'POST /api/start_password_recovery_actions',
      'POST /api/sign_up_actions',
      'POST /api/instant_sign_up_actions',
    ] as const) {
      expect(
        RATE_LIMITS[key]?.rules.some((rule) => rule.by === 'target'),
        key,
      ).toBe(true);
      expect(RATE_LIMITS[key]?.target, key).toBeTypeOf('function');
    }
  });

  it('refuses to start with an auth-free route that has no budget', async () => {
    const database = await (backends[0] as TestBackend).create();
    try {
      const build = buildApp({
        db: database.handle.db,
        jwtSecret: TEST_SECRET,
        rateLimits: createMemoryStore(),
        permissions: {
          ...ROUTE_PERMISSIONS,
          'POST /api/unbudgeted_actions': { requires: 'public', inactive: 'allow', suspended: 'allow' },
        },
        extraRoutes: (app) => {
          app.post('/api/unbudgeted_actions', async () => ({ success: true }));
        },
      });
      await expect(build).rejects.toThrow(
        /POST \/api\/unbudgeted_actions needs no account but has no budget/,
      );
    } finally {
      await database.dispose();
    }
  });
});

describe('the client an address names', () => {
  it('is the IPv4 address, also when the socket gives it IPv6-mapped', () => {
    expect(clientKeyOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it("is an IPv6 address's /64, which one host may fill with addresses of its own", () => {
    expect(clientKeyOf('2001:db8:1:2::a')).toBe('2001:db8:1:2::/64');
    expect(clientKeyOf('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(clientKeyOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKeyOf('::1')).toBe('0:0:0:0::/64');
    expect(clientKeyOf('2001:db8:1:3::a')).not.toBe(clientKeyOf('2001:db8:1:2::a'));
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

  it.skipIf(!redis)(
    'holds two server processes to one budget through Redis: 3 recovery mails an hour per inbox in all',
    async () => {
      const prefix = `shipdeck-test-${crypto.randomUUID()}:`;
      const databases = await Promise.all([0, 1].map(() => (backends[0] as TestBackend).create()));
      const apps = await Promise.all(
        databases.map((database) =>
          buildApp({
            db: database.handle.db,
            jwtSecret: TEST_SECRET,
            rateLimits: createRedisStore(redis as Redis, prefix),
            mail: { send: async () => {} },
          }),
        ),
      );
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 5; i++) {
          const response = await (apps[i % 2] as (typeof apps)[number]).inject({
            method: 'POST',
            url: '/api/start_password_recovery_actions',
            remoteAddress: `198.51.100.${20 + i}`,
            payload: { emailOrId: 'shared-victim@example.com' },
          });
          statuses.push(response.statusCode);
        }
        expect(statuses).toEqual([200, 200, 200, 429, 429]);
      } finally {
        await Promise.all(apps.map((app) => app.close()));
        await Promise.all(databases.map((database) => database.dispose()));
        const keys = await (redis as Redis).keys(`${prefix}*`);
        if (keys.length > 0) await (redis as Redis).del(...keys);
      }
    },
    // Two servers, each on its own migrated database: a slow start on a busy machine is not a failure.
    120_000,
  );
});
