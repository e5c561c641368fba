import { messages } from '@shipdeck/core/messages';
import { t } from '../messages';
import { Dialog } from '../ui/Dialog';

/** spec 03 §4: after a sign-in with no password set, set one or continue with limited access. */
export function FirstSignInDialog({
  onSetPassword,
  onContinue,
}: {
  onSetPassword(): void;
  onContinue(): void;
}) {
  return (
    <Dialog title={messages('signInError.NoPasswordSet.title')} onClose={onContinue}>
      <p>{t('firstSignIn.text')}</p>
      <div className="app-actions">
        <button type="button" className="app-button" onClick={onSetPassword}>
          {t('firstSignIn.setPassword')}
        </button>
        <button type="button" className="app-button app-button-secondary" onClick={onContinue}>
          {t('firstSignIn.continue')}
        </button>
      </div>
    </Dialog>
  );
}
