import { useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from './router';
import { routes } from './routes';
import { type AppSession, createAppSession } from './session/appSession';
import { SessionProvider } from './session/SessionContext';
import { CrashBoundary } from './shell/CrashScreen';
import { withLandingSection } from './shell/landingSection';
import { FeedbackProvider } from './ui/Feedback';

/**
 * The app: one session (read from the landing URL first, spec 03 §2), the route table, the global
 * dialogs and toasts, under one crash boundary.
 */
export function App({ session: given }: { session?: AppSession } = {}) {
  const [session] = useState(() => given ?? createAppSession());
  const [router] = useState(() => createBrowserRouter(routes));
  useEffect(() => {
    session.bindNavigate((to, options) => void router.navigate(to, options));
    const { pathname, search } = window.location;
    void session.store
      .getState()
      .start({ pathname, search })
      .then((target) => {
        if (target) void router.navigate(withLandingSection(target, search), { replace: true });
      });
  }, [session, router]);
  return (
    <CrashBoundary>
      <SessionProvider session={session}>
        <FeedbackProvider>
          <RouterProvider router={router} />
        </FeedbackProvider>
      </SessionProvider>
    </CrashBoundary>
  );
}
