import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

/**
 * View history (issue 14; spec 02 §2, §4): a client sees a shipment just booked in Shipment Status,
 * archives and restores it, and duplicates it into a draft; a CSR on a personal account picks Created By.
 */

const PASSWORD = 'shipdeck-demo';
const DEMO_CLIENT_ID = '00000000-0000-4000-8000-000000000001';
const email = (key: string) => `${key}@demo.shipdeck.test`;

async function signIn(page: Page, key: string) {
  await page.goto('/sign-in');
  await page.getByLabel('Email or Import/Export No. or Client ID').fill(email(key));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).not.toHaveURL(/\/sign-in/);
}

async function apiToken(request: APIRequestContext, key: string): Promise<string> {
  const answer = await request.post('/api/authentication_token', {
    data: { email: email(key), password: PASSWORD },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { token: string }).token;
}

/** The next weekday, yyyy-MM-dd. */
function nextWeekday(): string {
  const day = new Date();
  do day.setUTCDate(day.getUTCDate() + 1);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6);
  return day.toISOString().slice(0, 10);
}

/**
 * Books a domestic parcel (New York → Los Angeles) through the API as the wizard would: rated first, the
 * first rate chosen and its price confirmed, paid later. Answers the tracking number.
 */
async function bookShipment(request: APIRequestContext, token: string): Promise<string> {
  const headers = { Authorization: `Bearer ${token}` };
  const shipDate = `${nextWeekday()}T00:00:00.000`;
  const origin = { countryCode: 'US', city: 'New York', postalCode: '10118', isResidential: false };
  const destination = { countryCode: 'US', city: 'Los Angeles', postalCode: '90045', isResidential: true };
  const pieces = [{ quantity: 1, weight: 10, length: 12, width: 12, height: 12, declaredValue: null }];
  const rated = await request.post('/api/rate_shipment_actions', {
    headers,
    data: {
      origin,
      destination,
      targetShipDate: shipDate,
      pieces,
      currency: 'USD',
      measurementSystem: 'imperial',
    },
  });
  const rate = (
    (await rated.json()) as { rates: Array<{ carrierProduct: string; optimalRate: { amount: number } }> }
  ).rates[0];
  if (!rate) throw new Error('no rate');
  const contact = (companyName: string, contactName: string, phoneNumber: string) => ({
    companyName,
    contactName,
    phoneNumber,
    phoneNumberExtension: null,
    email: null,
    vatNumber: null,
    taxId: null,
    eoriNumber: null,
  });
  const address = (end: typeof origin, addressLine1: string, division: string) => ({
    ...end,
    addressLine1,
    addressLine2: null,
    addressLine3: null,
    division,
    suburb: null,
  });
  const booked = await request.post('/api/prepare_shipment_actions', {
    headers,
    data: {
      shipmentId: null,
      origin: address(origin, '350 Fifth Avenue', 'NY'),
      destination: address(destination, '1 World Way', 'CA'),
      pieces: pieces.map((piece) => ({ ...piece, pieceId: null })),
      isDocument: false,
      usesExpressEnvelope: false,
      currency: 'USD',
      measurementSystem: 'imperial',
      whoPaysShipping: 'my_account',
      billingAccountNumber: null,
      billingAccountNumberPostalCode: null,
      shipperAccountNumber: null,
      targetShipDate: shipDate,
      description: 'Stoneware samples',
      shipper: contact('Northwind Ceramics', 'Dana Whitfield', '2125550142'),
      receiver: contact('West Coast Co', 'Lee Receiver', '3105550123'),
      externalSourceReference: null,
      receiverReference: null,
      shipmentReferenceNumber: null,
      carrierProduct: rate.carrierProduct,
      additionalServices: [],
      domesticSignature: null,
      hasBatteries: false,
      hasDangerousGoods: false,
      payWithPaymentProfileId: null,
      payWithConfirmedAmount: Math.round(rate.optimalRate.amount * 100) / 100,
      insuredValue: null,
      international: null,
    },
  });
  const body = (await booked.json()) as { success: boolean; shipment?: { trackingNumber: string } };
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.shipment?.trackingNumber as string;
}

const shipmentStatus = (page: Page) => page.getByRole('region', { name: 'Shipment Status' });
const row = (page: Page, trackingNumber: string) =>
  shipmentStatus(page).locator(`[data-testid="shipment-row"][data-tracking="${trackingNumber}"]`);

test('a client sees a new shipment in Shipment Status, archives and restores it, and duplicates it into a draft', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const trackingNumber = await bookShipment(request, await apiToken(request, 'client'));
  await signIn(page, 'client');
  // "/" is view history for a signed-in client (spec 02 §2).
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'View History' })).toBeVisible();
  for (const name of ['Scheduled Pickups', 'Shipment Status', 'Standalone Quotes', 'Drafts']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  const booked = row(page, trackingNumber);
  await expect(booked).toBeVisible();
  // Not picked up yet: a neutral status, the actions of a shipment the carrier does not have.
  await expect(booked.getByRole('button', { name: 'Cancel Shipment' })).toBeVisible();
  await expect(booked.getByRole('button', { name: 'Shipment Overview' })).toBeVisible();

  await booked.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText(/^Archived:/)).toBeVisible();
  await expect(booked).toHaveCount(0);
  await shipmentStatus(page).getByRole('button', { name: 'Show archived shipments' }).click();
  await expect(booked).toBeVisible();
  await booked.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText(/^Restored:/)).toBeVisible();
  await expect(booked).toHaveCount(0);
  await shipmentStatus(page).getByRole('button', { name: 'Back to shipments' }).click();
  await expect(booked).toBeVisible();

  await booked.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page).toHaveURL(/\/draft\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Create Shipment' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recipient' }).getByLabel('Contact Name')).toHaveValue(
    'Lee Receiver',
  );
  await page.goto('/view-history?section=drafts');
  await expect(
    page.getByRole('region', { name: 'Drafts' }).getByText(`Copy of shipment ${trackingNumber}`),
  ).toBeVisible();
});

test("a CSR's personal account lists by Created By CSRs or Created By Me", async ({ page, request }) => {
  test.setTimeout(120_000);
  // The CSR books for the demo client while signed into its profile.
  const csrToken = await apiToken(request, 'csr');
  const acting = await request.post('/api/sign_into_profile_actions', {
    headers: { Authorization: `Bearer ${csrToken}` },
    data: { userId: DEMO_CLIENT_ID },
  });
  expect(acting.ok(), await acting.text()).toBe(true);
  const trackingNumber = await bookShipment(request, ((await acting.json()) as { token: string }).token);

  await signIn(page, 'csr');
  await page.goto('/view-history');
  const selector = page.getByLabel('Created By');
  await expect(selector).toHaveValue('csrs');
  await expect(page.getByRole('heading', { level: 2, name: 'Shipments That Need Attention' })).toBeVisible();
  await expect(row(page, trackingNumber)).toBeVisible();
  const reloaded = page.waitForRequest(
    (r) => r.url().includes('/api/shipments') && r.url().includes('creator=me'),
  );
  await selector.selectOption({ label: 'Created By Me' });
  await reloaded;
  await expect(row(page, trackingNumber)).toBeVisible();
  // The row actions by status (spec 02 §4) here too: the shipment is the client's, so the action runs in
  // the client's profile.
  await expect(row(page, trackingNumber).getByRole('button', { name: 'Archive' })).toBeVisible();
  await row(page, trackingNumber).getByRole('button', { name: 'Shipment Overview' }).click();
  await expect(page).toHaveURL(/\/shipment-summary\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Shipment Overview' })).toBeVisible();
  await expect(page.getByText(trackingNumber).first()).toBeVisible();
});

test('a link with ?section= opens view history at that section, kept in view as the lists load', async ({
  page,
}) => {
  await signIn(page, 'client');
  await page.setViewportSize({ width: 1280, height: 700 });
  // A full page load: the landing handler drops `section` from the query (spec 03 §2) and keeps it as the hash.
  await page.goto('/view-history?section=drafts');
  await expect(page).toHaveURL(/\/view-history#drafts$/);
  const drafts = page.getByRole('region', { name: 'Drafts' });
  await expect(drafts.getByText('Contracts to London')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Shipment Status' }).getByTestId('shipment-row').first(),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Drafts' })).toBeInViewport();
  // On a phone the section's tab opens (spec 02 §2).
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/view-history?section=standalone_quotes');
  await expect(page.getByRole('tab', { name: 'Standalone Quotes' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'Scheduled Pickups' })).toHaveCount(0);
});
