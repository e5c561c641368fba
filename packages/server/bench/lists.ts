import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { users } from '../src/db/accountSchema';
import type { DatabaseHandle } from '../src/db/database';
import { createQuoteRepository, quotePageQuery } from '../src/db/quoteRepository';
import { orders, quotes } from '../src/db/schema';
import { createOrderRepository } from '../src/orders/orderRepository';
import { quoteRow } from '../src/testing/quoteRows';
import { onEachDatabase } from './databases';

/**
 * Lists at scale (issue 8 goal: one page in <= 5 ms at 100k rows for one owner): 100,000 quotes of one
 * owner among others, then page 1 and the last page of 10, median of 20 reads, on each database.
 */
const ROWS = 100_000;
const OWNER = 'user:00000000-0000-4000-8000-00000000f00d';

async function measure(name: string, handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
  const started = performance.now();
  for (let start = 0; start < ROWS; start += 1000) {
    const batch = Array.from({ length: 1000 }, (_, i) => quoteRow(OWNER, start + i));
    await handle.db.insert(quotes).values(batch);
  }
  await handle.db.insert(quotes).values(Array.from({ length: 1000 }, (_, i) => quoteRow('guest:other', i)));
  await handle.db.execute(sql`vacuum analyze quotes`);
  const seeded = performance.now() - started;
  const repository = createQuoteRepository(handle.db);
  const median = async (offset: number, withTotal = true) => {
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const at = performance.now();
      if (withTotal) {
        const { rows, total } = await repository.listByOwner({ ownerSubject: OWNER, limit: 10, offset });
        if (rows.length === 0 || total !== ROWS)
          throw new Error(`page at ${offset}: ${rows.length} rows of ${total}`);
      } else {
        const rows = await quotePageQuery(handle.db, { ownerSubject: OWNER, limit: 10, offset });
        if (rows.length === 0) throw new Error(`page at ${offset}: empty`);
      }
      times.push(performance.now() - at);
    }
    times.sort((a, b) => a - b);
    return (times[10] as number).toFixed(2);
  };
  console.log(
    `  ${name}: ${ROWS.toLocaleString('en-US')} quotes of one owner (seeded in ${(seeded / 1000).toFixed(1)} s): page 1 ${await median(0)} ms, page 2 ${await median(10)} ms, middle page ${await median(ROWS / 2)} ms, last page ${await median(ROWS - 10)} ms with their totals; the last page read forwards, as before the reverse read: ${await median(ROWS - 10, false)} ms (median of 20; goal <= 5 ms)`,
  );
}

/**
 * The archived orders view (GET /api/orders?archived=true) at an account's most: 20,000 orders, 5,000 of
 * them archived at different times; page 1 and page 50 of 10 with the total and the tabs' counts, as it
 * reads now (orders_owner_archived_idx and the kept totals, migration 0028) and as it read before (the
 * page sorted after a walk of the owner's orders, the archived ones and the open tabs counted; the index
 * dropped for it), median of 20 each.
 */
const ORDERS = 20_000;
const ORDER_OWNER = '00000000-0000-4000-8000-00000000f00e';

async function measureArchivedOrders(name: string, handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
  await handle.db.insert(users).values({ id: ORDER_OWNER, name: 'Bench Owner', roles: ['ROLE_CLIENT'] });
  const statuses = ['awaiting_payment', 'on_hold', 'awaiting_shipment', 'processed', 'cancelled'] as const;
  const at = Date.now();
  for (let start = 0; start < ORDERS; start += 1000) {
    await handle.db.insert(orders).values(
      Array.from({ length: 1000 }, (_, n) => {
        const i = start + n;
        return {
          id: `00000000-0000-4000-9000-${String(i).padStart(12, '0')}`,
          ownerId: ORDER_OWNER,
          source: 'manual' as const,
          orderNumber: `B-${i}`,
          status: statuses[i % 5] as (typeof statuses)[number],
          recipientName: `Customer ${i}`,
          recipientCompany: '',
          addressLine1: '1 Main St',
          addressLine2: '',
          addressLine3: '',
          city: 'Austin',
          state: 'TX',
          zipCode: '78701',
          country: 'US',
          phoneNumber: '',
          email: '',
          orderDate: '2026-11-20',
          lineItems: [],
          description: '',
          currency: 'USD',
          shippingPaidCents: 0,
          taxPaidCents: 0,
          totalCents: 0,
          // Every fourth order archived, each at its own time, in no order of the ids.
          archivedOn: i % 4 === 0 ? new Date(at - ((i * 7919) % ORDERS) * 60_000) : null,
          updatedOn: new Date(at),
        };
      }),
    );
  }
  await handle.db.execute(sql`vacuum analyze orders`);
  const repository = createOrderRepository(handle.db);
  const owned = eq(orders.ownerId, ORDER_OWNER);
  // The read before migration 0028: the page, the archived count and the open tabs' counts, each counted.
  const readBefore = async (offset: number) => {
    const [rows, [total]] = await Promise.all([
      handle.db
        .select()
        .from(orders)
        .where(and(owned, isNotNull(orders.archivedOn)))
        .orderBy(desc(orders.archivedOn), desc(orders.id))
        .limit(10)
        .offset(offset),
      handle.db
        .select({ total: count() })
        .from(orders)
        .where(and(owned, isNotNull(orders.archivedOn))),
      handle.db
        .select({ status: orders.status, total: count() })
        .from(orders)
        .where(and(owned, isNull(orders.archivedOn)))
        .groupBy(orders.status),
    ]);
    return { rows, total: Number(total?.total ?? 0) };
  };
  const median = async (offset: number, read: typeof readBefore) => {
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      const { rows, total } = await read(offset);
      if (rows.length !== 10 || total !== ORDERS / 4)
        throw new Error(`archived page: ${rows.length} of ${total}`);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return (times[10] as number).toFixed(2);
  };
  const readNow = (offset: number) => repository.archived({ ownerId: ORDER_OWNER, limit: 10, offset });
  const now = `page 1 ${await median(0, readNow)} ms, page 50 ${await median(490, readNow)} ms`;
  await handle.db.execute(sql`drop index orders_owner_archived_idx`);
  await handle.db.execute(sql`analyze orders`);
  const before = `page 1 ${await median(0, readBefore)} ms, page 50 ${await median(490, readBefore)} ms`;
  console.log(
    `  ${name}: archived orders, ${(ORDERS / 4).toLocaleString('en-US')} of ${ORDERS.toLocaleString('en-US')} orders of one owner: now ${now}; before (sorted, counted) ${before} (median of 20, the total and the tabs' counts included)`,
  );
}

console.log(
  `lists (issue 8) — load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
await onEachDatabase(measure);
console.log(
  `archived orders — load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
await onEachDatabase(measureArchivedOrders);
