import { BillPayLink } from '../ui/BillPayLink';
import { Dialog } from '../ui/Dialog';
import { t } from './accountMessages';

/**
 * spec 03 §4: the temporary-password warning, after signing in with a password customer service set
 * (`passwordTemporary`). Cancel closes it where the user is; Continue Shipping goes on; Change
 * Password opens the billing portal (a new tab) and closes the warning, since the app has no
 * change-password form of its own for a signed-in user.
 */
export function TemporaryPasswordDialog({ onCancel, onContinue }: { onCancel(): void; onContinue(): void }) {
  return (
    <Dialog title={t('temporaryPassword.title')} onClose={onCancel}>
      <p>{t('temporaryPassword.text')}</p>
      <div className="app-actions">
        <BillPayLink className="app-button" onClick={onCancel}>
          {t('temporaryPassword.change')}
        </BillPayLink>
        <button type="button" className="app-button app-button-secondary" onClick={onContinue}>
          {t('temporaryPassword.continue')}
        </button>
        <button type="button" className="app-button app-button-secondary" onClick={onCancel}>
          {t('temporaryPassword.cancel')}
        </button>
      </div>
    </Dialog>
  );
}
