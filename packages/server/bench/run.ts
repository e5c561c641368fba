import { fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type EventLoopUtilization, performance } from 'node:perf_hooks';
import autocannon from 'autocannon';

/**
 * The rate endpoint under load (issue 2 "Tests and figures"): the real server in its own process
 * (real HTTP, embedded database in a temp folder), a guest token, then autocannon at a fixed
 * 1,000 requests/s for 10 s of a realistic domestic quote (steady, then bursty: see `load`).
 * Prints p50, p99, the rate achieved and the server's CPU per request; the goal is p99 <= 10 ms
 * on the 2-core machine. Latency is each response's own time (autocannon's coordinated-omission
 * correction assumes a 1 ms send interval, ceil(1/rate), which does not fit a rate per second).
 */
const RATE = 1000;
const STEADY_CONNECTIONS = 2;
const BURSTY_CONNECTIONS = 10;
const SECONDS = 10;
const WARM_UP_SECONDS = 3;
const P99_GOAL_MS = 10;

const domesticQuote = {
  origin: { countryCode: 'US', city: 'New York', postalCode: '10001', isResidential: false },
  destination: { countryCode: 'US', city: 'Los Angeles', postalCode: '90012', isResidential: true },
  targetShipDate: nextWeekday(),
  pieces: [
    { quantity: 1, weight: 22, length: 18, width: 14, height: 12 },
    { quantity: 2, weight: 4.5, length: 12, width: 9, height: 6 },
  ],
  isDocument: false,
  currency: 'USD',
  measurementSystem: 'imperial',
  insuredValue: 300,
};

function nextWeekday(): string {
  const day = new Date();
  do day.setUTCDate(day.getUTCDate() + 1);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6);
  return day.toISOString().slice(0, 10);
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'shipdeck-bench-'));
  const child = fork(new URL('./server.ts', import.meta.url), {
    env: { ...process.env, BENCH_DATA_DIR: dataDir },
    execArgv: [
      ...process.execArgv,
      ...(process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE] : []),
    ],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      child.once('message', (message) => resolve((message as { url: string }).url));
      child.once('exit', (code) => reject(new Error(`bench server exited with ${code} before listening`)));
    });

    const tokenResponse = await fetch(`${url}/api/guest_auth_token_actions`, { method: 'POST' });
    const { token } = (await tokenResponse.json()) as { token: string };
    const check = await fetch(`${url}/api/rate_shipment_actions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/ld+json' },
      body: JSON.stringify(domesticQuote),
    });
    const sample = (await check.json()) as {
      success: boolean;
      rates?: unknown[];
      'hydra:description'?: string;
    };
    if (check.status !== 200 || !sample.success) {
      throw new Error(
        `the bench quote is not rated (${check.status}): ${JSON.stringify(sample).slice(0, 300)}`,
      );
    }

    // autocannon's rate limit lets each connection send its share of each second's requests back
    // to back, then wait for the next second. With c connections the server holds c requests for
    // as long as the second's quota lasts. Requests arriving evenly at 1,000/s with a service time
    // s hold 1,000 x s in flight (Little's law): under 1 for s < 1 ms. So the goal is measured
    // with 2 connections (steady: the closest autocannon comes to an even 1,000/s), and the same
    // rate is shown with 10 connections (bursty: ten requests queued at once, a harsher pattern).
    const load = (connections: number, duration: number, samples?: number[], bearer = token) =>
      new Promise<autocannon.Result>((resolve, reject) => {
        const instance = autocannon(
          {
            url: `${url}/api/rate_shipment_actions`,
            method: 'POST',
            headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/ld+json' },
            body: JSON.stringify(domesticQuote),
            connections,
            overallRate: RATE,
            duration,
          },
          (error, result) => (error ? reject(error) : resolve(result)),
        );
        instance.on('response', (_client, status, _bytes, milliseconds) => {
          if (status === 200) samples?.push(milliseconds);
        });
      });

    type Usage = { cpu: NodeJS.CpuUsage; loop: EventLoopUtilization; database?: EventLoopUtilization };
    const usage = () =>
      new Promise<Usage>((resolve) => {
        child.once('message', (message) => resolve(message as Usage));
        child.send('usage');
      });

    /** One measured run: per-response latency percentiles, the rate achieved, the server's CPU. */
    async function measure(connections: number, label: string, bearer = token) {
      const before = await usage();
      const loadCpu = process.cpuUsage();
      const samples: number[] = [];
      const result = await load(connections, SECONDS, samples, bearer);
      const loadCpuUsed = process.cpuUsage(loadCpu);
      const after = await usage();
      samples.sort((a, b) => a - b);
      const percentile = (p: number) =>
        samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))] ?? Number.NaN;
      const cpuMicros = after.cpu.user - before.cpu.user + (after.cpu.system - before.cpu.system);
      const loop = performance.eventLoopUtilization(after.loop, before.loop);
      const database =
        after.database && before.database
          ? performance.eventLoopUtilization(after.database, before.database)
          : undefined;
      const failed = result.non2xx + result.errors + result.timeouts;
      const p99 = percentile(99);
      console.log(
        [
          `  ${label}, ${connections} connections: achieved ${(result.requests.total / SECONDS).toFixed(0)} req/s, ${result.requests.total} requests, ${failed} failed`,
          `    latency p50 ${percentile(50).toFixed(2)} ms  p90 ${percentile(90).toFixed(2)} ms  p99 ${p99.toFixed(2)} ms  max ${result.latency.max} ms`,
          `    server: ${(cpuMicros / Math.max(1, result.requests.total)).toFixed(0)} µs CPU per request (all threads), HTTP thread ${(loop.utilization * 100).toFixed(0)}% busy, database thread ${database ? `${(database.utilization * 100).toFixed(0)}%` : 'n/a'} busy; load generator ${((loadCpuUsed.user + loadCpuUsed.system) / (SECONDS * 10_000)).toFixed(0)}% of a core`,
        ].join('\n'),
      );
      return { p99, failed, cpuPerRequest: cpuMicros / Math.max(1, result.requests.total) };
    }

    console.log(
      `rate endpoint: POST /api/rate_shipment_actions, ${sample.rates?.length ?? 0}-rate domestic quote, embedded database, ${RATE} req/s for ${SECONDS} s (load average ${loadavg()[0]?.toFixed(2)} at start)`,
    );
    await load(STEADY_CONNECTIONS, WARM_UP_SECONDS);
    const steady = await measure(STEADY_CONNECTIONS, 'steady');
    await measure(BURSTY_CONNECTIONS, 'bursty');
    // A signed-in client's request (issue 8 goal: <= 1.3x a guest's): the demo client, password sign-in.
    const signIn = await fetch(`${url}/api/authentication_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'client@demo.shipdeck.test',
        password: 'shipdeck-demo',
        refreshTokenDelivery: 'body',
      }),
    });
    const clientToken = ((await signIn.json()) as { token: string }).token;
    await load(STEADY_CONNECTIONS, WARM_UP_SECONDS, undefined, clientToken);
    const signedIn = await measure(STEADY_CONNECTIONS, 'steady, signed-in client', clientToken);
    console.log(
      `  a signed-in request costs ${(signedIn.cpuPerRequest / steady.cpuPerRequest).toFixed(2)}x a guest's in server CPU (goal <= 1.3x), p99 ${signedIn.p99.toFixed(2)} vs ${steady.p99.toFixed(2)} ms`,
    );
    // Maximum throughput against a bare Fastify route in the same run (issue 8 goal: >= 0.4x).
    const bare = fork(new URL('./bareServer.ts', import.meta.url), {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    try {
      const bareUrl = await new Promise<string>((resolve) =>
        bare.once('message', (message) => resolve((message as { url: string }).url)),
      );
      const flat = (target: string, headers: Record<string, string>) =>
        new Promise<autocannon.Result>((resolve, reject) => {
          autocannon(
            {
              url: target,
              method: 'POST',
              headers,
              body: JSON.stringify(domesticQuote),
              connections: 10,
              duration: 5,
            },
            (error, result) => (error ? reject(error) : resolve(result)),
          );
        });
      const json = { 'content-type': 'application/json' };
      const cpuOf = (server: typeof bare) =>
        new Promise<NodeJS.CpuUsage>((resolve) => {
          server.once('message', (message) => resolve((message as { cpu: NodeJS.CpuUsage }).cpu));
          server.send('usage');
        });
      const micros = (before: NodeJS.CpuUsage, after: NodeJS.CpuUsage) =>
        after.user - before.user + (after.system - before.system);
      const bareBefore = await cpuOf(bare);
      const bareResult = await flat(`${bareUrl}/bare`, json);
      const bareCpu = micros(bareBefore, await cpuOf(bare)) / Math.max(1, bareResult.requests.total);
      const rateBefore = (await usage()).cpu;
      const rateResult = await flat(`${url}/api/rate_shipment_actions`, {
        ...json,
        authorization: `Bearer ${token}`,
      });
      const rateCpu = micros(rateBefore, (await usage()).cpu) / Math.max(1, rateResult.requests.total);
      const ratio = rateResult.requests.average / Math.max(1, bareResult.requests.average);
      console.log(
        `  maximum throughput, 10 connections (load average ${loadavg()[0]?.toFixed(2)}): rate endpoint ${rateResult.requests.average.toFixed(0)} req/s, bare Fastify route ${bareResult.requests.average.toFixed(0)} req/s: ${ratio.toFixed(2)}x (goal >= 0.4x)`,
      );
      // CPU per request, which a busy machine moves less than throughput (a hand-off between threads
      // waits for a core under load; the CPU it costs does not grow with the wait).
      console.log(
        `    server CPU per request (all threads): rate endpoint ${rateCpu.toFixed(0)} µs, bare Fastify route ${bareCpu.toFixed(0)} µs: the bare route's is ${(bareCpu / Math.max(1, rateCpu)).toFixed(2)}x the rate endpoint's`,
      );
    } finally {
      bare.kill('SIGTERM');
    }
    const met = steady.p99 <= P99_GOAL_MS && steady.failed === 0;
    console.log(`  goal p99 <= ${P99_GOAL_MS} ms (steady): ${met ? 'met' : 'NOT met'}`);
    // A shared machine's noise should not stop the other packages' benches (pnpm bench runs them
    // in a row); CI or a release check can ask for a failing exit with BENCH_STRICT=1.
    if (!met && process.env.BENCH_STRICT) process.exitCode = 1;
  } finally {
    child.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
