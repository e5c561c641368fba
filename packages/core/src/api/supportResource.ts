import type {
  SubmitForFreightQuoteRequestInput,
  SubmitForFreightQuoteResponse,
  SupportRequestBodyInput,
  SupportRequestResponse,
} from '../contract/support';
import type { ApiTransport } from './transport';

/** Requests to the operations team (spec 01 §7): a freight quote, a support request. */
export function supportResource(transport: ApiTransport) {
  return {
    /** POST /submit_for_freight_quote_actions {quoteData, contactData}; a guest may ask too. */
    async submitForFreightQuote(
      request: SubmitForFreightQuoteRequestInput,
    ): Promise<SubmitForFreightQuoteResponse> {
      const data = await transport.request<SubmitForFreightQuoteResponse>(
        '/submit_for_freight_quote_actions',
        {
          method: 'POST',
          body: request as unknown as Record<string, unknown>,
        },
      );
      return transport.body(data);
    },
    /** POST /support_requests: the answer carries the request's id (spec 03 §7). */
    async sendSupportRequest(request: SupportRequestBodyInput): Promise<SupportRequestResponse> {
      const data = await transport.request<SupportRequestResponse>('/support_requests', {
        method: 'POST',
        body: request as unknown as Record<string, unknown>,
      });
      return transport.body(data);
    },
  };
}
