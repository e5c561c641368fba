import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { toRateShipmentRequest } from '@shipdeck/core/shipment';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/database';
import { runSeeds } from '../src/db/seedRuns';
import { DEMO_PASSWORD, demoAccountsStep } from '../src/seed/demoAccounts';
import { nextWeekday } from '../src/seed/demoQuotes';
import { domesticDraft, exportDraft, preparedBody } from '../src/testing/bookings';
import { onEachDatabase } from './databases';

/**
 * Booking (issue 12 goals: completion with all documents p50 ≤ 100 ms, and its p99; the label's
 * size; how many completions per second two cores sustain while the rate endpoint keeps its p99).
 * The real app in this process (the documents on its worker pool), requests through Fastify's inject.
 */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] as number;

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
    const token = signIn.json().token as string;
    const headers = { authorization: `Bearer ${token}` };
    const { prep } = await preparedBody(app, token, exportDraft(), { paymentId: null });
    const book = async () => {
      const at = performance.now();
      const answer = await app.inject({
        method: 'POST',
        url: '/api/prepare_shipment_actions',
        headers,
        payload: prep,
      });
      if (!answer.json().success) throw new Error(`booking failed: ${answer.body}`);
      return { ms: performance.now() - at, body: answer.json() };
    };
    // Warm the pool's threads and the JIT.
    for (let i = 0; i < 5; i++) await book();

    const serial: number[] = [];
    let last: Awaited<ReturnType<typeof book>>['body'] | null = null;
    for (let i = 0; i < 60; i++) {
      const { ms, body } = await book();
      serial.push(ms);
      last = body;
    }
    serial.sort((a, b) => a - b);
    const labelId = last?.shipment.documents.find((d: { type: string }) => d.type === 'label')?.id;
    const label = await app.inject({ method: 'GET', url: `/api/shipment_documents/${labelId}`, headers });
    const labelBytes = Buffer.from(label.json().file.split(',')[1], 'base64').length;

    // The rate endpoint alone, then beside 4 concurrent bookings for 10 s.
    const rateBody = {
      ...toRateShipmentRequest(domesticDraft(), { today: nextWeekday(new Date()) }),
      carrierProduct: null,
    };
    const rateFor = async (ms: number) => {
      const times: number[] = [];
      const until = performance.now() + ms;
      while (performance.now() < until) {
        const at = performance.now();
        await app.inject({ method: 'POST', url: '/api/rate_shipment_actions', headers, payload: rateBody });
        times.push(performance.now() - at);
      }
      return times.sort((a, b) => a - b);
    };
    const alone = await rateFor(5_000);
    let completed = 0;
    const until = performance.now() + 10_000;
    const bookers = Array.from({ length: 4 }, async () => {
      while (performance.now() < until) {
        await book();
        completed += 1;
      }
    });
    const [beside] = await Promise.all([rateFor(10_000), ...bookers]);
    console.log(
      `  ${name}: completion with label + commercial invoice p50 ${percentile(serial, 50).toFixed(1)} ms, p99 ${percentile(serial, 99).toFixed(1)} ms (goal p50 <= 100 ms); label PDF ${(labelBytes / 1024).toFixed(1)} KB; ${(completed / 10).toFixed(1)} completions/s with 4 at once, while the rate endpoint's p99 went from ${percentile(alone, 99).toFixed(1)} ms alone to ${percentile(beside as number[], 99).toFixed(1)} ms`,
    );
  } finally {
    await app.close();
  }
}

console.log(
  `booking (issue 12) — load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
await onEachDatabase(measure);
