import type { Database } from '../db/database';
import { freightQuoteRequests, supportRequests } from '../db/schema';

export type NewFreightQuoteRequest = typeof freightQuoteRequests.$inferInsert;
export type NewSupportRequest = typeof supportRequests.$inferInsert;

/** SQL for the requests kept for the operations team (migration 0012). */
export interface SupportRepository {
  saveFreightQuoteRequest(row: NewFreightQuoteRequest): Promise<void>;
  saveSupportRequest(row: NewSupportRequest): Promise<void>;
}

export function createSupportRepository(db: Database): SupportRepository {
  return {
    async saveFreightQuoteRequest(row) {
      await db.insert(freightQuoteRequests).values(row);
    },
    async saveSupportRequest(row) {
      await db.insert(supportRequests).values(row);
    },
  };
}
