import { expect, test } from '@playwright/test';

/**
 * Issue 11: the prepare widget embedded in a partner's page (another origin). prepare.js is an ES
 * module; step 1 comes with the chunks it imports, while the later steps, the modals and the phone
 * checks are chunks fetched when needed.
 */
const API_PORT = Number(process.env.SHIPDECK_E2E_PORT ?? 3100);
const API = `http://127.0.0.1:${API_PORT}`;
const SHOP = `http://127.0.0.1:${API_PORT + 1}`;

test('the prepare widget on a partner page loads step 1 first and the rest on demand', async ({
  page,
  request,
}) => {
  const signIn = await request.post(`${API}/api/authentication_token`, {
    data: { email: 'client@demo.shipdeck.test', password: 'shipdeck-demo', refreshTokenDelivery: 'body' },
  });
  const token = (await signIn.json()).token as string;
  const fetched: string[] = [];
  page.on('response', (response) => {
    const match = /\/embed\/v1\/(prepare[^?]*)/.exec(response.url());
    if (match?.[1]) fetched.push(`${response.status()} ${match[1]}`);
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto(SHOP);
  await page.evaluate(
    ({ api, token }) => {
      const element = document.createElement('shipdeck-prepare');
      element.setAttribute('api-base', api);
      element.setAttribute('token', token);
      element.addEventListener('shipdeck:error', (event) => {
        throw new Error(`shipdeck:error ${JSON.stringify((event as CustomEvent).detail)}`);
      });
      document.body.append(element);
    },
    { api: API, token },
  );
  const widget = page.locator('shipdeck-prepare');
  await expect(widget.getByRole('button', { name: 'Save & Continue' })).toBeVisible();
  await expect(widget.getByRole('heading', { name: 'Create Shipment' })).toBeVisible();

  // The loader added the bundle as a module script; its chunks came from the API's origin.
  const type = await page.evaluate(
    () => document.querySelector<HTMLScriptElement>('script[src*="/embed/v1/prepare."]')?.type,
  );
  expect(type).toBe('module');
  expect(fetched.some((f) => /^200 prepare-chunk-/.test(f))).toBe(true);
  // Step 1 shows: the phone checks and the next step's code follow; step 3, step 4 and the modals do not.
  await expect.poll(() => fetched.some((f) => /^200 prepare-phoneEngine-/.test(f))).toBe(true);
  await expect.poll(() => fetched.some((f) => /^200 prepare-DeliveryStep-/.test(f))).toBe(true);
  expect(fetched.filter((f) => /PaymentStep|ReviewStep|savedListModals/.test(f))).toEqual([]);

  // Opening the Address book fetches its code then (with My Items List's: one chunk for both modals).
  await widget.getByRole('button', { name: 'Address Book' }).first().click();
  await expect(widget.getByRole('dialog')).toBeVisible();
  expect(fetched.some((f) => /^200 prepare-savedListModals-/.test(f))).toBe(true);
  expect(fetched.filter((f) => !f.startsWith('200 '))).toEqual([]);
  expect(errors).toEqual([]);
});

test('a draft opened past step 1 reads with the draft reader’s chunk, and its step is checked with the later steps’ chunk', async ({
  page,
  request,
}) => {
  const signIn = await request.post(`${API}/api/authentication_token`, {
    data: { email: 'client@demo.shipdeck.test', password: 'shipdeck-demo', refreshTokenDelivery: 'body' },
  });
  const token = (await signIn.json()).token as string;
  const headers = { authorization: `Bearer ${token}` };
  // A copy of the demo client's "Contracts to London" (another test books that one), saved at step 2
  // with no delivery service chosen yet.
  const demo = await request.get(`${API}/api/shipment_drafts/00000000-0000-4000-8000-00000000d001`, {
    headers,
  });
  const payload = JSON.parse((await demo.json()).payload as string);
  payload.id = null;
  payload.currentStep = 'additional_services';
  payload.pickupDelivery = { ...payload.pickupDelivery, carrierProduct: null };
  const created = await request.post(`${API}/api/shipment_drafts`, {
    headers,
    data: {
      name: 'Contracts to London (embed)',
      payload: JSON.stringify(payload),
      step: 'additional_services',
      updatedOn: null,
      completedOn: null,
      shipmentId: null,
    },
  });
  expect(created.ok()).toBe(true);
  const draftId = (await created.json()).id as string;
  const fetched: string[] = [];
  page.on('response', (response) => {
    const match = /\/embed\/v1\/(prepare[^?]*)/.exec(response.url());
    if (match?.[1]) fetched.push(`${response.status()} ${match[1]}`);
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto(SHOP);
  await page.evaluate(
    ({ api, token, draftId }) => {
      const element = document.createElement('shipdeck-prepare');
      element.setAttribute('api-base', api);
      element.setAttribute('token', token);
      element.setAttribute('draft-id', draftId);
      document.body.append(element);
    },
    { api: API, token, draftId },
  );
  const widget = page.locator('shipdeck-prepare');
  await expect(widget.getByText('When would you like it delivered?')).toBeVisible();
  expect(fetched.some((f) => /^200 prepare-parseDraftChunk-/.test(f))).toBe(true);

  // Continue checks step 2 with its rules, which come with the later steps' chunk (and their texts).
  await widget.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(
    widget.getByText('There is some missing or incorrect information that needs to be fixed.'),
  ).toBeVisible();
  expect(fetched.some((f) => /^200 prepare-laterStepsChunk-/.test(f))).toBe(true);
  await expect(widget.getByText('When would you like it delivered?')).toBeVisible();
  expect(fetched.filter((f) => !f.startsWith('200 '))).toEqual([]);
  expect(errors).toEqual([]);
});
