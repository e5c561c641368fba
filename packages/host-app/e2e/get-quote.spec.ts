import { expect, type Page, test } from '@playwright/test';

/** A domestic quote: New York to a Los Angeles home, one 6 lb box. */
async function fillDomesticQuote(page: Page) {
  const from = page.getByRole('group', { name: 'Sending from' });
  const to = page.getByRole('group', { name: 'Sending to' });
  await expect(to.getByLabel('Country').locator('option[value="US"]')).toHaveCount(1);
  await to.getByLabel('Country').selectOption('US');
  await from.getByLabel('Zip').fill('10001');
  await from.getByLabel('Zip').press('Escape'); // close the suggestions, keep what was typed
  // Postal-code suggestions come from the API's ZIP data; picking one fills the city too.
  await to.getByLabel('Zip').fill('9001');
  await to.getByRole('option', { name: /^90012 Los Angeles/ }).click();
  await expect(to.getByLabel('City')).toHaveValue('Los Angeles');
  await expect(to.getByLabel('Zip')).toHaveValue('90012');
  await to.getByLabel('Residential address').check();
  await page.getByLabel('Weight (lbs)').fill('6');
  await page.getByLabel('Length (inch)').fill('12');
  await page.getByLabel('Width (inch)').fill('9');
  await page.getByLabel('Height (inch)').fill('3');
}

test('a guest gets quotes on /get-quote, with the badges and the fees under See Details', async ({
  page,
}) => {
  await page.goto('/get-quote');
  await expect(page).toHaveTitle('Shipdeck - Get a Quote');
  await expect(page.getByText(/You are seeing guest rates/)).toBeVisible();
  await fillDomesticQuote(page);
  await page.getByRole('button', { name: 'Get A Quote' }).click();

  const cards = page.getByRole('region', { name: /Delivery options/ }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(1);
  const lowest = cards.filter({ hasText: 'Lowest Price!' });
  await expect(lowest).toHaveCount(1);
  await expect(cards.filter({ hasText: 'Fastest Delivery!' })).toHaveCount(1);
  // Domestic cards come cheapest first, so the first card holds the lowest price.
  await expect(cards.first()).toContainText('Lowest Price!');
  await expect(cards.first()).toContainText(/Estimated delivery\s*\d{2}\/\d{2}\/\d{4}/);

  await lowest.getByRole('button', { name: 'See Details' }).click();
  await expect(lowest.getByText('Surcharges')).toBeVisible();
  await expect(lowest.getByText('Residential Delivery')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get A Quote' })).toHaveCount(0);
});

test('a blocked destination gets the spec message at the destination country', async ({ page }) => {
  await page.goto('/get-quote');
  const to = page.getByRole('group', { name: 'Sending to' });
  await expect(to.getByLabel('Country').locator('option[value="CU"]')).toHaveCount(1);
  await to.getByLabel('Country').selectOption('CU');
  await page.getByRole('button', { name: 'Get A Quote' }).click();
  const country = to.getByLabel('Country');
  await expect(country).toHaveAttribute('aria-invalid', 'true');
  await expect(country).toHaveAccessibleDescription(
    'Shipments to Cuba are currently unavailable. Please contact customer service for more information.',
  );
  await expect(
    page.getByText('There is some missing or incorrect information that needs to be fixed.'),
  ).toBeVisible();
  // The screen moved to the first error (spec 02 §5).
  await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
});

test('a guest who continues to shipping is asked to sign in and the quote is kept on the device', async ({
  page,
}) => {
  await page.goto('/get-quote');
  await fillDomesticQuote(page);
  await page.getByRole('button', { name: 'Get A Quote' }).click();
  await page.getByRole('button', { name: 'Continue to Shipping' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Sign in to prepare your shipment' })).toBeVisible();
  // The draft made from the quote is the prepare wizard's unsaved copy, restored after signing in.
  const saved = await page.evaluate(() => window.localStorage.getItem('shipdeck.prepare.unsavedDraft'));
  expect(JSON.parse(saved ?? 'null')?.shipmentTo?.address?.postalCode).toBe('90012');
});

test('an unknown page says it has not been packed yet', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(
    page.getByRole('heading', { name: 'Looks like this page has not been packed yet!' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to Shipping' }).click();
  await expect(page).toHaveURL(/\/get-quote$/);
});

test('numbers are read as a US shipper writes them, and text that is not a number is named at its field (issue 16)', async ({
  page,
}) => {
  const rateBodies: { insuredValue?: number }[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/rate_shipment_actions')) rateBodies.push(request.postDataJSON());
  });
  await page.goto('/get-quote');
  await fillDomesticQuote(page);
  const insurance = page.getByLabel('Insurance Value');
  await insurance.fill('abc');
  await page.getByRole('button', { name: 'Get A Quote' }).click();
  await expect(insurance).toHaveAttribute('aria-invalid', 'true');
  await expect(insurance).toHaveAccessibleDescription(
    'Insurance Value is not a number we can read. Write it like 1,250.50.',
  );
  await expect(insurance).toHaveValue('abc'); // nothing typed is lost
  expect(rateBodies).toHaveLength(0);

  await insurance.fill('1,000');
  await page.getByRole('button', { name: 'Get A Quote' }).click();
  await expect(
    page
      .getByRole('region', { name: /Delivery options/ })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
  expect(rateBodies.at(-1)?.insuredValue).toBe(1000);

  // Quantity is whole: 2.7 is quoted as 2 and the field says so once left.
  const quantity = page.getByLabel('Quantity');
  await quantity.fill('2.7');
  await quantity.blur();
  await expect(quantity).toHaveValue('2');
  const weight = page.getByLabel('Weight (lbs)');
  await weight.fill('0.1');
  await expect(weight).toHaveAccessibleDescription('Weight value should be at least 0.22 lbs');
});

test('at 375 px the shipment fields do not overlap (issue 16)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/get-quote');
  const date = await page.getByLabel('Ship Date').boundingBox();
  const insurance = await page.getByLabel('Insurance Value').boundingBox();
  expect(date && insurance).toBeTruthy();
  if (!date || !insurance) return;
  const overlaps =
    date.x < insurance.x + insurance.width &&
    insurance.x < date.x + date.width &&
    date.y < insurance.y + insurance.height &&
    insurance.y < date.y + date.height;
  expect(overlaps).toBe(false);
  // Nothing runs off the screen sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('an anonymous quote page makes no failing calls, non-US postal lookups included (issue 16)', async ({
  page,
}) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') failed.push(message.text());
  });
  await page.goto('/get-quote');
  const to = page.getByRole('group', { name: 'Sending to' });
  await expect(to.getByLabel('Country').locator('option[value="GB"]')).toHaveCount(1);
  await to.getByLabel('Country').selectOption('GB');
  const lookup = page.waitForResponse((response) => response.url().includes('/api/data/postal-codes'));
  await to.getByLabel('Postal Code').fill('EC1Y');
  await lookup;
  expect(failed).toEqual([]);
});
