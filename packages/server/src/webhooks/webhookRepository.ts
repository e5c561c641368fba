import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
  type WebhookOutboxRow,
  webhookDeliveries,
  webhookEndpoints,
  webhookOutbox,
} from '../db/schema';

export type NewWebhookEndpointRow = typeof webhookEndpoints.$inferInsert;
export type NewWebhookDeliveryRow = typeof webhookDeliveries.$inferInsert;
export type NewWebhookOutboxRow = typeof webhookOutbox.$inferInsert;

/**
 * An account's endpoints, newest first: the order of webhook_endpoints_account_idx, so the page is read
 * from the index (as the other lists). Exported for the plan test.
 */
export const endpointPageQuery = (db: Database, accountId: string, limit: number, offset: number) =>
  db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.accountId, accountId))
    .orderBy(desc(webhookEndpoints.createdOn), desc(webhookEndpoints.id))
    .limit(limit)
    .offset(offset);

/** An endpoint's delivery log, newest first, in webhook_deliveries_endpoint_idx's order. */
export const deliveryPageQuery = (db: Database, endpointId: string, limit: number, offset: number) =>
  db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.attemptedOn), desc(webhookDeliveries.id))
    .limit(limit)
    .offset(offset);

/**
 * SQL for webhooks (issue 14, migrations 0020 and 0027). `db` may be a transaction: the outbox is written
 * through the producer's own (createWebhookRepository(tx)).
 */
export function createWebhookRepository(db: Database) {
  return {
    async insert(row: NewWebhookEndpointRow) {
      await db.insert(webhookEndpoints).values(row);
    },

    /** The endpoint when it belongs to the account (another account's is not found). */
    async find(accountId: string, id: string): Promise<WebhookEndpointRow | undefined> {
      const [row] = await db
        .select()
        .from(webhookEndpoints)
        .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.accountId, accountId)))
        .limit(1);
      return row;
    },

    async findById(id: string): Promise<WebhookEndpointRow | undefined> {
      const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).limit(1);
      return row;
    },

    async list(accountId: string, limit: number, offset: number) {
      const [rows, [total]] = await Promise.all([
        endpointPageQuery(db, accountId, limit, offset),
        db.select({ total: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.accountId, accountId)),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    /** Every endpoint of the account (at most MAX_WEBHOOK_ENDPOINTS), for a status change: one read. */
    async ofAccount(accountId: string): Promise<WebhookEndpointRow[]> {
      return endpointPageQuery(db, accountId, 100, 0);
    },

    async countOf(accountId: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.accountId, accountId));
      return row?.total ?? 0;
    },

    async update(
      id: string,
      changes: Partial<Pick<WebhookEndpointRow, 'url' | 'description' | 'eventTypes' | 'enabled'>>,
      at: Date,
    ) {
      await db
        .update(webhookEndpoints)
        .set({ ...changes, updatedOn: at })
        .where(eq(webhookEndpoints.id, id));
    },

    /** Deletes the endpoint; its delivery log goes with it (ON DELETE CASCADE). */
    async remove(id: string) {
      await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    },

    async logDelivery(row: NewWebhookDeliveryRow): Promise<WebhookDeliveryRow> {
      const [stored] = await db.insert(webhookDeliveries).values(row).returning();
      return stored as WebhookDeliveryRow;
    },

    /** Events waiting for their endpoints, in the producer's transaction (migration 0027). */
    async writeOutbox(rows: NewWebhookOutboxRow[]) {
      if (rows.length > 0) await db.insert(webhookOutbox).values(rows);
    },

    /** The oldest rows of the outbox, through webhook_outbox_created_idx. */
    async outbox(limit: number): Promise<WebhookOutboxRow[]> {
      return db
        .select()
        .from(webhookOutbox)
        .orderBy(asc(webhookOutbox.createdOn), asc(webhookOutbox.id))
        .limit(limit);
    },

    /** Rows the relay queued (another relay may have removed them already: nothing then). */
    async removeFromOutbox(ids: string[]) {
      if (ids.length > 0) await db.delete(webhookOutbox).where(inArray(webhookOutbox.id, ids));
    },

    async deliveries(endpointId: string, limit: number, offset: number) {
      const [rows, [total]] = await Promise.all([
        deliveryPageQuery(db, endpointId, limit, offset),
        db
          .select({ total: count() })
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.endpointId, endpointId)),
      ]);
      return { rows, total: total?.total ?? 0 };
    },
  };
}

export type WebhookRepository = ReturnType<typeof createWebhookRepository>;
