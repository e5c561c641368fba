import { emailChangeErrors, profileErrors } from '@shipdeck/core/account';
import type { BillingInformationResource, User } from '@shipdeck/core/contract';
import { messages } from '@shipdeck/core/messages';
import {
  type BillingContact,
  billingContactForm,
  billingContactOfForm,
  createValidationContext,
  messagesByPath,
  validateBillingContact,
} from '@shipdeck/core/validation';
import { useEffect, useState } from 'react';
import { useAppSession, useSession } from '../session/SessionContext';
import { errorText } from '../ui/errorText';
import { Field } from '../ui/Field';
import { FormPage } from '../ui/FormPage';
import { useCheckedSubmit } from '../ui/useCheckedSubmit';
import { t } from './accountMessages';

/**
 * /user-settings (spec 03 §2): the read-only rows of the spec (Name, Company, E-mail, Import Number,
 * Export Number) and, beyond the spec's product, what can be saved: the name, company and phone, an
 * e-mail change confirmed through a link mailed to the new address, and the billing contact (spec 03
 * §3, §7, §8 "You have successfully updated your billing contact information!"). The rows are the
 * owner's: a staff member acting for a client sees the client's settings and its billing contact;
 * the profile and e-mail belong to the signed-in person and are not offered then (issue 16).
 */
export function UserSettingsPage() {
  const { api } = useAppSession();
  const signedIn = useSession((s) => s.user);
  const ownerId = useSession((s) => (s.isActingForUser() ? (s.authContext?.ownerId ?? null) : null));
  const [owner, setOwner] = useState<User | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    if (!ownerId) return;
    let current = true;
    setOwner(null);
    api.user(ownerId).then(
      (user) => current && setOwner(user),
      (error: Error) => current && setFailed(error.message),
    );
    return () => {
      current = false;
    };
  }, [api, ownerId]);
  const user = ownerId ? owner : signedIn;
  if (failed) return <p className="app-note">{failed}</p>;
  if (!user) return null;
  const rows: Array<[string, string]> = [
    [t('settings.name'), user.name],
    [t('settings.company'), user.companyName],
    [t('settings.email'), user.email ?? ''],
    [t('settings.importNumber'), user.billingInformation.dhlImportNumber ?? ''],
    [t('settings.exportNumber'), user.billingInformation.dhlExportNumber ?? ''],
  ];
  return (
    <FormPage title={t('settings.title')}>
      <dl className="app-card app-rows">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
      {!user.billingInformation.dhlImportNumber && <p className="app-note">{t('settings.exportHelp')}</p>}
      {ownerId ? (
        <p className="app-note">{messages('settings.actingForClient')}</p>
      ) : (
        <>
          <ProfileForm user={user} />
          <EmailChangeForm currentEmail={user.email ?? null} />
        </>
      )}
      <BillingContactForm />
    </FormPage>
  );
}

/** Name, company and phone (PATCH /users/me), with the sign-up form's rules for the same fields. */
function ProfileForm({ user }: { user: User }) {
  const { api, store } = useAppSession();
  const [form, setForm] = useState({
    name: user.name,
    companyName: user.companyName,
    phoneNumber: (user as User & { phoneNumber?: string | null }).phoneNumber ?? '',
  });
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const { errors, submit } = useCheckedSubmit(() => profileErrors(form));
  return (
    <form
      className="app-card app-form"
      aria-labelledby="settings-profile-title"
      noValidate
      onSubmit={submit(async () => {
        setSaving(true);
        setResult(null);
        try {
          await api.updateProfile(form);
          // The header and the rows show the saved name and company.
          await store.getState().refresh();
          setResult({ kind: 'ok', text: messages('settings.profileSaved') });
        } catch (error) {
          setResult({ kind: 'error', text: errorText(error, messages('api.unknownStatus')) });
        } finally {
          setSaving(false);
        }
      })}
    >
      <h2 id="settings-profile-title">{t('settings.profileTitle')}</h2>
      <Field
        label={t('settings.name')}
        name="name"
        value={form.name}
        autoComplete="name"
        error={errors.name}
        onChange={(name) => setForm({ ...form, name })}
      />
      <Field
        label={t('settings.company')}
        name="companyName"
        value={form.companyName}
        autoComplete="organization"
        error={errors.companyName}
        onChange={(companyName) => setForm({ ...form, companyName })}
      />
      <Field
        label={t('settings.phone')}
        name="phoneNumber"
        type="tel"
        inputMode="tel"
        value={form.phoneNumber}
        autoComplete="tel"
        error={errors.phoneNumber}
        onChange={(phoneNumber) => setForm({ ...form, phoneNumber })}
      />
      <Result result={result} />
      <div className="app-actions">
        <button type="submit" className="app-button" disabled={saving}>
          {t('settings.saveProfile')}
        </button>
      </div>
    </form>
  );
}

/** A new e-mail with the password; nothing changes until the mailed link is opened. */
function EmailChangeForm({ currentEmail }: { currentEmail: string | null }) {
  const { api } = useAppSession();
  const [form, setForm] = useState({ email: '', password: '' });
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const { errors, submit } = useCheckedSubmit(() => emailChangeErrors(form, currentEmail));
  return (
    <form
      className="app-card app-form"
      aria-labelledby="settings-email-title"
      noValidate
      onSubmit={submit(async () => {
        setSaving(true);
        setResult(null);
        try {
          const answer = await api.changeEmail({ email: form.email.trim(), password: form.password });
          setResult({
            kind: 'ok',
            text: answer.message ?? messages('settings.emailChangeSent', { email: form.email.trim() }),
          });
          setForm({ email: '', password: '' });
        } catch (error) {
          setResult({ kind: 'error', text: errorText(error, messages('api.unknownStatus')) });
        } finally {
          setSaving(false);
        }
      })}
    >
      <h2 id="settings-email-title">{t('settings.emailTitle')}</h2>
      <Field
        label={t('settings.newEmail')}
        name="newEmail"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={form.email}
        error={errors.email}
        onChange={(email) => setForm({ ...form, email })}
      />
      <Field
        label={t('settings.password')}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        value={form.password}
        error={errors.password}
        onChange={(password) => setForm({ ...form, password })}
      />
      <Result result={result} />
      <div className="app-actions">
        <button type="submit" className="app-button" disabled={saving}>
          {t('settings.changeEmail')}
        </button>
      </div>
    </form>
  );
}

/** The billing contact (GET /billing_informations, PUT /billing_informations/{id}). */
function BillingContactForm() {
  const { api } = useAppSession();
  const [billing, setBilling] = useState<BillingInformationResource | null>(null);
  const [form, setForm] = useState<BillingContact>(billingContactForm(null));
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  useEffect(() => {
    let current = true;
    api.billingInformation().then(
      (found) => {
        if (!current) return;
        setBilling(found);
        setForm(billingContactForm(found?.billingContact));
      },
      (error: Error) => current && setLoadError(error.message),
    );
    return () => {
      current = false;
    };
  }, [api]);
  const { errors, submit } = useCheckedSubmit(() => {
    const byPath = messagesByPath(validateBillingContact(form, createValidationContext(), 'c'));
    return Object.fromEntries(Object.entries(byPath).map(([path, text]) => [path.slice(2), text])) as Partial<
      Record<keyof BillingContact, string>
    >;
  });
  if (loadError) return <p className="app-note">{loadError}</p>;
  if (!billing) return null;
  const set = (patch: Partial<BillingContact>) => setForm({ ...form, ...patch });
  return (
    <form
      className="app-card app-form"
      aria-labelledby="settings-billing-title"
      noValidate
      onSubmit={submit(async () => {
        setSaving(true);
        setResult(null);
        try {
          const saved = await api.updateBillingContact(billing.id, {
            billingContact: billingContactOfForm(form),
          });
          setForm(billingContactForm(saved.billingContact));
          setResult({ kind: 'ok', text: messages('billing.updated') });
        } catch (error) {
          setResult({ kind: 'error', text: errorText(error, messages('api.unknownStatus')) });
        } finally {
          setSaving(false);
        }
      })}
    >
      <h2 id="settings-billing-title">{t('settings.billingTitle')}</h2>
      <Field
        label={t('settings.billingName')}
        name="billingContactName"
        value={form.contactName}
        autoComplete="name"
        error={errors.contactName}
        onChange={(contactName) => set({ contactName })}
      />
      <Field
        label={t('settings.phone')}
        name="billingPhone"
        type="tel"
        inputMode="tel"
        value={form.phoneNumber}
        error={errors.phoneNumber}
        onChange={(phoneNumber) => set({ phoneNumber })}
      />
      <Field
        label={t('settings.extension')}
        name="billingPhoneExtension"
        inputMode="numeric"
        value={form.phoneNumberExtension}
        error={errors.phoneNumberExtension}
        onChange={(phoneNumberExtension) => set({ phoneNumberExtension })}
      />
      <Field
        label={t('settings.email')}
        name="billingEmail"
        type="email"
        inputMode="email"
        value={form.email}
        error={errors.email}
        onChange={(email) => set({ email })}
      />
      <Result result={result} />
      <div className="app-actions">
        <button type="submit" className="app-button" disabled={saving}>
          {t('settings.saveBilling')}
        </button>
      </div>
    </form>
  );
}

function Result({ result }: { result: { kind: 'ok' | 'error'; text: string } | null }) {
  if (!result) return null;
  return (
    <p
      className={result.kind === 'ok' ? 'app-note' : 'app-field-error'}
      role={result.kind === 'ok' ? 'status' : 'alert'}
    >
      {result.text}
    </p>
  );
}
