import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, startTestSession, testUser } from '../testing/testSession';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const party = (city: string) => ({
  companyName: `${city} Co`,
  contactName: 'Dana Whitfield',
  phoneNumber: '+1 212 555 0142',
  email: null,
  countryCode: 'US',
  addressLine1: '1 Main Street',
  addressLine2: null,
  addressLine3: null,
  city,
  postalCode: '10118',
  division: 'NY',
  isResidential: false,
});

/** A day some days from now, yyyy-MM-dd (the pickup is still to come). */
const daysAhead = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
/** The first weekday `n` or more days ahead: pickups are never on a weekend (this test failed on Fridays). */
const weekdayAhead = (n: number) => {
  let date = daysAhead(n);
  while ([0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay())) date = daysAhead(++n);
  return date;
};

const pickup = (carrier: 'UPS' | 'DHL') => ({
  id: 'p-1',
  date: weekdayAhead(1),
  location: 'Front desk',
  startTime: 840,
  endTime: 960,
  displayPickupWindow: '2:00 PM - 4:00 PM',
  numOfPackages: 2,
  notes: '',
  confirmationNumber: carrier === 'UPS' ? '2929ABC1234' : 'JFK261201004512',
  contactName: 'Dana Whitfield',
  companyName: 'New York Co',
  formattedAddress: '1 Main Street, New York, NY 10118',
  addressLine1: '1 Main Street',
  shipments: ['s-1'],
  carrier,
  carrierProduct: carrier === 'UPS' ? '03' : 'P',
  readyAt: `${weekdayAhead(1)}T14:00:00`,
  timeZone: 'America/New_York',
  isResidential: false,
  canceled: false,
  canceledOn: null,
  origin: {},
  ownedById: 'u-1',
  createdOn: '2026-11-26T10:00:00.000Z',
});

function shipment(carrier: 'UPS' | 'DHL', withPickup: boolean) {
  return {
    id: 's-1',
    hasError: false,
    targetShipDate: weekdayAhead(1),
    trackingNumber: '1Z999',
    carrier: { id: '03', name: 'UPS Ground', productCode: '03', carrier },
    primaryStatusFlag: 1 | 2 | 4 | 32 | (withPickup ? 128 : 256),
    primaryStatusFlagLabel: withPickup ? 'Awaiting pickup' : 'Awaiting drop-off',
    documents: [],
    ownedById: 'u-1',
    shipmentFrom: party('New York'),
    shipmentTo: party('Los Angeles'),
    declaredTotalValue: null,
    hasBatteries: false,
    hasDangerousGoods: false,
    description: 'Vases',
    shipmentReferenceNumber: null,
    isDutiable: false,
    isImport: false,
    isDomestic: true,
    isUSTerritories: false,
    createdOn: '2026-11-26T10:00:00.000Z',
    canceledOn: null,
    payment: {
      type: 'pay_later',
      amount: { amount: 20, currency: 'USD' },
      method: null,
      accountNumber: null,
    },
    rate: { estimatedDelivery: '2026-12-01' },
    exportFiling: null,
    pieces: 2,
    totalWeight: { value: 10, unit: 'lb' },
    pickup: withPickup ? pickup(carrier) : null,
  };
}

function stubApi(carrier: 'UPS' | 'DHL', withPickup: boolean, cancel = { pickupCanceled: true }) {
  const sent: Array<{ method: string; path: string; body: unknown }> = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/ld+json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: { method?: string; body?: string }) => {
      const url = new URL(String(input));
      const method = init?.method ?? 'GET';
      sent.push({ method, path: url.pathname, body: init?.body ? JSON.parse(init.body) : undefined });
      if (url.pathname === '/api/shipments/s-1') return json(shipment(carrier, withPickup));
      if (url.pathname === '/api/cancel_shipment_actions')
        return json({ shipmentCanceled: true, pickupCanceled: cancel.pickupCanceled, refunded: null });
      if (url.pathname === '/api/modify_pickup_actions')
        return json({ successful: true, errors: [], pickup: pickup(carrier), clash: null });
      if (url.pathname === '/api/pickups')
        return json({ 'hydra:member': [pickup(carrier)], 'hydra:totalItems': 1 });
      if (url.pathname === '/api/add_to_pickup_actions')
        return json({ successful: true, errors: [], pickup: pickup(carrier), clash: null });
      return json({ 'hydra:description': 'Not found.' }, 404);
    }),
  );
  return sent;
}

async function open() {
  const { session } = await startTestSession({ user: testUser() });
  renderRoutes(session, '/shipment-summary/s-1');
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: 'Shipment Overview' });
  return user;
}

describe("the summary's pickup panel and cancel modal (spec 02 §2, §4)", () => {
  it('shows the pickup; a UPS pickup is not rescheduled but gets the notice', async () => {
    stubApi('UPS', true);
    const user = await open();
    const panel = screen.getByTestId('summary-pickup');
    expect(within(panel).getByText('2929ABC1234')).toBeTruthy();
    expect(within(panel).getByText('2:00 PM - 4:00 PM')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Edit Pickup' }));
    expect(within(panel).getByRole('alert').textContent).toBe(
      'UPS pickups cannot be rescheduled. Please cancel this pickup and schedule a new one for the new time.',
    );
    expect(within(panel).queryByRole('button', { name: 'Save Changes' })).toBeNull();
  });

  it('offers the three choices when the shipment is on a pickup, and cancels both', async () => {
    const sent = stubApi('UPS', true);
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Cancel Shipment' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this shipment?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel This Shipment Only' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Go Back' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel This Shipment & Pickup' }));
    expect(
      await screen.findByText('You have successfully canceled Shipment and associated Pickup.'),
    ).toBeTruthy();
    expect(sent.find((r) => r.path === '/api/cancel_shipment_actions')?.body).toEqual({
      shipmentId: 's-1',
      cancelRelatedPickup: true,
    });
  });

  it('says "Error on associated pickup canceling" when only the shipment was cancelled', async () => {
    stubApi('UPS', true, { pickupCanceled: false });
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Cancel Shipment' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this shipment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel This Shipment & Pickup' }));
    expect(await screen.findByText('Error on associated pickup canceling')).toBeTruthy();
  });

  it('edits a DHL pickup: Save Changes only with a change and a location', async () => {
    const sent = stubApi('DHL', true);
    const user = await open();
    const panel = screen.getByTestId('summary-pickup');
    await user.click(within(panel).getByRole('button', { name: 'Edit Pickup' }));
    const save = within(panel).getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    const location = within(panel).getByRole('textbox', { name: 'Location' });
    await user.clear(location);
    expect(save.disabled).toBe(true);
    await user.type(location, 'Back door');
    expect(save.disabled).toBe(false);
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Close Time' }), '1020');
    await user.click(save);
    expect(await screen.findByText('Your pickup has been changed.')).toBeTruthy();
    expect(sent.find((r) => r.path === '/api/modify_pickup_actions')?.body).toMatchObject({
      pickupId: 'p-1',
      pickup: { location: 'Back door', startTime: 840, endTime: 1020 },
    });
  });

  it('adds a shipment without a pickup to an open pickup of its carrier at its address', async () => {
    const sent = stubApi('UPS', false);
    const user = await open();
    const panel = screen.getByTestId('summary-pickup');
    await user.click(within(panel).getByRole('button', { name: 'Add to Pickup' }));
    await user.click(await within(panel).findByRole('radio'));
    await user.click(within(panel).getByRole('button', { name: 'Add to Pickup' }));
    expect(await screen.findByText('Your shipment has been added to the pickup.')).toBeTruthy();
    const listed = sent.find((r) => r.path === '/api/pickups');
    expect(listed).toBeTruthy();
    expect(sent.find((r) => r.path === '/api/add_to_pickup_actions')?.body).toEqual({
      pickupId: 'p-1',
      shipmentId: 's-1',
    });
  });
});
