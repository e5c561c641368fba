import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/**
 * axe finds no violation on any page of the app (issue 16), signed out and signed in as each kind of
 * user whose pages differ. A new page joins the list here.
 */
const PASSWORD = 'shipdeck-demo';
const email = (key: string) => `${key}@demo.shipdeck.test`;

async function signIn(page: Page, key: string) {
  await page.goto('/sign-in');
  await page.getByLabel('Email or Import/Export No. or Client ID').fill(email(key));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).not.toHaveURL(/\/sign-in/);
}

async function expectNoViolations(page: Page, path: string) {
  await page.goto(path);
  await expectNoViolationsHere(page, path);
}

async function expectNoViolationsHere(page: Page, path: string) {
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    path,
  ).toEqual([]);
}

test('axe: the public pages', async ({ page }) => {
  for (const path of [
    '/get-quote',
    '/sign-in',
    '/sign-up',
    '/reset-password',
    '/guest-landing',
    '/invalid-reset-link',
    '/no-such-page',
  ]) {
    await expectNoViolations(page, path);
  }
});

test('axe: a client’s pages', async ({ page }) => {
  await signIn(page, 'client');
  for (const path of ['/', '/get-quote', '/user-settings', '/orders']) await expectNoViolations(page, path);
});

test('axe: staff and administrator pages', async ({ page }) => {
  await signIn(page, 'admin');
  for (const path of ['/users', '/partner-keys', '/webhooks']) await expectNoViolations(page, path);
});

test('axe: a CSR acting for a client (the acting-as banner on each of the client’s pages)', async ({
  page,
}) => {
  await signIn(page, 'csr');
  await expectNoViolations(page, '/users');
  await page.getByLabel('Search users').fill(email('client'));
  await page.getByLabel('Search users').press('Enter');
  const card = page.getByRole('listitem', { name: 'Client Demo' });
  await card.getByRole('button', { name: 'Sign into Profile' }).click();
  await expect(page).toHaveURL(/\/get-quote$/);
  const banner = page.getByRole('status').filter({ hasText: 'You are acting for Client Demo' });
  await expect(banner).toBeVisible();
  await expectNoViolationsHere(page, '/get-quote (acting)');
  for (const path of ['/', '/user-settings']) {
    await expectNoViolations(page, path);
    await expect(banner, path).toBeVisible();
  }
});
