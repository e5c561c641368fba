import { surveyResponseBody, surveyResponseListQuery } from '@shipdeck/core/contract';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../auth/authentication';
import { contextIri, hydraCollection } from '../platform/jsonld';
import { parseInput } from '../platform/parseInput';
import type { SurveyService } from './surveyService';

/** The first-shipment survey (spec 02 §2, spec 03 §2): its status, a response, the administrators' list. */
export async function surveyRoutes(
  app: FastifyInstance,
  { survey }: { survey: SurveyService },
): Promise<void> {
  app.get('/api/first_shipment_survey', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return {
      '@context': contextIri('FirstShipmentSurvey'),
      '@type': 'FirstShipmentSurvey',
      ...(await survey.status(callerOf(request))),
    };
  });

  app.post('/api/survey_responses', async (request, reply) => {
    const body = parseInput(surveyResponseBody, request.body);
    const answer = await survey.record(callerOf(request), body);
    reply.code(201).header('cache-control', 'no-store');
    return {
      '@context': contextIri('SurveyResponse'),
      '@id': `/api/survey_responses/${answer.id}`,
      '@type': 'SurveyResponse',
      ...answer,
    };
  });

  app.get('/api/survey_responses', async (request, reply) => {
    const query = parseInput(surveyResponseListQuery, request.query);
    reply.header('cache-control', 'no-store');
    const { members, summary } = await survey.list(query.page, query.itemsPerPage);
    return {
      ...hydraCollection('SurveyResponse', '/api/survey_responses', members, summary.responses, {
        page: query.page,
        itemsPerPage: query.itemsPerPage,
      }),
      summary,
    };
  });
}
