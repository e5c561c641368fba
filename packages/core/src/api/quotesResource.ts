import type { QuoteListed, RateShipmentRequest, RateShipmentResponse } from '../contract/quote';
import { type ApiFailure, isApiFailure } from './apiError';
import { type Page, unwrapCollection } from './hydra';
import type { ApiTransport } from './transport';

export interface PageRequest {
  page?: number;
  /** spec 02 §9: quotes page size 10. */
  itemsPerPage?: number;
}

export interface RateShipmentOptions {
  /**
   * The standalone quote tolerates 400 and 422 (spec 02 §7) and shows the server's text and field
   * violations as a notice; the prepare flow lets them throw.
   */
  standalone?: boolean;
}

/** Rating and stored quotes. */
export function quotesResource(transport: ApiTransport) {
  return {
    /** POST /rate_shipment_actions. */
    async rateShipment(
      request: RateShipmentRequest,
      options: RateShipmentOptions = {},
    ): Promise<RateShipmentResponse | ApiFailure> {
      const data = await transport.request<RateShipmentResponse>('/rate_shipment_actions', {
        method: 'POST',
        body: request as unknown as Record<string, unknown>,
        tolerate: options.standalone === false ? [] : [400, 422],
      });
      return isApiFailure(data) ? data : transport.body(data);
    },
    /** GET /quotes: the caller's standalone quotes not yet turned into shipments (spec 02 §7). */
    async quotes(page: PageRequest = {}): Promise<Page<QuoteListed>> {
      const data = await transport.request<unknown>('/quotes', {
        query: { page: page.page ?? 1, itemsPerPage: page.itemsPerPage ?? 10, 'exists[shipmentId]': false },
      });
      return unwrapCollection<QuoteListed>(data);
    },
  };
}
