import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { rateShipmentRequest } from '@shipdeck/core/contract';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { createSandboxGateway } from '../src/carriers/index';
import { type DatabaseHandle, openDatabase, rowsOf } from '../src/db/database';
import { createQuoteRepository } from '../src/db/quoteRepository';
import type { NewQuoteRow } from '../src/db/schema';
import { createQuoteService } from '../src/quotes/quoteService';

/**
 * Storing a quote, alone (issue 8, docs/performance.md "Rate endpoint throughput"): the rate
 * endpoint's storage work without HTTP. The bench's 12-rate domestic quote is rated by the real
 * quote service, QUOTES times, and each row is saved through the real repository, CONCURRENCY at a
 * time (1: one insert per quote, as at 2 connections; 10: group commit's batches). Prints the CPU
 * per quote of the storing (the rating alone is measured first and taken off), split by thread from
 * /proc (the main thread, the busiest other thread: on the embedded database, PGlite's; the rest:
 * V8's helpers), which a CPU profile on a busy machine cannot give (its samples count the time a
 * thread waited for a core), and the bytes each quote takes on disk, with the load average. On a
 * file-backed embedded database (as the server runs), then on a throwaway PostgreSQL database
 * (DATABASE_URL's server or 127.0.0.1:5432; the Node process only). BENCH_ONLY=pglite|postgres
 * runs one. Not in `pnpm bench`: a tool for changes to the insert path.
 */
const QUOTES = Number(process.env.QUOTES ?? 3000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 1);
const WARM_UP = 300;

const domesticQuote = {
  origin: { countryCode: 'US', city: 'New York', postalCode: '10001', isResidential: false },
  destination: { countryCode: 'US', city: 'Los Angeles', postalCode: '90012', isResidential: true },
  targetShipDate: '2026-03-06',
  pieces: [
    { quantity: 1, weight: 22, length: 18, width: 14, height: 12 },
    { quantity: 2, weight: 4.5, length: 12, width: 9, height: 6 },
  ],
  isDocument: false,
  currency: 'USD',
  measurementSystem: 'imperial',
  insuredValue: 300,
};

/** The rows the rate endpoint would store for `count` requests of the bench quote (rated once). */
async function rowsToStore(): Promise<() => Promise<NewQuoteRow>> {
  const captured = new Map<string, NewQuoteRow>();
  const service = createQuoteService({
    gateway: createSandboxGateway(),
    repository: {
      save: async (row) => {
        captured.set(row.id, row);
      },
    } as Parameters<typeof createQuoteService>[0]['repository'],
    now: () => new Date(),
    log: console as unknown as Parameters<typeof createQuoteService>[0]['log'],
  });
  // One real rating per quote, as the endpoint does: rows are as fresh (new rate ids, new objects).
  const request = rateShipmentRequest.parse(domesticQuote);
  return async () => {
    const answer = await service.rate(request, {
      subject: `guest:${randomUUID()}`,
      role: 'ROLE_GUEST',
    } as Parameters<typeof service.rate>[1]);
    const row = captured.get(answer.createdInId ?? '');
    if (!row) throw new Error('the bench quote was not rated');
    captured.delete(row.id);
    return row;
  };
}

/**
 * CPU time of each of this process's threads (Linux: /proc/self/task), in µs: the main thread, the
 * database thread and the rest told apart, which a CPU profile on a busy machine cannot do (its
 * samples count time a thread waited for a core).
 */
function threadCpu(): Map<string, number> {
  const times = new Map<string, number>();
  try {
    for (const task of readdirSync('/proc/self/task')) {
      const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      times.set(task, ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / 100);
    }
  } catch {
    // Not Linux: the whole process's figure only.
  }
  return times;
}

function threadCpuSince(before: Map<string, number>, quotes: number): string {
  const used = [...threadCpu()].map(([task, micros]) => ({
    main: task === String(process.pid),
    micros: (micros - (before.get(task) ?? 0)) / quotes,
  }));
  if (used.length === 0) return '';
  const main = used.find((thread) => thread.main)?.micros ?? 0;
  const others = used.filter((thread) => !thread.main).sort((a, b) => b.micros - a.micros);
  const busiest = others[0]?.micros ?? 0;
  const rest = others.slice(1).reduce((sum, thread) => sum + thread.micros, 0);
  return ` (main thread ${main.toFixed(0)} µs, busiest other thread ${busiest.toFixed(0)} µs, the rest ${rest.toFixed(0)} µs)`;
}

async function measure(name: string, handle: DatabaseHandle): Promise<void> {
  const repository = createQuoteRepository(handle.db);
  const next = await rowsToStore();
  const run = async (count: number) => {
    let left = count;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (left > 0) {
          left--;
          await repository.save(await next());
        }
      }),
    );
  };
  await run(WARM_UP);
  // The rating alone, to subtract: what is left is the storing.
  const ratingCpu = process.cpuUsage();
  for (let i = 0; i < QUOTES; i++) await next();
  const rating = process.cpuUsage(ratingCpu);
  const ratingMicros = (rating.user + rating.system) / QUOTES;

  const before = process.cpuUsage();
  const threadsBefore = threadCpu();
  const thread = handle.threadUtilization?.();
  const started = performance.now();
  await run(QUOTES);
  const elapsed = performance.now() - started;
  const used = process.cpuUsage(before);
  const threads = threadCpuSince(threadsBefore, QUOTES);
  const threadAfter = handle.threadUtilization?.();
  const perQuote = (used.user + used.system) / QUOTES - ratingMicros;
  const threadBusy =
    thread && threadAfter
      ? (performance.eventLoopUtilization(threadAfter, thread).active * 1000) / QUOTES
      : undefined;
  const [size] = rowsOf<{ bytes: string; quotes: string; toast: string }>(
    await handle.db.execute(sql`select pg_total_relation_size('quotes') as bytes, count(*) as quotes,
      coalesce(pg_total_relation_size((select reltoastrelid from pg_class where relname = 'quotes')), 0) as toast
      from quotes`),
  );
  console.log(
    `  ${name}, ${CONCURRENCY} at a time: ${QUOTES} quotes in ${(elapsed / 1000).toFixed(2)} s (${((QUOTES * 1000) / elapsed).toFixed(0)}/s); storing ${perQuote.toFixed(0)} µs CPU per quote (all threads, rating's ${ratingMicros.toFixed(0)} µs taken off)${threads}${threadBusy === undefined ? '' : `, database thread busy ${threadBusy.toFixed(0)} µs per quote`}; ${(Number(size?.bytes) / Number(size?.quotes) / 1024).toFixed(1)} KiB per stored quote (TOAST ${(Number(size?.toast) / Number(size?.quotes) / 1024).toFixed(1)} KiB); load average ${loadavg()[0]?.toFixed(2)}`,
  );
}

async function main(): Promise<void> {
  const only = process.env.BENCH_ONLY;
  console.log(`storing a quote (bench/quoteInsert.ts), load average ${loadavg()[0]?.toFixed(2)}`);
  if (only !== 'postgres') {
    const dataDir = await mkdtemp(join(tmpdir(), 'shipdeck-insert-'));
    const handle = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
    try {
      await handle.migrate();
      await measure('embedded database (PGlite, on disk)', handle);
    } finally {
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  if (only === 'pglite') return;
  const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {}, connect_timeout: 2 });
  const database = `shipdeck_bench_${randomBytes(4).toString('hex')}`;
  try {
    await admin.unsafe(`create database "${database}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
    try {
      await handle.migrate();
      await measure('PostgreSQL (this process only)', handle);
    } finally {
      await handle.close();
    }
    await admin.unsafe(`drop database if exists "${database}" with (force)`);
  } catch (error) {
    console.log(`  PostgreSQL: not measured (${(error as Error).message})`);
  } finally {
    await admin.end();
  }
}

await main();
