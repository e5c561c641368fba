import type { OrderStatus, OrderStatusCounts, PrepareShipmentRequest } from '@shipdeck/core/contract';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { escapeLike } from '../db/escapeLike';
import { keptTotals } from '../db/listCounts';
import {
  type NewOrderRow,
  type OrderChannelRow,
  type OrderRow,
  orderChannels,
  orders,
  partnerKeys,
  shipments,
} from '../db/schema';

export interface OrderListQuery {
  ownerId: string;
  status: OrderStatus;
  /** Part of the order number, the recipient's name or the city, any case. */
  search?: string;
  limit: number;
  offset: number;
}

/** The owner's orders in no archive (or archived ones), under the search: the counts and the page share it. */
const openOrders = (query: Pick<OrderListQuery, 'ownerId' | 'search'>, archived = false): SQL | undefined => {
  const like = query.search ? `%${escapeLike(query.search.toLowerCase())}%` : null;
  return and(
    eq(orders.ownerId, query.ownerId),
    archived ? isNotNull(orders.archivedOn) : isNull(orders.archivedOn),
    like
      ? or(
          sql`lower(${orders.orderNumber}) like ${like}`,
          sql`lower(${orders.recipientName}) like ${like}`,
          sql`lower(${orders.city}) like ${like}`,
        )
      : undefined,
  );
};

/**
 * One page of a tab, newest order date first: the order of orders_owner_status_date_idx (owner, status,
 * order_date DESC, id DESC, archived ones left out), so the page is read from the index without sorting;
 * a search filters the same walk (listPlans.test.ts checks the plan).
 */
export function orderPageQuery(db: Database, query: OrderListQuery) {
  return db
    .select()
    .from(orders)
    .where(and(openOrders(query), eq(orders.status, query.status)))
    .orderBy(desc(orders.orderDate), desc(orders.id))
    .limit(query.limit)
    .offset(query.offset);
}

/**
 * One page of the archived view, newest archived first: the order of orders_owner_archived_idx (owner,
 * archived_on DESC, id DESC, archived orders only; migration 0028), so the page is read from the index
 * without sorting the owner's archived orders; a search filters the same walk (listPlans.test.ts checks
 * the plan).
 */
export function archivedOrderPageQuery(db: Database, query: Omit<OrderListQuery, 'status'>) {
  return db
    .select()
    .from(orders)
    .where(openOrders(query, true))
    .orderBy(desc(orders.archivedOn), desc(orders.id))
    .limit(query.limit)
    .offset(query.offset);
}

const NO_COUNTS: OrderStatusCounts = {
  awaiting_payment: 0,
  on_hold: 0,
  awaiting_shipment: 0,
  processed: 0,
  cancelled: 0,
};

/** The sender of a booked shipment (the prepared request's shipper and origin). */
export type LastSender = Pick<PrepareShipmentRequest, 'shipper' | 'origin'>;

/**
 * Orders (migration 0021), always by owner: another account's order reads as missing and cannot be
 * changed, archived, deleted or shipped (docs/security.md#ownership-of-data).
 */
export function createOrderRepository(db: Database) {
  const mine = (id: string, ownerId: string) => and(eq(orders.id, id), eq(orders.ownerId, ownerId));
  return {
    async list(query: OrderListQuery): Promise<{ rows: OrderRow[]; counts: OrderStatusCounts }> {
      const counts = { ...NO_COUNTS };
      // A search counts what it matches, by tab; the tabs' counts of all open orders are kept (list_counts,
      // migration 0026), so a page never counts an owner's orders.
      if (query.search) {
        const [rows, grouped] = await Promise.all([
          orderPageQuery(db, query),
          db
            .select({ status: orders.status, total: count() })
            .from(orders)
            .where(openOrders(query))
            .groupBy(orders.status),
        ]);
        for (const { status, total } of grouped) counts[status] = Number(total);
        return { rows, counts };
      }
      const [rows, kept] = await Promise.all([
        orderPageQuery(db, query),
        keptTotals(db, 'orders:', query.ownerId),
      ]);
      for (const status of Object.keys(counts) as OrderStatus[]) counts[status] = kept.get(status) ?? 0;
      return { rows, counts };
    },
    /**
     * The archived orders of every status, newest archived first (archivedOrderPageQuery, through
     * orders_owner_archived_idx), how many, and the tabs' counts: kept in list_counts ("orders:archived" and
     * "orders:<status>", migrations 0026 and 0028) as the tabs read theirs, so the view counts no rows;
     * counted under a search, as the tabs do.
     */
    async archived(
      query: Omit<OrderListQuery, 'status'>,
    ): Promise<{ rows: OrderRow[]; total: number; counts: OrderStatusCounts }> {
      const counts = { ...NO_COUNTS };
      if (query.search) {
        const [rows, [total], grouped] = await Promise.all([
          archivedOrderPageQuery(db, query),
          db.select({ total: count() }).from(orders).where(openOrders(query, true)),
          db
            .select({ status: orders.status, total: count() })
            .from(orders)
            .where(openOrders(query))
            .groupBy(orders.status),
        ]);
        for (const { status, total: n } of grouped) counts[status] = Number(n);
        return { rows, total: Number(total?.total ?? 0), counts };
      }
      const [rows, kept] = await Promise.all([
        archivedOrderPageQuery(db, query),
        keptTotals(db, 'orders:', query.ownerId),
      ]);
      for (const status of Object.keys(counts) as OrderStatus[]) counts[status] = kept.get(status) ?? 0;
      // A page past the end still answers the total; rows beyond a kept total cannot be (never below them).
      const total = Math.max(kept.get('archived') ?? 0, query.offset + rows.length);
      return { rows, total, counts };
    },
    async countOf(ownerId: string): Promise<number> {
      const [row] = await db.select({ total: count() }).from(orders).where(eq(orders.ownerId, ownerId));
      return Number(row?.total ?? 0);
    },
    async find(id: string, ownerId: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(mine(id, ownerId));
      return row;
    },
    async insert(row: NewOrderRow): Promise<OrderRow> {
      const [inserted] = await db.insert(orders).values(row).returning();
      return inserted as OrderRow;
    },
    async update(
      id: string,
      ownerId: string,
      changes: Partial<Omit<NewOrderRow, 'id' | 'ownerId' | 'createdBy' | 'createdOn'>>,
    ): Promise<OrderRow | undefined> {
      const [updated] = await db.update(orders).set(changes).where(mine(id, ownerId)).returning();
      return updated;
    },
    async remove(id: string, ownerId: string): Promise<boolean> {
      const removed = await db.delete(orders).where(mine(id, ownerId)).returning({ id: orders.id });
      return removed.length > 0;
    },
    /**
     * The sender of the owner's newest shipment that is not deleted: the newest of the list and the newest
     * of the archived view, each read through its partial index (shipments_owner_listed_idx,
     * shipments_owner_archived_idx; migration 0023 dropped the owner's full index, and a query on the owner
     * alone sorted all of an owner's shipments).
     */
    async lastSenderOf(ownerId: string): Promise<LastSender | null> {
      const newest = (archived: boolean) =>
        db
          .select({ request: shipments.request, createdOn: shipments.createdOn, id: shipments.id })
          .from(shipments)
          .where(
            and(
              eq(shipments.ownerId, ownerId),
              archived ? isNotNull(shipments.archivedOn) : isNull(shipments.archivedOn),
              isNull(shipments.deletedOn),
            ),
          )
          .orderBy(desc(shipments.createdOn), desc(shipments.id))
          .limit(1);
      const found = (await Promise.all([newest(false), newest(true)])).flat();
      found.sort((a, b) => b.createdOn.getTime() - a.createdOn.getTime() || (a.id < b.id ? 1 : -1));
      const row = found[0];
      return row ? { shipper: row.request.shipper, origin: row.request.origin } : null;
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;

/** Rows a statement writes at once (an import of 10,000 orders is 50 statements). */
const CHUNK = 200;
const chunks = <T>(list: readonly T[]) =>
  Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) => list.slice(i * CHUNK, (i + 1) * CHUNK));

export type OrderChanges = Partial<Omit<NewOrderRow, 'id' | 'ownerId' | 'createdBy' | 'createdOn'>>;

/** A connected partner as listed: the channel and its key's name and publishable key. */
export type ListedChannel = OrderChannelRow & { partnerName: string; publishableKey: string };

/**
 * Orders sent by a channel (a file, a partner's webhook) and the channels themselves: the writes of an
 * import in one transaction (nothing half-imported), by owner.
 */
export function createOrderChannelRepository(db: Database) {
  const channelColumns = {
    id: orderChannels.id,
    ownerId: orderChannels.ownerId,
    partnerKeyId: orderChannels.partnerKeyId,
    createdBy: orderChannels.createdBy,
    createdOn: orderChannels.createdOn,
    partnerName: partnerKeys.name,
    publishableKey: partnerKeys.publishableKey,
  };
  return {
    /** The owner's orders of these numbers. */
    async findByNumbers(ownerId: string, numbers: readonly string[]): Promise<OrderRow[]> {
      const found: OrderRow[] = [];
      for (const part of chunks(numbers)) {
        if (part.length === 0) continue;
        found.push(
          ...(await db
            .select()
            .from(orders)
            .where(and(eq(orders.ownerId, ownerId), inArray(orders.orderNumber, part)))),
        );
      }
      return found;
    },
    /** New orders and changes to the owner's orders, in one transaction. */
    async store(
      ownerId: string,
      inserts: readonly NewOrderRow[],
      updates: ReadonlyArray<{ id: string; changes: OrderChanges }>,
    ): Promise<OrderRow[]> {
      return db.transaction(async (tx) => {
        const written: OrderRow[] = [];
        for (const part of chunks(inserts))
          written.push(
            ...(await tx
              .insert(orders)
              .values([...part])
              .returning()),
          );
        for (const { id, changes } of updates) {
          written.push(
            ...(await tx
              .update(orders)
              .set(changes)
              .where(and(eq(orders.id, id), eq(orders.ownerId, ownerId)))
              .returning()),
          );
        }
        return written;
      });
    },
    async channels(ownerId: string): Promise<ListedChannel[]> {
      return db
        .select(channelColumns)
        .from(orderChannels)
        .innerJoin(partnerKeys, eq(partnerKeys.id, orderChannels.partnerKeyId))
        .where(and(eq(orderChannels.ownerId, ownerId), isNull(partnerKeys.revokedOn)))
        .orderBy(asc(orderChannels.createdOn), asc(orderChannels.id));
    },
    /** Connects a partner to the owner once (connecting again answers the same channel). */
    async connect(row: typeof orderChannels.$inferInsert): Promise<ListedChannel | undefined> {
      await db.insert(orderChannels).values(row).onConflictDoNothing();
      const [listed] = await db
        .select(channelColumns)
        .from(orderChannels)
        .innerJoin(partnerKeys, eq(partnerKeys.id, orderChannels.partnerKeyId))
        .where(and(eq(orderChannels.ownerId, row.ownerId), eq(orderChannels.partnerKeyId, row.partnerKeyId)));
      return listed;
    },
    async disconnect(id: string, ownerId: string): Promise<boolean> {
      const removed = await db
        .delete(orderChannels)
        .where(and(eq(orderChannels.id, id), eq(orderChannels.ownerId, ownerId)))
        .returning({ id: orderChannels.id });
      return removed.length > 0;
    },
    /** The channel a partner's webhook names, when it is that partner's. */
    async channelOfPartner(id: string, partnerKeyId: string): Promise<OrderChannelRow | undefined> {
      const [row] = await db
        .select()
        .from(orderChannels)
        .where(and(eq(orderChannels.id, id), eq(orderChannels.partnerKeyId, partnerKeyId)));
      return row;
    },
  };
}

export type OrderChannelRepository = ReturnType<typeof createOrderChannelRepository>;
