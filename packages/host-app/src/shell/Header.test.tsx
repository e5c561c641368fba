import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, startTestSession, testUser } from '../testing/testSession';

vi.stubGlobal(
  'fetch',
  vi.fn(() => new Promise(() => {})),
);
afterEach(cleanup);

/** The dialogs are lazily loaded chunks: on a busy machine the first import takes longer than 1 s. */
const LAZY = { timeout: 5_000 };

const logo = () => screen.getByRole('link', { name: 'Shipdeck home' });

describe('the logo (spec 03 §2 "Top navigation")', () => {
  it('opens the guest sign-in dialog for a guest, and a sign-in there says "Welcome Back {name}!"', async () => {
    const { session, calls } = await startTestSession();
    session.store.getState().continueAsGuest();
    renderRoutes(session, '/get-quote');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Shipdeck home' }));
    const dialog = await screen.findByRole('dialog', { name: "Let's Get Started!" }, LAZY);
    expect(within(dialog).getByRole('button', { name: 'Sign Up' })).toBeTruthy();
    await user.type(
      within(dialog).getByLabelText('Email or Import/Export No. or Client ID'),
      'ada@example.com',
    );
    await user.type(within(dialog).getByLabelText('Password'), 'secret{Enter}');
    expect(await screen.findByText('Welcome Back Ada Client!')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: "Let's Get Started!" })).toBeNull();
    expect(calls).toContain('signIn ada@example.com');
    expect(session.store.getState().kind).toBe('full');
  });

  it('offers an account with no password the first-sign-in dialog, which continues signed in with limited access (spec 03 §4)', async () => {
    const { session, calls } = await startTestSession({
      signInAnswer: {
        kind: 'refused',
        errorCode: 'NoPasswordSet',
        description: null,
        newAccountNumber: null,
      },
      signInUser: testUser({ passwordSet: false, quickAccess: true }),
    });
    renderRoutes(session, '/get-quote');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Shipdeck home' }));
    const dialog = await screen.findByRole('dialog', { name: "Let's Get Started!" }, LAZY);
    await user.type(
      within(dialog).getByLabelText('Email or Import/Export No. or Client ID'),
      'nopassword@example.com',
    );
    await user.type(within(dialog).getByLabelText('Password'), 'anything{Enter}');
    const first = await screen.findByRole('dialog', { name: 'Sign in successful!' }, LAZY);
    expect(screen.queryByText(/does not match password/)).toBeNull();
    await user.click(within(first).getByRole('button', { name: 'Continue with limited access' }));
    expect(await screen.findByText('Welcome Back Ada Client!')).toBeTruthy();
    expect(calls).toEqual(['signIn nopassword@example.com', 'signIn nopassword@example.com continue']);
    expect(session.store.getState().kind).toBe('quick-access');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("applies the guest dialog's rules (spec 03 §5) before calling the server", async () => {
    const { session, calls } = await startTestSession();
    renderRoutes(session, '/get-quote');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Shipdeck home' }));
    const dialog = await screen.findByRole('dialog', { name: "Let's Get Started!" }, LAZY);
    await user.type(within(dialog).getByLabelText('Email or Import/Export No. or Client ID'), 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(
      within(dialog).getByText('This value is too short. It should have 6 characters or more.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Password field is required.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('says "Password you have entered does not match the one in our database." for a wrong password', async () => {
    const { session } = await startTestSession({
      signInAnswer: {
        kind: 'refused',
        errorCode: 'PasswordIncorrect',
        description: null,
        newAccountNumber: null,
      },
    });
    renderRoutes(session, '/get-quote');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Shipdeck home' }));
    const dialog = await screen.findByRole('dialog', { name: "Let's Get Started!" }, LAZY);
    await user.type(
      within(dialog).getByLabelText('Email or Import/Export No. or Client ID'),
      'ada@example.com',
    );
    await user.type(within(dialog).getByLabelText('Password'), 'wrong{Enter}');
    expect(
      await within(dialog).findByText('Password you have entered does not match the one in our database.'),
    ).toBeTruthy();
  });

  it('opens the password-protected dialog for a quick-access session, and closing it stays on the page', async () => {
    const { session } = await startTestSession({ user: testUser({ quickAccess: true }) });
    const router = renderRoutes(session, '/get-quote');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Shipdeck home' }));
    const dialog = await screen.findByRole('dialog', { name: 'Password Protected' }, LAZY);
    expect((within(dialog).getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/get-quote');
  });

  it('goes to the landing page for a signed-in client', async () => {
    const { session } = await startTestSession({ user: testUser() });
    const router = renderRoutes(session, '/user-settings');
    const user = userEvent.setup();
    await screen.findByRole('navigation', { name: 'Main' });
    await user.click(logo());
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('shell keyboard and look (issue 16)', () => {
  it('closes the account menu on Escape and gives the focus back to its button', async () => {
    const { session } = await startTestSession({ user: testUser({ name: 'Ada Client' }) });
    renderRoutes(session, '/get-quote');
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Ada Client' });
    await user.click(button);
    expect(document.getElementById('avatar-menu')).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(document.getElementById('avatar-menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('offers a skip link to the main content first', async () => {
    const { session } = await startTestSession({ user: testUser() });
    renderRoutes(session, '/get-quote');
    const skip = await screen.findByRole('link', { name: 'Skip to main content' });
    expect(skip.getAttribute('href')).toBe('#content');
    expect(document.getElementById('content')?.tagName).toBe('MAIN');
  });
});
