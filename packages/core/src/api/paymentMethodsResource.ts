import type { SavedPaymentMethodBodyInput, SavedPaymentMethodResource } from '../contract/payments';
import { type Page, unwrapCollection } from './hydra';
import type { ApiTransport } from './transport';

/**
 * Stored payment methods (spec 03 §7): list (page=1), add (the card or account is tokenised by the
 * server's payment gateway and never kept), delete. A refusal (a declined card, a bad routing
 * number) is an ApiError whose violations name the field, e.g. `card.cardNumber`.
 */
export function paymentMethodsResource(transport: ApiTransport) {
  return {
    /** GET /saved_payment_methods: newest first. */
    async paymentMethods(page = 1): Promise<Page<SavedPaymentMethodResource>> {
      const data = await transport.request<unknown>('/saved_payment_methods', { query: { page } });
      return unwrapCollection<SavedPaymentMethodResource>(data);
    },
    /** POST /saved_payment_methods: answers the stored method (display fields and id). */
    async addPaymentMethod(body: SavedPaymentMethodBodyInput): Promise<SavedPaymentMethodResource> {
      const data = await transport.request<SavedPaymentMethodResource>('/saved_payment_methods', {
        method: 'POST',
        body: body as unknown as Record<string, unknown>,
      });
      return transport.body(data);
    },
    /** DELETE /saved_payment_methods/{id} (spec 03 §7: response success). */
    async deletePaymentMethod(id: string): Promise<void> {
      await transport.request<unknown>(`/saved_payment_methods/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      });
    },
  };
}
