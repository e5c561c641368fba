import { randomBytes, randomUUID } from 'node:crypto';
import {
  type CreateWebhookEndpointRequest,
  MAX_WEBHOOK_ENDPOINTS,
  type UpdateWebhookEndpointRequest,
  type Violation,
  WEBHOOK_EVENT_TYPES,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointCreated,
  type WebhookEventType,
} from '@shipdeck/core/contract';
import { messages } from '@shipdeck/core/messages';
import type { AuditLog } from '../audit/auditLog';
import type { WebhookDeliveryRow, WebhookEndpointRow } from '../db/schema';
import { serverMessage } from '../messages';
import { notFound, unprocessable } from '../platform/apiError';
import type { WebhookJobs } from './webhookJobs';
import type { WebhookRepository } from './webhookRepository';
import { checkWebhookUrl, type WebhookTargetPolicy, type WebhookUrlProblem } from './webhookTarget';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type WebhookEndpointView = WebhookEndpoint & { '@id': string; '@type': 'WebhookEndpoint' };
export type WebhookDeliveryView = WebhookDelivery & { '@id': string; '@type': 'WebhookDelivery' };

/** A new signing secret: 256 random bits, `whsec_` so a leaked one is recognisable in a scan. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

const endpointIri = (row: WebhookEndpointRow) => `/api/accounts/${row.accountId}/webhook_endpoints/${row.id}`;

export function toEndpointView(row: WebhookEndpointRow): WebhookEndpointView {
  return {
    '@id': endpointIri(row),
    '@type': 'WebhookEndpoint',
    id: row.id,
    account: row.accountId,
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes as WebhookEventType[],
    enabled: row.enabled,
    secretHint: row.secret.slice(-4),
    createdOn: row.createdOn.toISOString(),
    updatedOn: row.updatedOn.toISOString(),
  };
}

export function toDeliveryView(accountId: string, row: WebhookDeliveryRow): WebhookDeliveryView {
  return {
    '@id': `/api/accounts/${accountId}/webhook_endpoints/${row.endpointId}/deliveries/${row.id}`,
    '@type': 'WebhookDelivery',
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType,
    attempt: row.attempt,
    statusCode: row.statusCode,
    succeeded: row.succeeded,
    durationMs: row.durationMs,
    error: row.error,
    nextAttemptOn: row.nextAttemptOn?.toISOString() ?? null,
    attemptedOn: row.attemptedOn.toISOString(),
  };
}

const URL_MESSAGES: Record<WebhookUrlProblem, Parameters<typeof serverMessage>[0]> = {
  urlRequired: 'webhook.urlRequired',
  urlInvalid: 'webhook.urlInvalid',
  httpsRequired: 'webhook.httpsRequired',
  privateTarget: 'webhook.privateTarget',
};

const violation = (propertyPath: string, message: string): Violation => ({
  propertyPath,
  message,
  severity: 'error',
});

export interface WebhookServiceDeps {
  repository: WebhookRepository;
  jobs: WebhookJobs;
  /** Whether the account (a user) exists. */
  accountExists: (id: string) => Promise<boolean>;
  audit: AuditLog;
  policy: WebhookTargetPolicy;
  now: () => Date;
}

/**
 * Webhook endpoints (issue 14, docs/webhooks.md): administrators register, change, disable, delete and
 * test an account's endpoints and read their delivery log. An endpoint is addressed under its account:
 * another account's endpoint id is not found (404), as an unknown one.
 */
export function createWebhookService({
  repository,
  jobs,
  accountExists,
  audit,
  policy,
  now,
}: WebhookServiceDeps) {
  async function account(accountId: string): Promise<string> {
    const id = accountId.toLowerCase();
    if (!UUID.test(id) || !(await accountExists(id)))
      throw notFound(serverMessage('webhook.accountNotFound'));
    return id;
  }

  async function existing(accountId: string, id: string): Promise<WebhookEndpointRow> {
    const accountKey = await account(accountId);
    const key = id.toLowerCase();
    const row = UUID.test(key) ? await repository.find(accountKey, key) : undefined;
    if (!row) throw notFound(serverMessage('webhook.notFound'));
    return row;
  }

  function checkedUrl(value: string, violations: Violation[]): string | null {
    const checked = checkWebhookUrl(value, policy);
    if ('problem' in checked) {
      violations.push(violation('url', serverMessage(URL_MESSAGES[checked.problem])));
      return null;
    }
    return checked.url;
  }

  const uniqueTypes = (types: readonly WebhookEventType[] | undefined) =>
    types ? [...new Set(types)] : [...WEBHOOK_EVENT_TYPES];

  return {
    async list(accountId: string, page: number, itemsPerPage: number) {
      const id = await account(accountId);
      const { rows, total } = await repository.list(id, itemsPerPage, (page - 1) * itemsPerPage);
      return { members: rows.map(toEndpointView), total };
    },

    async create(
      actorId: string,
      accountId: string,
      request: CreateWebhookEndpointRequest,
    ): Promise<WebhookEndpointCreated & WebhookEndpointView> {
      const id = await account(accountId);
      const violations: Violation[] = [];
      const url = checkedUrl(request.url, violations);
      if (violations.length === 0 && (await repository.countOf(id)) >= MAX_WEBHOOK_ENDPOINTS) {
        violations.push(violation('url', serverMessage('webhook.tooMany', { max: MAX_WEBHOOK_ENDPOINTS })));
      }
      if (violations.length > 0 || !url) throw unprocessable(messages('generic.invalidNotice'), violations);
      const secret = newWebhookSecret();
      const at = now();
      const row: WebhookEndpointRow = {
        id: randomUUID(),
        accountId: id,
        url,
        description: request.description?.trim() ?? '',
        secret,
        eventTypes: uniqueTypes(request.eventTypes),
        enabled: request.enabled ?? true,
        createdBy: actorId,
        createdOn: at,
        updatedOn: at,
      };
      await repository.insert(row);
      await audit.record({
        actorId,
        subjectId: row.id,
        action: 'webhookEndpointCreated',
        details: { account: id, url, eventTypes: row.eventTypes, enabled: row.enabled },
      });
      return { ...toEndpointView(row), secret };
    },

    async update(actorId: string, accountId: string, id: string, request: UpdateWebhookEndpointRequest) {
      const row = await existing(accountId, id);
      const violations: Violation[] = [];
      const url = request.url === undefined ? undefined : checkedUrl(request.url, violations);
      if (violations.length > 0) throw unprocessable(messages('generic.invalidNotice'), violations);
      const changes = {
        ...(url ? { url } : {}),
        ...(request.description !== undefined ? { description: request.description.trim() } : {}),
        ...(request.eventTypes ? { eventTypes: uniqueTypes(request.eventTypes) } : {}),
        ...(request.enabled !== undefined ? { enabled: request.enabled } : {}),
      };
      if (Object.keys(changes).length > 0) {
        await repository.update(row.id, changes, now());
        await audit.record({
          actorId,
          subjectId: row.id,
          action: 'webhookEndpointUpdated',
          details: { account: row.accountId, ...changes, previousUrl: row.url },
        });
      }
      return toEndpointView(await existing(accountId, id));
    },

    async remove(actorId: string, accountId: string, id: string) {
      const row = await existing(accountId, id);
      await repository.remove(row.id);
      await audit.record({
        actorId,
        subjectId: row.id,
        action: 'webhookEndpointDeleted',
        details: { account: row.accountId, url: row.url },
      });
    },

    /** The test button: a `ping` now, whether the endpoint is enabled or not; answers the attempt. */
    async test(accountId: string, id: string): Promise<WebhookDeliveryView> {
      const row = await existing(accountId, id);
      return toDeliveryView(row.accountId, await jobs.ping(row));
    },

    async deliveries(accountId: string, id: string, page: number, itemsPerPage: number) {
      const row = await existing(accountId, id);
      const { rows, total } = await repository.deliveries(row.id, itemsPerPage, (page - 1) * itemsPerPage);
      return { members: rows.map((delivery) => toDeliveryView(row.accountId, delivery)), total };
    },
  };
}

export type WebhookService = ReturnType<typeof createWebhookService>;
