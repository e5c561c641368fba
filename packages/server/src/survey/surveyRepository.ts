import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { users } from '../db/accountSchema';
import type { Database } from '../db/database';
import { type SurveyResponseRow, shipments, surveyResponses } from '../db/schema';

export type NewSurveyResponse = typeof surveyResponses.$inferInsert;

/** A response as the administrators' list shows it, with the account's and the answerer's names. */
export interface ListedSurveyResponse extends SurveyResponseRow {
  ownerName: string;
  ownerCompanyName: string;
  answeredByName: string | null;
}

export interface SurveyTotals {
  responses: number;
  helpfulnessSum: number;
  helpfulness: Record<number, number>;
  usageReasons: Record<string, number>;
  futureUsage: Record<string, number>;
}

export interface SurveyRepository {
  /** Stores a response; false when the account has one already (one per account). */
  insert(row: NewSurveyResponse): Promise<boolean>;
  hasAnswered(ownerId: string): Promise<boolean>;
  /** The account's first shipment (the survey follows its Congratulations), through shipments_owner_created_idx. */
  firstShipmentOf(ownerId: string): Promise<string | null>;
  /** Whether the shipment is the owner's. */
  ownsShipment(ownerId: string, shipmentId: string): Promise<boolean>;
  /** A page, newest first, read in survey_responses_created_idx's order with the names joined. */
  list(limit: number, offset: number): Promise<ListedSurveyResponse[]>;
  /** Counts over every response, one grouped read. */
  totals(): Promise<SurveyTotals>;
}

export function createSurveyRepository(db: Database): SurveyRepository {
  return {
    async insert(row) {
      const inserted = await db
        .insert(surveyResponses)
        .values(row)
        .onConflictDoNothing({ target: surveyResponses.ownerId })
        .returning({ id: surveyResponses.id });
      return inserted.length > 0;
    },

    async hasAnswered(ownerId) {
      const [row] = await db
        .select({ id: surveyResponses.id })
        .from(surveyResponses)
        .where(eq(surveyResponses.ownerId, ownerId))
        .limit(1);
      return row !== undefined;
    },

    async firstShipmentOf(ownerId) {
      const [row] = await db
        .select({ id: shipments.id })
        .from(shipments)
        .where(eq(shipments.ownerId, ownerId))
        .orderBy(asc(shipments.createdOn), asc(shipments.id))
        .limit(1);
      return row?.id ?? null;
    },

    async ownsShipment(ownerId, shipmentId) {
      const [row] = await db
        .select({ id: shipments.id })
        .from(shipments)
        .where(and(eq(shipments.id, shipmentId), eq(shipments.ownerId, ownerId)))
        .limit(1);
      return row !== undefined;
    },

    async list(limit, offset) {
      const answerer = sql`(select name from users answerer where answerer.id = ${surveyResponses.answeredBy} and ${surveyResponses.answeredBy} <> ${surveyResponses.ownerId})`;
      return db
        .select({
          id: surveyResponses.id,
          ownerId: surveyResponses.ownerId,
          answeredBy: surveyResponses.answeredBy,
          shipmentId: surveyResponses.shipmentId,
          usageReason: surveyResponses.usageReason,
          usageReasonOther: surveyResponses.usageReasonOther,
          helpfulness: surveyResponses.helpfulness,
          futureUsage: surveyResponses.futureUsage,
          likedLeast: surveyResponses.likedLeast,
          featureWanted: surveyResponses.featureWanted,
          createdOn: surveyResponses.createdOn,
          ownerName: users.name,
          ownerCompanyName: users.companyName,
          answeredByName: sql<string | null>`${answerer}`,
        })
        .from(surveyResponses)
        .innerJoin(users, eq(users.id, surveyResponses.ownerId))
        .orderBy(desc(surveyResponses.createdOn), desc(surveyResponses.id))
        .limit(limit)
        .offset(offset);
    },

    async totals() {
      const rows = await db
        .select({
          usageReason: surveyResponses.usageReason,
          futureUsage: surveyResponses.futureUsage,
          helpfulness: surveyResponses.helpfulness,
          count: sql<number>`count(*)::int`,
        })
        .from(surveyResponses)
        .groupBy(surveyResponses.usageReason, surveyResponses.futureUsage, surveyResponses.helpfulness);
      const totals: SurveyTotals = {
        responses: 0,
        helpfulnessSum: 0,
        helpfulness: {},
        usageReasons: {},
        futureUsage: {},
      };
      for (const row of rows) {
        const count = Number(row.count);
        totals.responses += count;
        totals.helpfulnessSum += row.helpfulness * count;
        totals.helpfulness[row.helpfulness] = (totals.helpfulness[row.helpfulness] ?? 0) + count;
        totals.usageReasons[row.usageReason] = (totals.usageReasons[row.usageReason] ?? 0) + count;
        totals.futureUsage[row.futureUsage] = (totals.futureUsage[row.futureUsage] ?? 0) + count;
      }
      return totals;
    },
  };
}
