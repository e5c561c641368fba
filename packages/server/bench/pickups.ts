import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/database';
import { runSeeds } from '../src/db/seedRuns';
import { DEMO_PASSWORD, demoAccountsStep } from '../src/seed/demoAccounts';
import { TEST_SECRET } from '../src/testing/testApp';
import { onEachDatabase } from './databases';

/**
 * Pickups (issue 13 "Figures"): the capability check and scheduling, p50 and p99 over the whole request
 * (contract, auth, the sandbox carrier, core's rules, the database write and the answer), on each
 * database; then the view-history list with those pickups stored. Sequential requests through `inject`,
 * so the figures are the server's own work, not the network's.
 */
const CHECKS = 500;
const SCHEDULES = 500;
const LISTS = 200;
// Monday 30 November 2026, 9:00 AM in New York: every booking is for the next days.
const NOW = new Date('2026-11-30T14:00:00Z');

const percentile = (sorted: number[], p: number) =>
  (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number).toFixed(2);

async function timed(count: number, request: (i: number) => Promise<number>): Promise<string> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const at = performance.now();
    const status = await request(i);
    times.push(performance.now() - at);
    if (status !== 200) throw new Error(`request ${i} answered ${status}`);
  }
  times.sort((a, b) => a - b);
  return `p50 ${percentile(times, 50)} ms, p99 ${percentile(times, 99)} ms`;
}

const origin = (i: number) => ({
  companyName: 'Northwind Ceramics',
  contactName: 'Dana Whitfield',
  phoneNumber: '+1 212 555 0142',
  email: 'client@demo.shipdeck.test',
  // One address per booking, so each books a pickup (the clash rule allows one a day per address).
  address: { addressLine1: `${i + 1} Hudson Street`, city: 'New York', postalCode: '10013', division: 'NY' },
});

async function measure(name: string, handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
  await runSeeds(handle.db, [demoAccountsStep()]);
  const app = await buildApp({ db: handle.db, jwtSecret: TEST_SECRET, rateLimits: false, now: () => NOW });
  try {
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/authentication_token',
      payload: { email: 'client@demo.shipdeck.test', password: DEMO_PASSWORD, refreshTokenDelivery: 'body' },
    });
    const headers = { authorization: `Bearer ${signIn.json().token}` };
    const carriers = [
      { carrier: 'UPS', carrierProduct: '03', startTime: 660, endTime: 840 },
      { carrier: 'DHL', carrierProduct: 'P', startTime: 840, endTime: 960 },
      { carrier: 'FEDEX', carrierProduct: 'FEDEX_2_DAY', startTime: 600, endTime: 720 },
    ];
    const check = await timed(CHECKS, async (i) => {
      const { carrier, carrierProduct } = carriers[i % 3] as (typeof carriers)[number];
      const answer = await app.inject({
        method: 'POST',
        url: '/api/check_capabilities_actions',
        headers,
        payload: { carrier, carrierProduct, origin: origin(i) },
      });
      return answer.statusCode;
    });
    const schedule = await timed(SCHEDULES, async (i) => {
      const { carrier, carrierProduct, startTime, endTime } = carriers[i % 3] as (typeof carriers)[number];
      const answer = await app.inject({
        method: 'POST',
        url: '/api/schedule_pickup_actions',
        headers,
        payload: {
          origin: origin(i),
          pickup: {
            carrier,
            carrierProduct,
            date: i % 2 === 0 ? '2026-12-01' : '2026-12-02',
            startTime,
            endTime,
            location: 'Front desk',
            numOfPackages: 2,
          },
        },
      });
      if (!answer.json().successful) throw new Error(`booking ${i} not made: ${answer.body}`);
      return answer.statusCode;
    });
    const list = await timed(LISTS, async (i) => {
      const answer = await app.inject({
        method: 'GET',
        url: `/api/pickups?readyAt[after]=2026-11-15&canceled=false&page=${(i % 16) + 1}`,
        headers,
      });
      return answer.statusCode;
    });
    console.log(
      `  ${name}: capability check ${check} (${CHECKS}); scheduling ${schedule} (${SCHEDULES} pickups booked); the pickups list, a page of 30 of ${SCHEDULES}, ${list}`,
    );
  } finally {
    await app.close();
  }
}

console.log(
  `pickups (issue 13) — load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
await onEachDatabase(measure);
