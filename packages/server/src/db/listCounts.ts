import { and, eq, like } from 'drizzle-orm';
import type { Database } from './database';
import { listCounts } from './schema';

/**
 * hydra:totalItems kept by the database (list_counts, migrations 0025 and 0026): statement triggers change
 * a list's count in the statement that changes its rows, so a page never counts an owner's rows.
 */
export async function keptTotal(db: Database, list: string, owner: string): Promise<number> {
  const [row] = await db
    .select({ total: listCounts.total })
    .from(listCounts)
    .where(and(eq(listCounts.list, list), eq(listCounts.owner, owner)));
  return Number(row?.total ?? 0);
}

/** The kept totals of the lists named `prefix` + something, by that something (the orders tabs: "orders:"). */
export async function keptTotals(db: Database, prefix: string, owner: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ list: listCounts.list, total: listCounts.total })
    .from(listCounts)
    .where(and(eq(listCounts.owner, owner), like(listCounts.list, `${prefix}%`)));
  return new Map(rows.map((row) => [row.list.slice(prefix.length), Number(row.total)]));
}

/** A page read beside its list's kept total (a page past the end still answers the total). */
export async function pageWithKeptTotal<T>(
  db: Database,
  page: PromiseLike<T[]>,
  list: string,
  query: { ownerId: string; offset: number },
): Promise<{ rows: T[]; total: number }> {
  const [rows, total] = await Promise.all([page, keptTotal(db, list, query.ownerId)]);
  return { rows, total: Math.max(total, query.offset + rows.length) };
}
