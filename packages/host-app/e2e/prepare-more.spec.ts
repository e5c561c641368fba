import { expect, type Page, test } from '@playwright/test';

/** A demo account signs in (docs/demo-accounts.md). */
async function signIn(page: Page, key = 'client') {
  await page.goto('/sign-in');
  await page.getByLabel('Email or Import/Export No. or Client ID').fill(`${key}@demo.shipdeck.test`);
  await page.getByLabel('Password', { exact: true }).fill('shipdeck-demo');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).not.toHaveURL(/\/sign-in/);
}

/** A domestic quote: New York to Los Angeles, one 6 lb box. */
async function fillDomesticQuote(page: Page) {
  const from = page.getByRole('group', { name: 'Sending from' });
  const to = page.getByRole('group', { name: 'Sending to' });
  await expect(to.getByLabel('Country').locator('option[value="US"]')).toHaveCount(1);
  await to.getByLabel('Country').selectOption('US');
  await from.getByLabel('Zip').fill('10001');
  await from.getByLabel('Zip').press('Escape');
  await to.getByLabel('Zip').fill('90012');
  await to.getByLabel('Zip').press('Escape');
  await page.getByLabel('Weight (lbs)').fill('6');
  await page.getByLabel('Length (inch)').fill('12');
  await page.getByLabel('Width (inch)').fill('9');
  await page.getByLabel('Height (inch)').fill('3');
}

test('a domestic draft typed but not saved is offered back after a reload', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  await page.goto('/prepare-shipment');
  await expect(page.getByRole('heading', { name: 'Create Shipment' })).toBeVisible();
  const to = page.getByLabel('To: Select Country');
  await expect(to.locator('option[value="US"]')).toHaveCount(1);
  await to.selectOption('US');
  const sender = page.getByRole('region', { name: 'Sender' });
  await sender.getByLabel('Company Name').fill('Northwind Ceramics');
  await sender.getByLabel('Contact Name').fill('Dana Whitfield');
  // Every edit keeps an unsaved copy in the browser (spec 01 §4).
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('shipdeck.prepare.unsavedDraft') ?? ''))
    .toContain('Dana Whitfield');

  await page.reload();
  await expect(page.getByText('You have previously entered data. Would you like to use it?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).first().click();
  await expect(page.getByRole('region', { name: 'Sender' }).getByLabel('Company Name')).toHaveValue(
    'Northwind Ceramics',
  );
  await expect(page.getByRole('region', { name: 'Sender' }).getByLabel('Contact Name')).toHaveValue(
    'Dana Whitfield',
  );
  await expect(page.getByLabel('To: Select Country')).toHaveValue('US');
});

test('a CSR acting for a client prepares with the house account', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'csr');
  await expect(page).toHaveURL(/\/users$/);
  await page.getByLabel('Search users').fill('client@demo.shipdeck.test');
  await page.getByLabel('Search users').press('Enter');
  await page
    .getByRole('listitem', { name: 'Client Demo' })
    .getByRole('button', { name: 'Sign into Profile' })
    .click();
  await expect(page).toHaveURL(/\/get-quote$/);
  await page.goto('/prepare-shipment');
  await expect(page.getByRole('heading', { name: 'Create Shipment' })).toBeVisible();
  const toggle = page.getByLabel('Use House Account?');
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  await expect(page.getByText('You are using House Account!')).toBeVisible();
  // A CSR may report a problem with the quote (spec 01 §2).
  await expect(page.getByRole('button', { name: 'Report a problem' })).toBeVisible();
});

test('a guest continues a quote, signs in and finds it restored in the wizard', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/get-quote');
  await fillDomesticQuote(page);
  await page.getByRole('button', { name: 'Get A Quote' }).click();
  await page.getByRole('button', { name: 'Continue to Shipping' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Sign in to prepare your shipment' });
  await dialog.getByRole('link', { name: 'Sign In' }).click();
  await page.getByLabel('Email or Import/Export No. or Client ID').fill('client@demo.shipdeck.test');
  await page.getByLabel('Password', { exact: true }).fill('shipdeck-demo');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/prepare-shipment/);
  await expect(page.getByText('You have previously entered data. Would you like to use it?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).first().click();
  await expect(page.getByRole('region', { name: 'Recipient' }).getByLabel('Zip')).toHaveValue('90012');
  await expect(page.getByRole('region', { name: 'Sender' }).getByLabel('Zip')).toHaveValue('10001');
  await expect(page.getByLabel('Weight (lb)')).toHaveValue('6');
});

test('a quote to Cuba and one inside another country get the spec messages', async ({ page }) => {
  await page.goto('/get-quote');
  const from = page.getByRole('group', { name: 'Sending from' });
  const to = page.getByRole('group', { name: 'Sending to' });
  await expect(to.getByLabel('Country').locator('option[value="CU"]')).toHaveCount(1);
  await to.getByLabel('Country').selectOption('CU');
  await page.getByRole('button', { name: 'Get A Quote' }).click();
  await expect(to.getByLabel('Country')).toHaveAccessibleDescription(
    'Shipments to Cuba are currently unavailable. Please contact customer service for more information.',
  );

  await from.getByLabel('Country').selectOption('DE');
  await to.getByLabel('Country').selectOption('DE');
  await page.getByRole('button', { name: 'Get A Quote' }).click();
  await expect(
    page
      .getByText(
        'DHL does not service shipments within other countries. Please contact Customer Service to ship between two addresses in the same country outside the U.S.',
      )
      .first(),
  ).toBeVisible();
});
