import {
  createWebhookEndpointRequest,
  updateWebhookEndpointRequest,
  webhookDeliveryListQuery,
  webhookEndpointListQuery,
} from '@shipdeck/core/contract';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../auth/authentication';
import { hydraCollection } from '../platform/jsonld';
import { parseInput } from '../platform/parseInput';
import type { WebhookService } from './webhookService';

/** The admin (the person signed in, on their own account: the `admin` requirement checks it). */
const actorOf = (request: Parameters<typeof callerOf>[0]) => callerOf(request).session?.userId as string;

type AccountParams = { Params: { accountId: string } };
type EndpointParams = { Params: { accountId: string; id: string } };
const BASE = '/api/accounts/:accountId/webhook_endpoints';

/** Webhooks (issue 14, docs/webhooks.md): administrators manage an account's endpoints. */
export async function webhookRoutes(
  app: FastifyInstance,
  { webhooks }: { webhooks: WebhookService },
): Promise<void> {
  app.get<AccountParams>(BASE, async (request, reply) => {
    const query = parseInput(webhookEndpointListQuery, request.query);
    const { members, total } = await webhooks.list(request.params.accountId, query.page, query.itemsPerPage);
    reply.header('cache-control', 'no-store');
    return hydraCollection(
      'WebhookEndpoint',
      `/api/accounts/${request.params.accountId}/webhook_endpoints`,
      members,
      total,
      { page: query.page, itemsPerPage: query.itemsPerPage },
    );
  });

  app.post<AccountParams>(BASE, async (request, reply) => {
    const input = parseInput(createWebhookEndpointRequest, request.body ?? {});
    const created = await webhooks.create(actorOf(request), request.params.accountId, input);
    // The secret is in this answer only: no cache may keep it.
    reply.header('cache-control', 'no-store').header('location', created['@id']).code(201);
    return { '@context': '/api/contexts/WebhookEndpoint', ...created };
  });

  app.patch<EndpointParams>(`${BASE}/:id`, async (request, reply) => {
    const input = parseInput(updateWebhookEndpointRequest, request.body ?? {});
    reply.header('cache-control', 'no-store');
    const endpoint = await webhooks.update(
      actorOf(request),
      request.params.accountId,
      request.params.id,
      input,
    );
    return { '@context': '/api/contexts/WebhookEndpoint', ...endpoint };
  });

  app.delete<EndpointParams>(`${BASE}/:id`, async (request, reply) => {
    await webhooks.remove(actorOf(request), request.params.accountId, request.params.id);
    return reply.code(204).send();
  });

  app.post<EndpointParams>(`${BASE}/:id/test_actions`, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const delivery = await webhooks.test(request.params.accountId, request.params.id);
    return { '@context': '/api/contexts/WebhookDelivery', ...delivery };
  });

  app.get<EndpointParams>(`${BASE}/:id/deliveries`, async (request, reply) => {
    const query = parseInput(webhookDeliveryListQuery, request.query);
    const { accountId, id } = request.params;
    const { members, total } = await webhooks.deliveries(accountId, id, query.page, query.itemsPerPage);
    reply.header('cache-control', 'no-store');
    return hydraCollection(
      'WebhookDelivery',
      `/api/accounts/${accountId}/webhook_endpoints/${id}/deliveries`,
      members,
      total,
      { page: query.page, itemsPerPage: query.itemsPerPage },
    );
  });
}
