import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, startTestSession, testUser } from '../testing/testSession';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const longCompany = 'The Very Long Company Name Of International Trading';

/** The users API: GET /users?search= answers `found`; POST /sync_user_actions is recorded. */
function stubUsersApi(found: unknown[]) {
  const syncs: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: { method?: string; body?: string }) => {
      const url = new URL(String(input));
      const json = (body: unknown) =>
        new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'content-type': 'application/ld+json' },
        });
      if (url.pathname === '/api/users')
        return json({ 'hydra:member': found, 'hydra:totalItems': found.length });
      if (url.pathname === '/api/sync_user_actions') {
        syncs.push(JSON.parse(init?.body ?? '{}'));
        return json({ success: false, message: 'not in BillPay' });
      }
      return new Response(null, { status: 404 });
    }),
  );
  return syncs;
}

async function openUsers() {
  const { session } = await startTestSession({ user: testUser({ isCSR: true, name: 'Casey Rep' }) });
  renderRoutes(session, '/users');
  return userEvent.setup();
}

describe('users page (spec 03 §2)', () => {
  it('shows cards with the badges, the company cut at 43 characters and the client id fallback', async () => {
    stubUsersApi([
      testUser({
        id: '123e4567-e89b-12d3-a456-426614174000',
        name: 'Bo Owner',
        companyName: longCompany,
        active: false,
        suspended: true,
        whitelisted: true,
        billingInformation: { ...testUser().billingInformation, osClientId: null },
      }),
    ]);
    const user = await openUsers();
    await user.type(await screen.findByLabelText('Search users'), 'bo@example.com{Enter}');
    const card = await screen.findByRole('listitem', { name: 'Bo Owner' });
    expect(within(card).getByText(`${longCompany.slice(0, 43)}…`)).toBeTruthy();
    expect(within(card).getByText(/14174000/)).toBeTruthy();
    for (const badge of ['Inactivated', 'Suspended', 'Whitelisted'])
      expect(within(card).getByText(badge)).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Activate' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Remove from Whitelist' })).toBeTruthy();
    // View Log is for super admins, Change Password behind its flag.
    expect(within(card).queryByRole('button', { name: 'View Log' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Change Password' })).toBeNull();
  });

  it('keeps the search across reloads', async () => {
    stubUsersApi([]);
    const user = await openUsers();
    await user.type(await screen.findByLabelText('Search users'), 'acme{Enter}');
    cleanup();
    await openUsers();
    expect(((await screen.findByLabelText('Search users')) as HTMLInputElement).value).toBe('acme');
  });

  it('offers to import several ids separated by a space when nothing is found', async () => {
    const syncs = stubUsersApi([]);
    const user = await openUsers();
    await user.type(await screen.findByLabelText('Search users'), '812345621 new@example.com{Enter}');
    expect(await screen.findByText('Looks like this user is not yet imported!')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Import User Account' }));
    expect(await screen.findByText('Unfortunately, this user does not exist in BillPay.')).toBeTruthy();
    expect(syncs).toEqual([{ emailOrId: '812345621' }, { emailOrId: 'new@example.com' }]);
  });
});

describe('staff toggles that lock a client out (issue 16)', () => {
  it('asks before inactivating, and does nothing on No', async () => {
    const syncs = stubUsersApi([
      testUser({ id: '123e4567-e89b-12d3-a456-426614174001', name: 'Ann Active' }),
    ]);
    const user = await openUsers();
    await user.type(await screen.findByLabelText('Search users'), 'ann@example.com{Enter}');
    const card = await screen.findByRole('listitem', { name: 'Ann Active' });
    await user.click(within(card).getByRole('button', { name: 'Inactivate' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(
      'Inactivate Ann Active? They will not be able to quote or ship until they are activated again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(syncs).toEqual([]);
    await user.click(within(card).getByRole('button', { name: 'Inactivate' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await vi.waitFor(() => expect(syncs).toEqual([expect.objectContaining({ active: false })]));
  });
});
