import { expect, type Locator, type Page, test } from '@playwright/test';

/**
 * Issue 9: an administrator makes a partner key for a shop's origin, and the example storefront works
 * there with it. The storefront is served on the e2e shop port (playwright.config.ts); as
 * http://localhost:<port> its origin is in no server-wide list (SHIPDECK_PARTNER_ORIGINS names
 * http://127.0.0.1:<port>), so only a key can open it.
 */
const SHOP_PORT = Number(process.env.SHIPDECK_E2E_PORT ?? 3100) + 1;
const KEYED_SHOP = `http://localhost:${SHOP_PORT}`;
const REFUSED =
  'The shipping calculator is not available on this page. The shop needs to allow this page for its Shipdeck key.';

async function signInAsAdmin(page: Page) {
  await page.goto('/sign-in');
  await page.getByLabel('Email or Import/Export No. or Client ID').fill('admin@demo.shipdeck.test');
  await page.getByLabel('Password', { exact: true }).fill('shipdeck-demo');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/users$/);
}

/** The shop's widget with `publishableKey` (as a shop that pasted it would have it). */
async function useKey(widget: Locator, publishableKey: string) {
  await widget.evaluate((element, key) => element.setAttribute('publishable-key', key), publishableKey);
}

async function quoteIn(widget: Locator) {
  const from = widget.getByRole('group', { name: 'Sending from' });
  const to = widget.getByRole('group', { name: 'Sending to' });
  await expect(to.getByLabel('Country').locator('option[value="US"]')).toHaveCount(1);
  await to.getByLabel('Country').selectOption('US');
  await from.getByLabel('Zip').fill('10001');
  await to.getByLabel('Zip').fill('60601');
  await widget.getByLabel('Weight (lbs)').fill('4');
  await widget.getByLabel('Length (inch)').fill('10');
  await widget.getByLabel('Width (inch)').fill('8');
  await widget.getByLabel('Height (inch)').fill('6');
  await widget.getByRole('button', { name: 'Get A Quote' }).click();
  await expect(widget.getByRole('listitem').filter({ hasText: 'Lowest Price!' })).toHaveCount(1);
}

test('an admin creates a partner key and the storefront works with it on its origin, until revoked', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Partner keys' }).click();
  await expect(page).toHaveTitle('Shipdeck - Partner keys');
  // The demo data's key for the example storefront is listed.
  await expect(page.getByRole('listitem', { name: 'Northwind Ceramics (example storefront)' })).toBeVisible();

  await page.getByRole('textbox', { name: /^Partner(?! keys)/ }).fill('E2E Pottery');
  await page.getByRole('textbox', { name: /Allowed origins/ }).fill(KEYED_SHOP);
  await page.getByRole('button', { name: 'Create Key' }).click();
  const secret = page.getByRole('dialog', { name: 'Secret key of E2E Pottery' });
  await expect(secret.getByLabel('Secret key')).toHaveValue(/^sk_live_/);
  const publishableKey = await secret.getByLabel('Publishable key').inputValue();
  expect(publishableKey).toMatch(/^pk_live_/);
  await secret.getByRole('button', { name: 'I have stored it' }).click();
  await expect(secret).toHaveCount(0);

  // The storefront on that origin: its page carries the demo key, which is bound to other origins.
  const shop = await page.context().newPage();
  await shop.goto(`${KEYED_SHOP}/`);
  const widget = shop.locator('shipdeck-quote');
  await expect(widget.getByText(REFUSED)).toBeVisible();
  await expect(shop.locator('#cart-shipping')).toHaveText(`The calculator reported: ${REFUSED}`);

  // With the new key, the same page quotes.
  await useKey(widget, publishableKey);
  await quoteIn(widget);
  await expect(shop.locator('#cart-shipping')).toHaveText(/\d+ shipping options available\./);

  // The admin sees the quote counted against the key.
  await page.reload();
  const card = page.getByRole('listitem', { name: 'E2E Pottery' });
  await expect(card).toContainText('Quotes: 1');
  await expect(card).toContainText(KEYED_SHOP);

  // Revoked, the key opens nothing any more.
  await card.getByRole('button', { name: 'Revoke' }).click();
  await page
    .getByRole('dialog', { name: 'Revoke the key of E2E Pottery?' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(card).toContainText('Revoked');
  await shop.reload();
  await useKey(shop.locator('shipdeck-quote'), publishableKey);
  await expect(shop.locator('shipdeck-quote').getByText(REFUSED)).toBeVisible();
});
