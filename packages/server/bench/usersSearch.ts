import { randomBytes, randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { createUserRepository } from '../src/accounts/userRepository';
import { users } from '../src/db/accountSchema';
import { type DatabaseHandle, openDatabase } from '../src/db/database';

/** The Users search at 100,000 users (issue 8 goal: <= 10 ms), median of 20, on each database. */
const USERS = 100_000;

async function measure(name: string, handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
  for (let start = 0; start < USERS; start += 1000) {
    await handle.db.insert(users).values(
      Array.from({ length: 1000 }, (_, i) => {
        const n = start + i;
        return {
          id: randomUUID(),
          email: `shipper${n}@example${n % 97}.com`,
          name: `Shipper ${n}`,
          companyName: `Company ${n % 5000} Logistics`,
          clientId: `SD${200000 + n}`,
          roles: ['ROLE_CLIENT' as const, 'ROLE_USER' as const],
        };
      }),
    );
  }
  await handle.db.execute(sql`vacuum analyze users`);
  const repository = createUserRepository(handle.db);
  const median = async (term: string) => {
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const at = performance.now();
      await repository.search(term, 20, 0);
      times.push(performance.now() - at);
    }
    times.sort((a, b) => a - b);
    return (times[10] as number).toFixed(2);
  };
  console.log(
    `  ${name}: ${USERS.toLocaleString('en-US')} users: "shipper98765" ${await median('shipper98765')} ms, "SD254321" ${await median('SD254321')} ms, "company 4321" ${await median('company 4321')} ms (median of 20, first page of 20 with its total; goal <= 10 ms)`,
  );
}

console.log(
  `users search (issue 8) — load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
const pglite = await openDatabase({ kind: 'pglite' });
try {
  await measure('embedded database (PGlite)', pglite);
} finally {
  await pglite.close();
}
const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const admin = postgres(adminUrl, { max: 1, onnotice: () => {}, connect_timeout: 2 });
const database = `shipdeck_bench_${randomBytes(4).toString('hex')}`;
try {
  await admin.unsafe(`create database "${database}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  try {
    await measure('PostgreSQL', handle);
  } finally {
    await handle.close();
  }
  await admin.unsafe(`drop database if exists "${database}" with (force)`);
} catch (error) {
  console.log(`  PostgreSQL: not measured (${(error as Error).message})`);
} finally {
  await admin.end();
}
