import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app';
import { createSandboxGateway } from '../src/carriers/index';
import type { DatabaseHandle } from '../src/db/database';
import { shipments } from '../src/db/schema';
import { runSeeds } from '../src/db/seedRuns';
import { SandboxPaymentGateway } from '../src/payments/sandbox/sandboxPaymentGateway';
import { DEMO_PASSWORD, demoAccountsStep } from '../src/seed/demoAccounts';
import { demoShipmentsStep } from '../src/seed/demoShipments';
import { demoTrackingStep } from '../src/seed/demoTracking';
import { TEST_SECRET } from '../src/testing/testApp';
import { onEachDatabase } from './databases';

/**
 * Tracking lookups (issue 14 "Figures"): GET /api/tracking/{number} over the whole request (contract,
 * auth, the number's identity, the shipment by its number through shipments_tracking_number_idx, its
 * scans through their primary key, the answer) on each database, for the owner, for a stranger with the
 * number, and for another carrier's number; then lookups a second with 8 in flight at once. Through
 * `inject`, so the figures are the server's own work, not the network's.
 */
const SEQUENTIAL = 400;
const CONCURRENT = 2000;
const IN_FLIGHT = 8;

const percentile = (sorted: number[], p: number) =>
  (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number).toFixed(2);

async function measure(name: string, handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
  const gateway = createSandboxGateway();
  const now = () => new Date();
  await runSeeds(handle.db, [
    demoAccountsStep(),
    demoShipmentsStep({ gateway, paymentGateway: new SandboxPaymentGateway(), now }),
    demoTrackingStep({ gateway, now }),
  ]);
  const numbers = (await handle.db.select({ n: shipments.trackingNumber }).from(shipments)).map((r) => r.n);
  const app = await buildApp({ db: handle.db, jwtSecret: TEST_SECRET, rateLimits: false });
  try {
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/authentication_token',
      payload: { email: 'client@demo.shipdeck.test', password: DEMO_PASSWORD, refreshTokenDelivery: 'body' },
    });
    const owner = { authorization: `Bearer ${signIn.json().token}` };
    const guest = {
      authorization: `Bearer ${(await app.inject({ method: 'POST', url: '/api/guest_auth_token_actions' })).json().token}`,
    };
    const lookup = async (headers: Record<string, string>, number: string) => {
      const answer = await app.inject({ method: 'GET', url: `/api/tracking/${number}`, headers });
      if (answer.statusCode !== 200) throw new Error(`${number} answered ${answer.statusCode}`);
      return answer.json() as { view: string };
    };
    const sequential = async (headers: Record<string, string>, numberOf: (i: number) => string) => {
      const times: number[] = [];
      for (let i = 0; i < SEQUENTIAL; i++) {
        const at = performance.now();
        await lookup(headers, numberOf(i));
        times.push(performance.now() - at);
      }
      times.sort((a, b) => a - b);
      return `p50 ${percentile(times, 50)} ms, p99 ${percentile(times, 99)} ms`;
    };
    const ours = (i: number) => numbers[i % numbers.length] as string;
    const theirs = (i: number) => `1Z999AA1${String(1000000000 + i).slice(0, 10)}`;
    if ((await lookup(owner, ours(0))).view !== 'owner')
      throw new Error('the owner did not get the owner view');
    const ownerFigures = await sequential(owner, ours);
    const publicFigures = await sequential(guest, ours);
    const carrierFigures = await sequential(guest, theirs);
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < CONCURRENT) {
          const i = next++;
          await lookup(i % 2 === 0 ? owner : guest, i % 4 === 3 ? theirs(i) : ours(i));
        }
      }),
    );
    const perSecond = CONCURRENT / ((performance.now() - started) / 1000);
    console.log(
      `  ${name}: owner ${ownerFigures}; anyone with the number ${publicFigures}; another carrier's number ${carrierFigures} (${SEQUENTIAL} each); ${perSecond.toFixed(0)} lookups/s with ${IN_FLIGHT} in flight (${CONCURRENT}, mixed)`,
    );
  } finally {
    await app.close();
  }
}

console.log(
  `tracking lookups (issue 14) — load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
await onEachDatabase(measure);
