import { and, asc, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from './database';
import { groupCommit } from './groupCommit';
import { type NewQuoteRow, type QuoteRow, quoteOwnerCounts, quotes } from './schema';

/** The columns a quote list shows (spec 02 §3 "Quote (listed)"). */
export type ListedQuoteRow = Pick<
  QuoteRow,
  | 'id'
  | 'createdOn'
  | 'shipmentId'
  | 'originCountryCode'
  | 'originPostalCode'
  | 'destinationCountryCode'
  | 'destinationPostalCode'
  | 'destinationIsResidential'
  | 'rates'
  | 'request'
>;

const listedColumns = {
  id: quotes.id,
  createdOn: quotes.createdOn,
  shipmentId: quotes.shipmentId,
  originCountryCode: quotes.originCountryCode,
  originPostalCode: quotes.originPostalCode,
  destinationCountryCode: quotes.destinationCountryCode,
  destinationPostalCode: quotes.destinationPostalCode,
  destinationIsResidential: quotes.destinationIsResidential,
  rates: quotes.rates,
  request: quotes.request,
};

export interface QuoteListQuery {
  ownerSubject: string;
  /** exists[shipmentId]: true = only quotes a shipment was prepared from, false = only open ones. */
  hasShipment?: boolean;
  limit: number;
  offset: number;
}

export interface QuoteRepository {
  /**
   * Stores a quote: resolves once its row is committed (group commit: concurrent saves share one
   * transaction), rejects when it could not be written. See createQuoteRepository.
   */
  save(quote: NewQuoteRow): Promise<void>;
  /** Resolves when every save in flight has settled (shutdown). */
  flush(): Promise<void>;
  /** The owner's quotes, newest first, with the total the filter matches. */
  listByOwner(query: QuoteListQuery): Promise<{ rows: ListedQuoteRow[]; total: number }>;
  /** One quote, only when it belongs to the owner (another caller's quote reads as missing). */
  findByOwner(id: string, ownerSubject: string): Promise<ListedQuoteRow | undefined>;
  /** One quote whoever owns it, with its stored request: the super admin's inspection only. */
  findForInspection(id: string): Promise<InspectedQuoteRow | undefined>;
}

/** What the quote inspection reads of a quote: its owner, day, request and rates. */
export type InspectedQuoteRow = Pick<QuoteRow, 'id' | 'ownerSubject' | 'createdOn' | 'request' | 'rates'>;

export interface QuoteRepositoryOptions {
  /** Rows per multi-row INSERT at most (group commit). */
  maxBatch?: number;
}

/** Every column an insert sets (all of them: the service decides each value). */
const INSERTED = [
  'id',
  'ownerSubject',
  'createdOn',
  'shipmentId',
  'originCountryCode',
  'originCity',
  'originPostalCode',
  'originIsResidential',
  'destinationCountryCode',
  'destinationCity',
  'destinationPostalCode',
  'destinationIsResidential',
  'targetShipDate',
  'isDocument',
  'currency',
  'measurementSystem',
  'request',
  'rates',
  'partnerKeyId',
] as const satisfies ReadonlyArray<keyof NewQuoteRow>;

/**
 * The INSERT of `size` quotes as a prepared statement with placeholders, built once per size:
 * the insert is on the hot path of every quote, and building its SQL each time cost as much as
 * the rest of the handler (bench/run.ts profile).
 */
function preparedInsert(db: Database, size: number) {
  const rows = Array.from({ length: size }, (_, i) =>
    Object.fromEntries(INSERTED.map((column) => [column, sql.placeholder(`${column}${i}`)])),
  );
  return db
    .insert(quotes)
    .values(rows as unknown as NewQuoteRow[])
    .prepare(`insert_quotes_${size}`);
}

function ownerFilter({ ownerSubject, hasShipment }: Pick<QuoteListQuery, 'ownerSubject' | 'hasShipment'>) {
  const conditions: SQL[] = [eq(quotes.ownerSubject, ownerSubject)];
  if (hasShipment === true) conditions.push(isNotNull(quotes.shipmentId));
  if (hasShipment === false) conditions.push(isNull(quotes.shipmentId));
  return and(...conditions);
}

/**
 * One page of an owner's quotes, newest first. The page's ids come from the index alone (owner,
 * created_on DESC, id DESC: the list's own order), then only those rows are read, so an early and a
 * deep page cost about the same (issue 8). Exported for the plan test (listPlans.test.ts).
 */
export function quotePageQuery(db: Database, query: QuoteListQuery & { fromEnd?: boolean }) {
  // From the end, the index is read backwards (oldest first) and the page turned round after: the
  // last pages cost what the first ones do.
  const order = query.fromEnd
    ? [asc(quotes.createdOn), asc(quotes.id)]
    : [desc(quotes.createdOn), desc(quotes.id)];
  const page = db
    .select({ id: quotes.id })
    .from(quotes)
    .where(ownerFilter(query))
    .orderBy(...order)
    .limit(query.limit)
    .offset(query.offset)
    .as('page');
  return db
    .select(listedColumns)
    .from(quotes)
    .innerJoin(page, eq(quotes.id, page.id))
    .orderBy(desc(quotes.createdOn), desc(quotes.id));
}

/**
 * SQL for stored quotes; every read is scoped to the owner (docs/security.md#ownership-of-data).
 *
 * Writes use group commit and are durable before they are acknowledged (issue 7: an answer that
 * names a stored object means it is stored). A quote is written once, on the hot path of every
 * rating; saves that arrive while a write runs are gathered into one multi-row INSERT in one
 * transaction, so under load the embedded database commits many quotes at once, and every caller
 * still waits for the commit of its own row. A crash therefore loses no quote whose id a client
 * holds, and reads never wait on anyone's queued writes: what was acknowledged is already there.
 */
export function createQuoteRepository(db: Database, options: QuoteRepositoryOptions = {}): QuoteRepository {
  const prepared = new Map<number, ReturnType<typeof preparedInsert>>();
  const insert = groupCommit<NewQuoteRow>(async (rows) => {
    let statement = prepared.get(rows.length);
    if (!statement) {
      statement = preparedInsert(db, rows.length);
      prepared.set(rows.length, statement);
    }
    const values: Record<string, unknown> = {};
    rows.forEach((row, i) => {
      for (const column of INSERTED) values[`${column}${i}`] = row[column] ?? null;
    });
    await statement.execute(values);
  }, options.maxBatch);
  const inFlight = new Set<Promise<void>>();

  async function flush(): Promise<void> {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  }

  return {
    async save(quote) {
      const written = insert(quote);
      inFlight.add(written);
      try {
        await written;
      } finally {
        inFlight.delete(written);
      }
    },

    flush,

    async listByOwner(query) {
      const { offset } = query;
      // The owner's count is kept by the database as quotes are inserted (migration 0007): no count(*).
      const [counts] = await db
        .select({ total: quoteOwnerCounts.total, withShipment: quoteOwnerCounts.withShipment })
        .from(quoteOwnerCounts)
        .where(eq(quoteOwnerCounts.ownerSubject, query.ownerSubject));
      const total = !counts
        ? 0
        : query.hasShipment === true
          ? counts.withShipment
          : query.hasShipment === false
            ? counts.total - counts.withShipment
            : counts.total;
      // Pages past the middle are read from the end of the index (see quotePageQuery).
      const fromEnd = offset > total / 2 && offset < total;
      const rows = fromEnd
        ? await quotePageQuery(db, {
            ...query,
            fromEnd: true,
            offset: Math.max(0, total - offset - query.limit),
            limit: Math.min(query.limit, total - offset),
          })
        : await quotePageQuery(db, query);
      return { rows, total: Math.max(total, offset === 0 ? rows.length : 0) };
    },

    async findByOwner(id, ownerSubject) {
      const [row] = await db
        .select(listedColumns)
        .from(quotes)
        .where(and(eq(quotes.id, id), eq(quotes.ownerSubject, ownerSubject)))
        .limit(1);
      return row;
    },

    async findForInspection(id) {
      const [row] = await db
        .select({
          id: quotes.id,
          ownerSubject: quotes.ownerSubject,
          createdOn: quotes.createdOn,
          request: quotes.request,
          rates: quotes.rates,
        })
        .from(quotes)
        .where(eq(quotes.id, id))
        .limit(1);
      return row;
    },
  };
}
