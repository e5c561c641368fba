import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, startTestSession, testUser } from '../testing/testSession';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The next weekday after today, yyyy-MM-dd (New York's day is close enough for a stub). */
function stubApi(upcoming: unknown[] = []) {
  const sent: Array<{ path: string; body: unknown }> = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/ld+json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: { method?: string; body?: string }) => {
      const url = new URL(String(input));
      const body = init?.body ? JSON.parse(init.body) : undefined;
      sent.push({ path: url.pathname, body });
      if (url.pathname === '/api/check_capabilities_actions')
        return json({
          bookByTime: 1020,
          pickupWindowEarliestTime: 480,
          pickupWindowLatestTime: 1140,
          minimumPickupWindow: 180,
          cutOffTime: 1020,
          timeZone: 'America/New_York',
          successful: true,
          errors: [],
          contactCustomerService: false,
        });
      if (url.pathname === '/api/country_options')
        return json({
          'hydra:member': [
            { code: 'US', value: 'US', label: 'United States', elements: [] },
            { code: 'CA', value: 'CA', label: 'Canada', elements: [] },
            { code: 'FR', value: 'FR', label: 'France', elements: [] },
          ],
          'hydra:totalItems': 3,
        });
      if (url.pathname === '/api/currency_options')
        return json({
          'hydra:member': [{ code: 'USD', value: 'USD', label: 'US Dollar' }],
          'hydra:totalItems': 1,
        });
      if (url.pathname === '/api/pickups')
        return json({ 'hydra:member': upcoming, 'hydra:totalItems': upcoming.length });
      if (url.pathname === '/api/modify_pickup_actions')
        return json({
          successful: true,
          errors: [],
          pickup: { ...(upcoming[0] as object), ...body.pickup },
          clash: null,
        });
      if (url.pathname === '/api/schedule_pickup_actions')
        return json({
          successful: false,
          errors: [{ message: 'Pickup cannot be scheduled.' }],
          pickup: null,
          clash: null,
        });
      return json({ 'hydra:description': 'Not found.' }, 404);
    }),
  );
  return sent;
}

describe('/schedule-pickup (spec 02 §2 standalone pickup screen)', () => {
  it('shows "Scheduling Pickups" with the user\'s details, and the failure modal when the carrier refuses', async () => {
    const sent = stubApi();
    const { session } = await startTestSession({ user: testUser() });
    renderRoutes(session, '/schedule-pickup');
    expect(await screen.findByRole('heading', { name: 'Scheduling Pickups', level: 1 })).toBeTruthy();
    expect(screen.getAllByText('Scheduling Pickups')).toHaveLength(1);
    expect((screen.getByLabelText('Contact Name') as HTMLInputElement).value).toBe('Ada Client');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Address Line 1'), '350 Fifth Avenue');
    await user.type(screen.getByLabelText('City'), 'New York');
    await user.type(screen.getByLabelText('State'), 'NY');
    await user.type(screen.getByLabelText('Postal Code'), '10118');
    await user.type(screen.getByLabelText('Phone Number'), '+1 212 555 0142');
    await user.clear(screen.getByLabelText('Company Name'));
    await user.type(screen.getByLabelText('Company Name'), 'Northwind Ceramics');
    await user.selectOptions(screen.getByLabelText('Pickup Carrier'), 'UPS');
    await user.type(screen.getByLabelText('Location'), 'Front desk');
    await user.type(screen.getByLabelText('Number of Packages'), '2');
    const confirm = screen.getByRole('button', { name: 'Confirm Pickup' }) as HTMLButtonElement;
    await waitFor(() => expect(confirm.disabled).toBe(false));
    await user.click(confirm);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Something went wrong!');
    expect(sent.some((r) => r.path === '/api/schedule_pickup_actions')).toBe(true);
  });

  it('lists the countries of the shared option list', async () => {
    stubApi();
    const { session } = await startTestSession({ user: testUser() });
    renderRoutes(session, '/schedule-pickup');
    const country = (await screen.findByLabelText('Country')) as HTMLSelectElement;
    await waitFor(() => expect([...country.options].map((o) => o.textContent)).toContain('France'));
  });

  it('lists the upcoming pickups, and changes a DHL one to a later window there', async () => {
    let ahead = 2;
    const dayIn = (n: number) => {
      const d = new Date();
      d.setDate(d.getDate() + n);
      return d;
    };
    while ([0, 6].includes(dayIn(ahead).getDay())) ahead += 1;
    const d = dayIn(ahead);
    const day = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const dhl = {
      id: 'd0000000-0000-4000-8000-000000000000',
      date: day,
      location: 'Reception',
      startTime: 600,
      endTime: 720,
      displayPickupWindow: '10:00 AM - 12:00 PM',
      numOfPackages: 1,
      notes: '',
      confirmationNumber: 'JFK261201004512',
      contactName: 'Dana Whitfield',
      formattedAddress: '45 Madison Avenue, New York, NY 10010',
      addressLine1: '45 Madison Avenue',
      shipments: [],
      carrier: 'DHL',
      carrierProduct: 'P',
      timeZone: 'America/New_York',
    };
    const sent = stubApi([dhl]);
    const { session } = await startTestSession({ user: testUser() });
    renderRoutes(session, '/schedule-pickup');
    const upcoming = await screen.findByRole('region', { name: 'Your Upcoming Pickups' });
    await within(upcoming).findByText('JFK261201004512');
    const user = userEvent.setup();
    await user.click(within(upcoming).getByRole('button', { name: 'Reschedule' }));
    const form = within(upcoming).getByRole('form', { name: 'Edit Pickup' });
    await user.selectOptions(within(form).getByLabelText('Ready Time'), '720');
    await user.selectOptions(within(form).getByLabelText('Close Time'), '900');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(sent.find((r) => r.path === '/api/modify_pickup_actions')?.body).toMatchObject({
        pickupId: dhl.id,
        pickup: { startTime: 720, endTime: 900, location: 'Reception' },
      }),
    );
  });

  it('puts Schedule a Pickup in the header', async () => {
    stubApi();
    const { session } = await startTestSession({ user: testUser() });
    renderRoutes(session, '/schedule-pickup');
    expect((await screen.findAllByRole('link', { name: 'Schedule a Pickup' })).length).toBeGreaterThan(0);
  });
});
