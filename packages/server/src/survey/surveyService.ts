import { randomUUID } from 'node:crypto';
import {
  type FirstShipmentSurvey,
  SURVEY_SCALE_MAX,
  type SurveyResponseBody,
  type SurveyResponseResource,
  type SurveySummary,
  type Violation,
} from '@shipdeck/core/contract';
import { messages } from '@shipdeck/core/messages';
import { createValidationContext, validateSurveyForm } from '@shipdeck/core/validation';
import type { Principal } from '../auth/principal';
import { serverMessage } from '../messages';
import { ApiError, forbidden, notFound, unprocessable } from '../platform/apiError';
import type { ListedSurveyResponse, SurveyRepository } from './surveyRepository';

export interface SurveyService {
  status(caller: Principal): Promise<FirstShipmentSurvey>;
  record(caller: Principal, body: SurveyResponseBody): Promise<{ id: string; message: string }>;
  list(
    page: number,
    itemsPerPage: number,
  ): Promise<{ members: SurveyResponseResource[]; summary: SurveySummary }>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/**
 * The first-shipment survey (spec 02 §2, spec 03 §2), stored by us instead of an external form service:
 * core's survey rules decide (422 with the form's own messages), one response per account (a second
 * is 409), and administrators read every response with figures over all of them.
 */
export function createSurveyService(repository: SurveyRepository, now: () => Date): SurveyService {
  const ownerOf = (caller: Principal) => {
    const session = caller.session;
    if (!session) throw forbidden(serverMessage('auth.forbidden'));
    return session;
  };
  return {
    async status(caller) {
      const { ownerId } = ownerOf(caller);
      const [firstShipmentId, answered] = await Promise.all([
        repository.firstShipmentOf(ownerId),
        repository.hasAnswered(ownerId),
      ]);
      return { firstShipmentId, answered };
    },

    async record(caller, body) {
      const { ownerId, userId } = ownerOf(caller);
      const form = {
        usageReason: body.usageReason,
        usageReasonOther: body.usageReasonOther ?? '',
        helpfulness: body.helpfulness,
        futureUsage: body.futureUsage,
        likedLeast: body.likedLeast ?? '',
        featureWanted: body.featureWanted ?? '',
      };
      const errors = validateSurveyForm(form, createValidationContext()).filter(
        (e) => e.severity !== 'warning',
      );
      if (errors.length > 0) throw unprocessable((errors[0] as Violation).message, errors);
      const shipmentId = blankToNull(body.shipmentId);
      if (shipmentId !== null) {
        // Another account's shipment reads as missing (no existence leak).
        const owned =
          UUID.test(shipmentId) && (await repository.ownsShipment(ownerId, shipmentId.toLowerCase()));
        if (!owned) throw notFound(serverMessage('shipment.notFound'));
      }
      const id = randomUUID();
      const stored = await repository.insert({
        id,
        ownerId,
        answeredBy: userId,
        shipmentId: shipmentId?.toLowerCase() ?? null,
        usageReason: form.usageReason as SurveyResponseResource['usageReason'],
        usageReasonOther: form.usageReason === 'other' ? blankToNull(form.usageReasonOther) : null,
        helpfulness: form.helpfulness as number,
        futureUsage: form.futureUsage as SurveyResponseResource['futureUsage'],
        likedLeast: blankToNull(form.likedLeast),
        featureWanted: blankToNull(form.featureWanted),
        createdOn: now(),
      });
      if (!stored) throw new ApiError(409, 'SurveyAnswered', messages('survey.alreadyRecorded'));
      return { id, message: messages('survey.recorded') };
    },

    async list(page, itemsPerPage) {
      const [rows, totals] = await Promise.all([
        repository.list(itemsPerPage, (page - 1) * itemsPerPage),
        repository.totals(),
      ]);
      return {
        members: rows.map(toResource),
        summary: {
          responses: totals.responses,
          averageHelpfulness:
            totals.responses > 0 ? Math.round((totals.helpfulnessSum / totals.responses) * 100) / 100 : null,
          helpfulness: Array.from({ length: SURVEY_SCALE_MAX }, (_, i) => totals.helpfulness[i + 1] ?? 0),
          usageReasons: totals.usageReasons,
          futureUsage: totals.futureUsage,
        },
      };
    },
  };
}

function toResource(row: ListedSurveyResponse): SurveyResponseResource {
  return {
    '@id': `/api/survey_responses/${row.id}`,
    '@type': 'SurveyResponse',
    id: row.id,
    createdOn: row.createdOn.toISOString(),
    shipmentId: row.shipmentId,
    owner: { id: row.ownerId, name: row.ownerName, companyName: row.ownerCompanyName },
    answeredByName: row.answeredByName,
    usageReason: row.usageReason,
    usageReasonOther: row.usageReasonOther,
    helpfulness: row.helpfulness,
    futureUsage: row.futureUsage,
    likedLeast: row.likedLeast,
    featureWanted: row.featureWanted,
  };
}
