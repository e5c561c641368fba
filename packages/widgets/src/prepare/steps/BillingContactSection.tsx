import type { BillingInformationResource, UpdateBillingInformationRequest } from '@shipdeck/core/contract';
import {
  type BillingContact,
  billingContactForm,
  billingContactOfForm,
  validateBillingContact,
} from '@shipdeck/core/validation';
import { useEffect, useState } from 'react';
import { controlProps, Field } from '../../ui/Field';
import { Notice } from '../../ui/Notice';
import { errorAt } from '../fieldErrors';
import { Section } from '../fields';
import { usePrepare } from '../prepareContext';
import type { PrepareMessageKey } from '../prepareMessages';
import { messageOf } from '../requests/supportApi';

/** The billing information calls (spec 03 §7), core's API client's. */
export interface BillingApi {
  /** GET /billing_informations?page=1: the first member is the account's. */
  billingInformation(): Promise<BillingInformationResource | null>;
  /** PUT /billing_informations/{id} {billingContact}. */
  updateBillingContact(
    id: string,
    request: UpdateBillingInformationRequest,
  ): Promise<BillingInformationResource>;
}

const FIELDS: ReadonlyArray<{ name: keyof BillingContact; label: PrepareMessageKey; type: string }> = [
  { name: 'contactName', label: 'draft.label.billingContactName' as PrepareMessageKey, type: 'text' },
  { name: 'phoneNumber', label: 'draft.label.billingPhone' as PrepareMessageKey, type: 'tel' },
  {
    name: 'phoneNumberExtension',
    label: 'draft.label.phoneNumberExtension' as PrepareMessageKey,
    type: 'text',
  },
  { name: 'email', label: 'draft.label.email' as PrepareMessageKey, type: 'email' },
];

/**
 * Step 3's billing contact form (spec 01 §2, §5; spec 03 §3, §7): the account's billing contact,
 * loaded from GET /billing_informations and saved with PUT /billing_informations/{id}. Name, phone and
 * e-mail are required and checked by core's rules (the settings page's); on success the spec's
 * "You have successfully updated your billing contact information!".
 */
export function BillingContactSection({ billing }: { billing: BillingApi }) {
  const { t, idPrefix } = usePrepare();
  const [info, setInfo] = useState<BillingInformationResource | null>(null);
  const [form, setForm] = useState<BillingContact | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ kind: 'saved' } | { kind: 'error'; message: string } | null>(null);

  useEffect(() => {
    let live = true;
    billing.billingInformation().then(
      (found) => {
        if (!live) return;
        setInfo(found);
        setForm(billingContactForm(found?.billingContact));
      },
      (error: unknown) => {
        if (live) setResult({ kind: 'error', message: messageOf(error, t('api.unknownStatus')) });
      },
    );
    return () => {
      live = false;
    };
  }, [billing, t]);

  if (!form || !info) {
    return result?.kind === 'error' ? (
      <Section title={t('prepare.payment.billingContact')}>
        <Notice kind="error">{result.message}</Notice>
      </Section>
    ) : null;
  }
  const errors = validateBillingContact(form, { t: t.catalogue }, '');
  const errorOf = (name: keyof BillingContact) => (submitted ? errorAt(errors, `.${name}`) : undefined);
  const save = async () => {
    setSubmitted(true);
    setResult(null);
    if (errors.some((e) => e.severity !== 'warning')) return;
    setSaving(true);
    try {
      const saved = await billing.updateBillingContact(info.id, {
        billingContact: billingContactOfForm(form),
      });
      setInfo(saved);
      setForm(billingContactForm(saved.billingContact));
      setSubmitted(false);
      setResult({ kind: 'saved' });
    } catch (error) {
      setResult({ kind: 'error', message: messageOf(error, t('api.unknownStatus')) });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Section title={t('prepare.payment.billingContact')}>
      <div className="sd-grid">
        {FIELDS.map(({ name, label, type }) => {
          const id = `${idPrefix}-billing-${name}`;
          return (
            <Field key={name} id={id} label={t(label)} error={errorOf(name)}>
              <input
                {...controlProps(id, errorOf(name))}
                className="sd-input"
                type={type}
                value={form[name]}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setForm((current) => (current ? { ...current, [name]: value } : current));
                }}
              />
            </Field>
          );
        })}
      </div>
      {result?.kind === 'saved' && (
        <p className="sd-notice sd-notice-success" role="status">
          {t('billing.updated')}
        </p>
      )}
      {result?.kind === 'error' && <Notice kind="error">{result.message}</Notice>}
      <div className="sd-actions">
        <button type="button" className="sd-btn" disabled={saving} onClick={() => void save()}>
          {t('prepare.payment.updateBillingContact')}
        </button>
      </div>
    </Section>
  );
}
