import { dialCodeOf, signUpErrors, withLeadingPlus } from '@shipdeck/core/account';
// The common and auth texts only: the rest of the catalogue stays out of the first load (issue 8).
import { accountCatalogue as messages } from '@shipdeck/core/messages';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from '../router';
import { useAppSession, useSession } from '../session/SessionContext';
import { errorText } from '../ui/errorText';
import { useFeedback } from '../ui/Feedback';
import { Field } from '../ui/Field';
import { FormPage } from '../ui/FormPage';
import { NewPasswordFields } from '../ui/NewPasswordFields';
import { useCheckedSubmit } from '../ui/useCheckedSubmit';
import { t } from './accountMessages';
import { useSignedInRedirect } from './useSignedInRedirect';

const emptyForm = () => ({
  firstName: '',
  lastName: '',
  // spec 03 §5 phone input: the dial code is prefilled.
  phoneNumber: `${dialCodeOf()} `,
  phoneNumberExtension: '',
  email: '',
  promoCode: '',
});

/**
 * /sign-up (spec 03 §2): password fields only with the INSTANT_SIGN_UP flag; Back goes two steps
 * back. The rules are core's (account/rules.ts), the server's own.
 *
 * Where a sign-up lands (issue 16 item 11): an instant sign-up is signed in and lands where a
 * sign-in does (spec 03 §4). A sign-up the team reviews opens no session; spec 03 does not say
 * where it goes, and the guest landing page is about a freight quote, so the page itself says the
 * sign-up was received and offers guest quotes meanwhile.
 */
export function SignUpPage() {
  const { api, store } = useAppSession();
  const instant = useSession((s) => s.flags.INSTANT_SIGN_UP);
  const navigate = useNavigate();
  const feedback = useFeedback();
  const signedInRedirect = useSignedInRedirect();
  const [form, setForm] = useState(emptyForm);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [received, setReceived] = useState(false);
  const { errors, submit } = useCheckedSubmit(() =>
    signUpErrors(form, instant ? { password, repeatPassword: repeat } : undefined),
  );
  const field = (name: keyof ReturnType<typeof emptyForm>, label: string, phone = false) => (
    <Field
      label={label}
      name={name}
      value={form[name]}
      onChange={(v) => setForm((current) => ({ ...current, [name]: v }))}
      error={errors[name]}
      {...(phone ? { inputMode: 'tel' as const, autoComplete: 'tel', normalizeOnBlur: withLeadingPlus } : {})}
    />
  );

  if (signedInRedirect) return <Navigate to={signedInRedirect} replace />;
  if (received) {
    return (
      <FormPage title={t('signUp.doneHeading')}>
        <div className="app-card app-form" role="status">
          <p>{t('signUp.doneText')}</p>
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
            <Link to="/sign-in" className="app-button app-button-secondary">
              {t('signUp.backToSignIn')}
            </Link>
          </div>
        </div>
      </FormPage>
    );
  }

  return (
    <FormPage title={t('signUp.title')}>
      <form
        className="app-card app-form"
        noValidate
        onSubmit={submit(async () => {
          const sent = { ...form, phoneNumber: withLeadingPlus(form.phoneNumber) };
          try {
            if (instant) {
              const answer = await api.instantSignUp({ ...sent, password });
              const outcome = await store.getState().acceptToken(answer.token);
              if (outcome.kind === 'signed-in') navigate(outcome.landing, { replace: true });
            } else {
              await api.signUp(sent);
              setReceived(true);
            }
          } catch (error) {
            feedback.toast('error', errorText(error, messages('signUp.failed')));
          }
        })}
      >
        {field('firstName', t('signUp.firstName'))}
        {field('lastName', t('signUp.lastName'))}
        {field('phoneNumber', t('signUp.phone'), true)}
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
