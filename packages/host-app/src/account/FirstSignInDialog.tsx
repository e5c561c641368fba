// The common and auth texts only: the rest of the catalogue stays out of the first load (issue 8).
import { accountCatalogue as messages } from '@shipdeck/core/messages';
import { Dialog } from '../ui/Dialog';
import { t } from './accountMessages';

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
