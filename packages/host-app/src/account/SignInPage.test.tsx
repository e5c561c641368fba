import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, startTestSession, testUser } from '../testing/testSession';

vi.stubGlobal(
  'fetch',
  vi.fn(() => new Promise(() => {})),
);
afterEach(cleanup);

const refused = (errorCode: string, newAccountNumber: string | null = null) => ({
  kind: 'refused' as const,
  errorCode,
  description: null,
  newAccountNumber,
});

async function signInWith(
  identifier: string,
  answer?: ReturnType<typeof refused>,
  options: Parameters<typeof startTestSession>[0] = {},
) {
  const { session, calls } = await startTestSession(answer ? { ...options, signInAnswer: answer } : options);
  const router = renderRoutes(session, '/sign-in');
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: "Let's Get Started!" });
  const submit = screen.getByRole('button', { name: 'Sign In' });
  expect((submit as HTMLButtonElement).disabled).toBe(true);
  await user.type(screen.getByLabelText('Email or Import/Export No. or Client ID'), identifier);
  await user.type(screen.getByLabelText('Password'), 'secret{Enter}');
  return { router, calls, user, session };
}

describe('sign-in page (spec 03 §2, §8)', () => {
  it('keeps Sign In disabled until both fields are filled, with Remember me on by default', async () => {
    const { session } = await startTestSession();
    renderRoutes(session, '/sign-in');
    const remember = await screen.findByLabelText('Remember me');
    expect((remember as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('button', { name: 'Sign In' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Already a client? Get a quick quote.')).toBeTruthy();
    expect(screen.getByText('Not a Shipdeck Client?')).toBeTruthy();
  });

  it('signs in with Enter and lands home, not on the quote (spec 03 §4, issue 16 item 13)', async () => {
    const { router, calls } = await signInWith('ada@example.com');
    // Home is view history for a signed-in client (spec 02 §2, issue 14).
    expect(
      await screen.findByRole('heading', { level: 1, name: 'View History' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(calls).toContain('signIn ada@example.com');
  });

  it('lands on the quote after sign-in when LAND_ON_GET_QUOTE is set', async () => {
    const { session, calls } = await startTestSession({ flags: { LAND_ON_GET_QUOTE: true } });
    const router = renderRoutes(session, '/sign-in');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: "Let's Get Started!" });
    await user.type(screen.getByLabelText('Email or Import/Export No. or Client ID'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret{Enter}');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/get-quote'));
    expect(calls).toEqual(['signIn ada@example.com']);
  });

  it('sends someone signed in from /sign-in and /sign-up to their landing page (issue 16 item 13)', async () => {
    const { session } = await startTestSession({ user: testUser() });
    const router = renderRoutes(session, '/sign-in');
    // Home is view history for a signed-in client (spec 02 §2, issue 14).
    expect(
      await screen.findByRole('heading', { level: 1, name: 'View History' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    await router.navigate('/sign-up');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    cleanup();
    const staff = await startTestSession({ user: testUser({ isCSR: true, name: 'Casey Rep' }) });
    const staffRouter = renderRoutes(staff.session, '/sign-up');
    await vi.waitFor(() => expect(staffRouter.state.location.pathname).toBe('/users'));
  });

  it('keeps sign-in open for a quick-access session, to sign in with a password', async () => {
    const { session } = await startTestSession({ user: testUser({ quickAccess: true, passwordSet: false }) });
    const router = renderRoutes(session, '/sign-in');
    expect(await screen.findByRole('heading', { name: "Let's Get Started!" })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sign-in');
  });

  it('says an empty quick-quote number is required, not too short (spec 03 §5, issue 16 item 14)', async () => {
    const { session, calls } = await startTestSession();
    renderRoutes(session, '/sign-in');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: "Let's Get Started!" });
    await user.click(screen.getByRole('button', { name: 'Get Quote' }));
    expect(await screen.findByText('Email or import/export number field is required.')).toBeTruthy();
    expect(screen.queryByText(/This value is too short/)).toBeNull();
    expect(calls).toEqual([]);
  });

  it('shows "Updated Export Number" with the new number, and Continue puts it in the field', async () => {
    const { user } = await signInWith('812345699', refused('OldImportNumber', '812345614'));
    const dialog = await screen.findByRole('dialog', { name: 'Updated Export Number' });
    expect(within(dialog).getByText(/812345614/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect((screen.getByLabelText('Email or Import/Export No. or Client ID') as HTMLInputElement).value).toBe(
      '812345614',
    );
  });

  it('shows "Invalid Account number!" and Continue signs in with the limited token (no documents or pickups)', async () => {
    const { router, calls, user, session } = await signInWith(
      'invalidnumber@example.com',
      refused('InvalidNumber'),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Invalid Account number!' });
    expect(
      within(dialog).getByText(
        'You can continue, but you will not be able to create documents or schedule pickups.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls).toEqual(['signIn invalidnumber@example.com', 'signIn invalidnumber@example.com continue']);
    expect(session.store.getState().routeAccess('/schedule-pickup').kind).toBe('invalid-number');
  });

  it('offers an account with no password to set one or continue with limited access, signed in (spec 03 §4)', async () => {
    const { router, calls, user, session } = await signInWith('812345613', refused('NoPasswordSet'), {
      signInUser: testUser({ passwordSet: false, quickAccess: true }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Sign in successful!' });
    // Not "does not match password" beside "Sign in successful!" (issue 16 item 7).
    expect(screen.queryByText(/does not match password/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Continue with limited access' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls).toEqual(['signIn 812345613', 'signIn 812345613 continue']);
    expect(session.store.getState()).toMatchObject({ kind: 'quick-access', token: 'limited' });
    expect(session.store.getState().routeAccess('/user-settings').kind).toBe('set-password');
  });

  it('shows PasswordIncorrect under the password without a dialog', async () => {
    await signInWith('ada@example.com', refused('PasswordIncorrect'));
    expect(
      await screen.findByText('The password entered does not match the email address on file.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('uses the shortened layout when the saved redirect is prepare shipment', async () => {
    const { session } = await startTestSession();
    session.store.getState().saveRedirectUrl('/prepare-shipment');
    renderRoutes(session, '/sign-in');
    await screen.findByRole('heading', { name: "Let's Get Started!" });
    expect(screen.queryByText('Already a client? Get a quick quote.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Get a Guest Quote' })).toBeNull();
  });
});

describe('header by role (spec 03 §2)', () => {
  it('shows staff the Users link and the admin footer', async () => {
    const { session } = await startTestSession({ user: testUser({ isCSR: true, name: 'Casey Rep' }) });
    renderRoutes(session, '/users');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Users' })).toBeTruthy();
    expect(document.querySelector('footer[data-variant="admin"]')).toBeTruthy();
  });

  it('shows a staff member acting for a client the owner, "Sign out from Profile" and "Switch User"', async () => {
    const { session } = await startTestSession({ user: testUser({ isCSR: true, name: 'Casey Rep' }) });
    await session.store.getState().signIntoProfile('u-9');
    renderRoutes(session, '/get-quote');
    const user = userEvent.setup();
    // The fixed banner says whose account this is, with its own way back (issue 16).
    const text = await screen.findByText(/^You are acting for Bo Owner \(Bo Co\)\./);
    const banner = text.closest('[role="status"]') as HTMLElement;
    expect(within(banner).getByRole('button', { name: 'Sign out from Profile' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Bo Owner' }));
    const menu = document.getElementById('avatar-menu') as HTMLElement;
    expect(within(menu).getByText('Bo Co')).toBeTruthy();
    expect(within(menu).getByRole('button', { name: 'Sign out from Profile' })).toBeTruthy();
    expect(within(menu).getByRole('button', { name: 'Switch User' })).toBeTruthy();
    // No staff tools while acting, and the client's footer.
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).queryByRole('link', { name: 'Users' }),
    ).toBeNull();
    expect(screen.getByRole('contentinfo').textContent).not.toContain('Staff tools');
  });

  it('shows a client no Users link and the not-found page at /users', async () => {
    const { session } = await startTestSession({ user: testUser() });
    renderRoutes(session, '/users');
    expect(
      await screen.findByRole('heading', { name: 'Looks like this page has not been packed yet!' }),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).queryByRole('link', { name: 'Users' }),
    ).toBeNull();
  });
});
