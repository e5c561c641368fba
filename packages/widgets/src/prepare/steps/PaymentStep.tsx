import {
  isAccountNumberRequired,
  isAssociatedZipRequired,
  isDutyAccountRequired,
} from '@shipdeck/core/shipment';
import { useStore } from '../../useStore';
import { errorAt } from '../fieldErrors';
import { CheckField, type Choice, Section, SelectField, TextField } from '../fields';
import { usePrepare } from '../prepareContext';
import type { PrepareMessageKey } from '../prepareMessages';

const FREIGHT_PAYERS = ['my_account', 'receiver', 'third_party'] as const;
const DUTIES_PAYERS = ['my_account', 'receiver', 'third_party'] as const;

/**
 * Step 3, Payment (spec 01 §2): who pays for the shipment (with the account number and its zip where
 * needed), who pays duties and taxes and the terms of trade on dutiable shipments, pay now or later,
 * and the terms agreement. Stored cards and ACH accounts arrive with the payment gateway (issue 11's
 * next part): until then pay now has no method to choose, and the step says so at the field.
 */
export function PaymentStep() {
  const { store, t, isCsr } = usePrepare();
  const payer = useStore(store, (s) => s.draft.payment.freightPayment);
  const duties = useStore(store, (s) => s.draft.payment.dutiesAndTaxesPayment);
  const dutiable = useStore(store, (s) => s.draft.isDutiable);
  const domestic = useStore(store, (s) => s.draft.isDomestic);
  const time = useStore(store, (s) => s.payment.paymentTime);
  const methodError = useStore(store, (s) => errorAt(s.errors, 'paymentMethod'));
  const choices = (values: readonly string[], prefix: string): Choice[] =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}` as PrepareMessageKey) }));
  const freightPayers = isCsr ? [...FREIGHT_PAYERS, 'house_account'] : FREIGHT_PAYERS;
  return (
    <div className="sd-stack">
      <Section title={t('prepare.payment.whoPays')}>
        <div className="sd-grid">
          <SelectField
            path="payment.freightPayment"
            choices={choices(freightPayers, 'prepare.payment.payer')}
          />
          {isAccountNumberRequired(payer) && <TextField path="payment.shipperAccountNumber" />}
          {isAssociatedZipRequired(payer, domestic) && (
            <TextField path="payment.billingAccountNumberPostalCode" />
          )}
        </div>
        {dutiable && (
          <div className="sd-grid">
            <SelectField
              path="payment.dutiesAndTaxesPayment"
              choices={choices(DUTIES_PAYERS, 'prepare.payment.payer')}
            />
            {isDutyAccountRequired(duties, dutiable) && <TextField path="payment.dutyAccountNumber" />}
            <SelectField
              path="payment.customsTermsOfTrade"
              choices={choices(['DAP', 'DDP'], 'prepare.payment.terms')}
            />
          </div>
        )}
      </Section>
      <Section title={t('prepare.payment.when')}>
        <div className="sd-choices" role="radiogroup" aria-label={t('prepare.payment.when')}>
          {(['later', 'now'] as const).map((value) => (
            <label key={value} className="sd-check">
              <input
                type="radio"
                name="sd-payment-time"
                checked={time === value}
                onChange={() => store.getState().setPaymentTime(value)}
              />
              {t(value === 'now' ? 'prepare.payment.payNow' : 'prepare.payment.payLater')}
            </label>
          ))}
        </div>
        {time === 'now' && <p className="sd-muted">{t('prepare.payment.methodsLater')}</p>}
        {methodError && <p className="sd-error">{methodError}</p>}
      </Section>
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
