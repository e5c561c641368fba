import { expect, type Page, test } from '@playwright/test';

/**
 * Issue 8: the pickup scheduler and the address book embedded in a partner's page (another origin).
 * pickup.js and address-book.js are ES modules: the form or the list comes with the chunks they import,
 * while the modals and the phone checks are chunks fetched when needed.
 */
const API_PORT = Number(process.env.SHIPDECK_E2E_PORT ?? 3100);
const API = `http://127.0.0.1:${API_PORT}`;
const SHOP = `http://127.0.0.1:${API_PORT + 1}`;

async function openWidget(page: Page, token: string, tag: string, attributes: Record<string, string>) {
  const fetched: string[] = [];
  page.on('response', (response) => {
    const match = /\/embed\/v1\/((?:pickup|address-book)[^?]*)/.exec(response.url());
    if (match?.[1]) fetched.push(`${response.status()} ${match[1]}`);
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(SHOP);
  await page.evaluate(
    ({ api, token, tag, attributes }) => {
      const element = document.createElement(tag);
      element.setAttribute('api-base', api);
      element.setAttribute('token', token);
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
      document.body.append(element);
    },
    { api: API, token, tag, attributes },
  );
  return { fetched, errors };
}

test.beforeEach(async ({ request }, testInfo) => {
  const signIn = await request.post(`${API}/api/authentication_token`, {
    data: { email: 'client@demo.shipdeck.test', password: 'shipdeck-demo', refreshTokenDelivery: 'body' },
  });
  testInfo.annotations.push({ type: 'token', description: (await signIn.json()).token as string });
});

const tokenOf = () => test.info().annotations.find((a) => a.type === 'token')?.description ?? '';

test('the pickup scheduler loads as a module, its modals and phone checks later', async ({ page }) => {
  const { fetched, errors } = await openWidget(page, tokenOf(), 'shipdeck-pickup', {});
  const widget = page.locator('shipdeck-pickup');
  await expect(widget.getByLabel('Pickup Carrier')).toBeVisible();
  // On Preact alone: a text field takes each keystroke as React's onChange would.
  await widget.getByLabel('Company Name').fill('Acme Widgets');
  await expect(widget.getByLabel('Company Name')).toHaveValue('Acme Widgets');
  await widget.getByLabel('Pickup Carrier').selectOption('DHL');
  await expect(widget.getByLabel('Pickup Carrier')).toHaveValue('DHL');
  const type = await page.evaluate(
    () => document.querySelector<HTMLScriptElement>('script[src*="/embed/v1/pickup."]')?.type,
  );
  expect(type).toBe('module');
  expect(fetched.some((f) => /^200 pickup-chunk-/.test(f))).toBe(true);
  expect(fetched.filter((f) => /PickupDialogs|phoneEngine/.test(f))).toEqual([]);
  expect(fetched.filter((f) => !f.startsWith('200 '))).toEqual([]);
  expect(errors).toEqual([]);
});

test('the address book loads as a module and fetches its list modal when it opens', async ({ page }) => {
  const { fetched, errors } = await openWidget(page, tokenOf(), 'shipdeck-address-book', {});
  const widget = page.locator('shipdeck-address-book');
  await expect(widget.getByRole('dialog')).toBeVisible();
  await widget.getByRole('button', { name: 'Create Contact' }).click();
  await widget.getByLabel('Company Name').fill('Acme Widgets');
  await expect(widget.getByLabel('Company Name')).toHaveValue('Acme Widgets');
  const type = await page.evaluate(
    () => document.querySelector<HTMLScriptElement>('script[src*="/embed/v1/address-book."]')?.type,
  );
  expect(type).toBe('module');
  // The Address book's modal came on demand; My Items List's did not.
  expect(fetched.some((f) => /^200 address-book-AddressBookModal-/.test(f))).toBe(true);
  expect(fetched.filter((f) => /itemsModal/.test(f))).toEqual([]);
  expect(fetched.filter((f) => !f.startsWith('200 '))).toEqual([]);
  expect(errors).toEqual([]);
});
