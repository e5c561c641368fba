import { randomUUID } from 'node:crypto';
import type { SurveyFutureUsage, SurveyUsageReason } from '@shipdeck/core/contract';
import { createValidationContext, validateSurveyForm } from '@shipdeck/core/validation';
import { inArray } from 'drizzle-orm';
import { users } from '../db/accountSchema';
import type { SeedStep } from '../db/seedRuns';
import { createSurveyRepository } from '../survey/surveyRepository';
import { DEMO_ACCOUNTS, insertDemoAccounts } from './demoAccounts';

export interface DemoSurveyAnswer {
  /** The demo account (docs/demo-accounts.md) whose response it is. */
  key: string;
  /** A CSR who filled it in for the client on the phone; the client otherwise. */
  answeredBy?: string;
  daysAgo: number;
  usageReason: SurveyUsageReason;
  usageReasonOther?: string;
  helpfulness: number;
  futureUsage: SurveyFutureUsage;
  likedLeast?: string;
  featureWanted?: string;
}

/**
 * Answers of demo clients (issue 15), so /survey-results shows a spread of responses and figures. Only
 * clients; never `firstshipment`, whose first booking asks the survey, nor the accounts whose sign-in
 * states keep them from booking.
 */
export const DEMO_SURVEY_ANSWERS: readonly DemoSurveyAnswer[] = [
  {
    key: 'client',
    daysAgo: 41,
    usageReason: 'business',
    helpfulness: 5,
    futureUsage: 'weekly',
    likedLeast: 'Typing the HS codes of every item on the commercial invoice.',
    featureWanted: 'Reuse the customs details of my last shipment to the same country',
  },
  {
    key: 'client2',
    answeredBy: 'csr',
    daysAgo: 23,
    usageReason: 'marketplace',
    helpfulness: 4,
    futureUsage: 'daily',
    likedLeast: 'Orders from my shop had to be imported by hand.',
    featureWanted: 'Print all labels of a day at once',
  },
  {
    key: 'whitelisted',
    daysAgo: 17,
    usageReason: 'documents',
    helpfulness: 6,
    futureUsage: 'monthly',
  },
  {
    key: 'renumbered',
    daysAgo: 12,
    usageReason: 'other',
    usageReasonOther: 'Samples to a trade fair in Frankfurt',
    helpfulness: 3,
    futureUsage: 'fewTimesAYear',
    likedLeast: 'I did not know which export filing to choose.',
    featureWanted: 'A short guide to the export filing options',
  },
  {
    key: 'nonos',
    daysAgo: 8,
    usageReason: 'personal',
    helpfulness: 2,
    futureUsage: 'notAgain',
    likedLeast: 'The pickup window of the day I wanted was already closed.',
  },
  {
    key: 'lockme',
    daysAgo: 3,
    usageReason: 'business',
    helpfulness: 6,
    futureUsage: 'weekly',
    featureWanted: 'Save a package size as a preset',
  },
];

const idOf = (key: string) => {
  const account = DEMO_ACCOUNTS.find((a) => a.key === key);
  if (!account?.row.id) throw new Error(`no demo account ${key}`);
  return account.row.id;
};

/**
 * The demo clients' survey responses (issue 15), and the client with no shipment yet whose first booking
 * asks the survey (a database seeded before issue 15 lacks it). Each answer is checked by core's survey
 * rules as the server checks one, and names the client's first shipment when it has one.
 */
export function demoSurveyStep(deps: { now: () => Date }): SeedStep {
  return {
    name: '2026-issue-15-demo-survey',
    async run(db) {
      await insertDemoAccounts(
        db,
        DEMO_ACCOUNTS.filter((a) => a.key === 'firstshipment'),
      );
      const ids = DEMO_SURVEY_ANSWERS.map((a) => idOf(a.key));
      const present = new Set(
        (await db.select({ id: users.id }).from(users).where(inArray(users.id, ids))).map((u) => u.id),
      );
      const repository = createSurveyRepository(db);
      const now = deps.now().getTime();
      for (const answer of DEMO_SURVEY_ANSWERS) {
        const ownerId = idOf(answer.key);
        if (!present.has(ownerId)) continue;
        const form = {
          usageReason: answer.usageReason,
          usageReasonOther: answer.usageReasonOther ?? '',
          helpfulness: answer.helpfulness,
          futureUsage: answer.futureUsage,
          likedLeast: answer.likedLeast ?? '',
          featureWanted: answer.featureWanted ?? '',
        };
        const errors = validateSurveyForm(form, createValidationContext()).filter(
          (e) => e.severity !== 'warning',
        );
        if (errors.length > 0) throw new Error(`demo survey answer of ${answer.key}: ${errors[0]?.message}`);
        await repository.insert({
          id: randomUUID(),
          ownerId,
          answeredBy: answer.answeredBy ? idOf(answer.answeredBy) : ownerId,
          shipmentId: await repository.firstShipmentOf(ownerId),
          usageReason: answer.usageReason,
          usageReasonOther: answer.usageReasonOther ?? null,
          helpfulness: answer.helpfulness,
          futureUsage: answer.futureUsage,
          likedLeast: answer.likedLeast ?? null,
          featureWanted: answer.featureWanted ?? null,
          createdOn: new Date(now - answer.daysAgo * 86_400_000),
        });
      }
    },
  };
}

/**
 * The accounts the survey's end-to-end test books a first shipment with, one per attempt (CI retries a
 * failed test once): each attempt's booking is a real first shipment, and `firstshipment` stays unbooked.
 */
export const SURVEY_RUN_ACCOUNTS = ['surveyrun1', 'surveyrun2'] as const;

export function demoSurveyRunAccountsStep(): SeedStep {
  return {
    name: '2026-issue-15-survey-run-accounts',
    async run(db) {
      await insertDemoAccounts(
        db,
        DEMO_ACCOUNTS.filter((a) => (SURVEY_RUN_ACCOUNTS as readonly string[]).includes(a.key)),
      );
    },
  };
}
