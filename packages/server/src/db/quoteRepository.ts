import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Database } from './database';
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
  insert(quote: NewQuoteRow): Promise<void>;
  /** The owner's quotes, newest first, with the total the filter matches. */
  listByOwner(query: QuoteListQuery): Promise<{ rows: ListedQuoteRow[]; total: number }>;
  /** One quote, only when it belongs to the owner (another caller's quote reads as missing). */
  findByOwner(id: string, ownerSubject: string): Promise<ListedQuoteRow | undefined>;
}

/** SQL for stored quotes; every read is scoped to the owner (security.md §5 BOLA). */
export function createQuoteRepository(db: Database): QuoteRepository {
  return {
    async insert(quote) {
      await db.insert(quotes).values(quote);
    },

    async listByOwner({ ownerSubject, hasShipment, limit, offset }) {
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
      const [row] = await db
        .select(listedColumns)
        .from(quotes)
        .where(and(eq(quotes.id, id), eq(quotes.ownerSubject, ownerSubject)))
        .limit(1);
      return row;
    },
  };
}
