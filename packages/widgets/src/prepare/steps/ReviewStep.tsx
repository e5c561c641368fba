import { formatMoney, formatQuoteDate } from '@shipdeck/core/format';
import { displayPickupWindow } from '@shipdeck/core/pickup';
import { carrierServiceLabel } from '@shipdeck/core/rating';
import type { Party, PrepareStep } from '@shipdeck/core/shipment';
import type { ReactNode } from 'react';
import { useStore } from '../../useStore';
import { usePrepare } from '../prepareContext';
import { useOptionList } from '../useOptionList';
import { shipmentDocumentsOf } from './shipmentDocuments';
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
 * Step 4, Review and Finish (spec 01 §2): From/To, packages or document pieces, transportation
 * charges, services, shipment documents, shipment and pickup, each with Edit Section back to its step. Completing the
 * shipment (booking, payment, documents) is the next issue's; the bottom bar says so.
 */
export function ReviewStep() {
  const { store, t } = usePrepare();
  const draft = useStore(store, (s) => s.draft);
  const rate = useStore(store, (s) => s.currentRate);
  const whoPays = useOptionList('whoPays');
  const pd = draft.pickupDelivery;
  const products = draft.shipmentDetails.products;
  const documents = draft.shipmentDetails.documents;
  const yes = (value: boolean | null) => (value === null ? '—' : t(value ? 'prepare.yes' : 'prepare.no'));
  return (
    <div className="sd-stack">
      <LaterStyles />
      <Review title={t('prepare.review.fromTo')} step="create_shipment">
        <div className="sd-ends">
          <PartySummary party={draft.shipmentFrom} title={t('prepare.create.sender')} />
          <PartySummary party={draft.shipmentTo} title={t('prepare.create.recipient')} />
        </div>
      </Review>
      <Review
        title={t(draft.isDocumentsShipment ? 'prepare.review.documentPieces' : 'prepare.review.packages')}
        step="create_shipment"
      >
        {draft.isDocumentsShipment ? (
          <p>
            {documents.numberOfPackages ?? 1} × {documents.generalDescription || '—'}
            {documents.documentWeight !== null
              ? `, ${documents.documentWeight} ${draft.measurementSystem === 'metric' ? 'kg' : 'lb'}`
              : ''}
          </p>
        ) : (
          <ul>
            {products.packages.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
              <li key={i}>
                {p.numberOfPackages ?? 0} × {p.weight ?? '—'}{' '}
                {draft.measurementSystem === 'metric' ? 'kg' : 'lb'}, {p.length ?? '—'} × {p.width ?? '—'} ×{' '}
                {p.height ?? '—'} {draft.measurementSystem === 'metric' ? 'cm' : 'in'}
              </li>
            ))}
          </ul>
        )}
      </Review>
      <Review title={t('prepare.review.charges')} step="additional_services">
        {rate ? (
          <p>
            {carrierServiceLabel(rate.carrier, rate.carrierService.name)}:{' '}
            {formatMoney(rate.optimalRate.amount, rate.optimalRate.currency)} —{' '}
            {t('prepare.delivery.estimatedDelivery')} {formatQuoteDate(rate.estimatedDelivery)}
          </p>
        ) : (
          <p>—</p>
        )}
      </Review>
      <Review title={t('prepare.review.services')} step="additional_services">
        <ul>
          <li>
            {t('prepare.delivery.returnLabel')}: {yes(draft.additionalServices.isReturnLabel)}
          </li>
          <li>
            {t('draft.label.insuranceValue')}:{' '}
            {draft.additionalServices.insuranceValue !== null
              ? formatMoney(draft.additionalServices.insuranceValue, draft.currency)
              : '—'}
          </li>
        </ul>
      </Review>
      <Review title={t('prepare.review.documents')} step="create_shipment">
        <ul>
          {shipmentDocumentsOf(draft).map((doc) => (
            <li key={doc.kind}>
              {doc.kind === 'label'
                ? t('prepare.review.doc.label', { count: doc.count })
                : t(`prepare.review.doc.${doc.kind}`)}
            </li>
          ))}
        </ul>
      </Review>
      <Review title={t('prepare.review.shipment')} step="additional_services">
        <p>
          {t('draft.label.shipmentDate')}: {pd.shipmentDate ? formatQuoteDate(pd.shipmentDate) : '—'} ·{' '}
          {t('prepare.delivery.pickupQuestion')} {yes(pd.isPickupRequired)}
        </p>
      </Review>
      <Review title={t('prepare.review.pickup')} step="additional_services">
        <PickupReview />
      </Review>
      <Review title={t('prepare.review.payment')} step="payment_status">
        <p>
          {t('draft.label.freightPayment')}:{' '}
          {whoPays.find((o) => o.value === draft.payment.freightPayment)?.label ?? '—'}
        </p>
      </Review>
    </div>
  );
}

function Review({ title, step, children }: { title: string; step: PrepareStep; children: ReactNode }) {
  const { store, t } = usePrepare();
  return (
    <section className="sd-panel sd-stack" aria-label={title}>
      <div className="sd-row-head">
        <p className="sd-h">{title}</p>
        <button type="button" className="sd-btn sd-btn-link" onClick={() => store.getState().goTo(step)}>
          {t('prepare.review.editSection')}
          <span className="sd-visually-hidden"> {title}</span>
        </button>
      </div>
      {children}
    </section>
  );
}

function PartySummary({ party, title }: { party: Party; title: string }) {
  const a = party.address;
  return (
    <address className="sd-address">
      <strong>{title}</strong>
      <br />
      {[party.companyName, party.contactName].filter(Boolean).join(', ')}
      <br />
      {[a.addressLine1, a.addressLine2, a.addressLine3].filter(Boolean).join(', ')}
      <br />
      {[a.postalCode, a.city, a.division, party.country].filter(Boolean).join(' ')}
      <br />
      {[party.phoneNumber, party.email].filter(Boolean).join(' · ')}
    </address>
  );
}

/** The review's Pickup section (spec 01 §2 step 4): the new pickup's day, window and location, or the pickup joined. */
function PickupReview() {
  const { store, t } = usePrepare();
  const pd = useStore(store, (s) => s.draft.pickupDelivery);
  if (pd.isPickupRequired !== true) return <p>{t('prepare.review.noPickup')}</p>;
  if (pd.pickupId !== null) return <p>{t('prepare.review.pickupExisting')}</p>;
  const p = pd.pickup;
  return (
    <ul className="sd-list">
      <li>
        {t('prepare.review.pickupWindow', {
          date: p?.date ? formatQuoteDate(p.date) : '—',
          window:
            p && p.startTime !== null && p.endTime !== null
              ? displayPickupWindow(p.startTime, p.endTime)
              : '—',
        })}
      </li>
      <li>
        {t('draft.label.location')}: {p?.location || '—'}
      </li>
      {p?.numOfPackages != null && (
        <li>
          {t('draft.label.numOfPackages')}: {p.numOfPackages}
        </li>
      )}
      {p?.notes && (
        <li>
          {t('draft.label.notes')}: {p.notes}
        </li>
      )}
    </ul>
  );
}
