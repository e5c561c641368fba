import type { SignInDialogAction } from '@shipdeck/core/account';
// The common and auth texts only: the rest of the catalogue stays out of the first load (issue 8).
import { accountCatalogue as messages } from '@shipdeck/core/messages';
import type { SignInErrorView } from '@shipdeck/core/session';
import { Dialog } from '../ui/Dialog';

/** The dialog of one sign-in error code (spec 03 §8), texts from core's catalogue. */
export function SignInErrorDialog({
  view,
  newAccountNumber,
  onAction,
}: {
  view: SignInErrorView;
  newAccountNumber: string | null;
  onAction(action: SignInDialogAction): void;
}) {
  if (!view.dialog) return null;
  const { title, text, actions } = view.dialog;
  const label: Record<SignInDialogAction, string> = {
    close: messages('signInError.close'),
    continue: messages('signInError.continue'),
    notNow: messages('signInError.NoPasswordSet.notNow'),
    setPassword: messages('signInError.NoPasswordSet.setPassword'),
    forgotPassword: messages('signInError.forgotPassword'),
  };
  return (
    <Dialog title={messages(title)} onClose={() => onAction('close')}>
      {text && <p>{messages(text, { newAccountNumber: newAccountNumber ?? '' })}</p>}
      <div className="app-actions">
        {actions.map((action, index) => (
          <button
            key={action}
            type="button"
            className={index === 0 ? 'app-button' : 'app-button app-button-secondary'}
            onClick={() => onAction(action)}
          >
            {label[action]}
          </button>
        ))}
      </div>
    </Dialog>
  );
}
