import type { PickupCarrier } from '@shipdeck/core/contract';
import {
  and,
  asc,
  count,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNotNull,
  isNull,
  ne,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../db/database';
import { type PickupRow, pickupShipments, pickups } from '../db/schema';

export type NewPickupRow = typeof pickups.$inferInsert;
export type PickupChanges = Partial<
  Pick<
    NewPickupRow,
    | 'pickupDate'
    | 'startTime'
    | 'endTime'
    | 'location'
    | 'notes'
    | 'numOfPackages'
    | 'confirmationNumber'
    | 'updatedBy'
    | 'updatedOn'
  >
>;

/** A page of GET /api/pickups: always one owner's, from a day on, in the index's order. */
export interface PickupListFilter {
  ownerId: string;
  /** yyyy-MM-dd: pickups on that day or later (readyAt[after]). */
  from?: string;
  /** false: only open pickups (canceled=false); true: only cancelled; absent: both. */
  canceled?: boolean;
  /** The address filter: the clash rule's key of address line 1, and of the postal code when given. */
  addressLineKey?: string;
  postalCodeKey?: string;
  carrier?: PickupCarrier;
  limit: number;
  offset: number;
}

/** The day's open pickup of a carrier at an address: what the clash rule looks for. */
export interface ClashKey {
  ownerId: string;
  carrier: PickupCarrier;
  pickupDate: string;
  addressLineKey: string;
  postalCodeKey: string;
}

/** The clash rule's unique index refused a second open pickup for the same carrier, day and address. */
export class PickupClashError extends Error {
  override name = 'PickupClashError';
}

const ONE_A_DAY_INDEX = 'pickups_one_a_day_idx';

/** A database error (postgres.js, or PGlite's rebuilt across its thread), possibly wrapped by Drizzle. */
function isOneADayViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const record = e as Record<string, unknown>;
    const constraint = record.constraint_name ?? record.constraint;
    if (record.code === '23505' && constraint === ONE_A_DAY_INDEX) return true;
    e = record.cause;
  }
  return false;
}

const rethrowClash = (error: unknown): never => {
  if (isOneADayViolation(error))
    throw new PickupClashError('another open pickup has that carrier, day and address');
  throw error;
};

/** The WHERE of a list filter (exported for the bench's before figures). */
export function pickupListWhere(filter: PickupListFilter): SQL | undefined {
  return and(
    eq(pickups.ownerId, filter.ownerId),
    filter.canceled === undefined
      ? undefined
      : filter.canceled
        ? isNotNull(pickups.canceledOn)
        : isNull(pickups.canceledOn),
    filter.from ? gte(pickups.pickupDate, filter.from) : undefined,
    filter.addressLineKey === undefined ? undefined : eq(pickups.addressLineKey, filter.addressLineKey),
    filter.postalCodeKey === undefined ? undefined : eq(pickups.postalCodeKey, filter.postalCodeKey),
    filter.carrier ? eq(pickups.carrier, filter.carrier) : undefined,
  );
}

/**
 * One page of an owner's pickups, soonest first, read in the order of pickups_owner_open_idx (or
 * pickups_owner_date_idx with the cancelled ones), the filters applied on the way (issue 8). Exported so
 * a test can read its plan.
 */
export function pickupPageQuery(db: Database, filter: PickupListFilter) {
  return db
    .select()
    .from(pickups)
    .where(pickupListWhere(filter))
    .orderBy(asc(pickups.ownerId), asc(pickups.pickupDate), asc(pickups.startTime), asc(pickups.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

/**
 * Pickups and their shipments (migration 0018), always by owner: another owner's pickup reads as missing
 * and cannot be changed or cancelled.
 */
/**
 * A page as the list answers it, in one statement: the page through its index (pickupPageQuery), then for
 * its rows alone their shipments (in the order they were added), and the count of the filter, read from
 * the same index (a list from a day on counts that range alone: the view history's 15 days and the week ahead).
 */
export function pickupListQuery(db: Database, filter: PickupListFilter) {
  const page = pickupPageQuery(db, filter).as('page');
  // Drizzle selects a subquery's fields one by one (a subquery is no field of its own).
  const columns = Object.fromEntries(
    Object.keys(getTableColumns(pickups)).map((name) => [name, page[name as keyof typeof page]]),
  ) as { [K in keyof typeof pickups._.columns]: (typeof page)[K] };
  return db
    .select({
      ...columns,
      shipments: sql<
        string[]
      >`array(select ${pickupShipments.shipmentId}::text from ${pickupShipments} where ${pickupShipments.pickupId} = ${sql.identifier('page')}.${sql.identifier('id')} order by ${pickupShipments.addedOn}, ${pickupShipments.shipmentId})`,
      total: sql<number>`(select count(*) from ${pickups} where ${pickupListWhere(filter)})`.mapWith(Number),
    })
    .from(page)
    .orderBy(asc(page.ownerId), asc(page.pickupDate), asc(page.startTime), asc(page.id));
}

export interface PickupRepository {
  /** One page with each pickup's shipments, and the count of the filter. */
  list(
    filter: PickupListFilter,
  ): Promise<{ rows: Array<PickupRow & { shipments: string[] }>; total: number }>;
  find(id: string, ownerId: string): Promise<PickupRow | undefined>;
  /** The open pickup the clash rule finds for a carrier, day and address (other than `exceptId`). */
  findClash(key: ClashKey, exceptId?: string): Promise<PickupRow | undefined>;
  /** Stores a pickup with the shipments it collects; PickupClashError when the day is taken. */
  insert(row: NewPickupRow, shipmentIds: readonly string[]): Promise<PickupRow>;
  /** Changes an open pickup; PickupClashError when its new day is another's. */
  update(id: string, ownerId: string, changes: PickupChanges): Promise<PickupRow | undefined>;
  /** Adds shipments (and their packages) to an open pickup; undefined when it is not one. */
  addShipments(
    id: string,
    ownerId: string,
    shipmentIds: readonly string[],
    change: { addedBy: string | null; packages: number; at: Date },
  ): Promise<PickupRow | undefined>;
  cancel(
    id: string,
    ownerId: string,
    change: { by: string | null; at: Date },
  ): Promise<PickupRow | undefined>;
  /** The shipments of each pickup, by pickup id (in the order they were added). */
  shipmentsOf(pickupIds: readonly string[]): Promise<Map<string, string[]>>;
  /** The open pickup a shipment is on. */
  findByShipment(ownerId: string, shipmentId: string): Promise<PickupRow | undefined>;
}

export function createPickupRepository(db: Database): PickupRepository {
  const owned = (id: string, ownerId: string) => and(eq(pickups.id, id), eq(pickups.ownerId, ownerId));
  const open = (id: string, ownerId: string) => and(owned(id, ownerId), isNull(pickups.canceledOn));

  return {
    async list(filter) {
      const page = await pickupListQuery(db, filter);
      let total = page[0]?.total ?? 0;
      if (page.length === 0 && filter.offset > 0) {
        const [counted] = await db.select({ total: count() }).from(pickups).where(pickupListWhere(filter));
        total = Number(counted?.total ?? 0);
      }
      const rows = page.map(({ total: _total, ...row }) => row);
      return { rows, total: Math.max(total, filter.offset + rows.length) };
    },

    async find(id, ownerId) {
      const [row] = await db.select().from(pickups).where(owned(id, ownerId));
      return row;
    },

    async findClash(key, exceptId) {
      const [row] = await db
        .select()
        .from(pickups)
        .where(
          and(
            eq(pickups.ownerId, key.ownerId),
            eq(pickups.carrier, key.carrier),
            eq(pickups.pickupDate, key.pickupDate),
            eq(pickups.addressLineKey, key.addressLineKey),
            eq(pickups.postalCodeKey, key.postalCodeKey),
            isNull(pickups.canceledOn),
            exceptId ? ne(pickups.id, exceptId) : undefined,
          ),
        )
        .limit(1);
      return row;
    },

    async insert(row, shipmentIds) {
      try {
        // One statement needs no transaction (a standalone pickup collects no shipment yet).
        if (shipmentIds.length === 0)
          return (await db.insert(pickups).values(row).returning())[0] as PickupRow;
        return await db.transaction(async (tx) => {
          const [inserted] = await tx.insert(pickups).values(row).returning();
          if (shipmentIds.length > 0) {
            await tx
              .insert(pickupShipments)
              .values(
                shipmentIds.map((shipmentId) => ({ pickupId: row.id, shipmentId, addedBy: row.createdBy })),
              )
              .onConflictDoNothing();
          }
          return inserted as PickupRow;
        });
      } catch (error) {
        return rethrowClash(error);
      }
    },

    async update(id, ownerId, changes) {
      try {
        const [updated] = await db.update(pickups).set(changes).where(open(id, ownerId)).returning();
        return updated;
      } catch (error) {
        return rethrowClash(error);
      }
    },

    async addShipments(id, ownerId, shipmentIds, change) {
      return db.transaction(async (tx) => {
        const [updated] = await tx
          .update(pickups)
          .set({
            numOfPackages: sql`${pickups.numOfPackages} + ${change.packages}`,
            updatedBy: change.addedBy,
            updatedOn: change.at,
          })
          .where(open(id, ownerId))
          .returning();
        if (!updated) return undefined;
        if (shipmentIds.length > 0) {
          await tx
            .insert(pickupShipments)
            .values(
              shipmentIds.map((shipmentId) => ({
                pickupId: id,
                shipmentId,
                addedBy: change.addedBy,
                addedOn: change.at,
              })),
            )
            .onConflictDoNothing();
        }
        return updated;
      });
    },

    async cancel(id, ownerId, change) {
      const [updated] = await db
        .update(pickups)
        .set({ canceledOn: change.at, updatedBy: change.by, updatedOn: change.at })
        .where(open(id, ownerId))
        .returning();
      return updated;
    },

    async shipmentsOf(pickupIds) {
      const out = new Map<string, string[]>();
      if (pickupIds.length === 0) return out;
      const rows = await db
        .select({ pickupId: pickupShipments.pickupId, shipmentId: pickupShipments.shipmentId })
        .from(pickupShipments)
        .where(inArray(pickupShipments.pickupId, [...pickupIds]))
        .orderBy(
          asc(pickupShipments.pickupId),
          asc(pickupShipments.addedOn),
          asc(pickupShipments.shipmentId),
        );
      for (const { pickupId, shipmentId } of rows) {
        const list = out.get(pickupId) ?? [];
        list.push(shipmentId);
        out.set(pickupId, list);
      }
      return out;
    },

    async findByShipment(ownerId, shipmentId) {
      const [row] = await db
        .select({ pickup: pickups })
        .from(pickupShipments)
        .innerJoin(pickups, eq(pickups.id, pickupShipments.pickupId))
        .where(
          and(
            eq(pickupShipments.shipmentId, shipmentId),
            eq(pickups.ownerId, ownerId),
            isNull(pickups.canceledOn),
          ),
        )
        .limit(1);
      return row?.pickup;
    },
  };
}
