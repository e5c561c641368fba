import { type SQLWrapper, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSavedAddressRepository, savedAddressPageQuery } from '../addresses/savedAddressRepository';
import { createAuditLog } from '../audit/auditLog';
import { createSavedLineItemRepository, savedLineItemPageQuery } from '../items/savedLineItemRepository';
import { archivedOrderPageQuery, createOrderRepository, orderPageQuery } from '../orders/orderRepository';
import { DEMO_CLIENT_ID, demoAccountsStep } from '../seed/demoAccounts';
import { quoteRow } from '../testing/quoteRows';
import { type TestDatabase, testBackends } from '../testing/testDatabases';
import { users } from './accountSchema';
import { rowsOf } from './database';
import { quotePageQuery } from './quoteRepository';
import { orders, quotes, type SavedAddressRow, savedLineItems } from './schema';
import { runSeeds } from './seedRuns';

const backends = await testBackends();
const OWNER = 'user:00000000-0000-4000-8000-00000000aaaa';
const ITEM_OWNER = '00000000-0000-4000-8000-00000000bbbc';

/** The plan's lines, with seq and bitmap scans priced out so the planner shows which index it can use. */
async function plan(database: TestDatabase, query: SQLWrapper): Promise<string[]> {
  return database.handle.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    const result = await tx.execute(sql`explain ${query}`);
    const rows = rowsOf<Record<string, string>>(result);
    return rows.map((row) => Object.values(row)[0] as string);
  });
}

describe.each(backends)('lists read through their indexes, on $name (issue 8)', (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    if (!backend.available) return;
    database = await backend.create();
    const rows = (owner: string) => Array.from({ length: 300 }, (_, i) => quoteRow(owner, i));
    await database.handle.db.insert(quotes).values(rows(OWNER));
    await database.handle.db.insert(quotes).values(rows('guest:someone-else'));
    await database.handle.db.execute(sql`analyze quotes`);
    // Two accounts' saved line items (My Items List, migration 0015).
    const owners = [ITEM_OWNER, '00000000-0000-4000-8000-00000000cccc'];
    await database.handle.db
      .insert(users)
      .values(owners.map((id, n) => ({ id, name: `Owner ${n}`, roles: ['ROLE_CLIENT' as const] })));
    for (const ownerId of owners) {
      await database.handle.db.insert(savedLineItems).values(
        Array.from({ length: 300 }, (_, i) => ({
          id: `00000000-0000-4000-8000-${String(i).padStart(8, '0')}${ownerId.slice(-4)}`,
          ownerId,
          nickname: `Item ${String(i).padStart(3, '0')}`,
          description: 'Stoneware mug',
          countryOfOrigin: 'US',
          commodityCode: '6912.00.4400',
          valueAmount: 10,
          valueCurrency: 'USD',
          quantityAmount: 1,
          quantityUnit: 'PCS',
          weightValue: 1,
          weightUnit: 'pound' as const,
          updatedOn: new Date(),
        })),
      );
    }
    await database.handle.db.execute(sql`analyze saved_line_items`);
    // The same two accounts' orders (migration 0021), spread over the five statuses.
    const statuses = ['awaiting_payment', 'on_hold', 'awaiting_shipment', 'processed', 'cancelled'] as const;
    for (const ownerId of owners) {
      await database.handle.db.insert(orders).values(
        Array.from({ length: 500 }, (_, i) => ({
          id: `00000000-0000-4000-9000-${String(i).padStart(8, '0')}${ownerId.slice(-4)}`,
          ownerId,
          source: 'manual' as const,
          orderNumber: `N-${i}`,
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
          orderDate: `2026-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
          lineItems: [],
          description: '',
          currency: 'USD',
          shippingPaidCents: 0,
          taxPaidCents: 0,
          totalCents: 0,
          archivedOn: i % 50 === 0 ? new Date() : null,
          updatedOn: new Date(),
        })),
      );
    }
    await database.handle.db.execute(sql`analyze orders`);
  });
  afterAll(async () => database?.dispose());

  it.skipIf(!backend.available)(
    'keeps the totals of My Items List, the orders tabs and the archived orders as rows are added, moved, archived and removed',
    async () => {
      const db = database.handle.db;
      const counted = async () => {
        const items = rowsOf<{ n: number | string }>(
          await db.execute(sql`select count(*) as n from saved_line_items where owner_id = ${ITEM_OWNER}`),
        );
        const tabs = rowsOf<{ status: string; n: number | string }>(
          await db.execute(
            sql`select status, count(*) as n from orders where owner_id = ${ITEM_OWNER} and archived_on is null group by status`,
          ),
        );
        const orders = { awaiting_payment: 0, on_hold: 0, awaiting_shipment: 0, processed: 0, cancelled: 0 };
        for (const tab of tabs) orders[tab.status as keyof typeof orders] = Number(tab.n);
        const archived = rowsOf<{ n: number | string }>(
          await db.execute(
            sql`select count(*) as n from orders where owner_id = ${ITEM_OWNER} and archived_on is not null`,
          ),
        );
        return { items: Number(items[0]?.n), orders, archived: Number(archived[0]?.n) };
      };
      const kept = async () => ({
        items: (await createSavedLineItemRepository(db).list({ ownerId: ITEM_OWNER, limit: 1, offset: 0 }))
          .total,
        orders: (
          await createOrderRepository(db).list({
            ownerId: ITEM_OWNER,
            status: 'on_hold',
            limit: 1,
            offset: 0,
          })
        ).counts,
        // The archived view's total (migration 0028), kept as the tabs' are.
        archived: (await createOrderRepository(db).archived({ ownerId: ITEM_OWNER, limit: 1, offset: 0 }))
          .total,
      });
      const before = await counted();
      expect(before.items).toBe(300);
      expect(before.archived).toBe(10);
      expect(await kept()).toEqual(before);
      await db.execute(
        sql`update orders set status = 'on_hold' where owner_id = ${ITEM_OWNER} and status = 'awaiting_payment' and order_number like 'N-1%'`,
      );
      await db.execute(
        sql`update orders set archived_on = now() where owner_id = ${ITEM_OWNER} and status = 'processed' and order_number like 'N-2%'`,
      );
      await db.execute(
        sql`update orders set archived_on = null where owner_id = ${ITEM_OWNER} and order_number in ('N-0', 'N-50')`,
      );
      await db.execute(sql`delete from orders where owner_id = ${ITEM_OWNER} and order_number like 'N-3%'`);
      await db.execute(
        sql`delete from saved_line_items where owner_id = ${ITEM_OWNER} and nickname like 'Item 1%'`,
      );
      const after = await counted();
      expect(after).not.toEqual(before);
      expect(after.items).toBe(200);
      expect(await kept()).toEqual(after);
    },
  );

  it.skipIf(!backend.available)(
    "pages an owner's quotes in index order, without sorting the owner's rows",
    async () => {
      for (const offset of [0, 290]) {
        const lines = await plan(
          database,
          quotePageQuery(database.handle.db, { ownerSubject: OWNER, limit: 10, offset }),
        );
        const text = lines.join('\n');
        expect(text, text).toMatch(/Index (Only )?Scan using quotes_owner_created_on_idx/);
        // At most the final sort of the page's 10 rows, above the join; never one under the Limit.
        const limitAt = lines.findIndex((line) => line.includes('Limit'));
        expect(lines.slice(limitAt).some((line) => /->\s+Sort\b|^Sort\b/.test(line.trim()))).toBe(false);
      }
    },
  );

  it.skipIf(!backend.available)(
    'reads View Log through the subject and actor indexes, actor names joined',
    async () => {
      const audit = createAuditLog(database.handle.db, () => new Date());
      const user = '00000000-0000-4000-8000-00000000bbbb';
      await audit.record({ actorId: user, subjectId: null, action: 'signIn' });
      await audit.record({ actorId: null, subjectId: user, action: 'signInFailed' });
      const entries = await audit.listFor(user, 10);
      expect(entries.map((entry) => entry.action).sort()).toEqual(['signIn', 'signInFailed']);
      const lines = await plan(
        database,
        sql`select * from ((select * from audit_log where subject_id = ${user} order by occurred_at desc, id desc limit 10) union all (select * from audit_log where actor_id = ${user} and subject_id is distinct from ${user} order by occurred_at desc, id desc limit 10)) e`,
      );
      const text = lines.join('\n');
      expect(text).toMatch(/audit_log_subject_idx/);
      expect(text).toMatch(/audit_log_actor_idx/);
      expect(text).not.toMatch(/Seq Scan/);
    },
  );

  it.skipIf(!backend.available)(
    "pages an owner's address book by company name in index order, without sorting the owner's rows",
    async () => {
      await runSeeds(database.handle.db, [demoAccountsStep()]);
      const at = new Date();
      const contact = (i: number): SavedAddressRow => ({
        id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        ownerId: DEMO_CLIENT_ID,
        createdBy: null,
        updatedBy: null,
        companyName: `Company ${(i * 7919) % 300}`,
        contactName: `Contact ${i}`,
        countryCode: 'US',
        addressLine1: `${i} Main St`,
        addressLine2: '',
        addressLine3: '',
        postalCode: '78701',
        locality: 'Austin',
        dependentLocality: '',
        administrativeArea: 'TX',
        email: 'c@example.com',
        phone: '+1 512 555 0100',
        phoneExtension: '',
        vatNumber: '',
        taxId: '',
        eoriNumber: '',
        isResidential: false,
        createdOn: at,
        updatedOn: at,
      });
      await createSavedAddressRepository(database.handle.db).insertAll(
        Array.from({ length: 300 }, (_, i) => contact(i)),
      );
      await database.handle.db.execute(sql`analyze saved_addresses`);
      for (const offset of [0, 288]) {
        const lines = await plan(
          database,
          savedAddressPageQuery(database.handle.db, { ownerId: DEMO_CLIENT_ID, limit: 9, offset }),
        );
        const text = lines.join('\n');
        expect(text, text).toMatch(/Index Scan using saved_addresses_owner_name_idx/);
        expect(text, text).not.toMatch(/\bSort\b/);
      }
    },
  );

  it.skipIf(!backend.available)(
    "pages an owner's saved line items by name in index order, with or without a name search",
    async () => {
      for (const query of [
        { ownerId: ITEM_OWNER, limit: 11, offset: 0 },
        { ownerId: ITEM_OWNER, limit: 11, offset: 286 },
        { ownerId: ITEM_OWNER, nickname: 'item 1', limit: 11, offset: 0 },
      ]) {
        const lines = await plan(database, savedLineItemPageQuery(database.handle.db, query));
        const text = lines.join('\n');
        expect(text, text).toMatch(/Index (Only )?Scan using saved_line_items_owner_name_idx/);
        expect(text, text).not.toMatch(/\bSort\b/);
      }
    },
  );

  it.skipIf(!backend.available)(
    "pages one tab of an owner's orders, newest order date first, in index order, with or without a search",
    async () => {
      for (const query of [
        { ownerId: ITEM_OWNER, status: 'awaiting_shipment' as const, limit: 10, offset: 0 },
        { ownerId: ITEM_OWNER, status: 'processed' as const, limit: 10, offset: 90 },
        {
          ownerId: ITEM_OWNER,
          status: 'awaiting_payment' as const,
          search: 'customer 1',
          limit: 10,
          offset: 0,
        },
      ]) {
        const lines = await plan(database, orderPageQuery(database.handle.db, query));
        const text = lines.join('\n');
        expect(text, text).toMatch(/Index (Only )?Scan using orders_owner_status_date_idx/);
        expect(text, text).not.toMatch(/\bSort\b/);
      }
    },
  );

  it.skipIf(!backend.available)(
    "pages an owner's archived orders, newest archived first, in index order, with or without a search",
    async () => {
      // Archived at different times, so the order is the archive's, not the insert's.
      await database.handle.db.execute(
        sql`update orders set archived_on = now() - make_interval(mins => substring(order_number from 3)::int) where owner_id = ${ITEM_OWNER} and archived_on is not null`,
      );
      await database.handle.db.execute(sql`analyze orders`);
      for (const query of [
        { ownerId: ITEM_OWNER, limit: 10, offset: 0 },
        { ownerId: ITEM_OWNER, limit: 10, offset: 5 },
        { ownerId: ITEM_OWNER, search: 'customer 1', limit: 10, offset: 0 },
      ]) {
        const lines = await plan(database, archivedOrderPageQuery(database.handle.db, query));
        const text = lines.join('\n');
        expect(text, text).toMatch(/Index (Only )?Scan using orders_owner_archived_idx/);
        expect(text, text).not.toMatch(/\bSort\b/);
      }
      // The view answers them newest archived first, with the tabs' kept counts and its own total.
      const archived = await createOrderRepository(database.handle.db).archived({
        ownerId: ITEM_OWNER,
        limit: 100,
        offset: 0,
      });
      const times = archived.rows.map((row) => row.archivedOn?.getTime() ?? 0);
      expect(times.length).toBeGreaterThan(1);
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(archived.total).toBe(archived.rows.length);
      const open = await createOrderRepository(database.handle.db).list({
        ownerId: ITEM_OWNER,
        status: 'on_hold',
        limit: 1,
        offset: 0,
      });
      expect(archived.counts).toEqual(open.counts);
    },
  );
});
