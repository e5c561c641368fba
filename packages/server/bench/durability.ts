import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';

/**
 * Acknowledged quotes lost to a crash (issue 7 "Durability"; goal 0). On each database: the real
 * server in its own process, clients rating as fast as they can, `kill -9` in the middle of it, five
 * times over the same data; then a last start reads back every quote whose id an answer named.
 */
const RUNS = 5;
const CLIENTS = 8;
const LOAD_MS = 1500;

const rateRequest = {
  origin: { countryCode: 'US', postalCode: '10001' },
  destination: { countryCode: 'US', postalCode: '90012', isResidential: true },
  targetShipDate: nextWeekday(),
  pieces: [{ quantity: 1, weight: 5, length: 12, width: 10, height: 8 }],
};

function nextWeekday(): string {
  const day = new Date();
  do day.setUTCDate(day.getUTCDate() + 1);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6);
  return day.toISOString().slice(0, 10);
}

async function startServer(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(new URL('./server.ts', import.meta.url), {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { url: string }).url));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code} before listening`)));
  });
  return { child, url };
}

async function oneDatabase(name: string, env: NodeJS.ProcessEnv): Promise<void> {
  const acknowledged: Array<{ id: string; token: string }> = [];
  let sent = 0;
  for (let run = 0; run < RUNS; run++) {
    const { child, url } = await startServer(env);
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const token = (
      (await (await fetch(`${url}/api/guest_auth_token_actions`, { method: 'POST' })).json()) as {
        token: string;
      }
    ).token;
    let killed = false;
    const client = async () => {
      while (!killed) {
        sent++;
        try {
          const response = await fetch(`${url}/api/rate_shipment_actions`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/ld+json' },
            body: JSON.stringify(rateRequest),
          });
          const body = (await response.json()) as { createdInId?: string | null };
          if (response.ok && body.createdInId) acknowledged.push({ id: body.createdInId, token });
        } catch {
          // The connection died with the server: that answer was never received, so never acknowledged.
        }
      }
    };
    const clients = Array.from({ length: CLIENTS }, client);
    await new Promise((resolve) => setTimeout(resolve, LOAD_MS));
    child.kill('SIGKILL');
    killed = true;
    await exited;
    await Promise.all(clients);
  }
  const { child, url } = await startServer(env);
  let lost = 0;
  for (const { id, token } of acknowledged) {
    const response = await fetch(`${url}/api/quotes/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.status !== 200) lost++;
  }
  child.kill('SIGTERM');
  console.log(
    `  ${name}: ${RUNS} kill -9 runs under load, ${sent} rate requests sent, ${acknowledged.length} quotes acknowledged, ${lost} lost (goal 0)`,
  );
}

async function main(): Promise<void> {
  console.log(
    `durability (issue 7): acknowledged quotes lost to kill -9 — load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  const dataDir = await mkdtemp(join(tmpdir(), 'shipdeck-durability-'));
  const secret = randomBytes(32).toString('base64url');
  try {
    await oneDatabase('embedded database (PGlite)', {
      BENCH_DATA_DIR: dataDir,
      SHIPDECK_JWT_SECRET: secret,
    });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {}, connect_timeout: 2 });
  const database = `shipdeck_bench_${randomBytes(4).toString('hex')}`;
  try {
    await admin.unsafe(`create database "${database}"`);
  } catch {
    console.log('  PostgreSQL: not reachable, skipped');
    await admin.end();
    return;
  }
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const pgDir = await mkdtemp(join(tmpdir(), 'shipdeck-durability-pg-'));
  try {
    await oneDatabase('PostgreSQL', {
      BENCH_DATA_DIR: pgDir,
      BENCH_DATABASE_URL: url.toString(),
      SHIPDECK_JWT_SECRET: secret,
    });
  } finally {
    await admin.unsafe(`drop database if exists "${database}" with (force)`);
    await admin.end();
    await rm(pgDir, { recursive: true, force: true });
  }
}

await main();
