import type { CarrierCode } from '@shipdeck/core/contract';
import { buildRateCards } from '@shipdeck/core/quote/rateCards';
import { DOMESTIC_SIGNATURES, serviceSelectionBlocker } from '@shipdeck/core/shipment/wizard';
import { useId, useMemo, useState } from 'react';
import { InspectQuoteLink, inspectionHref } from '../../ui/InspectQuoteLink';
import { Notice } from '../../ui/Notice';
import { ProgressBar } from '../../ui/ProgressBar';
import { useStore } from '../../useStore';
import {
  CheckField,
  NumberField,
  Section,
  SelectField,
  TextField,
  useFieldError,
  YesNoField,
} from '../fields';
import { usePrepare } from '../prepareContext';
import { CarrierFilter, carriersOf, ImportPickupPanel } from './deliveryParts';
import { PickupSettings } from './PickupSettings';
// Only for the embed's code splitting (firstLoad.ts): nothing of it runs here.
import '../firstLoad';
import { LaterStyles } from '../laterStyles';
import { addPrepareTexts } from '../prepareMessages';
import { laterStepsMessages } from './laterStepsMessages';
import { pickupSettingsMessages } from './pickupSettingsMessages';

// Steps 2–4 bring their texts (not part of step 1's first load).
addPrepareTexts(laterStepsMessages);
addPrepareTexts(pickupSettingsMessages);

/**
 * Step 2, Additional Services (spec 01 §2): the shipment date and the pickup question, the delivery
 * service cards (Select/Selected, "Lowest Price!"), enabled once both are answered (an import needs
 * only the date), and the services with their visibility rules; the pickup's settings once one is
 * wanted (PickupSettings).
 */
export function DeliveryStep() {
  const { store, t } = usePrepare();
  const isImport = useStore(store, (s) => s.draft.isImport);
  return (
    <div className="sd-stack">
      <LaterStyles />
      <Section title={t('prepare.delivery.pickup')}>
        <div className="sd-grid">
          <TextField path="pickupDelivery.shipmentDate" type="date" />
          {!isImport && (
            <YesNoField path="pickupDelivery.isPickupRequired" label={t('prepare.delivery.pickupQuestion')} />
          )}
        </div>
        {isImport && <ImportPickupPanel />}
        <PickupSettings />
      </Section>
      <Services />
      <ExtraServices />
    </div>
  );
}

function Services() {
  const { store, t, inspectQuoteUrl } = usePrepare();
  const rates = useStore(store, (s) => s.rates);
  const status = useStore(store, (s) => s.rateStatus);
  const message = useStore(store, (s) => s.rateMessage);
  const chosen = useStore(store, (s) => s.draft.pickupDelivery.carrierProduct);
  // spec 01 §2 (core's rule): Select stays disabled until a date is set and the pickup question is answered.
  const blocker = useStore(store, (s) => serviceSelectionBlocker(s.draft));
  const { error } = useFieldError('pickupDelivery.carrierProduct');
  const canSelect = blocker === null;
  // Why Select is disabled, said beside the cards and read with each button (a disabled button alone
  // did not tell the user what was missing).
  const blockedBy = blocker
    ? blocker === 'shipmentDate'
      ? 'prepare.delivery.needsDate'
      : 'prepare.delivery.needsPickupAnswer'
    : null;
  const hintId = useId();
  // The cards' money, names, savings and badge come from core's rate cards (spec 01 §9 rate helpers),
  // the one place the quote widget reads them too.
  const domestic = useStore(store, (s) => s.draft.isDomestic);
  // spec 01 §2: domestic has a carrier filter; every carrier is shown until one is turned off.
  const carriers = useMemo(() => carriersOf(rates), [rates]);
  const [hidden, setHidden] = useState<ReadonlySet<CarrierCode>>(new Set());
  const shown = useMemo(() => new Set(carriers.filter((c) => !hidden.has(c))), [carriers, hidden]);
  const cards = useMemo(
    () =>
      buildRateCards(domestic ? rates.filter((rate) => !hidden.has(rate.carrier)) : rates, {
        isDomestic: domestic,
        messages: t.catalogue,
      }),
    [rates, domestic, t, hidden],
  );
  return (
    <Section title={t('prepare.delivery.when')}>
      {(status === 'loading' || status === 'pending') && <ProgressBar label={t('prepare.updatingRate')} />}
      {message && <Notice kind="warning">{message}</Notice>}
      {status === 'error' && (
        <button type="button" className="sd-btn" onClick={() => void store.getState().refreshRates()}>
          {t('prepare.delivery.retry')}
        </button>
      )}
      {error && <p className="sd-error">{error}</p>}
      {domestic && carriers.length > 1 && (
        <CarrierFilter
          carriers={carriers}
          shown={shown}
          onChange={(next) => setHidden(new Set(carriers.filter((c) => !next.has(c))))}
        />
      )}
      {domestic && carriers.length > 0 && shown.size === 0 && (
        <p className="sd-muted">{t('prepare.delivery.chooseCarrier')}</p>
      )}
      {blockedBy && cards.length > 0 && (
        <p className="sd-muted" id={hintId}>
          {t(blockedBy)}
        </p>
      )}
      <ul className="sd-rates">
        {cards.map((card) => {
          const { rate } = card;
          const selected = rate.carrierProduct === chosen;
          return (
            <li key={rate.id} className="sd-rate" aria-current={selected ? 'true' : undefined}>
              <p className="sd-rate-name">{card.serviceName}</p>
              {card.isLowestPrice && <span className="sd-badge">{t('quote.lowestPrice')}</span>}
              <dl className="sd-facts">
                <div className="sd-fact">
                  <dt>{t('prepare.delivery.estimatedDelivery')}</dt>
                  <dd>{card.estimatedDelivery}</dd>
                </div>
                <div className="sd-fact">
                  <dt>{t('prepare.shippingCharge')}</dt>
                  <dd>{card.shippingCharge}</dd>
                </div>
                <div className="sd-fact sd-total">
                  <dt>{t('prepare.totalCharge')}</dt>
                  <dd>{card.totalCharge}</dd>
                </div>
              </dl>
              {card.savings && (
                <p className="sd-savings">
                  {t('prepare.savings', { amount: card.savings.amount, percent: card.savings.percent })}
                </p>
              )}
              <button
                type="button"
                className={selected ? 'sd-btn sd-btn-primary' : 'sd-btn'}
                disabled={!canSelect}
                aria-describedby={blockedBy ? hintId : undefined}
                aria-pressed={selected}
                onClick={() => {
                  store.getState().chooseRate(rate.carrierProduct);
                  store.getState().setField('pickupDelivery.carrierProduct', rate.carrierProduct);
                }}
              >
                {t(selected ? 'prepare.delivery.selected' : 'prepare.delivery.select')}
              </button>
              <InspectQuoteLink
                href={inspectionHref(inspectQuoteUrl, rate.createdInId, rate.id)}
                label={t('quote.inspectQuote')}
              />
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

/**
 * The services (spec 01 §2): neutral delivery and certificate of origin for dutiable shipments,
 * direct signature and return label; domestic has the signature select ("Additional Fees may
 * apply"). Hidden for a documents shipment (the return-label flag is off).
 */
function ExtraServices() {
  const { store, t } = usePrepare();
  const documents = useStore(store, (s) => s.draft.isDocumentsShipment);
  const domestic = useStore(store, (s) => s.draft.isDomestic);
  const dutiable = useStore(store, (s) => s.draft.isDutiable);
  const signature = useStore(store, (s) => s.draft.additionalServices.signature);
  if (documents) return null;
  return (
    <Section title={t('prepare.delivery.services')}>
      {dutiable && (
        <>
          <CheckField
            path="additionalServices.isNeutralDeliveryServiceRequired"
            label={t('prepare.delivery.neutralDelivery')}
          />
          <CheckField
            path="additionalServices.isCertificateOfOriginRequired"
            label={t('prepare.delivery.certificateOfOrigin')}
          />
        </>
      )}
      {domestic ? (
        <SelectField
          path="additionalServices.signature"
          label={t('prepare.delivery.signature')}
          numeric
          placeholder={t('prepare.delivery.noSignature')}
          choices={DOMESTIC_SIGNATURES.map((value) => ({
            value: String(value),
            label: t(value === 2 ? 'prepare.delivery.signatureRequired' : 'prepare.delivery.adultSignature'),
          }))}
        />
      ) : (
        <label className="sd-check">
          <input
            type="checkbox"
            checked={signature === 'SF'}
            onChange={(event) =>
              store
                .getState()
                .setField('additionalServices.signature', event.currentTarget.checked ? 'SF' : null)
            }
          />
          {t('prepare.delivery.directSignature')}
        </label>
      )}
      <CheckField path="additionalServices.isReturnLabel" label={t('prepare.delivery.returnLabel')} />
      <NumberField path="additionalServices.insuranceValue" kind="currency" />
    </Section>
  );
}
