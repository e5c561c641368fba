import { expect, type Page, test } from '@playwright/test';

/**
 * Orders (issue 15; spec 02 "Orders screen", §4 "Orders"): an import with a bad row imports nothing and
 * says which row; the corrected file imports; Ship Selected opens the wizard on a draft made from the
 * order, and booking it moves the order to Shipped. The server runs with ORDERS=on (playwright.config.ts).
 */
async function signIn(page: Page) {
  await page.goto('/sign-in');
  await page.getByLabel('Email or Import/Export No. or Client ID').fill('client@demo.shipdeck.test');
  await page.getByLabel('Password', { exact: true }).fill('shipdeck-demo');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).not.toHaveURL(/\/sign-in/);
}

const HEADER =
  'Order Number,Order Date,Paid Date,Status,Name,Company,Address Line 1,Address Line 2,City,State,Zip,Country,Phone,Email,Currency,Shipping Paid,Tax Paid,Total Paid,SKU,Item Name,Quantity,Price,Weight (lbs)';
// A number no other run or demo order uses, so a retry on the same data finds its own orders.
const stamp = Date.now().toString(36).toUpperCase();
const good = `E2E-${stamp}-1,2026-11-20,2026-11-20,,Maya Ortiz,Ortiz Studio,742 Evergreen Terrace,,Springfield,IL,62704,US,+1 217 555 0142,maya@example.com,USD,8.50,2.10,64.60,MUG-01,Stoneware mug,2,27.00,4`;
const badZip = `E2E-${stamp}-2,2026-11-21,2026-11-21,,Leo Park,Park Goods,55 Water Street,,Brooklyn,NY,,US,+1 718 555 0199,leo@example.com,USD,7.00,1.00,30.00,BOWL-02,Serving bowl,1,22.00,3`;
const fixedZip = badZip.replace(',Brooklyn,NY,,US,', ',Brooklyn,NY,11201,US,');

async function importOrders(page: Page, rows: string[]) {
  await page.getByRole('button', { name: 'connect a selling channel' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Choose a .csv or .xlsx file').setInputFiles({
    name: 'orders.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${HEADER}\n${rows.join('\n')}\n`),
  });
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  return dialog;
}

test('an orders file with a bad row imports nothing; corrected, it imports, and one order is shipped end to end', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page);
  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
  await page.getByRole('tab', { name: /Awaiting Shipment/ }).click();
  await expect(page.getByRole('tabpanel', { name: 'Awaiting Shipment' })).toBeVisible();

  // One bad row: the row is named, and nothing of the file is stored.
  const dialog = await importOrders(page, [good, badZip]);
  await expect(dialog.getByRole('list', { name: 'Rows with errors' })).toContainText(/Row 3: .*Zip/i);
  await dialog
    .getByRole('button', { name: /close|cancel/i })
    .first()
    .click();
  await page.getByLabel('Search Orders').fill(`E2E-${stamp}`);
  await expect(page.getByRole('tabpanel', { name: 'Awaiting Shipment' })).toContainText(
    'No orders are awaiting shipment.',
  );

  // Corrected, both orders are imported.
  await importOrders(page, [good, fixedZip]);
  await expect(page.getByText('2 orders imported, 0 updated: 2 under Awaiting Shipment.')).toBeVisible();
  const awaiting = page.getByRole('tabpanel', { name: 'Awaiting Shipment' });
  await expect(awaiting.getByRole('row')).toHaveCount(3);

  // Ship Selected: a draft made from the order, in the wizard.
  await awaiting.getByRole('checkbox', { name: `Select order E2E-${stamp}-1` }).check();
  await page.getByRole('button', { name: 'Ship Selected' }).click();
  await expect(page).toHaveURL(/\/draft\/[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { name: 'Create Shipment' })).toBeVisible();
  const recipient = page.getByRole('region', { name: 'Recipient' });
  await expect(recipient.getByLabel('Contact Name')).toHaveValue('Maya Ortiz');
  await expect(recipient.getByLabel('Zip')).toHaveValue('62704');
  // The order's weight: two mugs of 4 lbs.
  await expect(page.getByLabel(/Weight \(lbs?\)/).first()).toHaveValue('8');
  await page.getByLabel(/^Length \(in/).fill('12');
  await page.getByLabel(/^Width \(in/).fill('9');
  await page.getByLabel(/^Height \(in/).fill('6');
  const residential = recipient.getByRole('radio', { name: 'No' });
  if (await residential.isVisible()) await residential.check();
  const insurance = page.getByRole('group', { name: 'Do you need insurance?' });
  if (await insurance.isVisible()) await insurance.getByRole('radio', { name: 'No' }).check();
  await page.getByRole('button', { name: 'Save & Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Additional Services' })).toBeVisible();
  await page.getByRole('group', { name: 'Do you need a pickup?' }).getByRole('radio', { name: 'No' }).check();
  await page.getByRole('button', { name: 'Select' }).first().click();
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  await page.getByLabel('Who Pays for Shipment').selectOption({ label: 'My Optimal Account' });
  await page.getByRole('radio', { name: 'Pay now' }).check();
  await page.getByRole('radio', { name: /Visa ending in 4242/ }).check();
  await page.getByLabel('I agree to the terms and conditions').check();
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Review and Finish' })).toBeVisible();
  await page.getByRole('button', { name: 'Complete Shipment' }).click();
  await expect(page).toHaveURL(/\/shipment-summary\/[0-9a-f-]{36}\?new=1/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();

  // The order is Shipped, with the shipment's carrier and cost; the other still awaits shipment.
  await page.goto('/orders');
  await page.getByLabel('Search Orders').fill(`E2E-${stamp}`);
  await page.getByRole('tab', { name: /Shipped/ }).click();
  const shipped = page.getByRole('tabpanel', { name: 'Shipped' });
  const row = shipped.getByRole('row', { name: new RegExp(`E2E-${stamp}-1`) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('$');
  await page.getByRole('tab', { name: /Awaiting Shipment/ }).click();
  await expect(page.getByRole('tabpanel', { name: 'Awaiting Shipment' })).toContainText(`E2E-${stamp}-2`);
});

test('a client saves a New Order from its modal on a laptop screen: empty, it says what is required; complete, the order awaits shipment', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // A laptop's window: the form is taller than it, and Save Order must still be reachable.
  await page.setViewportSize({ width: 1280, height: 720 });
  await signIn(page);
  await page.goto('/orders');
  await page.getByRole('button', { name: 'new order' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New Order' });
  await dialog.getByRole('button', { name: 'Save Order' }).click();
  await expect(
    dialog.getByText('There is some missing or incorrect information that needs to be fixed.'),
  ).toBeVisible();
  await expect(dialog.getByText(/Name is required/).first()).toBeVisible();

  const number = `E2E-${stamp}-NEW`;
  const recipient = dialog.getByRole('group', { name: 'Recipient Information' });
  // After the first try each label carries its error too ("Name Name is required").
  await recipient.getByRole('textbox', { name: /^Name\b/ }).fill('Ines Moreau');
  await recipient.getByLabel('Company').fill('Moreau Atelier');
  await recipient.getByLabel('Address Line 1').fill('88 Pine Street');
  await recipient.getByLabel('City').fill('Seattle');
  await recipient.getByLabel('State').fill('WA');
  await recipient.getByLabel('Zip').fill('98101');
  const summary = dialog.getByRole('group', { name: 'Order Summary' });
  await summary.getByLabel('Order Number').fill(number);
  await summary.getByLabel('Order Date').fill('2026-11-20');
  await summary.getByLabel('Paid Date').fill('2026-11-20');
  await summary.getByLabel('Shipping Paid').fill('6.00');
  await summary.getByLabel('Tax Paid').fill('2.40');
  await summary.getByLabel('Total Paid').fill('38.40');
  await dialog.getByLabel('SKU').fill('PLATE-03');
  await dialog.getByLabel('Item Name').fill('Dinner plate');
  await dialog.getByLabel('Quantity').fill('2');
  await dialog.getByLabel('Price').fill('15.00');
  await dialog.getByLabel('Weight (lbs)').fill('1.5');
  await dialog.getByRole('button', { name: 'Save Order' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your order has been saved.')).toBeVisible();
  await page.getByLabel('Search Orders').fill(number);
  const awaiting = page.getByRole('tabpanel', { name: 'Awaiting Shipment' });
  await expect(awaiting.getByRole('row', { name: new RegExp(number) })).toContainText('2 × Dinner plate');
});

test('an unpaid imported order: the page opens its tab, Mark as Paid moves it to Awaiting Shipment, archived it is restored', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  await page.goto('/orders');
  await page.getByRole('tab', { name: /Cancelled/ }).click();
  const number = `E2E-${stamp}-UNPAID`;
  const unpaid = good.replace(`E2E-${stamp}-1,2026-11-20,2026-11-20,`, `${number},2026-11-20,,`);
  await importOrders(page, [unpaid]);
  // The file's order is not in the tab that was open: the page goes where it landed and says so.
  await expect(page.getByText('1 orders imported, 0 updated: 1 under Awaiting Payment.')).toBeVisible();
  await expect(page.getByRole('tab', { name: /Awaiting Payment/ })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Search Orders').fill(number);
  const waiting = page.getByRole('tabpanel', { name: 'Awaiting Payment' });
  await waiting.getByRole('button', { name: `Mark as Paid ${number}` }).click();
  await expect(page.getByText('The order is paid: it is under Awaiting Shipment.')).toBeVisible();
  await expect(waiting).toContainText('No orders are awaiting payment.');

  await page.getByRole('tab', { name: /Awaiting Shipment/ }).click();
  const shipping = page.getByRole('tabpanel', { name: 'Awaiting Shipment' });
  await shipping.getByRole('button', { name: `Archive ${number}` }).click();
  await expect(page.getByText('The order has been archived.')).toBeVisible();
  await expect(shipping).toContainText('No orders are awaiting shipment.');
  await page.getByRole('button', { name: 'Show archived orders' }).click();
  const archived = page.getByRole('region', { name: 'Archived orders' });
  await archived.getByRole('button', { name: `Restore ${number}` }).click();
  // The fourth notice within seconds (import, paid, archived, restored) shows and is announced: a status
  // in the toasts' live region, where the oldest notice left for it.
  const toasts = page.locator('.app-toasts');
  await expect(toasts).toHaveAttribute('aria-live', 'polite');
  const restored = toasts.getByRole('status').filter({ hasText: 'The order has been restored.' });
  await expect(restored).toBeVisible();
  await expect(restored).toBeInViewport();
  await expect(archived).toContainText('No archived orders.');
  await page.getByRole('button', { name: 'Back to the tabs' }).click();
  await expect(
    page.getByRole('tabpanel', { name: 'Awaiting Shipment' }).getByRole('row', { name: new RegExp(number) }),
  ).toBeVisible();
});
