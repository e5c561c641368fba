import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/** A signed-in demo client (docs/demo-accounts.md). */
async function signIn(page: Page, key = 'client') {
  await page.goto('/sign-in');
  await page.getByLabel('Email or Import/Export No. or Client ID').fill(`${key}@demo.shipdeck.test`);
  await page.getByLabel('Password', { exact: true }).fill('shipdeck-demo');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).not.toHaveURL(/\/sign-in/);
}

test('a client continues from a quote into the prepare wizard, saves the draft and finds it again at its address', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  await page.goto('/get-quote');
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
  await page.getByRole('button', { name: 'Get A Quote' }).click();
  await page.getByRole('button', { name: 'Continue to Shipping' }).first().click();

  // A stored draft made from the quote, opened in the wizard at its own address.
  await expect(page).toHaveURL(/\/draft\/[0-9a-f-]{36}/);
  const draftUrl = page.url().replace(/\?.*$/, '');
  await expect(page.getByRole('heading', { name: 'Create Shipment' })).toBeVisible();
  const recipient = page.getByRole('region', { name: 'Recipient' });
  await expect(recipient.getByLabel('Zip')).toHaveValue('90012');
  await expect(page.getByRole('region', { name: 'Sender' }).getByLabel('Zip')).toHaveValue('10001');
  await expect(page.getByLabel('Weight (lb)')).toHaveValue('6');

  // Continue with the parties empty: the wizard stays, says why, and moves to the first error.
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(
    page.getByText('There is some missing or incorrect information that needs to be fixed.'),
  ).toBeVisible();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();

  // Fill both parties and go on to the delivery step.
  for (const [side, values] of [
    [
      'Sender',
      [
        'Northwind Ceramics',
        'Dana Whitfield',
        '350 Fifth Avenue',
        'New York',
        'NY',
        '+1 212 555 0142',
        'dana@example.com',
      ],
    ],
    [
      'Recipient',
      [
        'Sunset Studios',
        'Marco Ruiz',
        '1200 W 7th St',
        'Los Angeles',
        'CA',
        '+1 213 555 0187',
        'marco@example.com',
      ],
    ],
  ] as const) {
    const block = page.getByRole('region', { name: side });
    await block.getByLabel('Company Name').fill(values[0]);
    await block.getByLabel('Contact Name').fill(values[1]);
    await block.getByLabel('Address Line 1').fill(values[2]);
    await block.getByLabel('City').fill(values[3]);
    await block.getByLabel('State').fill(values[4]);
    await block.getByLabel('Phone Number').fill(values[5]);
    await block.getByLabel('Email').fill(values[6]);
    await block.getByRole('radio', { name: 'No' }).check();
  }
  await page
    .getByRole('region', { name: 'Shipment details' })
    .getByLabel('General Description')
    .fill('Ceramic samples');
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Additional Services' })).toBeVisible();
  await expect(page).toHaveURL(/step=additional_services/);

  // The rate summary shows the chosen service's price (a domestic quote has rates).
  await expect(
    page.getByRole('complementary', { name: 'Your rate' }).getByText('Total charge'),
  ).toBeVisible();
  // axe finds nothing on the wizard either.
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // A fresh browser opens the draft from its address, with what was typed.
  const context = await browser.newContext();
  const other = await context.newPage();
  await signIn(other);
  await other.goto(draftUrl);
  await expect(other.getByRole('heading', { name: 'Additional Services' })).toBeVisible();
  await other
    .getByRole('navigation', { name: 'Steps' })
    .getByRole('button', { name: /Create Shipment/ })
    .click();
  await expect(other.getByRole('region', { name: 'Recipient' }).getByLabel('Company Name')).toHaveValue(
    'Sunset Studios',
  );
  await context.close();
});

test('a draft that is not the client’s says Draft not found', async ({ page }) => {
  await signIn(page);
  await page.goto('/draft/00000000-0000-4000-8000-00000000dead');
  await expect(page.getByText('Draft not found')).toBeVisible();
});
