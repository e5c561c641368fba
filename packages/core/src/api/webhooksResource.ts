import type {
  CreateWebhookEndpointRequest,
  UpdateWebhookEndpointRequest,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointCreated,
} from '../contract/webhooks';
import { type ApiFailure, isApiFailure } from './apiError';
import { type Page, unwrapCollection } from './hydra';
import type { PageRequest } from './quotesResource';
import type { ApiTransport } from './transport';

/**
 * Webhooks (issue 14, admin; docs/webhooks.md): an account's endpoints — list, register (the answer
 * holds the signing secret, once), change, delete, test-send — and each endpoint's delivery log.
 * Register and change answer their 400/422 as an ApiFailure, so the form shows the URL's problem at it.
 */
export function webhooksResource(transport: ApiTransport) {
  const body = <T>(data: unknown): T => transport.body(data as T);
  const base = (accountId: string) => `/accounts/${encodeURIComponent(accountId)}/webhook_endpoints`;
  const one = (accountId: string, id: string) => `${base(accountId)}/${encodeURIComponent(id)}`;
  return {
    async webhookEndpoints(accountId: string, page: PageRequest = {}): Promise<Page<WebhookEndpoint>> {
      const data = await transport.request<unknown>(base(accountId), {
        query: { page: page.page ?? 1, itemsPerPage: page.itemsPerPage ?? 20 },
      });
      return unwrapCollection<WebhookEndpoint>(data);
    },
    async createWebhookEndpoint(
      accountId: string,
      request: CreateWebhookEndpointRequest,
    ): Promise<WebhookEndpointCreated | ApiFailure> {
      const data = await transport.request<WebhookEndpointCreated>(base(accountId), {
        method: 'POST',
        body: { ...request },
        tolerate: [400, 422],
      });
      return isApiFailure(data) ? data : body<WebhookEndpointCreated>(data);
    },
    async updateWebhookEndpoint(
      accountId: string,
      id: string,
      request: UpdateWebhookEndpointRequest,
    ): Promise<WebhookEndpoint | ApiFailure> {
      const data = await transport.request<WebhookEndpoint>(one(accountId, id), {
        method: 'PATCH',
        body: { ...request },
        tolerate: [400, 422],
      });
      return isApiFailure(data) ? data : body<WebhookEndpoint>(data);
    },
    async deleteWebhookEndpoint(accountId: string, id: string): Promise<void> {
      await transport.request<unknown>(one(accountId, id), { method: 'DELETE' });
    },
    /** POST …/test_actions: a ping now; the attempt's result. */
    async testWebhookEndpoint(accountId: string, id: string): Promise<WebhookDelivery> {
      return body<WebhookDelivery>(
        await transport.request<WebhookDelivery>(`${one(accountId, id)}/test_actions`, {
          method: 'POST',
          body: {},
        }),
      );
    },
    async webhookDeliveries(
      accountId: string,
      id: string,
      page: PageRequest = {},
    ): Promise<Page<WebhookDelivery>> {
      const data = await transport.request<unknown>(`${one(accountId, id)}/deliveries`, {
        query: { page: page.page ?? 1, itemsPerPage: page.itemsPerPage ?? 20 },
      });
      return unwrapCollection<WebhookDelivery>(data);
    },
  };
}
