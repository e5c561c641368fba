import { connect } from 'node:net';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app';
import { ROUTE_PERMISSIONS } from '../src/auth/permissions';
import { openDatabase } from '../src/db/database';
import { runSeeds } from '../src/db/seedRuns';
import { fuzzApi } from '../src/fuzz/apiFuzzer';
import { createMemoryStore } from '../src/rateLimit/rateLimitStore';
import { demoAccountsStep } from '../src/seed/demoAccounts';
import { recordingGateway } from '../src/testing/fakeGateway';
import { TEST_SECRET } from '../src/testing/testApp';

/**
 * The security report (issue 7 "Figures"): malformed requests and 5xx, the role × route table's size,
 * recovery mails accepted per minute from one address, and requests served while slow connections
 * hang. The role × route matrix itself is asserted cell by cell in auth/rolePermissions.test.ts.
 */
const SLOW_CONNECTIONS = 2_000;
const CALLERS = 11;

async function main(): Promise<void> {
  console.log(
    `security report — load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  await runSeeds(database.db, [demoAccountsStep()]);
  const mails: string[] = [];
  const app = await buildApp({
    db: database.db,
    jwtSecret: TEST_SECRET,
    gateway: recordingGateway(),
    rateLimits: createMemoryStore(),
    mail: { send: async (mail) => void mails.push(mail.to) },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  try {
    console.log(
      `  role × route table: ${Object.keys(ROUTE_PERMISSIONS).length} routes × ${CALLERS} callers = ${Object.keys(ROUTE_PERMISSIONS).length * CALLERS} cells, each asserted (unexpected allows/denies fail the test suite)`,
    );

    // Recovery mails one address can cause in a minute, over many target inboxes.
    let accepted = 0;
    for (let i = 0; i < 100; i++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/start_password_recovery_actions',
        remoteAddress: '198.51.100.9',
        payload: { emailOrId: `target${i}@example.com` },
      });
      if (response.statusCode === 200) accepted++;
    }
    console.log(
      `  recovery requests accepted per minute from one address: ${accepted} of 100 (then 429 RateLimited)`,
    );

    // Normal requests while slow connections hang (each holds a socket with a body that never ends).
    const sockets = await Promise.all(
      Array.from(
        { length: SLOW_CONNECTIONS },
        () =>
          new Promise<import('node:net').Socket>((resolve) => {
            const socket = connect(port, '127.0.0.1', () => {
              socket.write(
                'POST /api/start_password_recovery_actions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
              );
              resolve(socket);
            });
            socket.on('error', () => resolve(socket));
          }),
      ),
    );
    const timings: number[] = [];
    let served = 0;
    for (let i = 0; i < 200; i++) {
      const started = performance.now();
      const response = await fetch(`http://127.0.0.1:${port}/api/feature_flags`);
      if (response.ok) served++;
      await response.arrayBuffer();
      timings.push(performance.now() - started);
    }
    timings.sort((a, b) => a - b);
    console.log(
      `  with ${SLOW_CONNECTIONS} slow connections open: ${served} of 200 normal requests served, p50 ${timings[100]?.toFixed(1)} ms, p99 ${timings[197]?.toFixed(1)} ms`,
    );
    for (const socket of sockets) socket.destroy();

    const guest = await fetch(`http://127.0.0.1:${port}/api/guest_auth_token_actions`, { method: 'POST' });
    const { token } = (await guest.json()) as { token: string };
    const report = await fuzzApi(app, { total: 10_000, tokens: [undefined, token] });
    console.log(
      `  fuzzing: ${report.sent} malformed requests, ${report.serverErrors} answered 5xx (goal 0), ${report.leaks} with a stack trace or SQL (goal 0); heap after GC per batch ${report.heapMb.join(' ')} MB`,
    );
  } finally {
    await app.close();
    await database.close();
  }
}

await main();
