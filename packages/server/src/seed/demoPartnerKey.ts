import { partnerKeys } from '../db/schema';
import type { SeedStep } from '../db/seedRuns';
import { hashSecretKey } from '../partners/partnerKeyService';

/**
 * The example storefront's partner key (issue 9; README "Partner keys", examples/storefront): bound to
 * the storefront's default origins, created by the demo admin. Demo data only: its secret key is
 * public, as the demo password is, so nothing but a demo database may hold it.
 */
export const DEMO_PARTNER_KEY = {
  id: '00000000-0000-4000-8000-00000000c001',
  name: 'Northwind Ceramics (example storefront)',
  publishableKey: 'pk_test_northwind_example_storefront',
  secretKey: 'sk_test_northwind_example_storefront_demo_only',
  origins: ['http://127.0.0.1:3001', 'http://localhost:3001'],
} as const;

const DEMO_ADMIN_ID = '00000000-0000-4000-8000-000000000008';

export function demoPartnerKeyStep(): SeedStep {
  return {
    name: '2026-issue-9-demo-partner-key',
    async run(db) {
      const key = DEMO_PARTNER_KEY;
      await db
        .insert(partnerKeys)
        .values({
          id: key.id,
          name: key.name,
          mode: 'test',
          publishableKey: key.publishableKey,
          secretKeyHash: hashSecretKey(key.secretKey),
          secretKeyHint: key.secretKey.slice(-4),
          origins: [...key.origins],
          createdBy: DEMO_ADMIN_ID,
        })
        .onConflictDoNothing();
    },
  };
}
