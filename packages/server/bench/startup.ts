/// <reference types="node" />
/**
 * Server start and memory (issue 8): the BUILT server (dist/main.js, as `pnpm start` runs it) on the
 * embedded database, started on an empty data folder (first start: the database comes from the
 * build's template) and again on the same folder (restart). "Ready" is the first answer of
 * /api/country_options; then a postal lookup and a guest quote run, so the figures include the ZIP
 * data and the rating tables. RSS is the whole process (HTTP thread and database thread), read from
 * /proc after the calls. Goals: first start <= 2 s and <= 400 MB; restart <= 300 MB.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const main = join(serverRoot, 'dist/main.js');
if (!existsSync(main)) {
  console.log('server start: dist/main.js is missing; run `pnpm --filter @shipdeck/server build` first');
  process.exit(0);
}

const megabytes = (pid: number, field: 'VmRSS' | 'VmHWM') => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(field));
  return Math.round(Number(line?.split(/\s+/)[1] ?? 0) / 1024);
};

async function start(dataDir: string, port: number) {
  const began = performance.now();
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, SHIPDECK_DATA_DIR: dataDir, PORT: String(port), SHIPDECK_DEMO_DATA: 'off' },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}/api`;
  for (;;) {
    try {
      if ((await fetch(`${base}/country_options`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    await sleep(25);
  }
  const readyMs = performance.now() - began;
  await fetch(`${base}/data/postal-codes?countryCode=US&search=100`);
  const { token } = (await (
    await fetch(`${base}/guest_auth_token_actions`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    })
  ).json()) as { token: string };
  await fetch(`${base}/rate_shipment_actions`, {
    method: 'POST',
    headers: { 'content-type': 'application/ld+json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      origin: { countryCode: 'US', postalCode: '10001' },
      destination: { countryCode: 'US', postalCode: '90012' },
      targetShipDate: `${new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)}T00:00:00.000`,
      pieces: [{ quantity: 1, weight: 5, length: 10, width: 8, height: 6 }],
    }),
  });
  await sleep(500);
  const figures = { readyMs, rss: megabytes(child.pid!, 'VmRSS'), peak: megabytes(child.pid!, 'VmHWM') };
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  return figures;
}

const dir = mkdtempSync(join(tmpdir(), 'shipdeck-start-'));
try {
  const port = 3990;
  const first = await start(dir, port);
  // A restart's memory moves by tens of MB from run to run (when the threads' collectors last ran):
  // five restarts, the median and the range.
  const restarts = [];
  for (let i = 0; i < 5; i++) restarts.push(await start(dir, port));
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const rss = restarts.map((r) => r.rss);
  const ready = restarts.map((r) => r.readyMs);
  const load = loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  const verdict = (ok: boolean) => (ok ? 'met' : 'OVER');
  console.log(`\nServer start on the embedded database (load average ${load})`);
  console.log(
    `  first start  ready in ${first.readyMs.toFixed(0)} ms, RSS ${first.rss} MB (peak ${first.peak} MB)  [goal <= 2000 ms and <= 400 MB: ${verdict(first.readyMs <= 2000 && first.rss <= 400)}]`,
  );
  console.log(
    `  restart      ready in ${median(ready).toFixed(0)} ms, RSS ${median(rss)} MB (median of ${restarts.length}; RSS ${Math.min(...rss)}-${Math.max(...rss)} MB)  [goal <= 300 MB: ${verdict(median(rss) <= 300)}]`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
