import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { pickupListQueryFor } from '@shipdeck/core/pickup';
import { toStoredDraftJson } from '@shipdeck/core/shipment';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/database';
import { pickups, quotes, shipmentDrafts } from '../src/db/schema';
import { runSeeds } from '../src/db/seedRuns';
import { DEMO_CLIENT_ID, DEMO_PASSWORD, demoAccountsStep } from '../src/seed/demoAccounts';
import { nextWeekday } from '../src/seed/demoQuotes';
import {
  countingTrackingNumbers,
  domesticDraft,
  preparedBody,
  recordingRenderer,
} from '../src/testing/bookings';
import { quoteRow } from '../src/testing/quoteRows';
import { cloneShipments } from '../src/testing/shipmentRows';
import { TEST_SECRET } from '../src/testing/testApp';
import { onEachDatabase } from './databases';

/**
 * View history (issue 14 "Figures"): the four lists a client's view history reads — shipments (10 a page),
 * pickups (30 a page, the last 15 days on), standalone quotes and unfinished drafts (10 a page) — for a
 * client with 100 000 shipments, 10 000 pickups, 10 000 quotes and 1 000 drafts, on each database. Server
 * time per request through Fastify's inject (contract, auth, the queries, the answer), sequential; goal
 * p50 ≤ 5 ms each. Also a deep shipments page and the archived view.
 */
const SHIPMENTS = Number(process.env.BENCH_SHIPMENTS ?? 100_000);
const PICKUPS = 10_000;
const QUOTES = 10_000;
const DRAFTS = 1_000;
const RUNS = 200;
const GOAL_MS = 5;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;

/** A weekday `n` days before (negative: after) today, yyyy-MM-dd. */
function dayOffset(n: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() - n);
  return day.toISOString().slice(0, 10);
}

async function measure(name: string, handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
  await runSeeds(handle.db, [demoAccountsStep()]);
  const db = handle.db;
  const app = await buildApp({
    db,
    jwtSecret: TEST_SECRET,
    rateLimits: false,
    documents: recordingRenderer(),
    trackingNumbers: countingTrackingNumbers(),
  });
  try {
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/authentication_token',
      payload: { email: 'client@demo.shipdeck.test', password: DEMO_PASSWORD, refreshTokenDelivery: 'body' },
    });
    const token = signIn.json().token as string;
    const headers = { authorization: `Bearer ${token}` };

    // One real booking and one real pickup, copied: every row is what the API itself stores.
    const filling = performance.now();
    const { prep } = await preparedBody(app, token, domesticDraft(), { carrier: 'FEDEX' });
    const booked = await app.inject({
      method: 'POST',
      url: '/api/prepare_shipment_actions',
      headers,
      payload: prep,
    });
    const shipmentId = booked.json().shipmentId as string;
    if (!shipmentId) throw new Error(`booking: ${booked.body}`);
    await cloneShipments(db, shipmentId, SHIPMENTS - 1, { from: new Date(Date.now() - SHIPMENTS * 60_000) });

    const scheduled = await app.inject({
      method: 'POST',
      url: '/api/schedule_pickup_actions',
      headers,
      payload: {
        origin: {
          companyName: 'Northwind Ceramics',
          contactName: 'Dana Whitfield',
          phoneNumber: '+1 212 555 0142',
          email: 'client@demo.shipdeck.test',
          address: {
            addressLine1: '350 Fifth Avenue',
            city: 'New York',
            postalCode: '10118',
            division: 'NY',
          },
        },
        pickup: {
          carrier: 'DHL',
          date: nextWeekday(new Date()),
          startTime: 840,
          endTime: 960,
          location: 'Front desk',
        },
      },
    });
    const pickupId = scheduled.json().pickup?.id as string;
    if (!pickupId) throw new Error(`pickup: ${scheduled.body}`);
    const [template] = await db.select().from(pickups).where(eq(pickups.id, pickupId));
    if (!template) throw new Error('no pickup row');
    // Three years of pickups, three a weekday at three addresses, the newest a week ahead.
    for (let offset = 0; offset < PICKUPS - 1; offset += 1000) {
      const rows = Array.from({ length: Math.min(1000, PICKUPS - 1 - offset) }, (_, i) => {
        const n = offset + i;
        return {
          ...template,
          id: randomUUID(),
          pickupDate: dayOffset(Math.floor(n / 3) - 7),
          addressLineKey: `${template.addressLineKey}-${n % 3}`,
          confirmationNumber: `BENCH${n}`,
        };
      });
      await db.insert(pickups).values(rows);
    }
    for (let offset = 0; offset < QUOTES; offset += 1000) {
      await db
        .insert(quotes)
        .values(
          Array.from({ length: Math.min(1000, QUOTES - offset) }, (_, i) =>
            quoteRow(`user:${DEMO_CLIENT_ID}`, offset + i),
          ),
        );
    }
    const payload = toStoredDraftJson(domesticDraft());
    await db.insert(shipmentDrafts).values(
      Array.from({ length: DRAFTS }, (_, i) => ({
        id: randomUUID(),
        ownerSubject: `user:${DEMO_CLIENT_ID}`,
        createdBy: DEMO_CLIENT_ID,
        updatedBy: DEMO_CLIENT_ID,
        name: `Draft ${i}`,
        payload,
        step: 'create_shipment',
        updatedOn: new Date(Date.now() - i * 60_000),
      })),
    );
    for (const table of ['shipments', 'pickups', 'quotes', 'shipment_drafts']) {
      await db.execute(sql.raw(`analyze ${table}`));
    }
    const filled = ((performance.now() - filling) / 1000).toFixed(0);

    const today = new Date().toISOString().slice(0, 10);
    const pickupQuery = new URLSearchParams(pickupListQueryFor({ today }) as Record<string, string>);
    const lists: Array<[string, string]> = [
      ['shipments (page 1 of 10)', '/api/shipments?page=1&itemsPerPage=10'],
      ['pickups (page 1 of 30)', `/api/pickups?${pickupQuery}`],
      ['quotes (page 1 of 10)', '/api/quotes?page=1&itemsPerPage=10&exists%5BshipmentId%5D=false'],
      ['drafts (page 1 of 10)', '/api/shipment_drafts?page=1&itemsPerPage=10&exists%5BcompletedOn%5D=false'],
      ['shipments, archived view', '/api/shipments?page=1&itemsPerPage=10&archived=true'],
      ['shipments (page 100)', '/api/shipments?page=100&itemsPerPage=10'],
    ];
    console.log(
      `  ${name}: ${SHIPMENTS} shipments, ${PICKUPS} pickups, ${QUOTES} quotes, ${DRAFTS} drafts (filled in ${filled} s)`,
    );
    for (const [label, url] of lists) {
      const once = async () => {
        const at = performance.now();
        const answer = await app.inject({ method: 'GET', url, headers });
        const took = performance.now() - at;
        if (answer.statusCode !== 200)
          throw new Error(`${url}: ${answer.statusCode} ${answer.body.slice(0, 200)}`);
        return { took, total: answer.json()['hydra:totalItems'] as number };
      };
      for (let i = 0; i < 20; i++) await once();
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < RUNS; i++) {
        const run = await once();
        times.push(run.took);
        total = run.total;
      }
      times.sort((a, b) => a - b);
      const p50 = percentile(times, 50);
      const verdict = label.includes('page 1') ? (p50 <= GOAL_MS ? ' ✓' : ` ✗ over ${GOAL_MS} ms`) : '';
      console.log(
        `    ${label}, ${total} in all: p50 ${p50.toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms${verdict} (load ${loadavg()[0]?.toFixed(1)})`,
      );
    }
  } finally {
    await app.close();
  }
}

console.log(`\nView history (issue 14), load ${loadavg()[0]?.toFixed(1)}`);
await onEachDatabase(measure);
