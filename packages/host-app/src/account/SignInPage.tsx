import { quickQuoteErrors, signInErrors } from '@shipdeck/core/account';
import type { SignInRefusal } from '@shipdeck/core/api';
import { messages } from '@shipdeck/core/messages';
import {
  isShortSignInRedirect,
  type SignInErrorView,
  type SignInOutcome,
  signInErrorView,
} from '@shipdeck/core/session';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { t } from '../messages';
import { useAppSession } from '../session/SessionContext';
import { errorText } from '../ui/errorText';
import { useFeedback } from '../ui/Feedback';
import { Field } from '../ui/Field';
import { FirstSignInDialog } from './FirstSignInDialog';
import { type SignInDialogAction, SignInErrorDialog } from './SignInErrorDialog';
import { SignInFields } from './SignInFields';
import { TemporaryPasswordDialog } from './TemporaryPasswordDialog';
import { useSignedInRedirect } from './useSignedInRedirect';

interface Failure {
  view: SignInErrorView;
  refusal: SignInRefusal;
}

/**
 * /sign-in, "Let's Get Started!" (spec 03 §2): the full-access form, the quick-quote box and the
 * guest options; a shortened layout when the saved redirect is schedule pickup or prepare shipment.
 */
export function SignInPage() {
  const { store, api } = useAppSession();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const signedInRedirect = useSignedInRedirect();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(true);
  const [accountNumber, setAccountNumber] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [quickSubmitted, setQuickSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [failedForm, setFailedForm] = useState<'full' | 'quick'>('full');
  // spec 03 §4 "First-sign-in dialog": a quick access is signed in already (`landing`); a full
  // sign-in of an account with no password signs in with limited access when the person continues.
  const [firstSignIn, setFirstSignIn] = useState<{ landing: string | null; emailOrId: string } | null>(null);
  const [temporaryPassword, setTemporaryPassword] = useState<string | null>(null);
  const [short] = useState(() => isShortSignInRedirect(store.getState().redirectUrl()));
  // spec 03 §2: a help box recommends a browser when the visitor's is not that one (decision: Chrome).
  const [otherBrowser] = useState(() => !/\b(Chrome|Chromium)\//.test(navigator.userAgent));

  const typed = failedForm === 'full' ? identifier : accountNumber;
  const fieldError = (name: 'identifier' | 'password' | 'quick') => {
    // A "does not match password" beside "Sign in successful!" contradicts itself (issue 16 item 7):
    // the no-password answer is told by its dialog alone, which signs the person in.
    if (firstSignIn) return null;
    if (name === 'quick') {
      if (failure && failedForm === 'quick' && failure.view.field?.name === 'identifier')
        return messages(failure.view.field.message);
      return quickSubmitted ? (quickQuoteErrors(accountNumber).accountNumber ?? null) : null;
    }
    if (failure && failedForm === 'full' && failure.view.field?.name === name)
      return messages(failure.view.field.message);
    if (!submitted) return null;
    return signInErrors({ identifier, password })[name] ?? null;
  };

  const finish = (outcome: SignInOutcome, form: 'full' | 'quick', typedValue: string) => {
    if (outcome.kind === 'refused') {
      if (outcome.errorCode === 'NoPasswordSet' && form === 'full') {
        setFirstSignIn({ landing: null, emailOrId: typedValue.trim() });
        return;
      }
      setFailedForm(form);
      setFailure({ view: signInErrorView(outcome.errorCode, typedValue), refusal: outcome });
      return;
    }
    if (!outcome.user.passwordSet) setFirstSignIn({ landing: outcome.landing, emailOrId: typedValue.trim() });
    // spec 03 §4: a password customer service set gets the temporary-password warning first.
    else if (outcome.user.passwordTemporary) setTemporaryPassword(outcome.landing);
    else navigate(outcome.landing, { replace: true });
  };
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      feedback.toast('error', errorText(error, messages('signIn.failed')));
    } finally {
      setBusy(false);
    }
  };
  const sendSetPasswordMail = (emailOrId: string) =>
    api
      .startPasswordRecovery({ emailOrId })
      .then((answer) =>
        feedback.popup({ kind: 'info', text: answer.message ?? messages('password.recoverySent') }),
      )
      .catch((error: unknown) =>
        feedback.toast('error', errorText(error, messages('password.recoveryFailed'))),
      );

  /** Into the app from the first-sign-in dialog: a full sign-in asks the server for its limited session. */
  const continueFirstSignIn = (landing: string | null) => {
    if (landing) {
      navigate(landing, { replace: true });
      return;
    }
    void run(async () => {
      const outcome = await store.getState().continueWithLimitedAccess({ identifier, password, rememberMe });
      setFirstSignIn(null);
      if (outcome.kind === 'signed-in') navigate(outcome.landing, { replace: true });
      else finish(outcome, 'full', identifier);
    });
  };

  const onDialog = (action: SignInDialogAction) => {
    const current = failure;
    if (!current) return;
    if (action === 'continue' && current.view.code === 'InvalidNumber' && failedForm === 'full') {
      // spec 03 §8: "Continue is possible, but no documents or pickups": the server's limited token.
      void run(async () =>
        finish(
          await store.getState().continueWithLimitedAccess({ identifier, password, rememberMe }),
          'full',
          identifier,
        ),
      );
      return;
    }
    if (action === 'forgotPassword') navigate('/reset-password');
    if (action === 'setPassword') void sendSetPasswordMail(typed.trim());
    if (
      action === 'continue' &&
      current.view.code === 'OldImportNumber' &&
      current.refusal.newAccountNumber
    ) {
      if (failedForm === 'full') setIdentifier(current.refusal.newAccountNumber);
      else setAccountNumber(current.refusal.newAccountNumber);
    }
    // The field message stays under its field; only the dialog closes.
    setFailure({ ...current, view: { ...current.view, dialog: null } });
  };

  if (signedInRedirect) return <Navigate to={signedInRedirect} replace />;
  return (
    <section className="app-sign-in" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title" className="app-page-title">
        {t('signIn.heading')}
      </h1>
      {otherBrowser && (
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
            setSubmitted(true);
            if (Object.keys(signInErrors({ identifier, password })).length > 0) return;
            void run(async () =>
              finish(await store.getState().signIn({ identifier, password, rememberMe }), 'full', identifier),
            );
          }}
        >
          <SignInFields
            identifier={identifier}
            password={password}
            onIdentifierChange={setIdentifier}
            onPasswordChange={setPassword}
            errorOf={fieldError}
          />
          <label className="app-check">
            <input type="checkbox" checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} />
            {t('signIn.rememberMe')}
          </label>
          <Link to="/reset-password">{t('signIn.forgotPassword')}</Link>
          {/* spec 03 §2: disabled until both fields are filled; Enter submits. */}
          <button type="submit" className="app-button" disabled={busy || !identifier || !password}>
            {t('signIn.submit')}
          </button>
        </form>
        {!short && (
          <>
            <form
              className="app-card app-form"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                setQuickSubmitted(true);
                if (quickQuoteErrors(accountNumber).accountNumber) return;
                void run(async () =>
                  finish(await store.getState().quickAccess(accountNumber), 'quick', accountNumber),
                );
              }}
            >
              <h2>{t('signIn.quickQuote')}</h2>
              <Field
                label={t('signIn.accountNumber')}
                name="accountNumber"
                value={accountNumber}
                onChange={setAccountNumber}
                error={fieldError('quick')}
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
          onAction={onDialog}
        />
      )}
      {firstSignIn && (
        <FirstSignInDialog
          onSetPassword={() => {
            void sendSetPasswordMail(firstSignIn.emailOrId);
            continueFirstSignIn(firstSignIn.landing);
          }}
          onContinue={() => continueFirstSignIn(firstSignIn.landing)}
        />
      )}
      {temporaryPassword && (
        <TemporaryPasswordDialog
          onCancel={() => setTemporaryPassword(null)}
          onContinue={() => navigate(temporaryPassword, { replace: true })}
        />
      )}
    </section>
  );
}
