import * as z from 'zod/mini';
import { hydraCollection } from './hydra';
import { text } from './text';

/**
 * The first-shipment survey (spec 02 §2, spec 03 §2: /survey-form, in a modal after the first
 * shipment's Congratulations). The spec names its fields only (usage reason with an Other option, a
 * 1-6 helpfulness scale, future usage, what was liked least, one additional feature wanted) and posts it
 * to an external form service; ours stores it (POST /api/survey_responses) and shows the answers to
 * administrators (GET /api/survey_responses). The choices are ours.
 */

/** What the product was used for (spec: "usage reason (with an Other option)"). */
export const SURVEY_USAGE_REASONS = ['business', 'marketplace', 'personal', 'documents', 'other'] as const;
export type SurveyUsageReason = (typeof SURVEY_USAGE_REASONS)[number];

/** How often the person expects to ship with us (spec: "future usage"). */
export const SURVEY_FUTURE_USAGE = ['daily', 'weekly', 'monthly', 'fewTimesAYear', 'notAgain'] as const;
export type SurveyFutureUsage = (typeof SURVEY_FUTURE_USAGE)[number];

/** spec 02 §9, spec 03 §9: "Survey scale 1 to 6". */
export const SURVEY_SCALE_MIN = 1;
export const SURVEY_SCALE_MAX = 6;
/** spec 02 §9, spec 03 §9: "survey event after 100 ms". */
export const SURVEY_EVENT_DELAY_MS = 100;
/** spec 02 §2, spec 03 §2: the message the survey posts to the parent window once recorded. */
export const SURVEY_SUBMITTED_EVENT = 'surveySubmitted';
/** Free-text answers: what was liked least, the other reason, the feature wanted (ours). */
export const SURVEY_TEXT_MAX = 1000;

/**
 * POST /api/survey_responses. Choices travel as text and are checked by core's survey rules
 * (validation/surveyRules.ts), the same rules the form shows, so a wrong value gets the form's message.
 */
export const surveyResponseBody = z.object({
  /** The shipment the survey follows (the account's first); optional. */
  shipmentId: z.optional(z.nullable(text('id'))),
  usageReason: text('short'),
  usageReasonOther: z.optional(z.nullable(text('text'))),
  helpfulness: z.nullable(z.number()),
  futureUsage: text('short'),
  likedLeast: z.optional(z.nullable(text('text'))),
  featureWanted: z.optional(z.nullable(text('text'))),
});
export type SurveyResponseBody = z.infer<typeof surveyResponseBody>;

/** The answer of POST /api/survey_responses: the stored response and the spec's notice. */
export const surveyRecorded = z.object({
  id: text('id'),
  /** "Your response has been recorded." (spec 02 §2). */
  message: text('line'),
});

/** GET /api/first_shipment_survey: whether the signed-in account is asked the survey, and after which shipment. */
export const firstShipmentSurvey = z.object({
  /** The account's first shipment (the survey follows its Congratulations); null before any. */
  firstShipmentId: z.nullable(text('id')),
  /** The account has answered already (one response per account). */
  answered: z.boolean(),
});
export type FirstShipmentSurvey = z.infer<typeof firstShipmentSurvey>;

/** One stored response, as administrators read it. */
export const surveyResponseResource = z.object({
  '@id': z.optional(text('id')),
  '@type': z.optional(text('id')),
  id: text('id'),
  createdOn: text('id'),
  shipmentId: z.nullable(text('id')),
  owner: z.object({ id: text('id'), name: text('line'), companyName: text('line') }),
  /** Who filled it in, when not the account's own person (a CSR acting for the client). */
  answeredByName: z.nullable(text('line')),
  usageReason: z.enum(SURVEY_USAGE_REASONS),
  usageReasonOther: z.nullable(text('text')),
  helpfulness: z.number(),
  futureUsage: z.enum(SURVEY_FUTURE_USAGE),
  likedLeast: z.nullable(text('text')),
  featureWanted: z.nullable(text('text')),
});
export type SurveyResponseResource = z.infer<typeof surveyResponseResource>;

/** Figures over every response (not only the page): how many, the scale's average and counts, the choices. */
export const surveySummary = z.object({
  responses: z.number(),
  averageHelpfulness: z.nullable(z.number()),
  /** Responses per point of the scale, 1 to 6. */
  helpfulness: z.array(z.number()),
  usageReasons: z.record(text('short'), z.number()),
  futureUsage: z.record(text('short'), z.number()),
});
export type SurveySummary = z.infer<typeof surveySummary>;

export const SURVEY_RESPONSES_PER_PAGE = 20;
export const MAX_SURVEY_RESPONSES_PER_PAGE = 100;

/** GET /api/survey_responses: a page of responses, newest first, with the figures over all of them. */
export const surveyResponseList = z.extend(hydraCollection(surveyResponseResource), {
  summary: surveySummary,
});
export type SurveyResponseList = z.infer<typeof surveyResponseList>;
