import { type SQLWrapper, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/database';
import { webhookDeliveries, webhookEndpoints } from '../db/schema';
import { runSeeds } from '../db/seedRuns';
import { DEMO_CLIENT_ID, demoAccountsStep } from '../seed/demoAccounts';
import { type TestDatabase, testBackends } from '../testing/testDatabases';
import { deliveryPageQuery, endpointPageQuery } from './webhookRepository';

const backends = await testBackends();
const CLIENT2_ID = '00000000-0000-4000-8000-000000000002';

/** The plan's lines, with seq and bitmap scans priced out so the planner shows which index it can use. */
async function plan(database: TestDatabase, query: SQLWrapper): Promise<string> {
  return database.handle.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    const rows = rowsOf<Record<string, string>>(await tx.execute(sql`explain ${query}`));
    return rows.map((row) => Object.values(row)[0] as string).join('\n');
  });
}

describe.each(backends)('webhook lists read through their indexes, on $name (issue 14)', (backend) => {
  let database: TestDatabase;
  const endpointIds = Array.from({ length: 2 }, () => crypto.randomUUID());
  beforeAll(async () => {
    if (!backend.available) return;
    database = await backend.create();
    await runSeeds(database.handle.db, [demoAccountsStep()]);
    const at = Date.UTC(2026, 10, 1);
    await database.handle.db.insert(webhookEndpoints).values(
      endpointIds.map((id, i) => ({
        id,
        accountId: i === 0 ? DEMO_CLIENT_ID : CLIENT2_ID,
        url: `https://partner${i}.example/in`,
        secret: `whsec_${i}`,
        eventTypes: ['shipment.status_changed'],
        createdOn: new Date(at + i),
        updatedOn: new Date(at + i),
      })),
    );
    for (const endpointId of endpointIds) {
      await database.handle.db.insert(webhookDeliveries).values(
        Array.from({ length: 400 }, (_, i) => ({
          id: crypto.randomUUID(),
          endpointId,
          eventId: crypto.randomUUID(),
          eventType: 'shipment.status_changed',
          attempt: 1 + (i % 7),
          statusCode: i % 3 === 0 ? 500 : 200,
          succeeded: i % 3 !== 0,
          durationMs: 12,
          attemptedOn: new Date(at + i * 60_000),
        })),
      );
    }
    await database.handle.db.execute(sql`analyze webhook_deliveries`);
    await database.handle.db.execute(sql`analyze webhook_endpoints`);
  }, 120_000);
  afterAll(async () => {
    await database?.dispose();
  });

  it.skipIf(!backend.available)(
    "pages an account's endpoints from webhook_endpoints_account_idx",
    async () => {
      const text = await plan(database, endpointPageQuery(database.handle.db, DEMO_CLIENT_ID, 20, 0));
      expect(text, text).toMatch(/Index Scan using webhook_endpoints_account_idx/);
      expect(text).not.toMatch(/Sort/);
      const page = await endpointPageQuery(database.handle.db, DEMO_CLIENT_ID, 20, 0);
      expect(page.map((row) => row.id)).toEqual([endpointIds[0]]);
    },
  );

  it.skipIf(!backend.available)(
    "pages an endpoint's delivery log, newest first, from webhook_deliveries_endpoint_idx",
    async () => {
      const text = await plan(
        database,
        deliveryPageQuery(database.handle.db, endpointIds[0] as string, 20, 40),
      );
      expect(text, text).toMatch(/Index Scan using webhook_deliveries_endpoint_idx/);
      expect(text).not.toMatch(/Sort/);
      const page = await deliveryPageQuery(database.handle.db, endpointIds[0] as string, 3, 0);
      expect(page.map((row) => row.attemptedOn.getTime())).toEqual(
        [399, 398, 397].map((i) => Date.UTC(2026, 10, 1) + i * 60_000),
      );
      expect(page.every((row) => row.endpointId === endpointIds[0])).toBe(true);
    },
  );
});
