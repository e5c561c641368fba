import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appConfig } from '../shell/config';
import { renderRoutes, startTestSession, testUser } from '../testing/testSession';

vi.stubGlobal(
  'fetch',
  vi.fn(() => new Promise(() => {})),
);
afterEach(cleanup);

const temporary = testUser({ passwordTemporary: true });

async function signInWithTemporaryPassword() {
  const { session } = await startTestSession({ signInUser: temporary });
  const router = renderRoutes(session, '/sign-in');
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: "Let's Get Started!" });
  await user.type(screen.getByLabelText('Email or Import/Export No. or Client ID'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'set by csr{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'Temporary Password' });
  return { router, user, dialog };
}

/** A quick-access session re-enters a temporary password at the password-protected prompt. */
async function reenterTemporaryPassword() {
  const { session } = await startTestSession({
    user: testUser({ quickAccess: true }),
    signInUser: temporary,
  });
  const router = renderRoutes(session, '/user-settings');
  const user = userEvent.setup();
  const prompt = await screen.findByRole('dialog', { name: 'Password Protected' });
  await user.type(within(prompt).getByLabelText('Password'), 'set by csr{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'Temporary Password' });
  return { router, user, dialog };
}

describe('temporary-password warning (spec 03 §4)', () => {
  it('offers Cancel, Continue Shipping and Change Password after a sign-in with a temporary password', async () => {
    const { router, dialog } = await signInWithTemporaryPassword();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Continue Shipping' })).toBeTruthy();
    const change = within(dialog).getByRole('link', { name: 'Change Password' });
    // Change Password goes through the billing portal, in a new tab.
    expect(change.getAttribute('href')).toBe(appConfig.billPayUrl);
    expect(change.getAttribute('target')).toBe('_blank');
    // Nothing moves until the user chooses.
    expect(router.state.location.pathname).toBe('/sign-in');
  });

  it('goes on to the landing page with Continue Shipping', async () => {
    const { router, user, dialog } = await signInWithTemporaryPassword();
    await user.click(within(dialog).getByRole('button', { name: 'Continue Shipping' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Temporary Password' })).toBeNull());
  });

  it('closes with Cancel and stays where it was', async () => {
    const { router, user, dialog } = await signInWithTemporaryPassword();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Temporary Password' })).toBeNull();
    expect(router.state.location.pathname).toBe('/sign-in');
  });

  it('closes after Change Password opens the billing portal', async () => {
    const { user, dialog } = await signInWithTemporaryPassword();
    const change = within(dialog).getByRole('link', { name: 'Change Password' });
    // jsdom does not open tabs; the click still reaches the handler.
    change.addEventListener('click', (event) => event.preventDefault());
    await user.click(change);
    expect(screen.queryByRole('dialog', { name: 'Temporary Password' })).toBeNull();
  });

  it('is not shown for a password the user set', async () => {
    const { session } = await startTestSession({ signInUser: testUser({ passwordTemporary: false }) });
    const router = renderRoutes(session, '/sign-in');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: "Let's Get Started!" });
    await user.type(screen.getByLabelText('Email or Import/Export No. or Client ID'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'my own{Enter}');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('dialog', { name: 'Temporary Password' })).toBeNull();
  });

  it('follows the password-protected dialog of a quick-access session (spec 02 §4)', async () => {
    const { router, user, dialog } = await reenterTemporaryPassword();
    await user.click(within(dialog).getByRole('button', { name: 'Continue Shipping' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Temporary Password' })).toBeNull());
    expect(router.state.location.pathname).toBe('/user-settings');
  });

  it('Cancel after the password-protected dialog backs out to the quote page', async () => {
    const { router, user, dialog } = await reenterTemporaryPassword();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/get-quote'));
    expect(screen.queryByRole('dialog', { name: 'Temporary Password' })).toBeNull();
  });
});
