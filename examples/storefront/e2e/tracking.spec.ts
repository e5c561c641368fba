import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, request, test } from '@playwright/test';
import { toPrepareShipmentBody, toRateShipmentRequest } from '../../../packages/core/src/shipment/index';
import { domesticDraft } from '../../../packages/core/src/testing/index';

/**
 * Issue 14: a new shipment followed to delivered on the demo clock, its timeline read in the tracking
 * widget of the partner storefront. The suite's shared server runs in real time (other specs cancel
 * shipments awaiting pickup), so this spec starts its own server with SHIPDECK_DEMO_CLOCK=100000x (a
 * week of a parcel's life in about six seconds) and its own shop in front of it, on the two ports after
 * the packed-package app's (SHIPDECK_E2E_PORT + 3 and + 4).
 */
const BASE = Number(process.env.SHIPDECK_E2E_PORT ?? 3100);
const API = `http://127.0.0.1:${BASE + 3}`;
const SHOP = `http://127.0.0.1:${BASE + 4}`;
const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');

let server: ChildProcess | undefined;
let shop: ChildProcess | undefined;
let dataDir = '';

async function waitUntilUp(url: string, seconds: number) {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    if (Date.now() > until) throw new Error(`${url} did not come up`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(join(tmpdir(), 'shipdeck-e2e-clock-'));
  server = spawn(process.execPath, [join(root, 'packages/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(BASE + 3),
      SHIPDECK_DATA_DIR: dataDir,
      SHIPDECK_DEMO_DATA: 'on',
      SHIPDECK_DEMO_CLOCK: '100000x',
      SHIPDECK_PARTNER_ORIGINS: SHOP,
      SHIPDECK_RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  shop = spawn(process.execPath, [join(root, 'examples/storefront/serve.mjs')], {
    env: { ...process.env, PORT: String(BASE + 4), SHIPDECK_API_ORIGIN: API },
    stdio: 'ignore',
  });
  await waitUntilUp(`${API}/api/country_options`, 100);
  await waitUntilUp(SHOP, 20);
});

test.afterAll(async () => {
  shop?.kill();
  if (server) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** The demo client books a UPS parcel New York → Los Angeles through the API, paying with a new card. */
async function bookShipment(api: APIRequestContext): Promise<{ token: string; trackingNumber: string }> {
  const signIn = await api.post('/api/authentication_token', {
    data: { email: 'client@demo.shipdeck.test', password: 'shipdeck-demo', refreshTokenDelivery: 'body' },
  });
  const token = (await signIn.json()).token as string;
  const headers = { authorization: `Bearer ${token}` };
  const card = await api.post('/api/saved_payment_methods', {
    headers,
    data: {
      paymentType: 'card',
      nickname: 'Tracking test',
      cardNumber: '4242424242424242',
      expirationDate: '12/30',
      cardCode: '123',
      holderName: 'Dana Whitfield',
      isDefault: false,
      billingAddress: {
        addressLine1: '350 Fifth Avenue',
        city: 'New York',
        postalCode: '10118',
        division: 'NY',
      },
    },
  });
  const paymentId = (await card.json()).id as string;
  // The next weekday (a ship day the rules accept whatever day the suite runs).
  const day = new Date(Date.now() + 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  const today = day.toISOString().slice(0, 10);
  const draft = domesticDraft();
  draft.pickupDelivery.shipmentDate = today;
  const rated = await api.post('/api/rate_shipment_actions', {
    headers,
    data: { ...toRateShipmentRequest(draft, { today }), carrierProduct: null },
  });
  const rates = (await rated.json()).rates as Array<{ carrier: string; carrierProduct: string }>;
  const rate = rates.find((r) => r.carrier === 'UPS') ?? rates[0];
  if (!rate) throw new Error('no rate');
  draft.pickupDelivery.carrierProduct = rate.carrierProduct;
  const booked = await api.post('/api/prepare_shipment_actions', {
    headers: { ...headers, 'idempotency-key': `tracking-e2e-${Date.now()}` },
    data: toPrepareShipmentBody(draft, { today, rate: rate as never, paymentId }),
  });
  const body = await booked.json();
  if (!body.success) throw new Error(`booking failed: ${JSON.stringify(body)}`);
  return { token, trackingNumber: body.shipment.trackingNumber };
}

test('a new shipment followed to delivered on the demo clock, its timeline read in the storefront', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const api = await request.newContext({ baseURL: API });
  const { token, trackingNumber } = await bookShipment(api);

  // The carriers' clock runs fast: the job queue takes it to delivered without anyone asking.
  let answer: { status: { state: string } | null; events: Array<{ label: string; city: string }> } | null =
    null;
  await expect
    .poll(
      async () => {
        const lookup = await api.get(`/api/tracking/${trackingNumber}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        answer = await lookup.json();
        return answer?.status?.state;
      },
      { timeout: 90_000, intervals: [1_000] },
    )
    .toBe('delivered');
  const events = (answer as unknown as { events: Array<{ label: string; city: string }> }).events;
  expect(events.at(-1)?.label).toBe('Shipping label created');
  expect(events[0]?.label).toBe('Delivered');

  // A shopper with the number reads the same timeline in the storefront's widget.
  await page.goto(SHOP);
  const widget = page.locator('shipdeck-tracking');
  await widget.getByPlaceholder('Enter Any Tracking Number').fill(trackingNumber);
  await widget.getByRole('button', { name: 'Track' }).click();
  await expect(widget.getByText('Delivered', { exact: true }).first()).toBeVisible();
  const steps = widget.getByRole('list', { name: 'Tracking history' }).getByRole('listitem');
  await expect(steps).toHaveCount(events.length);
  await expect(steps.first()).toContainText('Delivered');
  await expect(steps.first()).toContainText(events[0]?.city ?? '');
  await expect(steps.last()).toContainText('Shipping label created');
  // Anyone with the number sees cities, not who signed (the owner's detail).
  await expect(widget.getByText(/Signed for by/)).toHaveCount(0);
  await expect(page.locator('#tracking-status')).toHaveText('Your parcel: Delivered');
  await api.dispose();
});
