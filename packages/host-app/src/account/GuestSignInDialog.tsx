import { signInErrors } from '@shipdeck/core/account';
// The common and auth texts only: the rest of the catalogue stays out of the first load (issue 8).
import { accountCatalogue as messages } from '@shipdeck/core/messages';
import { type SignInOutcome, signInErrorView } from '@shipdeck/core/session';
import { useState } from 'react';
import { useNavigate } from '../router';
import { useAppSession } from '../session/SessionContext';
import { Dialog } from '../ui/Dialog';
import { errorText } from '../ui/errorText';
import { useFeedback } from '../ui/Feedback';
import { t } from './accountMessages';
import { FirstSignInDialog } from './FirstSignInDialog';
import { type SignInField, SignInFields } from './SignInFields';

/**
 * The guest sign-in dialog of spec 03 §2 ("Let's Get Started!" with a Sign Up button): on a
 * restricted route (§4 "Guests get the guest-auth dialog") and from the logo (§2 "Top navigation").
 * Rules of §5 "Guest sign-in dialog"; a wrong password reads "Password you have entered does not
 * match the one in our database." (§8); success shows "Welcome Back {name}!" (§4).
 * `onClose` (the logo) just closes; without it (a restricted route) closing goes back to quoting.
 * An account with no password gets the first-sign-in dialog and continues signed in (§4), as on
 * the sign-in page (issue 16 item 7).
 */
export function GuestSignInDialog({ onClose }: { onClose?: () => void }) {
  const { store, api } = useAppSession();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ field: SignInField; text: string } | null>(null);
  // spec 03 §4 "First-sign-in dialog": an account with no password continues with limited access.
  const [noPassword, setNoPassword] = useState(false);
  const close = onClose ?? (() => navigate('/get-quote'));
  const enter = (outcome: SignInOutcome) => {
    if (outcome.kind === 'refused') {
      setRefusal({ field: 'password', text: messages('signIn.guestFailed') });
      return;
    }
    feedback.toast('notice', messages('signIn.welcomeBack', { name: outcome.user.name }));
    onClose?.();
    navigate(outcome.landing, { replace: true });
  };
  const continueLimited = async () => {
    setNoPassword(false);
    try {
      enter(await store.getState().continueWithLimitedAccess({ identifier, password, rememberMe: true }));
    } catch {
      setRefusal({ field: 'password', text: messages('signIn.guestFailed') });
    }
  };

  if (noPassword) {
    return (
      <FirstSignInDialog
        onSetPassword={() => {
          api
            .startPasswordRecovery({ emailOrId: identifier.trim() })
            .then((answer) =>
              feedback.popup({ kind: 'info', text: answer.message ?? messages('password.recoverySent') }),
            )
            .catch((error: unknown) =>
              feedback.toast('error', errorText(error, messages('password.recoveryFailed'))),
            );
          void continueLimited();
        }}
        onContinue={() => void continueLimited()}
      />
    );
  }
  const errorOf = (field: SignInField) => {
    if (refusal?.field === field) return refusal.text;
    if (!submitted) return null;
    return signInErrors({ identifier, password })[field] ?? null;
  };

  return (
    <Dialog title={t('guestSignIn.title')} onClose={close}>
      <p>{t('guestSignIn.text')}</p>
      <form
        className="app-form"
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          setSubmitted(true);
          setRefusal(null);
          if (Object.keys(signInErrors({ identifier, password })).length > 0) return;
          setBusy(true);
          try {
            const outcome = await store.getState().signIn({ identifier, password, rememberMe: true });
            if (outcome.kind === 'refused') {
              if (outcome.errorCode === 'NoPasswordSet') {
                setNoPassword(true);
                return;
              }
              const view = signInErrorView(outcome.errorCode, identifier);
              // spec 03 §8: the dialog's own failure text for a wrong password; other codes keep
              // their field message, or the title of their dialog, at the field they concern.
              if (view.code === 'PasswordIncorrect')
                setRefusal({ field: 'password', text: messages('signIn.guestFailed') });
              else
                setRefusal({
                  field: view.field?.name ?? 'identifier',
                  text: messages(view.field?.message ?? view.dialog?.title ?? 'signIn.failed'),
                });
              return;
            }
            enter(outcome);
          } catch {
            setRefusal({ field: 'password', text: messages('signIn.guestFailed') });
          } finally {
            setBusy(false);
          }
        }}
      >
        <SignInFields
          namePrefix="guest-"
          identifier={identifier}
          password={password}
          onIdentifierChange={setIdentifier}
          onPasswordChange={setPassword}
          errorOf={errorOf}
        />
        <div className="app-actions">
          <button type="submit" className="app-button" disabled={busy}>
            {t('signIn.submit')}
          </button>
          <button
            type="button"
            className="app-button app-button-secondary"
            onClick={() => {
              onClose?.();
              navigate('/sign-up');
            }}
          >
            {t('nav.signUp')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
