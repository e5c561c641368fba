// The common and auth texts only: the rest of the catalogue stays out of the first load (issue 8).
import { accountCatalogue as messages } from '@shipdeck/core/messages';
import { useEffect, useState } from 'react';
import { t } from '../messages';
import { Outlet, useLocation, useMatches, useNavigate } from '../router';
import { useAppSession, useSession } from '../session/SessionContext';
import { useFeedback } from '../ui/Feedback';
import { Footer } from './Footer';
import { Header } from './Header';
import {
  ActingBanner,
  ChangePasswordDialog,
  EmailChangeConfirmation,
  GuestSignInDialog,
  PasswordProtectedDialog,
  TemporaryPasswordDialog,
} from './lazyDialogs';
import { NotFoundPage } from './NotFoundPage';
import { documentTitle, isPageMeta, type PageMeta } from './pageMeta';

/** The deepest route's page properties (spec 03 §2), if it has any. */
export function usePageMeta(): PageMeta | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isPageMeta(handle)) return handle;
  }
  return undefined;
}

/**
 * The shell of every page: header, content, footer and the document title of spec 03 §2. Blocked
 * routes render only the page wrapper with their prompt (spec 03 §6): the guest sign-in dialog, the
 * password-protected dialog, the inactive / suspended notice, or not-found.
 */
export function Layout() {
  const meta = usePageMeta();
  const location = useLocation();
  const { store } = useAppSession();
  const feedback = useFeedback();
  const navigate = useNavigate();
  // The protected page the password opened, held while the temporary-password warning is up.
  const [temporaryLanding, setTemporaryLanding] = useState<string | null>(null);
  const ready = useSession((s) => s.ready);
  const notice = useSession((s) => s.notice);
  const changePasswordOpen = useSession((s) => s.changePasswordOpen);
  // Public pages (and the not-found page of an unknown path) open to everyone (spec 03 §6).
  const isPublic = Boolean(meta?.public);
  // A page another page frames in its modal (/survey-form) shows only its content there.
  const framed = Boolean(meta?.frameable) && window.self !== window.top;
  const access = useSession((s) => (s.ready && !isPublic ? s.routeAccess(location.pathname).kind : 'allow'));
  // A page the user may not open (a feature flag that is off, a role that lacks it) shows not-found, and
  // its tab says so: not the title of the page it hides.
  const title = access === 'not-found' ? t('notFound.title') : meta?.title;
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  useEffect(() => {
    if (access === 'guest-sign-in')
      store.getState().saveRedirectUrl(`${location.pathname}${location.search}`);
  }, [access, location.pathname, location.search, store]);
  // spec 03 §4: the inactive and suspended notices are info popups (auto-closing after 5000 ms).
  useEffect(() => {
    if (!notice) return;
    feedback.popup({
      kind: 'info',
      text: messages(notice === 'inactive' ? 'account.inactive' : 'account.suspended'),
    });
    store.getState().dismissNotice();
  }, [notice, feedback, store]);
  useEffect(() => {
    if (access === 'inactive' || access === 'suspended') {
      feedback.popup({
        kind: 'info',
        text: messages(access === 'inactive' ? 'account.inactive' : 'account.suspended'),
      });
    }
  }, [access, feedback]);

  const content = !ready ? (
    <p className="app-note" role="status">
      …
    </p>
  ) : access === 'allow' ? (
    <Outlet />
  ) : access === 'not-found' ? (
    <NotFoundPage />
  ) : access === 'guest-sign-in' ? (
    <GuestSignInDialog />
  ) : access === 'set-password' ? (
    <PasswordProtectedDialog onTemporaryPassword={setTemporaryLanding} />
  ) : access === 'invalid-number' ? (
    <section className="app-note" role="note" aria-labelledby="invalid-number-title">
      <h1 id="invalid-number-title" className="app-page-title">
        {messages('signInError.InvalidNumber.title')}
      </h1>
      <p>{messages('signInError.InvalidNumber.text')}</p>
    </section>
  ) : (
    <p className="app-note">{messages(access === 'inactive' ? 'account.inactive' : 'account.suspended')}</p>
  );
  return (
    <div className="app">
      {/* Framed, there is no header to skip: the keyboard goes straight to the page's first control. */}
      {!framed && (
        <a className="app-skip-link" href="#content">
          {t('nav.skipToContent')}
        </a>
      )}
      {!framed && <ActingBanner />}
      {!framed && <Header showNav={!isPublic} />}
      <main
        className={meta?.noPadding ? 'app-content app-content-flush' : 'app-content'}
        id="content"
        tabIndex={-1}
      >
        {content}
      </main>
      {!isPublic && !framed && <Footer />}
      {ready && <EmailChangeConfirmation />}
      {/* spec 03 §2: mode=reset-password opens this over whatever page the link landed on. */}
      {changePasswordOpen && <ChangePasswordDialog />}
      {temporaryLanding && (
        <TemporaryPasswordDialog
          // Cancel backs out of the protected page to the quote it was opened from (spec 02 §4).
          onCancel={() => {
            setTemporaryLanding(null);
            navigate('/get-quote');
          }}
          onContinue={() => {
            setTemporaryLanding(null);
            navigate(temporaryLanding, { replace: true });
          }}
        />
      )}
    </div>
  );
}
