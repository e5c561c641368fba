import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/database';
import { runSeeds } from '../src/db/seedRuns';
import { DEMO_PASSWORD, demoAccountsStep } from '../src/seed/demoAccounts';
import { onEachDatabase } from './databases';

/**
 * The address import (issue 10 "Figure in the bench"): 5,000 rows in one file, as CSV and as XLSX, through
 * the real HTTP server, and the latency of another endpoint (GET /api/saved_addresses, a page of 9) measured
 * by 4 clients calling it back to back while the import runs, against the same endpoint with no import.
 * The file is read on a spreadsheet thread, so the other endpoint should barely notice.
 */
const ROWS = 5000;
const CLIENTS = 4;
const HEADER =
  'Company Name,Contact Name,Address Line 1,City,State/Province,Postal Code,Country,Email,Phone,Residential';
const row = (n: number) => [
  `Company ${n}`,
  `Contact Person ${n}`,
  `${n} Main Street`,
  'Austin',
  'TX',
  '78701',
  'US',
  `person${n}@example.com`,
  '+1 512 555 0100',
  'N',
];

const csvFile = () =>
  Buffer.from(`${[HEADER, ...Array.from({ length: ROWS }, (_, i) => row(i).join(','))].join('\r\n')}\r\n`);

async function xlsxFile(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Contacts');
  sheet.addRow(HEADER.split(','));
  for (let i = 0; i < ROWS; i++) sheet.addRow(row(i));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

function summary(latencies: number[]): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  return `${sorted.length} requests, p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${(sorted.at(-1) ?? Number.NaN).toFixed(1)} ms`;
}

async function measure(name: string, handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
  await runSeeds(handle.db, [demoAccountsStep()]);
  const app = await buildApp({ db: handle.db, jwtSecret: randomBytes(32), rateLimits: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const signIn = await fetch(`${base}/api/authentication_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'client@demo.shipdeck.test',
        password: DEMO_PASSWORD,
        refreshTokenDelivery: 'body',
      }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };

    /** Clients calling the list back to back until `until` settles (or for `ms`); their latencies. */
    const hammer = async (until: Promise<unknown>) => {
      let done = false;
      void until.finally(() => {
        done = true;
      });
      const latencies: number[] = [];
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          while (!done) {
            const at = performance.now();
            const response = await fetch(`${base}/api/saved_addresses?page=1`, { headers: auth });
            await response.arrayBuffer();
            if (response.status !== 200) throw new Error(`list answered ${response.status}`);
            latencies.push(performance.now() - at);
          }
        }),
      );
      return latencies;
    };
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    // Warm up (the first spreadsheet thread loads its modules) and measure the list alone.
    await hammer(sleep(500));
    const alone = await hammer(sleep(3000));
    console.log(`  ${name}: GET /api/saved_addresses alone: ${summary(alone)}`);

    for (const [format, bytes, type] of [
      ['CSV', csvFile(), 'text/csv'],
      ['XLSX', await xlsxFile(), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ] as const) {
      const form = new FormData();
      form.append('addresses', new Blob([bytes], { type }), `contacts.${format.toLowerCase()}`);
      const started = performance.now();
      const upload = fetch(`${base}/api/import_addresses`, {
        method: 'POST',
        headers: auth,
        body: form,
      }).then(async (response) => {
        const body = (await response.json()) as { addresses?: unknown[]; notValidAddresses?: unknown[] };
        if (response.status !== 200 || body.addresses?.length !== ROWS) {
          throw new Error(`import answered ${response.status} with ${body.addresses?.length} contacts`);
        }
        return performance.now() - started;
      });
      // How long the HTTP thread was held at once while the import ran (the list's latency includes the
      // database's share, which a 5,000-row transaction takes on the embedded database's single connection).
      const loop = monitorEventLoopDelay({ resolution: 10 });
      loop.enable();
      const [ms, during] = await Promise.all([upload, hammer(upload)]);
      loop.disable();
      console.log(
        `  ${name}: import of ${ROWS.toLocaleString('en-US')} ${format} rows (${(bytes.length / 1024).toFixed(0)} KB) in ${(ms / 1000).toFixed(2)} s; meanwhile GET /api/saved_addresses: ${summary(during)}; HTTP thread's event-loop delay p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms, max ${(loop.max / 1e6).toFixed(1)} ms`,
      );
    }
  } finally {
    await app.close();
  }
}

console.log(
  `address import (issue 10) — load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
await onEachDatabase(measure);
