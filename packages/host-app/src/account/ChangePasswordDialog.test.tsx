import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, startTestSession } from '../testing/testSession';

vi.stubGlobal(
  'fetch',
  vi.fn(() => new Promise(() => {})),
);
afterEach(cleanup);

async function landWith(search: string, refusedRecoveryCodes: string[] = []) {
  const { session } = await startTestSession({ refusedRecoveryCodes });
  const target = await session.store.getState().start({ pathname: '/', search });
  const router = renderRoutes(session, target ?? '/');
  return { session, router, user: userEvent.setup() };
}

describe('mode=reset-password (spec 03 §2 landing parameters)', () => {
  it('opens the change-password dialog over the landing page, and a new password leads to sign-in', async () => {
    const { router, user } = await landWith('?mode=reset-password&recoveryCode=RC1&reason=reset-password');
    const dialog = await screen.findByRole('dialog', { name: 'Set a New Password' });
    // The landing route redirects to /get-quote once its page chunk has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/get-quote'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Password' }));
    expect(within(dialog).getByText('Password field is required.')).toBeTruthy();
    expect(within(dialog).getByText('Confirm password field is required.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^New Password/), 'a-new-password-1');
    await user.type(within(dialog).getByLabelText(/^Confirm Password/), 'a-new-password-2');
    await user.click(within(dialog).getByRole('button', { name: 'Save Password' }));
    expect(within(dialog).getByText('Passwords do not match.')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText(/^Confirm Password/));
    await user.type(within(dialog).getByLabelText(/^Confirm Password/), 'a-new-password-1');
    await user.click(within(dialog).getByRole('button', { name: 'Save Password' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(screen.queryByRole('dialog', { name: 'Set a New Password' })).toBeNull();
  });

  it('offers the "Forgot Password?" request when the link has no recovery code, and closes with Escape', async () => {
    const { user } = await landWith('?mode=reset-password');
    const dialog = await screen.findByRole('dialog', { name: 'Forgot Password?' });
    expect(within(dialog).getByLabelText('E-mail')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('checks the code first: a used or bogus link shows the invalid-link page, never the form (issue 16 item 12)', async () => {
    const { router } = await landWith('?mode=reset-password&recoveryCode=USED1', ['USED1']);
    expect(await screen.findByRole('heading', { name: 'Invalid password reset link' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/invalid-reset-link');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByLabelText(/^New Password/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toBeTruthy();
  });

  it('has a way back: Cancel closes the dialog and leaves the page under it', async () => {
    const { user, router } = await landWith('?mode=reset-password&recoveryCode=RC2');
    const dialog = await screen.findByRole('dialog', { name: 'Set a New Password' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/get-quote'));
  });
});
