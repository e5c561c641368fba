import { webhookEndpoints } from '../db/schema';
import type { SeedStep } from '../db/seedRuns';
import { DEMO_CLIENT_ID } from './demoAccounts';

const DEMO_ADMIN_ID = '00000000-0000-4000-8000-000000000008';

/**
 * The demo client's webhook endpoint (issue 14, docs/webhooks.md#demo-data), registered by the demo
 * admin. Decision: it points at a local port nothing listens on (127.0.0.1:9, the discard port), so
 * the Webhooks page shows what a partner's outage looks like — each status change of the demo
 * client's shipments fails at once (connection refused) and is retried on the backoff schedule — and
 * the test button answers a failure. A tester who wants a success registers their own receiver. Demo
 * data only: its secret is public, as the demo password is.
 */
export const DEMO_WEBHOOK_ENDPOINT = {
  id: '00000000-0000-4000-8000-00000000d001',
  url: 'http://127.0.0.1:9/shipdeck-events',
  description: 'Demo: a receiver that is not running (shows failures and retries)',
  secret: 'whsec_demo_only_not_secret_0000000000000000000',
} as const;

export function demoWebhooksStep(): SeedStep {
  return {
    name: '2026-issue-14-demo-webhook',
    async run(db) {
      const endpoint = DEMO_WEBHOOK_ENDPOINT;
      await db
        .insert(webhookEndpoints)
        .values({
          id: endpoint.id,
          accountId: DEMO_CLIENT_ID,
          url: endpoint.url,
          description: endpoint.description,
          secret: endpoint.secret,
          eventTypes: ['shipment.status_changed'],
          enabled: true,
          createdBy: DEMO_ADMIN_ID,
        })
        .onConflictDoNothing();
    },
  };
}
