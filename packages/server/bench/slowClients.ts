import { fork } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { HTTP_TIMEOUTS } from '../src/platform/http';

/**
 * Slow clients against the real server (issue 7 item 5: 20,000 connections that never finished their
 * body exhausted the file descriptors). The server runs in its own process, as in production; this
 * process opens SLOW_CONNECTIONS sockets (half never finish their headers, half never finish their
 * body), measures normal requests while they hang, then watches the server close each one and give its
 * file descriptors back. Prints: requests served while the slow connections are open, and when and how
 * the server closed them.
 */
const SLOW_CONNECTIONS = Number(process.env.BENCH_SLOW_CONNECTIONS ?? 5_000);
/** Shorter than the header timeout, so every slow connection is still open while it runs. */
const MEASURE_MS = 5_000;
const CONCURRENCY = 4;

interface SlowClient {
  kind: 'headers' | 'body';
  openedAt: number;
  closed: Promise<{ after: number; status: string }>;
}

let closedCount = 0;

function openSlowClient(port: number, kind: SlowClient['kind']): Promise<SlowClient | undefined> {
  return new Promise((resolve) => {
    const socket: Socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += String(chunk);
    });
    socket.once('error', () => {});
    socket.once('connect', () => {
      const openedAt = performance.now();
      socket.write(
        kind === 'body'
          ? 'POST /api/start_password_recovery_actions HTTP/1.1\r\nHost: bench\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"emailOrId":'
          : 'GET /api/feature_flags HTTP/1.1\r\nHost: bench\r\nX-Slow: ',
      );
      const closed = new Promise<{ after: number; status: string }>((done) =>
        socket.once('close', () => {
          closedCount++;
          done({
            after: performance.now() - openedAt,
            status: answer.split('\r\n')[0] || '(closed, no answer)',
          });
        }),
      );
      resolve({ kind, openedAt, closed });
    });
    socket.once('close', () => resolve(undefined));
  });
}

async function openFileDescriptors(pid: number): Promise<number> {
  return (await readdir(`/proc/${pid}/fd`).catch(() => [])).length;
}

/** Normal requests from CONCURRENCY clients for `ms`: how many were answered, and their latency. */
async function normalRequests(url: string, ms: number) {
  const timings: number[] = [];
  let failed = 0;
  const until = performance.now() + ms;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        try {
          const response = await fetch(`${url}/api/feature_flags`, { signal: AbortSignal.timeout(5_000) });
          await response.arrayBuffer();
          if (response.ok) timings.push(performance.now() - started);
          else failed++;
        } catch {
          failed++;
        }
      }
    }),
  );
  timings.sort((a, b) => a - b);
  const at = (p: number) =>
    timings[Math.min(timings.length - 1, Math.floor((p / 100) * timings.length))] ?? NaN;
  return {
    served: timings.length,
    failed,
    perSecond: timings.length / (ms / 1000),
    p50: at(50),
    p99: at(99),
  };
}

const describe = (r: Awaited<ReturnType<typeof normalRequests>>) =>
  `${r.served} served (${r.perSecond.toFixed(0)}/s), ${r.failed} failed, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms`;

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'shipdeck-bench-slow-'));
  const child = fork(new URL('./server.ts', import.meta.url), {
    env: { ...process.env, BENCH_DATA_DIR: dataDir },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      child.once('message', (message) => resolve((message as { url: string }).url));
      child.once('exit', (code) => reject(new Error(`bench server exited with ${code} before listening`)));
    });
    const port = Number(new URL(url).port);
    const pid = child.pid as number;
    console.log(
      `slow clients: the real server (request timeout ${HTTP_TIMEOUTS.requestMs / 1000} s, headers ${HTTP_TIMEOUTS.headersMs / 1000} s, checked every ${HTTP_TIMEOUTS.checkEveryMs / 1000} s), ${SLOW_CONNECTIONS} slow connections, GET /api/feature_flags from ${CONCURRENCY} clients (load average ${loadavg()[0]?.toFixed(2)} at start)`,
    );
    await normalRequests(url, 1_000); // warm-up
    const baseline = await normalRequests(url, 3_000);
    const fdsBefore = await openFileDescriptors(pid);
    console.log(`  no slow connections: ${describe(baseline)}; server holds ${fdsBefore} file descriptors`);

    // Opened in waves, as a flood arrives; a wave at once would only measure the listen backlog.
    const opening = performance.now();
    const slow: SlowClient[] = [];
    for (let i = 0; i < SLOW_CONNECTIONS; i += 250) {
      const wave = await Promise.all(
        Array.from({ length: Math.min(250, SLOW_CONNECTIONS - i) }, (_, j) =>
          openSlowClient(port, (i + j) % 2 === 0 ? 'body' : 'headers'),
        ),
      );
      for (const client of wave) if (client) slow.push(client);
    }
    const fdsWhileOpen = await openFileDescriptors(pid);
    console.log(
      `  ${slow.length} of ${SLOW_CONNECTIONS} slow connections open in ${((performance.now() - opening) / 1000).toFixed(1)} s; server holds ${fdsWhileOpen} file descriptors`,
    );

    const during = await normalRequests(url, MEASURE_MS);
    console.log(
      `  requests served while ${slow.length} slow connections are open: ${describe(during)} (${slow.length - closedCount} still open at the end)`,
    );

    const outcomes = await Promise.race([
      Promise.all(slow.map(async (client) => ({ kind: client.kind, ...(await client.closed) }))),
      new Promise<undefined>((resolve) =>
        setTimeout(() => resolve(undefined), HTTP_TIMEOUTS.requestMs + 30_000),
      ),
    ]);
    if (!outcomes) {
      console.log(
        `  NOT all slow connections were closed by the server within ${HTTP_TIMEOUTS.requestMs / 1000 + 30} s`,
      );
    } else {
      for (const kind of ['headers', 'body'] as const) {
        const mine = outcomes.filter((outcome) => outcome.kind === kind);
        const after = mine.map((outcome) => outcome.after).sort((a, b) => a - b);
        const statuses = [...new Set(mine.map((outcome) => outcome.status))].join(', ');
        console.log(
          `  never-ending ${kind}: ${mine.length} closed by the server after ${((after[0] ?? NaN) / 1000) | 0}–${((after[after.length - 1] ?? NaN) / 1000).toFixed(1)} s (answer: ${statuses})`,
        );
      }
    }
    const after = await normalRequests(url, 2_000);
    console.log(
      `  afterwards: ${describe(after)}; server holds ${await openFileDescriptors(pid)} file descriptors (${fdsBefore} before the flood)`,
    );
  } finally {
    child.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
