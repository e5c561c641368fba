import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { createUserRepository } from '../src/accounts/userRepository';
import { users } from '../src/db/accountSchema';
import type { DatabaseHandle } from '../src/db/database';
import { onEachDatabase } from './databases';

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
await onEachDatabase(measure);
