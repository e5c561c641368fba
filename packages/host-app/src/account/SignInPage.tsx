import { createSignInFlow, signInFieldError } from '@shipdeck/core/account';
import { isShortSignInRedirect } from '@shipdeck/core/session';
import { useStore } from '@shipdeck/widgets';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from '../router';
import { useAppSession } from '../session/SessionContext';
import { errorText } from '../ui/errorText';
import { useFeedback } from '../ui/Feedback';
import { Field } from '../ui/Field';
import { t } from './accountMessages';
import { FirstSignInDialog } from './FirstSignInDialog';
import { SignInErrorDialog } from './SignInErrorDialog';
import { SignInFields } from './SignInFields';
import { TemporaryPasswordDialog } from './TemporaryPasswordDialog';
import { useSignedInRedirect } from './useSignedInRedirect';

/**
 * /sign-in, "Let's Get Started!" (spec 03 §2): the full-access form, the quick-quote box and the
 * guest options; a shortened layout when the saved redirect is schedule pickup or prepare shipment.
 * The behaviour is core's sign-in flow (account/signInFlow.ts); this renders it.
 */
export function SignInPage() {
  const { store, api } = useAppSession();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const signedInRedirect = useSignedInRedirect();
  const [page] = useState(() => ({
    flow: createSignInFlow({
      session: store,
      startPasswordRecovery: (emailOrId) => api.startPasswordRecovery({ emailOrId }),
      navigate: (to) => navigate(to, { replace: true }),
      openPasswordRecovery: () => navigate('/reset-password'),
      notify: (notice) =>
        notice.kind === 'info'
          ? feedback.popup({ kind: 'info', text: notice.text })
          : feedback.toast('error', errorText(notice.error, notice.fallback)),
    }),
    short: isShortSignInRedirect(store.getState().redirectUrl()),
    // spec 03 §2: a help box recommends a browser when the visitor's is not that one (decision: Chrome).
    otherBrowser: !/\b(Chrome|Chromium)\//.test(navigator.userAgent),
  }));
  const state = useStore(page.flow, (s) => s);
  const { identifier, password, rememberMe, accountNumber, busy, failure, firstSignIn } = state;
  const errorOf = (field: 'identifier' | 'password' | 'quick') => signInFieldError(state, field);

  if (signedInRedirect) return <Navigate to={signedInRedirect} replace />;
  return (
    <section className="app-sign-in" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title" className="app-page-title">
        {t('signIn.heading')}
      </h1>
      {page.otherBrowser && (
        <p className="app-note" role="note">
          {t('signIn.browserHelp')}
        </p>
      )}
      <div className="app-sign-in-grid">
        <form
          className="app-card app-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void state.submitFull();
          }}
        >
          <SignInFields
            identifier={identifier}
            password={password}
            onIdentifierChange={state.setIdentifier}
            onPasswordChange={state.setPassword}
            errorOf={errorOf}
          />
          <label className="app-check">
            <input
              type="checkbox"
              checked={rememberMe}
              onChange={(e) => state.setRememberMe(e.target.checked)}
            />
            {t('signIn.rememberMe')}
          </label>
          <Link to="/reset-password">{t('signIn.forgotPassword')}</Link>
          {/* spec 03 §2: disabled until both fields are filled; Enter submits. */}
          <button type="submit" className="app-button" disabled={busy || !identifier || !password}>
            {t('signIn.submit')}
          </button>
        </form>
        {!page.short && (
          <>
            <form
              className="app-card app-form"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void state.submitQuick();
              }}
            >
              <h2>{t('signIn.quickQuote')}</h2>
              <Field
                label={t('signIn.accountNumber')}
                name="accountNumber"
                value={accountNumber}
                onChange={state.setAccountNumber}
                error={errorOf('quick')}
                inputMode="numeric"
              />
              <button type="submit" className="app-button" disabled={busy}>
                {t('signIn.getQuote')}
              </button>
            </form>
            <div className="app-card">
              <h2>{t('signIn.notClient', { product: t('app.productName') })}</h2>
              <div className="app-actions">
                <button
                  type="button"
                  className="app-button"
                  onClick={() => {
                    store.getState().continueAsGuest();
                    navigate('/get-quote');
                  }}
                >
                  {t('signIn.guestQuote')}
                </button>
                <Link to="/sign-up" className="app-button app-button-secondary">
                  {t('signIn.signUp')}
                </Link>
              </div>
            </div>
          </>
        )}
      </div>
      {failure?.view.dialog && (
        <SignInErrorDialog
          view={failure.view}
          newAccountNumber={failure.refusal.newAccountNumber}
          onAction={state.dialogAction}
        />
      )}
      {firstSignIn && (
        <FirstSignInDialog
          onSetPassword={state.setPasswordFirstSignIn}
          onContinue={state.continueFirstSignIn}
        />
      )}
      {state.temporaryPasswordLanding && (
        <TemporaryPasswordDialog
          onCancel={state.cancelTemporaryPassword}
          onContinue={state.continueTemporaryPassword}
        />
      )}
    </section>
  );
}
