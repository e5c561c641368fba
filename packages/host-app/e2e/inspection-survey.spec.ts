import { expect, type Page, test } from '@playwright/test';

/** Signs in a demo account (docs/demo-accounts.md). */
async function signIn(page: Page, email: string) {
  await page.goto('/sign-in');
  await page.getByLabel('Email or Import/Export No. or Client ID').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('shipdeck-demo');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).not.toHaveURL(/\/sign-in/);
}

const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);

test('the super admin inspects a quote in a new tab and sees its tariff lines add up to the total', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'superadmin@demo.shipdeck.test');
  await page.goto('/get-quote');
  const from = page.getByRole('group', { name: 'Sending from' });
  const to = page.getByRole('group', { name: 'Sending to' });
  await expect(to.getByLabel('Country').locator('option[value="US"]')).toHaveCount(1);
  await to.getByLabel('Country').selectOption('US');
  await from.getByLabel('Zip').fill('10001');
  await from.getByLabel('Zip').press('Escape');
  await to.getByLabel('Zip').fill('90012');
  await to.getByLabel('Zip').press('Escape');
  await to.getByLabel('Residential address').check();
  // 20 x 16 x 12 in: dimensional weight (24 lb) over the actual 5 lb.
  await page.getByLabel('Weight (lbs)').fill('5');
  await page.getByLabel('Length (inch)').fill('20');
  await page.getByLabel('Width (inch)').fill('16');
  await page.getByLabel('Height (inch)').fill('12');
  await page.getByRole('button', { name: 'Get A Quote' }).click();

  const cards = page.getByRole('region', { name: /Delivery options/ }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  const link = cards.first().getByRole('link', { name: 'Inspect Quote' });
  await expect(link).toHaveAttribute('target', '_blank');
  const [inspection] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await expect(inspection).toHaveURL(/\/inspection\/[0-9a-f-]{36}#rate-/);
  await expect(inspection.getByRole('heading', { name: 'Quote Inspection' })).toBeVisible();

  const rate = inspection
    .getByRole('region')
    .filter({ has: inspection.getByRole('table', { name: 'Tariff lines' }) })
    .first();
  await expect(rate.getByText('dimensional weight (divisor 166)')).toBeVisible();
  const lines = rate.getByRole('table', { name: 'Tariff lines' });
  await expect(lines.getByText('The destination is a residence')).toBeVisible();
  const amounts = await lines.locator('tbody tr td:last-child').allTextContents();
  expect(amounts.length).toBeGreaterThan(2);
  const total = await lines.locator('tfoot td').last().textContent();
  expect(amounts.reduce((sum, amount) => sum + cents(amount), 0)).toBe(cents(total ?? ''));
  await expect(rate.getByText(/^The lines add up to the quoted price, \$/)).toBeVisible();
});

test.describe('the first-shipment survey', () => {
  // The survey's six questions in one modal: a tall window shows them all at once.
  test.use({ viewport: { width: 1280, height: 1600 } });

  test('a client answers the first-shipment survey and an administrator reads the response', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, 'whitelisted@demo.shipdeck.test');
    await page.goto('/survey-form');
    const survey = page.getByRole('dialog', { name: 'How was your first shipment?' });
    await survey.getByRole('button', { name: 'Submit' }).click();
    await expect(survey.getByText('What did you use Shipdeck for? is required')).toBeVisible();
    await survey.getByRole('radio', { name: 'Other' }).check();
    await survey.getByLabel('What else did you use it for?').fill('Samples to a trade fair');
    await survey.getByRole('radio', { name: '6' }).check();
    await survey.getByRole('radio', { name: 'Every month' }).check();
    await survey.getByLabel('One feature you would like us to add').fill('Batch labels');
    await survey.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Your response has been recorded.')).toBeVisible();

    await page.context().clearCookies();
    await signIn(page, 'admin@demo.shipdeck.test');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Survey results' })
      .click();
    const response = page.getByRole('listitem', { name: 'Whitelisted Demo' });
    await expect(response).toContainText('Other: Samples to a trade fair');
    await expect(response).toContainText('Batch labels');
  });
});
