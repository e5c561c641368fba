import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/database';
import { createQuoteRepository, quotePageQuery } from '../src/db/quoteRepository';
import { quotes } from '../src/db/schema';
import { quoteRow } from '../src/testing/quoteRows';
import { onEachDatabase } from './databases';

/**
 * Lists at scale (issue 8 goal: one page in <= 5 ms at 100k rows for one owner): 100,000 quotes of one
 * owner among others, then page 1 and the last page of 10, median of 20 reads, on each database.
 */
const ROWS = 100_000;
const OWNER = 'user:00000000-0000-4000-8000-00000000f00d';

async function measure(name: string, handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
  const started = performance.now();
  for (let start = 0; start < ROWS; start += 1000) {
    const batch = Array.from({ length: 1000 }, (_, i) => quoteRow(OWNER, start + i));
    await handle.db.insert(quotes).values(batch);
  }
  await handle.db.insert(quotes).values(Array.from({ length: 1000 }, (_, i) => quoteRow('guest:other', i)));
  await handle.db.execute(sql`vacuum analyze quotes`);
  const seeded = performance.now() - started;
  const repository = createQuoteRepository(handle.db);
  const median = async (offset: number, withTotal = true) => {
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const at = performance.now();
      if (withTotal) {
        const { rows, total } = await repository.listByOwner({ ownerSubject: OWNER, limit: 10, offset });
        if (rows.length === 0 || total !== ROWS)
          throw new Error(`page at ${offset}: ${rows.length} rows of ${total}`);
      } else {
        const rows = await quotePageQuery(handle.db, { ownerSubject: OWNER, limit: 10, offset });
        if (rows.length === 0) throw new Error(`page at ${offset}: empty`);
      }
      times.push(performance.now() - at);
    }
    times.sort((a, b) => a - b);
    return (times[10] as number).toFixed(2);
  };
  console.log(
    `  ${name}: ${ROWS.toLocaleString('en-US')} quotes of one owner (seeded in ${(seeded / 1000).toFixed(1)} s): page 1 ${await median(0)} ms, page 2 ${await median(10)} ms, middle page ${await median(ROWS / 2)} ms, last page ${await median(ROWS - 10)} ms with their totals; the last page read forwards, as before the reverse read: ${await median(ROWS - 10, false)} ms (median of 20; goal <= 5 ms)`,
  );
}

console.log(
  `lists (issue 8) — load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
await onEachDatabase(measure);
