import { useAppSession, useSession } from '../session/SessionContext';
import { Dialog } from '../ui/Dialog';
import { t } from './accountMessages';
import { NewPasswordForm, RecoveryRequestForm } from './ResetPasswordPage';

/**
 * The change-password dialog that mode=reset-password opens over the landing page (spec 03 §2
 * landing parameters, §4 password flows): with the link's recovery code, the new password and its
 * confirmation. Decision: a link without a code cannot set a password, so the dialog offers the
 * "Forgot Password?" request instead of failing. The link's code was checked before this opens
 * (a used or bogus one lands on the invalid-link page instead), and Cancel is the way back to the
 * page under it (issue 16 item 12).
 */
export function ChangePasswordDialog() {
  const { store } = useAppSession();
  const recoveryCode = useSession((s) => s.recoveryCode);
  const close = () => store.getState().closeChangePassword();
  return (
    <Dialog title={t(recoveryCode ? 'reset.newHeading' : 'reset.heading')} onClose={close}>
      {recoveryCode ? (
        <NewPasswordForm className="app-form" onDone={close} onCancel={close} />
      ) : (
        <RecoveryRequestForm className="app-form" onCancel={close} />
      )}
    </Dialog>
  );
}
