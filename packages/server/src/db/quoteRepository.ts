import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from './database';
import { groupCommit } from './groupCommit';
import { type NewQuoteRow, type QuoteRow, quotes } from './schema';

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
   * Stores a quote, write-behind: resolves once the quote is queued for the database (at once,
   * unless the queue is long, when it waits for its own write). See createQuoteRepository.
   */
  save(quote: NewQuoteRow): Promise<void>;
  /** Resolves when every quote saved so far is written (failures are reported to onWriteError). */
  flush(): Promise<void>;
  /** The owner's quotes, newest first, with the total the filter matches. */
  listByOwner(query: QuoteListQuery): Promise<{ rows: ListedQuoteRow[]; total: number }>;
  /** One quote, only when it belongs to the owner (another caller's quote reads as missing). */
  findByOwner(id: string, ownerSubject: string): Promise<ListedQuoteRow | undefined>;
}

export interface QuoteRepositoryOptions {
  /** A background write failed (logged by the app: the caller already has its answer). */
  onWriteError?: (error: unknown) => void;
  /** Queued quotes beyond which save waits for its own write (backpressure). */
  maxQueued?: number;
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

/**
 * SQL for stored quotes; every read is scoped to the owner (security.md §5 BOLA).
 *
 * Writes are write-behind with group commit. A quote is written once, on the hot path of every
 * rating, and the embedded database runs in one thread at ~0.3 ms per 10 KB quote row: waiting
 * for it made the rate endpoint's p99 several times its 10 ms goal (bench/run.ts). So a quote
 * is acknowledged once queued, as PostgreSQL's own synchronous_commit=off acknowledges before
 * the flush: reads of this server wait for queued writes (read-your-writes), shutdown drains the
 * queue, and a crash can lose only the last milliseconds of quotes — history entries whose rates
 * the client still holds (spec 02 §4: Continue to Shipping carries the quote and the rate).
 */
export function createQuoteRepository(db: Database, options: QuoteRepositoryOptions = {}): QuoteRepository {
  const { onWriteError = () => {}, maxQueued = 2000 } = options;
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
  });
  const queued = new Set<Promise<void>>();

  async function flush(): Promise<void> {
    while (queued.size > 0) await Promise.all([...queued]);
  }

  return {
    async save(quote) {
      const written = insert(quote);
      const tracked = written.catch(onWriteError).finally(() => queued.delete(tracked));
      queued.add(tracked);
      if (queued.size > maxQueued) await written;
    },

    flush,

    async listByOwner({ ownerSubject, hasShipment, limit, offset }) {
      await flush();
      const conditions: SQL[] = [eq(quotes.ownerSubject, ownerSubject)];
      if (hasShipment === true) conditions.push(isNotNull(quotes.shipmentId));
      if (hasShipment === false) conditions.push(isNull(quotes.shipmentId));
      const where = and(...conditions);
      const rows = await db
        .select(listedColumns)
        .from(quotes)
        .where(where)
        .orderBy(desc(quotes.createdOn), desc(quotes.id))
        .limit(limit)
        .offset(offset);
      // The count is only needed when the page does not already tell it.
      if (offset === 0 && rows.length < limit) return { rows, total: rows.length };
      const [counted] = await db.select({ total: count() }).from(quotes).where(where);
      return { rows, total: counted?.total ?? rows.length };
    },

    async findByOwner(id, ownerSubject) {
      await flush();
      const [row] = await db
        .select(listedColumns)
        .from(quotes)
        .where(and(eq(quotes.id, id), eq(quotes.ownerSubject, ownerSubject)))
        .limit(1);
      return row;
    },
  };
}
