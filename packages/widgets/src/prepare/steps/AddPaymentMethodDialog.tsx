import { ApiError } from '@shipdeck/core/api';
import type { SavedPaymentMethodBodyInput } from '@shipdeck/core/contract';
import { splitCardholderName, validatePaymentMethodForm } from '@shipdeck/core/validation';
import { useState } from 'react';
import { Dialog } from '../../ui/Dialog';
import { controlProps, Field } from '../../ui/Field';
import { usePrepare } from '../prepareContext';
import type { PrepareMessageKey } from '../prepareMessages';
import type { PaymentMethodsSource, SavedPaymentMethod } from './paymentMethods';

type Kind = 'credit_card' | 'ach';

interface FormState {
  type: Kind;
  cardNumber: string;
  expirationDate: string;
  cardCode: string;
  cardholderName: string;
  routingNumber: string;
  accountNumber: string;
  nameOnAccount: string;
  bankName: string;
  isSavings: boolean;
  addressLine1: string;
  addressLine2: string;
  addressLine3: string;
  city: string;
  division: string;
  postalCode: string;
}

const EMPTY: FormState = {
  type: 'credit_card',
  cardNumber: '',
  expirationDate: '',
  cardCode: '',
  cardholderName: '',
  routingNumber: '',
  accountNumber: '',
  nameOnAccount: '',
  bankName: '',
  isSavings: false,
  addressLine1: '',
  addressLine2: '',
  addressLine3: '',
  city: '',
  division: '',
  postalCode: '',
};

/** Where the core rules and the server name a field, as the form's own field names. */
const FIELD_OF_PATH: Record<string, keyof FormState> = {
  cardholderName: 'cardholderName',
  'card.cardNumber': 'cardNumber',
  'card.expirationDate': 'expirationDate',
  'card.cardCode': 'cardCode',
  'card.cardholderFirstName': 'cardholderName',
  'ach.routingNumber': 'routingNumber',
  'ach.accountNumber': 'accountNumber',
  'ach.nameOnAccount': 'nameOnAccount',
  'ach.bankName': 'bankName',
  'achAccount.routingNumber': 'routingNumber',
  'achAccount.accountNumber': 'accountNumber',
  'achAccount.nameOnAccount': 'nameOnAccount',
  'achAccount.bankName': 'bankName',
  'billingAddress.addressLine1': 'addressLine1',
  'billingAddress.addressLine2': 'addressLine2',
  'billingAddress.addressLine3': 'addressLine3',
  'billingAddress.city': 'city',
  'billingAddress.division': 'division',
  'billingAddress.postalCode': 'postalCode',
};

type Errors = Partial<Record<keyof FormState, string>>;

/** The request body: the card or the account by type, spaces typed in numbers removed. */
export function paymentMethodBodyOf(form: FormState): SavedPaymentMethodBodyInput {
  const billingAddress = {
    addressLine1: form.addressLine1.trim(),
    addressLine2: form.addressLine2.trim(),
    addressLine3: form.addressLine3.trim(),
    city: form.city.trim(),
    division: form.division.trim(),
    postalCode: form.postalCode.trim(),
  };
  if (form.type === 'ach') {
    return {
      type: 'ach',
      achAccount: {
        routingNumber: form.routingNumber.replace(/\s+/g, ''),
        accountNumber: form.accountNumber.replace(/\s+/g, ''),
        nameOnAccount: form.nameOnAccount.trim(),
        bankName: form.bankName.trim(),
        isSavings: form.isSavings,
      },
      billingAddress,
    };
  }
  return {
    type: 'credit_card',
    card: {
      cardNumber: form.cardNumber.replace(/[\s-]+/g, ''),
      expirationDate: form.expirationDate.replace(/\s+/g, ''),
      cardCode: form.cardCode.trim(),
      // "the entered name is split at its first space" (spec 01 §3).
      ...splitCardholderName(form.cardholderName),
    },
    billingAddress,
  };
}

/**
 * spec 01 §2 "an add-new-payment-method modal": a card (number, expiry, security code, cardholder
 * name) or a bank account (routing and account number, holder, bank), with a US billing address.
 * The spec's rules are checked here first (spec 01 §5); the server's gateway then checks the numbers
 * and its refusal is shown at its field. Nothing typed is lost on a refusal. The card number and the
 * security code go to the server once and are never kept in the widget's state after the dialog.
 */
export function AddPaymentMethodDialog({
  source,
  onClose,
  onAdded,
}: {
  source: PaymentMethodsSource;
  onClose(): void;
  onAdded(method: SavedPaymentMethod): void;
}) {
  const { t, idPrefix } = usePrepare();
  const [form, setForm] = useState<FormState>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const id = (name: string) => `${idPrefix}-pm-${name}`;
  const set = <K extends keyof FormState>(name: K, value: FormState[K]) => {
    setForm((f) => ({ ...f, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const errorsOf = (violations: ReadonlyArray<{ propertyPath: string; message: string }>): Errors => {
    const out: Errors = {};
    for (const v of violations) {
      const field = FIELD_OF_PATH[v.propertyPath];
      if (field && !out[field]) out[field] = v.message;
    }
    return out;
  };

  const save = async () => {
    setFailure(null);
    const local = validatePaymentMethodForm(
      {
        type: form.type,
        cardholderName: form.cardholderName,
        ach: {
          routingNumber: form.routingNumber,
          accountNumber: form.accountNumber,
          nameOnAccount: form.nameOnAccount,
          bankName: form.bankName,
        },
        billingAddress: { ...form, suburb: '' },
      },
      // The context as a literal: createValidationContext's default is every flow's catalogue (issue 11).
      { t: t.catalogue },
    );
    const missingCard =
      form.type === 'credit_card'
        ? (['cardNumber', 'expirationDate', 'cardCode'] as const)
            .filter((name) => form[name].trim() === '')
            .map((name) => ({
              propertyPath: `card.${name}`,
              message: t('field.required', { label: t(`prepare.payment.${name}` as PrepareMessageKey) }),
            }))
        : [];
    const found = errorsOf([...missingCard, ...local]);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    setSaving(true);
    try {
      const method = await source.add(paymentMethodBodyOf(form));
      setForm(EMPTY);
      onAdded(method);
    } catch (error) {
      const atFields = error instanceof ApiError ? errorsOf(error.violations) : {};
      if (Object.keys(atFields).length > 0) setErrors(atFields);
      else setFailure(error instanceof ApiError ? error.message : t('prepare.payment.addFailed'));
    } finally {
      setSaving(false);
    }
  };

  const text = (name: keyof FormState, label: PrepareMessageKey, extra: Record<string, string> = {}) => (
    <Field id={id(name)} label={t(label)} error={errors[name]}>
      <input
        {...controlProps(id(name), errors[name])}
        className="sd-input"
        value={form[name] as string}
        onChange={(event) => set(name, event.currentTarget.value as never)}
        {...extra}
      />
    </Field>
  );

  return (
    <Dialog titleId={id('title')} onClose={onClose}>
      <h3 className="sd-h" id={id('title')}>
        {t('prepare.payment.addTitle')}
      </h3>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div className="sd-choices" role="radiogroup" aria-label={t('prepare.payment.kind')}>
          {(['credit_card', 'ach'] as const).map((kind) => (
            <label key={kind} className="sd-check">
              <input
                type="radio"
                name={id('kind')}
                checked={form.type === kind}
                onChange={() => {
                  setForm((f) => ({ ...f, type: kind }));
                  setErrors({});
                }}
              />
              {t(`prepare.payment.kind.${kind}` as PrepareMessageKey)}
            </label>
          ))}
        </div>
        {form.type === 'credit_card' ? (
          <div className="sd-grid">
            {text('cardNumber', 'prepare.payment.cardNumber', {
              inputMode: 'numeric',
              autoComplete: 'cc-number',
            })}
            {text('expirationDate', 'prepare.payment.expirationDate', {
              autoComplete: 'cc-exp',
              placeholder: 'MM/YY',
            })}
            {text('cardCode', 'prepare.payment.cardCode', { inputMode: 'numeric', autoComplete: 'cc-csc' })}
            {text('cardholderName', 'prepare.payment.cardholderName', { autoComplete: 'cc-name' })}
          </div>
        ) : (
          <div className="sd-grid">
            {text('routingNumber', 'draft.label.routingNumber' as PrepareMessageKey, {
              inputMode: 'numeric',
            })}
            {text('accountNumber', 'draft.label.accountNumber' as PrepareMessageKey, {
              inputMode: 'numeric',
            })}
            {text('nameOnAccount', 'draft.label.nameOnAccount' as PrepareMessageKey)}
            {text('bankName', 'draft.label.bankName' as PrepareMessageKey)}
            <label className="sd-check">
              <input
                type="checkbox"
                checked={form.isSavings}
                onChange={(event) => set('isSavings', event.currentTarget.checked)}
              />
              {t('prepare.payment.isSavings')}
            </label>
          </div>
        )}
        <fieldset className="sd-fieldset">
          <legend className="sd-label">{t('prepare.payment.billingAddress')}</legend>
          <div className="sd-grid">
            {text('addressLine1', 'prepare.payment.addressLine1', { autoComplete: 'billing address-line1' })}
            {text('addressLine2', 'prepare.payment.addressLine2', { autoComplete: 'billing address-line2' })}
            {text('addressLine3', 'prepare.payment.addressLine3', { autoComplete: 'billing address-line3' })}
            {text('city', 'prepare.payment.city', { autoComplete: 'billing address-level2' })}
            {text('division', 'prepare.payment.division', { autoComplete: 'billing address-level1' })}
            {text('postalCode', 'prepare.payment.postalCode', { autoComplete: 'billing postal-code' })}
          </div>
        </fieldset>
        {failure && (
          <p className="sd-error" role="alert">
            {failure}
          </p>
        )}
        <div className="sd-actions sd-mt">
          <button type="button" className="sd-btn" onClick={onClose}>
            {t('prepare.payment.cancel')}
          </button>
          <button type="submit" className="sd-btn sd-btn-primary" disabled={saving}>
            {saving ? t('prepare.payment.saving') : t('prepare.payment.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
