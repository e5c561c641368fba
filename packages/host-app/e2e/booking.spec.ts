import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { barcodesOn, readPdf } from '../../server/src/documents/testing/readPdf';

/** A signed-in demo client (docs/demo-accounts.md). */
async function signIn(page: Page) {
  await page.goto('/sign-in');
  await page.getByLabel('Email or Import/Export No. or Client ID').fill('client@demo.shipdeck.test');
  await page.getByLabel('Password', { exact: true }).fill('shipdeck-demo');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).not.toHaveURL(/\/sign-in/);
}

/** Step 2: no pickup, the first delivery service offered. */
async function chooseDelivery(page: Page) {
  await expect(page.getByRole('heading', { name: 'Additional Services' })).toBeVisible();
  await page.getByRole('group', { name: 'Do you need a pickup?' }).getByRole('radio', { name: 'No' }).check();
  await page.getByRole('button', { name: 'Select' }).first().click();
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
}

test('a client completes an export to Germany paying with a stored card, downloads its documents and cancels it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  // The demo draft "Ceramics to Berlin": the recipient and the export details still to complete.
  await page.goto('/draft/00000000-0000-4000-8000-00000000d002');
  await expect(page.getByRole('heading', { name: 'Create Shipment' })).toBeVisible();
  const recipient = page.getByRole('region', { name: 'Recipient' });
  await recipient.getByLabel('Contact Name').fill('Lena Vogel');
  await recipient.getByLabel('Address Line 1').fill('Invalidenstrasse 117');
  await recipient.getByLabel('Phone Number').fill('+49 30 901820');
  await recipient.getByRole('radio', { name: 'No' }).check();
  await page.getByLabel('Electronic Export Filing').selectOption({ index: 1 });
  await page.getByLabel('Export Type').selectOption({ label: 'Permanent' });
  await page
    .getByRole('group', { name: 'Do you need insurance?' })
    .getByRole('radio', { name: 'No' })
    .check();
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await chooseDelivery(page);

  await page.getByLabel('Who Pays for Shipment').selectOption({ label: 'My Optimal Account' });
  await page.getByLabel('Who Pays Duties and Taxes').selectOption({ label: 'Receiver' });
  await page.getByLabel('Customs Terms of Trade').selectOption('DAP');
  await page.getByRole('radio', { name: 'Pay now' }).check();
  await page.getByRole('radio', { name: /Visa ending in 4242/ }).check();
  await page.getByLabel('I agree to the terms and conditions').check();
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Review and Finish' })).toBeVisible();

  // A double click books once: every answer names the same shipment.
  const booked = new Set<string>();
  page.on('response', async (response) => {
    if (response.url().endsWith('/api/complete_prep_and_pickup_actions') && response.ok())
      booked.add((await response.json()).shipmentId);
  });
  await page.getByRole('button', { name: 'Complete Shipment' }).dblclick();
  await expect(page).toHaveURL(/\/shipment-summary\/[0-9a-f-]{36}\?new=1/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
  await expect(page.getByText('You have successfully created a new shipment!').first()).toBeVisible();
  expect(booked.size).toBe(1);
  const trackingNumber = (await page.getByTestId('tracking-number').textContent()) ?? '';
  expect(trackingNumber).toMatch(/^\d{10}$/);
  await expect(page.getByText(/Paid now: Visa ending in 4242/)).toBeVisible();

  // Every document chosen: Download gives them all in one PDF; its label carries the number and a
  // Code 128 that decodes back to it.
  const documents = page.getByRole('region', { name: '1. Print your documents' });
  await expect(documents.getByRole('checkbox', { name: 'Shipping label' })).toBeChecked();
  await expect(documents.getByRole('checkbox', { name: 'Commercial invoice' })).toBeChecked();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    documents.getByRole('button', { name: 'Download' }).click(),
  ]);
  const pages = await readPdf(new Uint8Array(await readFile((await download.path()) as string)));
  const label = pages.find((p) => p.width === 288 && p.height === 432);
  if (!label) throw new Error('no 4×6 label in the download');
  expect(label.texts.join(' ').replace(/\s+/g, '')).toContain(trackingNumber);
  expect(barcodesOn(label, 'code128')).toContain(trackingNumber);
  expect(pages.some((p) => p.texts.join(' ').includes('COMMERCIAL INVOICE'))).toBe(true);

  // Cancelling refunds what was charged.
  await page.getByRole('button', { name: 'Cancel Shipment' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel this shipment?' })
    .getByRole('button', { name: 'Cancel This Shipment' })
    .click();
  await expect(page.getByText('You have successfully canceled Shipment')).toBeVisible();
  await expect(page.getByText(/Refunded/)).toBeVisible();
  await expect(page.getByText(/This shipment was canceled on/)).toBeVisible();
});

test('a card declined at payment books nothing and says why; the card was added in the wizard', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  // The demo draft "Contracts to London", complete up to its delivery service.
  await page.goto('/draft/00000000-0000-4000-8000-00000000d001');
  await chooseDelivery(page);
  await page.getByLabel('Who Pays for Shipment').selectOption({ label: 'My Optimal Account' });
  await page.getByRole('radio', { name: 'Pay now' }).check();
  await page.getByRole('button', { name: 'Add payment method' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a payment method' });
  await dialog.getByLabel('Card Number').fill('4000 0000 0000 0341');
  await dialog.getByLabel('Expiration Date (MM/YY)').fill('12/39');
  await dialog.getByLabel('Security Code').fill('123');
  await dialog.getByLabel('Cardholder Name').fill('Dana Whitfield');
  await dialog.getByLabel('Address Line 1').fill('350 Fifth Avenue');
  await dialog.getByRole('button', { name: 'Save payment method' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('radio', { name: /Visa ending in 0341/ })).toBeChecked();
  await page.getByLabel('I agree to the terms and conditions').check();
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Review and Finish' })).toBeVisible();
  await page.getByRole('button', { name: 'Complete Shipment' }).click();
  // The wizard's notice says why, and the error popup (spec 03 §8) offers to send the draft to support.
  const popup = page.getByRole('dialog', { name: 'Something went wrong' });
  await expect(popup.getByText('Your card was declined. Please use a different card.')).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Save & Send to Support' })).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('Your card was declined. Please use a different card.')).toBeVisible();
  await expect(page).toHaveURL(/\/draft\//);
});
