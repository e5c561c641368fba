import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { type Database, rowsOf } from '../db/database';

/** One more request under `key` in a fixed window of `windowMs`: how many so far, and when it resets. */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
}

/** Keys remembered at most by the in-process store (the oldest window is dropped first). */
const MAX_MEMORY_KEYS = 100_000;

/**
 * The embedded database serves one process only (one server per data folder), so its counters can
 * live in that process: shared by every request the deployment gets, and no write per request.
 */
export function createMemoryStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, windowMs) {
      const at = now();
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        windows.delete(key);
        window = { count: 0, resetAt: at + windowMs };
        windows.set(key, window);
        if (windows.size > MAX_MEMORY_KEYS) windows.delete(windows.keys().next().value as string);
      }
      window.count += 1;
      return { count: window.count, resetAt: window.resetAt };
    },
  };
}

/**
 * PostgreSQL: one row per key, counted with one atomic upsert, so every server process behind a load
 * balancer shares the budget (migration 0006). Expired rows are swept now and then.
 */
export function createPostgresStore(db: Database): RateLimitStore {
  let hits = 0;
  return {
    async hit(key, windowMs) {
      if (++hits % 1000 === 0) {
        await db.execute(sql`delete from rate_limit_windows where reset_at < now() - interval '1 minute'`);
      }
      const result = await db.execute<{ count: number; reset_at: Date | string }>(sql`
        insert into rate_limit_windows as w (key, count, reset_at)
        values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
        on conflict (key) do update set
          count = case when w.reset_at <= now() then 1 else w.count + 1 end,
          reset_at = case when w.reset_at <= now() then excluded.reset_at else w.reset_at end
        returning count, reset_at`);
      const row = rowsOf<{ count: number; reset_at: Date | string }>(result)[0] as {
        count: number;
        reset_at: Date | string;
      };
      return { count: Number(row.count), resetAt: new Date(row.reset_at).getTime() };
    },
  };
}

/** Redis (SHIPDECK_REDIS_URL): INCR and a window expiry in one round trip, shared by every process. */
export function createRedisStore(redis: Redis, prefix = 'shipdeck:rl:'): RateLimitStore {
  return {
    async hit(key, windowMs) {
      const name = prefix + key;
      const result = await redis.multi().incr(name).pexpire(name, windowMs, 'NX').pttl(name).exec();
      const count = Number(result?.[0]?.[1] ?? 1);
      const ttl = Number(result?.[2]?.[1] ?? windowMs);
      return { count, resetAt: Date.now() + (ttl > 0 ? ttl : windowMs) };
    },
  };
}
