// The common and auth texts only: the rest of the catalogue stays out of the first load (issue 8).
import { accountCatalogue as messages } from '@shipdeck/core/messages';
import { useState } from 'react';
import { useNavigate } from '../router';
import { useAppSession, useSession } from '../session/SessionContext';
import { Dialog } from '../ui/Dialog';
import { errorText } from '../ui/errorText';
import { useFeedback } from '../ui/Feedback';
import { t } from './accountMessages';
import { TemporaryPasswordDialog } from './TemporaryPasswordDialog';

/**
 * spec 03 §4 quick access: a user with a password re-enters it to open protected features; one
 * without can ask for a one-time e-mail to set one, or continue preparing without it. Shown on a
 * protected route, and from the logo of a quick-access session (spec 03 §2), which passes
 * `onClose` so closing leaves the page as it was. A temporary password (set by customer service)
 * is followed by the temporary-password warning (spec 02 §4, 03 §4).
 */
export function PasswordProtectedDialog({
  onClose,
  onTemporaryPassword,
  landing,
}: {
  onClose?: () => void;
  /**
   * Where the password (or, without one, "continue preparing") leads, instead of this page: Continue
   * to Shipping passes the draft it saved first (spec 02 §4).
   */
  landing?: string;
  /**
   * Where the temporary-password warning goes when this dialog does not outlive the sign-in (the
   * blocked-route prompt unmounts once the route opens); without it the dialog shows the warning.
   */
  onTemporaryPassword?: (landing: string) => void;
} = {}) {
  const { store, api } = useAppSession();
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  const feedback = useFeedback();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [temporaryLanding, setTemporaryLanding] = useState<string | null>(null);
  const identifier =
    user?.email ?? user?.billingInformation.dhlExportNumber ?? user?.billingInformation.dhlImportNumber ?? '';
  const here = landing ?? `${window.location.pathname}${window.location.search}`;
  const close = onClose ?? (() => navigate('/get-quote'));
  const goOn = (landing: string) => {
    onClose?.();
    navigate(landing, { replace: true });
  };
  // spec 02 §4 / 03 §4: re-entering a temporary password shows the temporary-password warning.
  if (temporaryLanding) {
    return <TemporaryPasswordDialog onCancel={close} onContinue={() => goOn(temporaryLanding)} />;
  }
  if (!user?.passwordSet) {
    return (
      <Dialog title={t('passwordProtected.title')} onClose={close}>
        <p>{t('passwordProtected.noPassword')}</p>
        <div className="app-actions">
          <button
            type="button"
            className="app-button"
            onClick={() =>
              api
                .startPasswordRecovery({ emailOrId: identifier })
                .then((answer) =>
                  feedback.popup({ kind: 'info', text: answer.message ?? messages('password.recoverySent') }),
                )
                .catch((failure: unknown) =>
                  feedback.toast('error', errorText(failure, messages('password.recoveryFailed'))),
                )
            }
          >
            {t('passwordProtected.sendEmail')}
          </button>
          <button
            type="button"
            className="app-button app-button-secondary"
            onClick={landing ? () => goOn(landing) : close}
          >
            {t('passwordProtected.continue')}
          </button>
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog title={t('passwordProtected.title')} onClose={close}>
      <form
        className="app-form"
        onSubmit={async (event) => {
          event.preventDefault();
          store.getState().saveRedirectUrl(here);
          const outcome = await store.getState().signIn({ identifier, password, rememberMe: true });
          if (outcome.kind === 'refused') setError(messages('signIn.protectedFailed'));
          else if (outcome.user.passwordTemporary)
            (onTemporaryPassword ?? setTemporaryLanding)(outcome.landing);
          else goOn(outcome.landing);
        }}
      >
        <p>{t('passwordProtected.text')}</p>
        <label className="app-field">
          <span>{t('signIn.password')}</span>
          <input
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="current-password"
          />
        </label>
        {error && (
          <p className="app-field-error" role="alert">
            {error}
          </p>
        )}
        {/* spec 03 §5: the action button is disabled while the password is empty. */}
        <button type="submit" className="app-button" disabled={!password}>
          {t('passwordProtected.submit')}
        </button>
      </form>
    </Dialog>
  );
}
