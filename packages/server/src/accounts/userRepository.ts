import { and, asc, count, eq, or, type SQL, sql } from 'drizzle-orm';
import { type NewUserRow, type UserRow, users } from '../db/accountSchema';
import type { Database } from '../db/database';
import { escapeLike } from '../db/escapeLike';

export interface UserRepository {
  findById(id: string): Promise<UserRow | undefined>;
  findByEmail(email: string): Promise<UserRow | undefined>;
  /** By import or export number. */
  findByNumber(number: string): Promise<UserRow | undefined>;
  findByOldNumber(number: string): Promise<UserRow | undefined>;
  findByClientId(clientId: string): Promise<UserRow | undefined>;
  /** Imported accounts whose e-mail, name, company, client id or numbers contain the term. */
  search(term: string, limit: number, offset: number): Promise<{ rows: UserRow[]; total: number }>;
  insert(row: NewUserRow): Promise<UserRow>;
  update(id: string, patch: Partial<NewUserRow>): Promise<UserRow | undefined>;
}

export function createUserRepository(db: Database): UserRepository {
  const one = async (where: SQL | undefined) => {
    const [row] = await db.select().from(users).where(where).limit(1);
    return row;
  };
  return {
    findById: (id) => one(eq(users.id, id)),
    findByEmail: (email) => one(eq(users.email, email.toLowerCase())),
    findByNumber: (number) => one(or(eq(users.dhlImportNumber, number), eq(users.dhlExportNumber, number))),
    findByOldNumber: (number) => one(eq(users.oldImportNumber, number)),
    findByClientId: (clientId) => one(eq(users.clientId, clientId.toUpperCase())),

    async search(term, limit, offset) {
      const like = `%${escapeLike(term.toLowerCase())}%`;
      // The indexed expression of users_search_trgm_idx (migration 0008), written exactly as there.
      const where = and(
        eq(users.imported, true),
        eq(users.pending, false),
        sql`lower(coalesce(${users.email}, '') || ' ' || ${users.name} || ' ' || ${users.companyName} || ' ' || coalesce(${users.clientId}, '') || ' ' || coalesce(${users.dhlImportNumber}, '') || ' ' || coalesce(${users.dhlExportNumber}, '')) like ${like}`,
      );
      const rows = await db
        .select()
        .from(users)
        .where(where)
        .orderBy(asc(users.companyName), asc(users.name), asc(users.id))
        .limit(limit)
        .offset(offset);
      const [counted] = await db.select({ total: count() }).from(users).where(where);
      return { rows, total: counted?.total ?? rows.length };
    },

    async insert(row) {
      const [inserted] = await db.insert(users).values(row).returning();
      return inserted as UserRow;
    },

    async update(id, patch) {
      const [updated] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
      return updated;
    },
  };
}
