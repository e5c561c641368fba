import type { FirstShipmentSurvey, SurveyResponseBody, SurveyResponseList } from '../contract/survey';
import type { ApiTransport } from './transport';

/** The first-shipment survey's calls (spec 02 §2, spec 03 §2; stored by our API). */
export function surveyResource(transport: ApiTransport) {
  return {
    /** GET /first_shipment_survey: the account's first shipment and whether it answered. */
    async firstShipmentSurvey(): Promise<FirstShipmentSurvey> {
      return transport.body(await transport.request<FirstShipmentSurvey>('/first_shipment_survey'));
    },
    /** POST /survey_responses: the answer; its message is the spec's notice. */
    async submitSurvey(body: SurveyResponseBody): Promise<{ id: string; message: string }> {
      return transport.body(
        await transport.request<{ id: string; message: string }>('/survey_responses', {
          method: 'POST',
          body: { ...body },
        }),
      );
    },
    /** GET /survey_responses (administrators): a page of responses with the figures over all. */
    async surveyResponses(page = 1): Promise<SurveyResponseList> {
      return transport.body(
        await transport.request<SurveyResponseList>('/survey_responses', { query: { page } }),
      );
    },
  };
}
