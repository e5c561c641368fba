import { createHash } from 'node:crypto';
import { DRAFT_VERSION } from '@shipdeck/core/shipment';
import { and, desc, eq, getTableColumns, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { listCounts, type ShipmentDraftRow, shipmentDrafts } from '../db/schema';

export type NewDraftRow = typeof shipmentDrafts.$inferInsert;

export interface DraftListQuery {
  ownerSubject: string;
  /** exists[completedOn]: false = unfinished only (the wizard's list), true = completed only. */
  completed?: boolean;
  limit: number;
  offset: number;
}

/**
 * Shipment drafts (migration 0011), always by owner: a draft of another owner reads as missing and
 * cannot be changed or deleted. Lists read one page in the order of their index (owner, updated_on
 * DESC, id DESC; the unfinished ones through a partial index).
 */
/** A listed draft: `checked` when its payload is as this server checked and wrote it (answered as stored). */
export type ListedDraftRow = ShipmentDraftRow & { checked: boolean };

/** The marker of a payload this server checked and wrote (migration 0025): "<draft version>:<md5>". */
export const checkedMarkOf = (payload: string) =>
  `${DRAFT_VERSION}:${createHash('md5').update(payload).digest('hex')}`;

/** The kept total of a list (list_counts, migration 0025): no count(*) over an owner's drafts. */
function totalOf(query: Pick<DraftListQuery, 'ownerSubject' | 'completed'>): SQL<number> {
  const kept = (list: string) =>
    sql`coalesce((select ${listCounts.total} from ${listCounts} where ${listCounts.list} = ${list} and ${listCounts.owner} = ${query.ownerSubject}), 0)`;
  const total =
    query.completed === undefined
      ? kept('drafts')
      : query.completed
        ? sql`(${kept('drafts')} - ${kept('drafts:open')})`
        : kept('drafts:open');
  return total.mapWith(Number);
}

/**
 * One page in the order of the owner's index (shipment_drafts_owner_open_idx for the unfinished ones),
 * with the kept total and whether each payload is still as checked (its md5, computed for the page's rows
 * alone). Exported for the plan test.
 */
export function draftPageQuery(db: Database, query: DraftListQuery) {
  return db
    .select({
      ...getTableColumns(shipmentDrafts),
      checked: sql<boolean>`coalesce(${shipmentDrafts.payloadChecked} = ${`${DRAFT_VERSION}:`} || md5(${shipmentDrafts.payload}), false)`,
      total: totalOf(query),
    })
    .from(shipmentDrafts)
    .where(listWhere(query))
    .orderBy(desc(shipmentDrafts.updatedOn), desc(shipmentDrafts.id))
    .limit(query.limit)
    .offset(query.offset);
}

const listWhere = (query: Pick<DraftListQuery, 'ownerSubject' | 'completed'>): SQL | undefined =>
  and(
    eq(shipmentDrafts.ownerSubject, query.ownerSubject),
    query.completed === undefined
      ? undefined
      : query.completed
        ? isNotNull(shipmentDrafts.completedOn)
        : isNull(shipmentDrafts.completedOn),
  );

export interface DraftRepository {
  list(query: DraftListQuery): Promise<{ rows: ListedDraftRow[]; total: number }>;
  find(id: string, ownerSubject: string): Promise<ShipmentDraftRow | undefined>;
  insert(row: NewDraftRow): Promise<ShipmentDraftRow>;
  update(
    id: string,
    ownerSubject: string,
    changes: Partial<Omit<NewDraftRow, 'id' | 'ownerSubject' | 'createdBy' | 'createdOn'>>,
  ): Promise<ShipmentDraftRow | undefined>;
  remove(id: string, ownerSubject: string): Promise<boolean>;
}

export function createDraftRepository(db: Database): DraftRepository {
  return {
    async list(query) {
      const page = await draftPageQuery(db, query);
      let total = page[0]?.total ?? 0;
      if (page.length === 0 && query.offset > 0) {
        const [kept] = await db.select({ total: totalOf(query) }).from(sql`(select 1) as one`);
        total = kept?.total ?? 0;
      }
      const rows = page.map(({ total: _total, ...row }) => row);
      return { rows, total: Math.max(total, query.offset + rows.length) };
    },
    async find(id, ownerSubject) {
      const [row] = await db
        .select()
        .from(shipmentDrafts)
        .where(and(eq(shipmentDrafts.id, id), eq(shipmentDrafts.ownerSubject, ownerSubject)));
      return row;
    },
    async insert(row) {
      const [inserted] = await db.insert(shipmentDrafts).values(row).returning();
      return inserted as ShipmentDraftRow;
    },
    async update(id, ownerSubject, changes) {
      const [updated] = await db
        .update(shipmentDrafts)
        .set(changes)
        .where(and(eq(shipmentDrafts.id, id), eq(shipmentDrafts.ownerSubject, ownerSubject)))
        .returning();
      return updated;
    },
    async remove(id, ownerSubject) {
      const removed = await db
        .delete(shipmentDrafts)
        .where(and(eq(shipmentDrafts.id, id), eq(shipmentDrafts.ownerSubject, ownerSubject)))
        .returning({ id: shipmentDrafts.id });
      return removed.length > 0;
    },
  };
}
