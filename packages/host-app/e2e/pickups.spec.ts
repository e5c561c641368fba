import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { Rate } from '../../core/src/contract/index';
import { localClock } from '../../core/src/pickup/localClock';
import { toPrepareShipmentBody } from '../../core/src/shipment/model/toPrepareShipmentBody';
import { toRateShipmentRequest } from '../../core/src/shipment/model/toRateShipmentRequest';
import { domesticDraft } from '../../core/src/testing/index';

const EMAIL = 'client@demo.shipdeck.test';
const PASSWORD = 'shipdeck-demo';

/** A signed-in demo client (docs/demo-accounts.md). */
async function signIn(page: Page) {
  await page.goto('/sign-in');
  await page.getByLabel('Email or Import/Export No. or Client ID').fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).not.toHaveURL(/\/sign-in/);
}

async function tokenOf(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/authentication_token', {
    data: { email: EMAIL, password: PASSWORD, refreshTokenDelivery: 'body' },
  });
  return ((await answer.json()) as { token: string }).token;
}

/** The next weekday after today at the demo client's address (New York), yyyy-MM-dd. */
function nextWeekday(): string {
  let day = new Date(`${localClock(new Date(), 'America/New_York').date}T12:00:00Z`);
  do day = new Date(day.getTime() + 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6);
  return day.toISOString().slice(0, 10);
}

/**
 * Books a domestic shipment from `street` through the API as the wizard does: rated with a new pickup
 * when `newPickup` is given (the price then holds the pickup fee), the carrier's first rate matching
 * `product`, paid later. Answers the booking.
 */
async function book(
  request: APIRequestContext,
  token: string,
  options: {
    street: string;
    carrier: Rate['carrier'];
    product?: RegExp;
    newPickup?: { startTime: number; endTime: number; location: string };
    existingPickup?: string;
  },
) {
  const headers = { Authorization: `Bearer ${token}` };
  const day = nextWeekday();
  const draft = domesticDraft();
  draft.shipmentFrom.address.addressLine1 = options.street;
  draft.pickupDelivery.shipmentDate = day;
  draft.pickupDelivery.isPickupRequired = Boolean(options.newPickup || options.existingPickup);
  draft.pickupDelivery.pickupId = options.existingPickup ?? null;
  const rated = await request.post('/api/rate_shipment_actions', {
    headers,
    data: { ...toRateShipmentRequest(draft, { today: day }), carrierProduct: null },
  });
  const rates = ((await rated.json()) as { rates: Rate[] }).rates;
  const rate = rates.find(
    (r) => r.carrier === options.carrier && (!options.product || options.product.test(r.carrierProduct)),
  );
  if (!rate) throw new Error(`no ${options.carrier} rate`);
  draft.pickupDelivery.carrierProduct = rate.carrierProduct;
  const prep = toPrepareShipmentBody(draft, { today: day, rate, paymentId: null });
  const answer = await request.post('/api/complete_prep_and_pickup_actions', {
    headers,
    data: {
      prep,
      newPickup: options.newPickup
        ? { ...options.newPickup, date: day, notes: null, numOfPackages: 1 }
        : null,
      existingPickup: options.existingPickup ?? null,
    },
  });
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as {
    successful: boolean;
    shipmentId: string;
    pickup: { id: string } | null;
  };
  expect(body.successful).toBe(true);
  return { ...body, day };
}

test('a client books a shipment with a new UPS pickup, sees it, cannot reschedule it, and cancels it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await tokenOf(request);
  const booked = await book(request, token, {
    street: '41 Madison Avenue',
    carrier: 'UPS',
    newPickup: { startTime: 660, endTime: 900, location: 'Front desk' },
  });
  await signIn(page);
  await page.goto(`/shipment-summary/${booked.shipmentId}`);
  const panel = page.getByTestId('summary-pickup');
  await expect(panel.getByText('11:00 AM - 3:00 PM')).toBeVisible();
  await expect(panel.getByText(/^2929/)).toBeVisible();
  await panel.getByRole('button', { name: 'Edit Pickup' }).click();
  await expect(panel.getByRole('alert')).toHaveText(
    'UPS pickups cannot be rescheduled. Please cancel this pickup and schedule a new one for the new time.',
  );
  await panel.getByRole('button', { name: 'Cancel Pickup' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel Pickup' })
    .getByRole('button', { name: 'Cancel This Pickup' })
    .click();
  await expect(page.getByText('Your pickup has been canceled.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Schedule a Pickup' })).toBeVisible();
});

test('a second shipment for the same carrier and day is added to the existing pickup', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await tokenOf(request);
  const first = await book(request, token, {
    street: '43 Madison Avenue',
    carrier: 'UPS',
    newPickup: { startTime: 660, endTime: 900, location: 'Loading dock' },
  });
  const second = await book(request, token, { street: '43 Madison Avenue', carrier: 'UPS' });
  await signIn(page);
  await page.goto(`/shipment-summary/${second.shipmentId}`);
  const panel = page.getByTestId('summary-pickup');
  await panel.getByRole('button', { name: 'Add to Pickup' }).click();
  await panel.getByRole('radio', { name: /Loading dock/ }).check();
  await panel.getByRole('button', { name: 'Add to Pickup' }).click();
  await expect(page.getByText('Your shipment has been added to the pickup.')).toBeVisible();
  const listed = await request.get(`/api/pickups?readyAt[after]=${first.day}&carrier=UPS`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const pickup = ((await listed.json())['hydra:member'] as Array<{ id: string; shipments: string[] }>).find(
    (p) => p.id === first.pickup?.id,
  );
  expect(pickup?.shipments).toEqual([first.shipmentId, second.shipmentId]);
});

test('a standalone DHL pickup is scheduled on /schedule-pickup and changed to a later window', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Schedule a Pickup' })
    .click();
  await expect(page.getByRole('heading', { name: 'Scheduling Pickups', level: 1 })).toBeVisible();
  await page.getByLabel('Company Name').fill('Northwind Ceramics');
  await page.getByLabel('Contact Name').fill('Dana Whitfield');
  await page.getByLabel('Email').fill('client@demo.shipdeck.test');
  await page.getByLabel('Phone Number').fill('+1 212 555 0142');
  await page.getByLabel('Address Line 1').fill('45 Madison Avenue');
  await page.getByLabel('City').fill('New York');
  await page.getByLabel('State').fill('NY');
  await page.getByLabel('Postal Code').fill('10010');
  await page.getByLabel('Pickup Carrier').selectOption('DHL');
  await page.getByLabel('Location').fill('Reception');
  // Tomorrow or later: a weekday the calendar offers.
  await page.getByLabel('Pickup Date').selectOption(nextWeekday());
  const confirm = page.getByRole('button', { name: 'Confirm Pickup' });
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(page.getByRole('button', { name: 'Pickup Confirmed' })).toBeVisible({ timeout: 20_000 });

  // The change goes through the page: the pickup just booked is among the upcoming ones, changed there.
  const upcoming = page.getByRole('region', { name: 'Your Upcoming Pickups' });
  const card = upcoming.getByTestId('pickup').filter({ hasText: '45 Madison Avenue' });
  await expect(card).toHaveCount(1, { timeout: 20_000 });
  await card.getByRole('button', { name: 'Reschedule' }).click();
  const form = card.getByRole('form', { name: 'Edit Pickup' });
  const ready = form.getByLabel('Ready Time');
  const close = form.getByLabel('Close Time');
  const later = {
    startTime: Number(await ready.inputValue()) + 60,
    endTime: Number(await close.inputValue()) + 60,
  };
  await ready.selectOption(String(later.startTime));
  await close.selectOption(String(later.endTime));
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Your pickup has been changed.')).toBeVisible({ timeout: 20_000 });
  await expect(card.getByRole('form', { name: 'Edit Pickup' })).toHaveCount(0);

  const token = await tokenOf(request);
  const after = await request.get(
    `/api/pickups?readyAt[after]=${nextWeekday()}&carrier=DHL&address=45 Madison Avenue`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  expect((await after.json())['hydra:member'][0]).toMatchObject({ ...later, location: 'Reception' });
});

test('FedEx ground is never picked up the same day: the spec message', async ({ page, request }) => {
  test.setTimeout(120_000);
  const today = localClock(new Date(), 'America/New_York').date;
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  // On a weekend the day is refused first (spec 02 §9: no weekend pickups), with its own message.
  const weekend = weekday === 0 || weekday === 6;
  const token = await tokenOf(request);
  const booked = await book(request, token, {
    street: '47 Madison Avenue',
    carrier: 'FEDEX',
    product: /GROUND/,
  });
  await signIn(page);
  await page.goto(`/shipment-summary/${booked.shipmentId}`);
  const panel = page.getByTestId('summary-pickup');
  await panel.getByRole('button', { name: 'Schedule a Pickup' }).click();
  await panel.getByLabel('Pickup Date').fill(today);
  await panel.getByLabel('Location').fill('Dock');
  await panel.getByRole('button', { name: 'Confirm Pickup' }).click();
  await expect(
    panel.getByText(
      weekend
        ? 'Pickups cannot be scheduled on weekends. Please choose a weekday.'
        : 'FedEx does not allow same day pickups for ground services. Please choose a different day for pickup or switch to an express service.',
    ),
  ).toBeVisible();
});
