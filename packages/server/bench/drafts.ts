import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { normalize, toShipmentDraftBody, validateDraft } from '@shipdeck/core/shipment';
import { exportDraft, item, TODAY } from '@shipdeck/core/testing';
import { createValidationContext } from '@shipdeck/core/validation';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/database';
import { runSeeds } from '../src/db/seedRuns';
import { DEMO_PASSWORD, demoAccountsStep } from '../src/seed/demoAccounts';
import { onEachDatabase } from './databases';

/**
 * Drafts (issue 11): a draft save round trip — PUT /api/shipment_drafts/{id} of a 50-line export
 * draft, then GET it back, as the wizard saves on Continue and reopens at /draft/{id} — p50 and p99 on
 * both databases, beside what the browser spends on the same draft: normalise + validate (core's
 * rules, goal p50 ≤ 1 ms). The real app in this process, requests through Fastify's inject.
 */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] as number;
const ms = (value: number) => `${value.toFixed(2)} ms`;

/** The 50-line US → Germany export of core's draft bench. */
const draft = exportDraft(
  {
    shipmentDetails: {
      products: {
        packages: [
          { weight: 12, length: 20, width: 16, height: 12, numberOfPackages: 2 },
          { weight: 30, length: 24, width: 18, height: 18, numberOfPackages: 1 },
        ],
      },
    },
  },
  Array.from({ length: 50 }, (_, i) =>
    item({ itemDescription: `Component ${i + 1}`, quantity: 1 + (i % 7), itemValue: 10 + i }),
  ),
);

function rulesFigures(): string {
  const ctx = createValidationContext({ today: TODAY });
  const times: number[] = [];
  for (let i = 0; i < 50; i++) validateDraft(normalize(draft, { today: TODAY }), ctx);
  for (let i = 0; i < 500; i++) {
    const at = performance.now();
    validateDraft(normalize(draft, { today: TODAY }), ctx);
    times.push(performance.now() - at);
  }
  times.sort((a, b) => a - b);
  return `normalise + validate (browser side): p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}`;
}

async function measure(name: string, handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
  await runSeeds(handle.db, [demoAccountsStep()]);
  const app = await buildApp({
    db: handle.db,
    jwtSecret: new TextEncoder().encode('bench secret, long enough to sign with'),
  });
  try {
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/authentication_token',
      payload: { email: 'client@demo.shipdeck.test', password: DEMO_PASSWORD, refreshTokenDelivery: 'body' },
    });
    const headers = { authorization: `Bearer ${signIn.json().token as string}` };
    const body = () => toShipmentDraftBody(draft, new Date().toISOString());
    const created = await app.inject({
      method: 'POST',
      url: '/api/shipment_drafts',
      headers,
      payload: body(),
    });
    if (created.statusCode !== 201 && created.statusCode !== 200) throw new Error(`create: ${created.body}`);
    const id = created.json().id as string;
    const roundTrip = async () => {
      const at = performance.now();
      const saved = await app.inject({
        method: 'PUT',
        url: `/api/shipment_drafts/${id}`,
        headers,
        payload: body(),
      });
      const read = await app.inject({ method: 'GET', url: `/api/shipment_drafts/${id}`, headers });
      if (saved.statusCode !== 200 || read.statusCode !== 200) throw new Error(`round trip: ${saved.body}`);
      return performance.now() - at;
    };
    for (let i = 0; i < 10; i++) await roundTrip();
    const times: number[] = [];
    for (let i = 0; i < 200; i++) times.push(await roundTrip());
    times.sort((a, b) => a - b);
    console.log(
      `  ${name}: draft save round trip (PUT + GET, 50 lines, ${(JSON.stringify(body()).length / 1024).toFixed(1)} KB): p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}`,
    );
  } finally {
    await app.close();
  }
}

console.log(`\nDrafts (issue 11), load ${loadavg()[0]?.toFixed(1)}`);
console.log(`  ${rulesFigures()}`);
await onEachDatabase(measure);
