import type { FreightService } from '@shipdeck/core/contract';
import { formatPickerDate } from '@shipdeck/core/format';
import { type FreightQuoteForm, validateFreightQuoteForm } from '@shipdeck/core/validation';
import { useState } from 'react';
import { Dialog } from '../../ui/Dialog';
import { controlProps, Field } from '../../ui/Field';
import { Notice } from '../../ui/Notice';
import { errorAt } from '../fieldErrors';
import { usePrepare } from '../prepareContext';
import { addPrepareTexts } from '../prepareMessages';
import { messageOf, type SupportApi } from './supportApi';
// Only for the embed's code splitting (firstLoad.ts): nothing of it runs here.
import '../firstLoad';
import { LaterStyles } from '../laterStyles';
import { requestDialogsMessages } from './requestDialogsMessages';

// The modal's texts come with it (issue 11: not part of step 1's first load).
addPrepareTexts(requestDialogsMessages);

const SERVICES: readonly FreightService[] = ['air', 'ocean', 'ltl_tl'];
const YYYYMMDD = /^\d{8}$/;

/** What the freight quote request answered (the host goes on: view history, or the guest landing page). */
export interface FreightQuoteRequested {
  requestId: string;
  draftId: string | null;
}

/**
 * The freight quote modal (spec 01 §2, spec 02 "Freight quote modal"): contact name, telephone
 * (required) with extension, e-mail, ready date (YYYYMMDD, default today), type of freight service
 * (Air, Ocean, LTL/TL) and other comments; "Submit for Quote!" sends them with the draft's data to
 * POST /submit_for_freight_quote_actions. The contact starts as the sender's; the rules are core's
 * (spec 01 §5 "Freight quote form"), the same the server applies.
 */
export function FreightQuoteDialog({
  support,
  onClose,
  onRequested,
}: {
  support: SupportApi;
  onClose(): void;
  onRequested(result: FreightQuoteRequested): void;
}) {
  const { store, t, idPrefix } = usePrepare();
  const [form, setForm] = useState<FreightQuoteForm>(() => {
    const from = store.getState().draft.shipmentFrom;
    return {
      contactName: from.contactName,
      phoneNumber: from.phoneNumber,
      phoneNumberExtension: from.phoneNumberExtension,
      email: from.email,
      readyDate: formatPickerDate(new Date()).replaceAll('-', ''),
      typeOfFreightService: null,
      otherComments: '',
      // spec 02 §9: the country defaults to USA (the telephone is read as a US number then).
      country: from.country || 'US',
    };
  });
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const errors = validateFreightQuoteForm(form, { t: t.catalogue });
  const dateError = YYYYMMDD.test(form.readyDate.trim()) ? undefined : t('prepare.freight.readyDateInvalid');
  const errorOf = (field: keyof FreightQuoteForm) =>
    submitted ? (field === 'readyDate' ? dateError : errorAt(errors, field)) : undefined;
  const set = (field: keyof FreightQuoteForm) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));
  const id = (field: string) => `${idPrefix}-freight-${field}`;

  const submit = async () => {
    setSubmitted(true);
    if (errors.some((e) => e.severity !== 'warning') || dateError) return;
    setSending(true);
    setFailure(null);
    const { draft } = store.getState();
    try {
      const answer = await support.submitForFreightQuote({
        quoteData: { draftId: draft.id, draft },
        contactData: {
          contactName: form.contactName.trim(),
          countryCode: form.country,
          phoneNumber: form.phoneNumber.trim(),
          phoneNumberExtension: form.phoneNumberExtension.trim(),
          email: form.email.trim(),
          readyDate: form.readyDate.trim(),
          freightService: form.typeOfFreightService,
          otherComments: form.otherComments.trim(),
        },
      });
      onRequested({ requestId: answer.id, draftId: draft.id });
    } catch (error) {
      setFailure(messageOf(error, t('api.unknownStatus')));
      setSending(false);
    }
  };

  const text = (
    field: 'contactName' | 'phoneNumber' | 'phoneNumberExtension' | 'email' | 'readyDate',
    label: string,
    type: 'text' | 'tel' | 'email' = 'text',
  ) => (
    <Field id={id(field)} label={label} error={errorOf(field)}>
      <input
        {...controlProps(id(field), errorOf(field))}
        className="sd-input"
        type={type}
        value={form[field]}
        onChange={(event) => set(field)(event.currentTarget.value)}
      />
    </Field>
  );

  return (
    <Dialog titleId={id('title')} onClose={onClose}>
      <LaterStyles />
      <h3 className="sd-h" id={id('title')}>
        {t('prepare.freight.title')}
      </h3>
      <form
        className="sd-stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="sd-grid">
          {text('contactName', t('prepare.freight.contactName'))}
          {text('phoneNumber', t('prepare.freight.phoneNumber'), 'tel')}
          {text('phoneNumberExtension', t('prepare.freight.extension'))}
          {text('email', t('prepare.freight.email'), 'email')}
          {text('readyDate', t('prepare.freight.readyDate'))}
          <Field id={id('service')} label={t('prepare.freight.service')} error={undefined}>
            <select
              id={id('service')}
              className="sd-input"
              value={form.typeOfFreightService ?? ''}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setForm((current) => ({
                  ...current,
                  typeOfFreightService: SERVICES.find((s) => s === value) ?? null,
                }));
              }}
            >
              <option value="">{t('prepare.choose')}</option>
              {SERVICES.map((service) => (
                <option key={service} value={service}>
                  {t(`prepare.freight.service.${service}`)}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <Field id={id('comments')} label={t('prepare.freight.comments')} error={undefined}>
          <textarea
            id={id('comments')}
            className="sd-input"
            rows={3}
            value={form.otherComments}
            onChange={(event) => set('otherComments')(event.currentTarget.value)}
          />
        </Field>
        {failure && <Notice kind="error">{failure}</Notice>}
        <div className="sd-actions">
          <button type="button" className="sd-btn" onClick={onClose}>
            {t('prepare.cancel')}
          </button>
          <button type="submit" className="sd-btn sd-btn-primary" disabled={sending} aria-busy={sending}>
            {sending ? t('prepare.freight.submitting') : t('prepare.freight.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
