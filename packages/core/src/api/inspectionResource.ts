import type { QuoteInspection, UserInspection } from '../contract/inspection';
import type { ApiTransport } from './transport';

/** The quote inspection's calls (super admin; spec 02 §2 /inspection/{id} and /inspection/user/{id}). */
export function inspectionResource(transport: ApiTransport) {
  const id = (value: string) => encodeURIComponent(value);
  return {
    /** GET /quote_inspections/{id}: the quote's rates explained line by line. */
    async quoteInspection(quoteId: string): Promise<QuoteInspection> {
      return transport.body(await transport.request<QuoteInspection>(`/quote_inspections/${id(quoteId)}`));
    },
    /** GET /user_inspections/{id}: a user's price class and quotes, newest first. */
    async userInspection(userId: string, page = 1): Promise<UserInspection> {
      return transport.body(
        await transport.request<UserInspection>(`/user_inspections/${id(userId)}`, { query: { page } }),
      );
    },
  };
}
