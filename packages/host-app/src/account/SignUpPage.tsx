import { ACCOUNT_LIMITS } from '@shipdeck/core/limits';
import { messages } from '@shipdeck/core/messages';
import { EMAIL_PATTERN } from '@shipdeck/core/validation';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { t } from '../messages';
import { useAppSession, useSession } from '../session/SessionContext';
import { errorText } from '../ui/errorText';
import { useFeedback } from '../ui/Feedback';
import { Field } from '../ui/Field';
import { FormPage } from '../ui/FormPage';
import { NewPasswordFields } from '../ui/NewPasswordFields';
import { useCheckedSubmit } from '../ui/useCheckedSubmit';
import { newPasswordErrors } from './signInForm';

const EMPTY = {
  firstName: '',
  lastName: '',
  phoneNumber: '',
  phoneNumberExtension: '',
  email: '',
  promoCode: '',
};

/** spec 03 §5 sign-up rules. */
export function signUpErrors(form: typeof EMPTY, instant: boolean, password: string, repeat: string) {
  const errors: Record<string, string> = {};
  if (!form.firstName.trim()) errors.firstName = messages('signUp.firstNameRequired');
  if (!form.lastName.trim()) errors.lastName = messages('signUp.lastNameRequired');
  if (!form.phoneNumber.trim()) errors.phoneNumber = messages('signUp.phoneRequired');
  if (form.phoneNumberExtension.length > ACCOUNT_LIMITS.extensionMax)
    errors.phoneNumberExtension = messages('signUp.extensionTooLong');
  if (!form.email.trim()) errors.email = messages('signUp.emailRequired');
  else if (!EMAIL_PATTERN.test(form.email.trim())) errors.email = messages('signUp.emailInvalid');
  if (instant) {
    const p = newPasswordErrors(password, repeat);
    if (p.password) errors.password = p.password;
    if (p.confirm) errors.repeatPassword = p.confirm;
  }
  return errors;
}

/** /sign-up (spec 03 §2): password fields only with the INSTANT_SIGN_UP flag; Back goes two steps back. */
export function SignUpPage() {
  const { api, store } = useAppSession();
  const instant = useSession((s) => s.flags.INSTANT_SIGN_UP);
  const navigate = useNavigate();
  const feedback = useFeedback();
  const [form, setForm] = useState(EMPTY);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const { errors, submit } = useCheckedSubmit(() => signUpErrors(form, instant, password, repeat));
  const field = (name: keyof typeof EMPTY, label: string) => (
    <Field
      label={label}
      name={name}
      value={form[name]}
      onChange={(v) => setForm({ ...form, [name]: v })}
      error={errors[name]}
    />
  );
  return (
    <FormPage title={t('signUp.title')}>
      <form
        className="app-card app-form"
        noValidate
        onSubmit={submit(async () => {
          try {
            if (instant) {
              const answer = await api.instantSignUp({ ...form, password });
              const outcome = await store.getState().acceptToken(answer.token);
              if (outcome.kind === 'signed-in') navigate(outcome.landing, { replace: true });
            } else {
              await api.signUp(form);
              feedback.popup({ kind: 'info', text: messages('signUp.received') });
              navigate('/guest-landing');
            }
          } catch (error) {
            feedback.toast('error', errorText(error, messages('signUp.failed')));
          }
        })}
      >
        {field('firstName', t('signUp.firstName'))}
        {field('lastName', t('signUp.lastName'))}
        {field('phoneNumber', t('signUp.phone'))}
        {field('phoneNumberExtension', t('signUp.extension'))}
        {field('email', t('signUp.email'))}
        {field('promoCode', t('signUp.promoCode'))}
        {instant && (
          <NewPasswordFields
            labels={{ password: t('signUp.password'), confirm: t('signUp.repeatPassword') }}
            password={password}
            confirm={repeat}
            onPasswordChange={setPassword}
            onConfirmChange={setRepeat}
            errors={{ password: errors.password, confirm: errors.repeatPassword }}
          />
        )}
        <div className="app-actions">
          <button type="button" className="app-button app-button-secondary" onClick={() => navigate(-2)}>
            {t('signUp.back')}
          </button>
          <button type="submit" className="app-button">
            {t('signUp.submit')}
          </button>
        </div>
      </form>
    </FormPage>
  );
}
