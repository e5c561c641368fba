import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { pickupListQueryFor } from '@shipdeck/core/pickup';
import { parseDraft, SHIPMENT_STATUS, toStoredDraftJson } from '@shipdeck/core/shipment';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/database';
import { pickups, quotes, shipmentDrafts } from '../src/db/schema';
import { runSeeds } from '../src/db/seedRuns';
import { checkedMarkOf, createDraftRepository } from '../src/drafts/draftRepository';
import { createPickupRepository } from '../src/pickups/pickupRepository';
import { DEMO_CLIENT_ID, DEMO_PASSWORD, demoAccountsStep } from '../src/seed/demoAccounts';
import { nextWeekday } from '../src/seed/demoQuotes';
import { createShipmentRepository, type ShipmentListScope } from '../src/shipments/shipmentRepository';
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
import { readsBefore } from './listsBefore';

/**
 * View history (issue 14 "Figures"): the four lists a client's view history reads — shipments (10 a page),
 * pickups (30 a page, the last 15 days on), standalone quotes and unfinished drafts (10 a page) — for a
 * client with 100 000 shipments (10 000 of them booked by a CSR for the client, 1 000 of those needing
 * attention), 10 000 pickups, 10 000 quotes and 1 000 drafts, on each database. Server time per request
 * through Fastify's inject (contract, auth, the queries, the answer), sequential; goal p50 ≤ 5 ms each.
 * Also a deep shipments page, the archived view and a CSR's lists (Created By CSRs, Created By Me, the
 * shipments that need attention). In the same run: the baseline (GET /api/users/me, an authenticated
 * request that reads one row) and each list's read before issue 14's list work (bench/listsBefore.ts)
 * beside the read now, on the same rows.
 */
const SHIPMENTS = Number(process.env.BENCH_SHIPMENTS ?? 100_000);
/** Of them, booked by the CSR for the client ("Created By CSRs"), and of those, needing attention. */
const BY_CSR = Math.floor(SHIPMENTS / 10);
const NEEDING_ATTENTION = Math.floor(BY_CSR / 10);
const CSR_ID = '00000000-0000-4000-8000-000000000007';
const PICKUPS = 10_000;
const QUOTES = 10_000;
const DRAFTS = 1_000;
const RUNS = 200;
const GOAL_MS = 5;

/** Warm-up, then RUNS sequential timings, sorted. */
async function timed<T extends { took: number }>(
  once: () => Promise<T>,
): Promise<{ times: number[]; last: T }> {
  for (let i = 0; i < 20; i++) await once();
  const times: number[] = [];
  let last = await once();
  for (let i = 0; i < RUNS; i++) {
    last = await once();
    times.push(last.took);
  }
  times.sort((a, b) => a - b);
  return { times, last };
}

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
    const from = (n: number) => new Date(Date.now() - n * 60_000);
    await cloneShipments(db, shipmentId, SHIPMENTS - 1 - BY_CSR, { from: from(SHIPMENTS) });
    await cloneShipments(db, shipmentId, BY_CSR - NEEDING_ATTENTION, {
      from: from(SHIPMENTS * 2),
      createdBy: CSR_ID,
    });
    await cloneShipments(db, shipmentId, NEEDING_ATTENTION, {
      from: from(SHIPMENTS * 3),
      createdBy: CSR_ID,
      primaryStatusFlag: SHIPMENT_STATUS.CREATED | SHIPMENT_STATUS.ERROR,
    });

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
    // Drafts as the server writes them: checked, with their id inside and the checked marker.
    const read = parseDraft(toStoredDraftJson(domesticDraft()));
    if (!read.ok) throw new Error('the bench draft does not parse');
    await db.insert(shipmentDrafts).values(
      Array.from({ length: DRAFTS }, (_, i) => {
        const id = randomUUID();
        const payload = toStoredDraftJson({ ...read.draft, id, name: `Draft ${i}` });
        return {
          id,
          ownerSubject: `user:${DEMO_CLIENT_ID}`,
          createdBy: DEMO_CLIENT_ID,
          updatedBy: DEMO_CLIENT_ID,
          name: `Draft ${i}`,
          payload,
          payloadChecked: checkedMarkOf(payload),
          step: 'create_shipment',
          updatedOn: new Date(Date.now() - i * 60_000),
        };
      }),
    );
    for (const table of ['shipments', 'pickups', 'quotes', 'shipment_drafts']) {
      await db.execute(sql.raw(`analyze ${table}`));
    }
    const filled = ((performance.now() - filling) / 1000).toFixed(0);

    const today = new Date().toISOString().slice(0, 10);
    const pickupQueryObject = pickupListQueryFor({ today });
    const pickupQuery = new URLSearchParams(pickupQueryObject as Record<string, string>);
    const csrSignIn = await app.inject({
      method: 'POST',
      url: '/api/authentication_token',
      payload: { email: 'csr@demo.shipdeck.test', password: DEMO_PASSWORD, refreshTokenDelivery: 'body' },
    });
    const csrHeaders = { authorization: `Bearer ${csrSignIn.json().token as string}` };
    const lists: Array<[string, string, Record<string, string>]> = [
      ['baseline: GET /api/users/me', '/api/users/me', headers],
      ['shipments (page 1 of 10)', '/api/shipments?page=1&itemsPerPage=10', headers],
      ['pickups (page 1 of 30)', `/api/pickups?${pickupQuery}`, headers],
      ['quotes (page 1 of 10)', '/api/quotes?page=1&itemsPerPage=10&exists%5BshipmentId%5D=false', headers],
      [
        'drafts (page 1 of 10)',
        '/api/shipment_drafts?page=1&itemsPerPage=10&exists%5BcompletedOn%5D=false',
        headers,
      ],
      ['shipments, archived view', '/api/shipments?page=1&itemsPerPage=10&archived=true', headers],
      ['shipments (page 100)', '/api/shipments?page=100&itemsPerPage=10', headers],
      ['CSR: Created By CSRs (page 1)', '/api/shipments?page=1&itemsPerPage=10&creator=csrs', csrHeaders],
      ['CSR: Created By Me (page 1)', '/api/shipments?page=1&itemsPerPage=10&creator=me', csrHeaders],
      [
        'CSR: need attention (page 1)',
        '/api/shipments?page=1&itemsPerPage=10&creator=csrs&needsAttention=true',
        csrHeaders,
      ],
    ];
    console.log(
      `  ${name}: ${SHIPMENTS} shipments (${BY_CSR} by a CSR, ${NEEDING_ATTENTION} of those needing attention), ${PICKUPS} pickups, ${QUOTES} quotes, ${DRAFTS} drafts (filled in ${filled} s)`,
    );
    console.log('    through HTTP (Fastify inject), now:');
    for (const [label, url, auth] of lists) {
      const once = async () => {
        const at = performance.now();
        const answer = await app.inject({ method: 'GET', url, headers: auth });
        const took = performance.now() - at;
        if (answer.statusCode !== 200)
          throw new Error(`${url}: ${answer.statusCode} ${answer.body.slice(0, 200)}`);
        return { took, total: answer.json()['hydra:totalItems'] as number | undefined };
      };
      const { times, last } = await timed(once);
      const p50 = percentile(times, 50);
      const verdict = label.includes('page 1') ? (p50 <= GOAL_MS ? ' ✓' : ` ✗ over ${GOAL_MS} ms`) : '';
      const total = last.total === undefined ? '' : `, ${last.total} in all`;
      console.log(
        `    ${label}${total}: p50 ${p50.toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms${verdict} (load ${loadavg()[0]?.toFixed(1)})`,
      );
    }

    // The same reads below HTTP, before and after, alternating so both see the same machine.
    const before = readsBefore(db);
    const shipmentsNow = createShipmentRepository(db);
    const pickupsNow = createPickupRepository(db);
    const draftsNow = createDraftRepository(db);
    const owner: ShipmentListScope = { kind: 'owner', ownerId: DEMO_CLIENT_ID, archived: false };
    const staff: ShipmentListScope = { kind: 'staff', needsAttention: false };
    const attention: ShipmentListScope = { kind: 'staff', needsAttention: true };
    const pickupFilter = {
      ownerId: DEMO_CLIENT_ID,
      from: (pickupQueryObject['readyAt[after]'] ?? today).slice(0, 10),
      canceled: false,
      limit: 30,
      offset: 0,
    };
    const subject = `user:${DEMO_CLIENT_ID}`;
    const pairs: Array<
      [
        string,
        () => Promise<{ ids: string[]; total: number }>,
        () => Promise<{ ids: string[]; total: number }>,
      ]
    > = [
      [
        'shipments, page 1',
        () => before.shipments(owner, 10, 0),
        async () => {
          const { rows, total } = await shipmentsNow.list(owner, 10, 0);
          return { ids: rows.map((row) => row.id), total };
        },
      ],
      [
        'shipments, page 100',
        () => before.shipments(owner, 10, 990),
        async () => {
          const { rows, total } = await shipmentsNow.list(owner, 10, 990);
          return { ids: rows.map((row) => row.id), total };
        },
      ],
      [
        'Created By CSRs, page 1',
        () => before.shipments(staff, 10, 0),
        async () => {
          const { rows, total } = await shipmentsNow.list(staff, 10, 0);
          return { ids: rows.map((row) => row.id), total };
        },
      ],
      [
        'need attention, page 1',
        () => before.shipments(attention, 10, 0),
        async () => {
          const { rows, total } = await shipmentsNow.list(attention, 10, 0);
          return { ids: rows.map((row) => row.id), total };
        },
      ],
      [
        'pickups, page 1',
        () => before.pickups(pickupFilter),
        async () => {
          const { rows, total } = await pickupsNow.list(pickupFilter);
          return { ids: rows.map((row) => row.id), total };
        },
      ],
      [
        'drafts, page 1',
        () => before.drafts(subject, 10, 0),
        async () => {
          const { rows, total } = await draftsNow.list({
            ownerSubject: subject,
            completed: false,
            limit: 10,
            offset: 0,
          });
          return { ids: rows.map((row) => row.id), total };
        },
      ],
    ];
    console.log(
      '    the reads below HTTP (repository, with the rows made into resources before), before → now:',
    );
    for (const [label, was, now] of pairs) {
      const [a, b] = [await was(), await now()];
      if (a.total !== b.total || a.ids.join() !== b.ids.join())
        throw new Error(`${label}: before ${a.total} ${a.ids[0]}, now ${b.total} ${b.ids[0]}`);
      const wasTimes: number[] = [];
      const nowTimes: number[] = [];
      for (let i = 0; i < 20; i++) {
        await was();
        await now();
      }
      for (let i = 0; i < RUNS; i++) {
        let at = performance.now();
        await was();
        wasTimes.push(performance.now() - at);
        at = performance.now();
        await now();
        nowTimes.push(performance.now() - at);
      }
      wasTimes.sort((x, y) => x - y);
      nowTimes.sort((x, y) => x - y);
      console.log(
        `    ${label} (${b.total} in all): before p50 ${percentile(wasTimes, 50).toFixed(2)} ms, p99 ${percentile(wasTimes, 99).toFixed(2)} ms → now p50 ${percentile(nowTimes, 50).toFixed(2)} ms, p99 ${percentile(nowTimes, 99).toFixed(2)} ms (load ${loadavg()[0]?.toFixed(1)})`,
      );
    }
  } finally {
    await app.close();
  }
}

console.log(`\nView history (issue 14), load ${loadavg()[0]?.toFixed(1)}`);
await onEachDatabase(measure);
