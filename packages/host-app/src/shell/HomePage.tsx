import { lazy, Suspense } from 'react';
import { t } from '../messages';
import { Navigate, useLocation } from '../router';
import { useSession } from '../session/SessionContext';

/** View history's own chunk, loaded when a signed-in account opens "/". */
const ViewHistoryPage = lazy(() =>
  import('../history/ViewHistoryPage').then((m) => ({ default: m.ViewHistoryPage })),
);

/**
 * Home (/): view history for a signed-in account (spec 02 §2: "/ and /view-history: History screen
 * (same screen)"; issue 14), where a client lands after sign-in unless the LAND_ON_GET_QUOTE flag is set
 * (spec 03 §4). Decision: a visitor or a guest has one tool, the quote, so their home is the quote page.
 */
export function HomePage() {
  const kind = useSession((s) => s.kind);
  const user = useSession((s) => s.user);
  const location = useLocation();
  // Keyed by the navigation: when the app strips a landing link's parameters it navigates to "/"
  // again while this page is open, and an unkeyed Navigate would not go on, leaving a blank page
  // under the reset-password dialog (issue 16 item 12).
  if (!user || kind === 'none' || kind === 'guest')
    return <Navigate key={location.key} to="/get-quote" replace />;
  return (
    <Suspense fallback={<p role="status">{t('history.loading')}</p>}>
      <ViewHistoryPage />
    </Suspense>
  );
}
