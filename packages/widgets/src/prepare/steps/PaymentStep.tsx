import {
  isAccountNumberRequired,
  isAssociatedZipRequired,
  isDutyAccountRequired,
} from '@shipdeck/core/shipment/wizard';
import { useEffect, useState } from 'react';
import { Dialog } from '../../ui/Dialog';
import { useStore } from '../../useStore';
import { errorAt } from '../fieldErrors';
import { CheckField, type Choice, Section, SelectField, TextField } from '../fields';
import { usePrepare } from '../prepareContext';
import { useOptionList } from '../useOptionList';
import { AddPaymentMethodDialog } from './AddPaymentMethodDialog';
import { BillingContactSection } from './BillingContactSection';
import {
  type PaymentMethodsSource,
  type SavedPaymentMethod,
  usePaymentMethodsSource,
} from './paymentMethods';
// Only for the embed's code splitting (firstLoad.ts): nothing of it runs here.
import '../firstLoad';
import { LaterStyles } from '../laterStyles';
import { addPrepareTexts } from '../prepareMessages';
import { laterStepsMessages } from './laterStepsMessages';

// Steps 2–4 bring their texts (not part of step 1's first load).
addPrepareTexts(laterStepsMessages);

/** The house account pays freight only, and only for a CSR (spec 01 §6, §9). */
const HOUSE_ACCOUNT = 'house_account';

/**
 * Step 3, Payment (spec 01 §2): who pays for the shipment (with the account number and its zip where
 * needed), who pays duties and taxes and the terms of trade on dutiable shipments, pay now or later,
 * and the terms agreement. Pay now lists the stored cards and ACH accounts of the
 * PaymentMethodsSource the shell provides; without one only pay later is offered.
 */
export function PaymentStep() {
  const { store, t, isCsr, idPrefix, billing } = usePrepare();
  const source = usePaymentMethodsSource();
  // Without a source of stored methods (payment feature off, a guest), pay later is the only choice.
  const times = source ? (['later', 'now'] as const) : (['later'] as const);
  const payer = useStore(store, (s) => s.draft.payment.freightPayment);
  const duties = useStore(store, (s) => s.draft.payment.dutiesAndTaxesPayment);
  const dutiable = useStore(store, (s) => s.draft.isDutiable);
  const domestic = useStore(store, (s) => s.draft.isDomestic);
  const time = useStore(store, (s) => s.payment.paymentTime);
  const methodError = useStore(store, (s) => errorAt(s.errors, 'paymentMethod'));
  // The who-pays and terms-of-trade lists of spec 01 §7 (kept 20 minutes in browser storage).
  const whoPays = useOptionList('whoPays');
  const termsOfTrade = useOptionList('termsOfTrade');
  const asChoice = (option: { value: string; label: string }): Choice => ({
    value: option.value,
    label: option.label,
  });
  const freightPayers = whoPays.filter((o) => isCsr || o.value !== HOUSE_ACCOUNT).map(asChoice);
  const dutiesPayers = whoPays.filter((o) => o.value !== HOUSE_ACCOUNT).map(asChoice);
  return (
    <div className="sd-stack">
      <LaterStyles />
      <Section title={t('prepare.payment.whoPays')}>
        <div className="sd-grid">
          <SelectField path="payment.freightPayment" choices={freightPayers} />
          {isAccountNumberRequired(payer) && <TextField path="payment.shipperAccountNumber" />}
          {isAssociatedZipRequired(payer, domestic) && (
            <TextField path="payment.billingAccountNumberPostalCode" />
          )}
        </div>
        {dutiable && (
          <div className="sd-grid">
            <SelectField path="payment.dutiesAndTaxesPayment" choices={dutiesPayers} />
            {isDutyAccountRequired(duties, dutiable) && <TextField path="payment.dutyAccountNumber" />}
            <SelectField
              path="payment.customsTermsOfTrade"
              choices={termsOfTrade.map((term) => ({
                value: term.value,
                label: `${term.code} (${term.description})`,
              }))}
            />
          </div>
        )}
        {dutiable && <TermsOfTradeDetails />}
      </Section>
      <Section title={t('prepare.payment.when')}>
        <div className="sd-choices" role="radiogroup" aria-label={t('prepare.payment.when')}>
          {times.map((value) => (
            <label key={value} className="sd-check">
              <input
                type="radio"
                name={`${idPrefix}-payment-time`}
                checked={time === value}
                onChange={() => store.getState().setPaymentTime(value)}
              />
              {t(value === 'now' ? 'prepare.payment.payNow' : 'prepare.payment.payLater')}
            </label>
          ))}
        </div>
        {source && time === 'now' && <StoredMethods source={source} />}
        {methodError && <p className="sd-error">{methodError}</p>}
      </Section>
      {billing && time === 'now' && <BillingContactSection billing={billing} />}
      <CheckField path="payment.termsAndConditionsAgreement" label={t('prepare.payment.agree')} />
      <TermsError />
    </div>
  );
}

function TermsError() {
  const { store } = usePrepare();
  const error = useStore(store, (s) => errorAt(s.errors, 'payment.termsAndConditionsAgreement'));
  return error ? <p className="sd-error">{error}</p> : null;
}

type MethodsLoad =
  | { status: 'loading' }
  | { status: 'loaded'; methods: SavedPaymentMethod[] }
  | { status: 'failed' };

/**
 * The stored payment methods as a choice (choosing one records it as the store's payment method),
 * the add-new-payment-method modal (a method added is chosen) and deleting one after a confirmation
 * (spec 01 §4: "Deleting a stored method asks for confirmation").
 */
function StoredMethods({ source }: { source: PaymentMethodsSource }) {
  const { store, t, idPrefix } = usePrepare();
  const paymentId = useStore(store, (s) => s.payment.paymentId);
  const [load, setLoad] = useState<MethodsLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<SavedPaymentMethod | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the load on Try again
  useEffect(() => {
    let live = true;
    setLoad({ status: 'loading' });
    source.list().then(
      (methods) => live && setLoad({ status: 'loaded', methods }),
      () => live && setLoad({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [source, attempt]);
  const describe = (method: SavedPaymentMethod) =>
    method.type === 'credit_card'
      ? t('prepare.payment.card', { ...method.card })
      : t('prepare.payment.ach', {
          bankName: method.achAccount.bankName,
          nameOnAccount: method.achAccount.nameOnAccount,
          lastDigits: method.achAccount.accountNumber.slice(-4),
        });
  const added = (method: SavedPaymentMethod) => {
    setAdding(false);
    setLoad((l) => ({ status: 'loaded', methods: [method, ...(l.status === 'loaded' ? l.methods : [])] }));
    store.getState().selectPaymentMethod(method.type, method.id);
  };
  const removed = (id: string) => {
    setDeleting(null);
    setLoad((l) =>
      l.status === 'loaded' ? { status: 'loaded', methods: l.methods.filter((m) => m.id !== id) } : l,
    );
    if (store.getState().payment.paymentId === id) store.getState().selectPaymentMethod('credit_card', null);
  };
  const addButton = (
    <button type="button" className="sd-btn sd-btn-link" onClick={() => setAdding(true)}>
      {t('prepare.payment.addMethod')}
    </button>
  );
  const dialogs = (
    <>
      {adding && <AddPaymentMethodDialog source={source} onClose={() => setAdding(false)} onAdded={added} />}
      {deleting && (
        <DeleteMethodDialog
          source={source}
          method={deleting}
          label={describe(deleting)}
          onClose={() => setDeleting(null)}
          onDeleted={removed}
        />
      )}
    </>
  );
  if (load.status === 'loading') return <p className="sd-muted">{t('prepare.payment.loadingMethods')}</p>;
  if (load.status === 'failed')
    return (
      <div role="alert">
        <p className="sd-error">{t('prepare.payment.methodsFailed')}</p>
        <button type="button" className="sd-btn sd-btn-link" onClick={() => setAttempt((n) => n + 1)}>
          {t('prepare.payment.retryMethods')}
        </button>
      </div>
    );
  if (load.methods.length === 0)
    return (
      <div>
        <p className="sd-muted">{t('prepare.payment.noMethods')}</p>
        {addButton}
        {dialogs}
      </div>
    );
  return (
    <div>
      <div className="sd-choices" role="radiogroup" aria-label={t('prepare.payment.methods')}>
        {load.methods.map((method) => (
          <div key={method.id} className="sd-method">
            <label className="sd-check">
              <input
                type="radio"
                name={`${idPrefix}-payment-method`}
                checked={paymentId === method.id}
                onChange={() => store.getState().selectPaymentMethod(method.type, method.id)}
              />
              {describe(method)}
            </label>
            <button
              type="button"
              className="sd-btn sd-btn-link"
              aria-label={t('prepare.payment.deleteLabel', { method: describe(method) })}
              onClick={() => setDeleting(method)}
            >
              {t('prepare.payment.delete')}
            </button>
          </div>
        ))}
      </div>
      {addButton}
      {dialogs}
    </div>
  );
}

/** "Deleting a stored method asks for confirmation" (spec 01 §4, spec 03 §5). */
function DeleteMethodDialog({
  source,
  method,
  label,
  onClose,
  onDeleted,
}: {
  source: PaymentMethodsSource;
  method: SavedPaymentMethod;
  label: string;
  onClose(): void;
  onDeleted(id: string): void;
}) {
  const { t, idPrefix } = usePrepare();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await source.remove(method.id);
      onDeleted(method.id);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };
  return (
    <Dialog titleId={`${idPrefix}-pm-delete-title`} onClose={onClose}>
      <h3 className="sd-h" id={`${idPrefix}-pm-delete-title`}>
        {t('prepare.payment.deleteTitle')}
      </h3>
      <p>{t('prepare.payment.deleteConfirm', { method: label })}</p>
      {failed && (
        <p className="sd-error" role="alert">
          {t('prepare.payment.deleteFailed')}
        </p>
      )}
      <div className="sd-actions">
        <button type="button" className="sd-btn" onClick={onClose}>
          {t('prepare.payment.cancel')}
        </button>
        <button
          type="button"
          className="sd-btn sd-btn-primary"
          disabled={busy}
          onClick={() => void confirm()}
        >
          {t('prepare.payment.deleteYes')}
        </button>
      </div>
    </Dialog>
  );
}

/** spec 01 §2 "customs terms of trade (with a "See details" …)": each term's code, name and definition. */
function TermsOfTradeDetails() {
  const { t, idPrefix } = usePrepare();
  const terms = useOptionList('termsOfTrade');
  const [open, setOpen] = useState(false);
  const id = `${idPrefix}-terms-of-trade-details`;
  return (
    <div>
      <button
        type="button"
        className="sd-btn sd-btn-link"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {t('prepare.payment.seeDetails')}
        <span className="sd-visually-hidden"> {t('prepare.payment.termsDetails')}</span>
      </button>
      {open && (
        <dl id={id} aria-label={t('prepare.payment.termsDetails')}>
          {terms.map((term) => (
            <div key={term.code}>
              <dt>
                {term.code}: {term.description}
              </dt>
              <dd>{term.definition}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
