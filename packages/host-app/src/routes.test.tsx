import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from './router';
import { SessionProvider } from './session/SessionContext';
import { Layout } from './shell/Layout';
import { RouteCrash } from './shell/RouteCrash';
import { renderRoutes, startTestSession, testUser } from './testing/testSession';
import { FeedbackProvider } from './ui/Feedback';

// The quote page talks to the API; these tests are about the shell, so the network answers nothing.
vi.stubGlobal(
  'fetch',
  vi.fn(() => new Promise(() => {})),
);

afterEach(() => {
  cleanup();
  document.title = '';
});

function Broken(): never {
  throw new Error('boom');
}

async function open(path: string) {
  const { session } = await startTestSession();
  return renderRoutes(session, path);
}

describe('app shell', () => {
  it('opens the standalone quote at / for a visitor, titled with the product name', async () => {
    const router = await open('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Get a Quote' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/get-quote');
    await waitFor(() => expect(document.title).toBe('Shipdeck - Get a Quote'));
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get a Quote' }).getAttribute('aria-current')).toBe('page');
  });

  it("still reaches the quote when the app navigates to / again while / forwards a visitor (no blank page under a landing link's dialog)", async () => {
    const { session } = await startTestSession();
    const router = renderRoutes(session, '/');
    // The landing link's parameters are stripped by a second navigation to "/" (App) while "/"
    // is forwarding to the quote (its page chunk still loading).
    let interrupted = false;
    router.subscribe((state) => {
      if (interrupted || state.navigation.location?.pathname !== '/get-quote') return;
      interrupted = true;
      void router.navigate('/', { replace: true });
    });
    await vi.waitFor(() => expect(interrupted).toBe(true));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/get-quote'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Get a Quote' })).toBeTruthy();
  });

  it('shows the not-found page, without navigation, for an unknown path', async () => {
    await open('/no-such-page');
    expect(
      await screen.findByRole('heading', { name: 'Looks like this page has not been packed yet!' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Shipping' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('navigation')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Shipdeck - Not Found'));
  });

  it('titles a page hidden behind a feature flag that is off "Not Found", as the page it shows', async () => {
    const { session } = await startTestSession({ user: testUser(), flags: { ORDERS: false } });
    renderRoutes(session, '/orders');
    expect(
      await screen.findByRole('heading', { name: 'Looks like this page has not been packed yet!' }),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Shipdeck - Not Found'));
  });

  it('shows the crash screen with Reload Page when a page throws', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter(
      [{ element: <Layout />, errorElement: <RouteCrash />, children: [{ path: '*', element: <Broken /> }] }],
      { initialEntries: ['/'] },
    );
    const { session } = await startTestSession();
    render(
      <SessionProvider session={session}>
        <FeedbackProvider>
          <RouterProvider router={router} />
        </FeedbackProvider>
      </SessionProvider>,
    );
    expect(
      await screen.findByText('Something went wrong. Please reload the page and try again.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeTruthy();
    error.mockRestore();
  });
});
