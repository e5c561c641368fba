import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, startTestSession, testUser } from '../testing/testSession';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The next weekday after today, yyyy-MM-dd (New York's day is close enough for a stub). */
function stubApi() {
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

  it('puts Schedule a Pickup in the header', async () => {
    stubApi();
    const { session } = await startTestSession({ user: testUser() });
    renderRoutes(session, '/schedule-pickup');
    expect((await screen.findAllByRole('link', { name: 'Schedule a Pickup' })).length).toBeGreaterThan(0);
  });
});
