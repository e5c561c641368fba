import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';

/**
 * The address book and My Items List (issue 10) as a client uses them from the avatar menu's pages:
 * an import with two bad rows, the failed contacts downloaded, fixed and imported again, the letter
 * filter and the search, deleting two; an item saved with a commodity code, and the warning for one the
 * Harmonized System does not know. The whitelisted demo client's lists start empty (client2's password is changed by accounts.spec's recovery test).
 */
async function signIn(page: Page, key = 'whitelisted') {
  await page.goto('/sign-in');
  await page.getByLabel('Email or Import/Export No. or Client ID').fill(`${key}@demo.shipdeck.test`);
  await page.getByLabel('Password', { exact: true }).fill('shipdeck-demo');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).not.toHaveURL(/\/sign-in/);
}

const HEADER =
  'Company Name,Contact Name,Address Line 1,City,State/Province,Postal Code,Country,Email,Phone\n';
const ROWS = [
  'Kestrel Optics,Ruth Adler,12 Summit Pl,Atlanta,GA,30303,US,ruth@example.com,+1 404 555 0101',
  'Harbor Lights Candles,Noah Kim,5 Beacon St,Boston,MA,02108,US,noah@example.com,+1 617 555 0102',
  // No phone: refused.
  'Juniper Botanicals,Eli Novak,61 Garden Blvd,Miami,FL,33131,US,eli@example.com,',
  'Blue Harbor Supply,Marcus Lee,1 Harbor Way,Boston,MA,02110,US,marcus@example.com,+1 617 555 0103',
  // Not an e-mail address: refused.
  'Granite Tools,Sam Ortiz,15 Quarry Road,Denver,CO,80202,US,sam-at-example,+1 303 555 0104',
  'Cascade Outfitters,Priya Raman,400 Pine Street,Seattle,WA,98101,US,priya@example.com,+1 206 555 0105',
];

/** The failed contacts' CSV with a phone and an e-mail address that pass the rules. */
function fixed(csv: string): string {
  const [header = '', ...lines] = csv.trim().split(/\r?\n/);
  const columns = header.split(',').map((cell) => cell.replace(/"/g, ''));
  const email = columns.indexOf('Email');
  const phone = columns.indexOf('Phone');
  const rows = lines.map((line, i) => {
    const cells = line.split(',');
    cells[email] = `fixed${i}@example.com`;
    cells[phone] = `+1 303 555 01${10 + i}`;
    return cells.join(',');
  });
  return `${[header, ...rows].join('\n')}\n`;
}

test('a client imports a spreadsheet with two bad rows, fixes the failed contacts, finds and deletes contacts', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.locator('.app-avatar-button').click();
  await page.getByRole('link', { name: 'Address Book' }).click();
  await expect(page).toHaveURL(/\/address-book$/);
  const book = page.getByRole('dialog', { name: 'Address book' });
  await expect(book.getByText(/Your address book has no contacts yet/)).toBeVisible();

  // The import: four contacts stored, two refused with the spec's message and its Download button.
  await book.getByTestId('address-import-file').setInputFiles({
    name: 'contacts.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(HEADER + ROWS.join('\n')),
  });
  await expect(
    book.getByText(
      'You have imported contacts, however one or more contact seems to have an issue. Please download spreadsheet of failed contacts, fix them and import them again.',
    ),
  ).toBeVisible();
  await expect(book.getByRole('button', { name: 'Kestrel Optics', exact: true })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    book.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Failed contacts.csv');
  const failed = readFileSync((await download.path()) as string, 'utf8');
  expect(failed).toContain('Juniper Botanicals');
  expect(failed).toContain('Granite Tools');
  expect(failed).not.toContain('Kestrel Optics');

  // Fixed and imported again: every row passes.
  await book.getByTestId('address-import-file').setInputFiles({
    name: 'Failed contacts.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(fixed(failed)),
  });
  await expect(book.getByText('You have successfully imported contacts!')).toBeVisible();
  await expect(book.getByRole('button', { name: 'Granite Tools', exact: true })).toBeVisible();
  await expect(book.getByRole('button', { name: 'Juniper Botanicals', exact: true })).toBeVisible();
  await expect(book.locator('tbody tr')).toHaveCount(6);

  // By letter, then by search (2 characters, 1 s after the last key).
  await book.getByRole('button', { name: 'K', exact: true }).click();
  await expect(book.locator('tbody tr')).toHaveCount(1);
  await expect(book.getByRole('button', { name: 'Kestrel Optics', exact: true })).toBeVisible();
  await book.getByRole('button', { name: 'All', exact: true }).click();
  await book.getByRole('searchbox', { name: 'Search' }).fill('harbor');
  await expect(book.locator('tbody tr')).toHaveCount(2);
  await expect(book.getByRole('button', { name: 'Harbor Lights Candles', exact: true })).toBeVisible();
  await expect(book.getByRole('button', { name: 'Blue Harbor Supply', exact: true })).toBeVisible();

  // Delete the two found.
  await book.getByRole('button', { name: 'Edit List' }).click();
  await book.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await book.getByRole('button', { name: 'Delete Selected' }).click();
  await expect(book.getByText('No contact matches this filter.')).toBeVisible();
  await book.getByRole('searchbox', { name: 'Search' }).fill('');
  await expect(book.locator('tbody tr')).toHaveCount(4);
  await expect(book.getByRole('button', { name: 'Blue Harbor Supply', exact: true })).toHaveCount(0);

  // Still gone after a reload: the server deleted them.
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Address book' }).locator('tbody tr')).toHaveCount(4);
});

test('a client saves an item with a commodity code and is warned about an unknown one', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  await page.goto('/items');
  const list = page.getByRole('dialog', { name: 'My Items List' });
  await expect(list.getByText('Looks like you need to put some Items in your Items List!')).toBeVisible();

  const fill = async (name: string, code: string) => {
    await list.getByRole('button', { name: 'New Item' }).click();
    const form = page.getByRole('dialog', { name: 'New Item' });
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByLabel('Commodity Code').fill(code);
    await form.getByLabel('Item Description').fill(`${name}, handmade`);
    await form.getByLabel('Quantity').fill('2');
    await form.getByLabel('Units').selectOption('PCS');
    await form.getByLabel('Value', { exact: true }).fill('18');
    await form.getByLabel('Weight (lb)').fill('0.8');
    await form.getByLabel('Country of Manufacture').selectOption('US');
    return form;
  };

  const known = await fill('Stoneware mug', '6912004400');
  await expect(
    known.getByText('Please double check that this code is valid. You can still continue.'),
  ).toHaveCount(0);
  await known.getByRole('button', { name: 'Save Item' }).click();
  await expect(list.getByText('You have successfully saved your item!')).toBeVisible();
  await expect(list.getByRole('row', { name: /Stoneware mug .*6912\.00\.4400/ })).toBeVisible();

  const unknown = await fill('Mystery part', '9999999999');
  await expect(
    unknown.getByText('Please double check that this code is valid. You can still continue.'),
  ).toBeVisible();
  // In kilograms: the 0.8 lb typed converts, and the item is stored in kg.
  await unknown.getByLabel('Weight Unit').selectOption('kg');
  await expect(unknown.getByLabel('Weight (kg)')).toHaveValue('0.363');
  // The warning does not block: the item saves.
  await unknown.getByRole('button', { name: 'Save Item' }).click();
  await expect(list.getByText('You have successfully saved your item!')).toBeVisible();
  await expect(list.getByRole('row', { name: /Mystery part .*9999\.99\.9999/ })).toBeVisible();
  await list.getByRole('button', { name: 'Edit Mystery part' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Item' });
  await expect(edit.getByLabel('Weight (kg)')).toHaveValue('0.363');
  await expect(edit.getByLabel('Weight Unit')).toHaveValue('kg');
});

test('the Save Contact form says at the field when the address cannot be located', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'client');
  await page.goto('/address-book');
  const book = page.getByRole('dialog', { name: 'Address book' });
  await book.getByRole('button', { name: 'Create Contact' }).click();
  const form = page.getByRole('dialog', { name: 'Save Contact' });
  await form.getByLabel('Country').selectOption('US');
  await form.getByLabel('Company Name').fill('Lakeside Goods');
  await form.getByLabel('Contact Name').fill('Jo Park');
  await form.getByLabel('Address Line 1').fill('350 Fifth Avenue');
  await form.getByLabel('City').fill('Denver');
  await form.getByLabel('State').selectOption('NY');
  await form.getByLabel('Postal Code').fill('10118');
  // The check answers on the form itself, 1 s after typing stops: the notice, and the field that did not match.
  await expect(form.getByText(/We are unable to locate that address/)).toBeVisible();
  await expect(form.locator('.sd-warning').first()).toBeVisible();
  // Corrected, the warning goes.
  await form.getByLabel('City').fill('New York');
  await expect(form.getByText(/We are unable to locate that address/)).toHaveCount(0, { timeout: 10_000 });
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(book.getByRole('button', { name: 'Create Contact' })).toBeVisible();
});

test("an inactive client's address book and items list show its lists, not the inactive notice", async ({
  page,
}) => {
  // Both pages are on an inactive account's allowed list, and the server lets it read (not change) them.
  await signIn(page, 'inactive');
  await page.goto('/address-book');
  const book = page.getByRole('dialog', { name: 'Address book' });
  await expect(book.getByText(/Your address book has no contacts yet/)).toBeVisible();
  await expect(book.getByText(/inactivated due to non-payment/)).toHaveCount(0);
  await page.goto('/items');
  const list = page.getByRole('dialog', { name: 'My Items List' });
  await expect(list.getByText('Looks like you need to put some Items in your Items List!')).toBeVisible();
  await expect(list.getByText(/inactivated due to non-payment/)).toHaveCount(0);
});
