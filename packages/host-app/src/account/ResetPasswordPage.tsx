import { newPasswordErrors, recoveryRequestErrors } from '@shipdeck/core/account';
// The common and auth texts only: the rest of the catalogue stays out of the first load (issue 8).
import { accountCatalogue as messages } from '@shipdeck/core/messages';
import { useState } from 'react';
import { Link, useNavigate } from '../router';
import { useAppSession, useSession } from '../session/SessionContext';
import { errorText } from '../ui/errorText';
import { useFeedback } from '../ui/Feedback';
import { Field } from '../ui/Field';
import { FormPage } from '../ui/FormPage';
import { NewPasswordFields } from '../ui/NewPasswordFields';
import { useCheckedSubmit } from '../ui/useCheckedSubmit';
import { t } from './accountMessages';

/**
 * /reset-password: with a recovery code from the e-mailed link (mode=reset-password), the
 * set-a-new-password form; otherwise the "Forgot Password?" request (spec 03 §4).
 */
export function ResetPasswordPage() {
  const recoveryCode = useSession((s) => s.recoveryCode);
  return (
    <FormPage title={t(recoveryCode ? 'reset.newHeading' : 'reset.heading')}>
      {recoveryCode ? (
        <NewPasswordForm className="app-card app-form" />
      ) : (
        <RecoveryRequestForm className="app-card app-form" />
      )}
    </FormPage>
  );
}

/** "Forgot Password?": a recovery e-mail for a number or an e-mail (spec 03 §4, §5). */
export function RecoveryRequestForm({ className, onCancel }: { className: string; onCancel?: () => void }) {
  const { api } = useAppSession();
  const feedback = useFeedback();
  const [number, setNumber] = useState('');
  const [email, setEmail] = useState('');
  const { errors, submit } = useCheckedSubmit(() => recoveryRequestErrors({ number, email }));
  return (
    <form
      className={className}
      noValidate
      onSubmit={submit(async () => {
        try {
          const answer = await api.startPasswordRecovery({ emailOrId: number.trim() || email.trim() });
          feedback.popup({ kind: 'info', text: answer.message ?? messages('password.recoverySent') });
        } catch (error) {
          feedback.toast('error', errorText(error, messages('password.recoveryFailed')));
        }
      })}
    >
      <Field
        label={t('reset.number')}
        name="number"
        value={number}
        onChange={setNumber}
        error={errors.number}
        inputMode="numeric"
      />
      <Field
        label={t('reset.email')}
        name="email"
        value={email}
        onChange={setEmail}
        error={errors.email}
        inputMode="email"
      />
      <div className="app-actions">
        <button type="submit" className="app-button">
          {t('reset.submit')}
        </button>
        {onCancel && <CancelButton onCancel={onCancel} />}
      </div>
      <Link to="/sign-in" onClick={onCancel}>
        {t('reset.backToSignIn')}
      </Link>
    </form>
  );
}

/**
 * Set a new password with the stored recovery code (spec 03 §4). `onDone` runs before the app
 * moves on (sign-in on success, the invalid-link page on failure): the dialog closes itself.
 */
export function NewPasswordForm({
  className,
  onDone,
  onCancel,
}: {
  className: string;
  onDone?: () => void;
  /** Shown as Cancel: the way back from the dialog to the page under it. */
  onCancel?: () => void;
}) {
  const { store } = useAppSession();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { errors, submit } = useCheckedSubmit(() => newPasswordErrors(password, confirm));
  return (
    <form
      className={className}
      noValidate
      onSubmit={submit(async () => {
        const result = await store.getState().completePasswordRecovery(password);
        onDone?.();
        if (result.ok) {
          feedback.popup({ kind: 'info', text: result.message ?? messages('password.set') });
          navigate('/sign-in', { replace: true });
        } else {
          // spec 03 §4: the reset error is kept and shown on the invalid-link page.
          store.getState().setResetPasswordError(result.message ?? messages('password.resetFailed'));
          navigate('/invalid-reset-link', { replace: true });
        }
      })}
    >
      <NewPasswordFields
        labels={{ password: t('reset.newPassword'), confirm: t('reset.confirmPassword') }}
        password={password}
        confirm={confirm}
        onPasswordChange={setPassword}
        onConfirmChange={setConfirm}
        errors={errors}
      />
      <div className="app-actions">
        <button type="submit" className="app-button">
          {t('reset.save')}
        </button>
        {onCancel && <CancelButton onCancel={onCancel} />}
      </div>
    </form>
  );
}

function CancelButton({ onCancel }: { onCancel: () => void }) {
  return (
    <button type="button" className="app-button app-button-secondary" onClick={onCancel}>
      {t('reset.cancel')}
    </button>
  );
}
