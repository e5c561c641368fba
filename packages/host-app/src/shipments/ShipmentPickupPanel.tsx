import type { PickupCarrier, PickupResource, ShipmentResource } from '@shipdeck/core/contract';
import { messages } from '@shipdeck/core/messages';
import {
  canModifyPickup,
  countsPackages,
  localClock,
  originTimeZone,
  type PickupFormFields,
} from '@shipdeck/core/pickup';
import { canCancelShipment } from '@shipdeck/core/shipment';
import { useEffect, useState } from 'react';
import { withPageTexts } from '../messages';
import { EditPickup, fieldErrors, PickupFields, refusalOf, useRuleCheck } from '../pickups/pickupForm';
import { useAppSession } from '../session/SessionContext';
import { Dialog } from '../ui/Dialog';
import { useFeedback } from '../ui/Feedback';
import { summaryMessages } from './summaryMessages';

const t = withPageTexts(summaryMessages);

const PICKUP_CARRIERS = new Set(['DHL', 'UPS', 'FEDEX']);
const carrierLabel = (carrier: string) => (carrier === 'FEDEX' ? 'FedEx' : carrier);

/**
 * The summary's pickup panel (spec 02 §2 "pickup panel (cancel, edit, add to pickup)", §4 "Pickups"):
 * the pickup the shipment is on with Cancel Pickup and Edit Pickup (UPS pickups cannot be rescheduled:
 * the spec's notice instead), or, for a shipment still to be picked up, scheduling one or adding it to
 * an open pickup of its carrier at its address.
 */
export function ShipmentPickupPanel({
  shipment,
  onChanged,
}: {
  shipment: ShipmentResource;
  onChanged(): Promise<void>;
}) {
  const pickup = shipment.pickup ?? null;
  const carrier = shipment.carrier.carrier;
  const pickable =
    shipment.canceledOn === null &&
    canCancelShipment(shipment.primaryStatusFlag) &&
    PICKUP_CARRIERS.has(carrier);
  return (
    <section className="app-card" aria-labelledby="summary-pickup">
      <h2 id="summary-pickup">{t('summary.pickup')}</h2>
      {pickup ? (
        <ScheduledPickup pickup={pickup} onChanged={onChanged} />
      ) : pickable ? (
        <NoPickupYet shipment={shipment} carrier={carrier as PickupCarrier} onChanged={onChanged} />
      ) : shipment.canceledOn === null && canCancelShipment(shipment.primaryStatusFlag) ? (
        <p>{t('summary.noPickup', { carrier: carrierLabel(carrier) })}</p>
      ) : (
        // On its way, delivered or cancelled: nothing is left to hand over.
        <p>{t('summary.noPickup.past')}</p>
      )}
    </section>
  );
}

function ScheduledPickup({ pickup, onChanged }: { pickup: PickupResource; onChanged(): Promise<void> }) {
  const { api } = useAppSession();
  const feedback = useFeedback();
  const [mode, setMode] = useState<'view' | 'edit' | 'cancel' | 'upsNotice'>('view');
  const [busy, setBusy] = useState(false);
  const cancel = async () => {
    setBusy(true);
    try {
      const answer = await api.cancelPickup({ pickupId: pickup.id });
      if (answer.successful) {
        feedback.toast('notice', t('summary.pickupCanceled'));
        setMode('view');
        await onChanged();
      } else feedback.toast('error', answer.errors[0]?.message ?? messages('pickup.cancelFailed'));
    } catch {
      feedback.toast('error', messages('pickup.cancelFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div data-testid="summary-pickup">
      <dl className="app-rows">
        <div>
          <dt>{t('summary.pickupCarrier')}</dt>
          <dd>{carrierLabel(pickup.carrier)}</dd>
        </div>
        <div>
          <dt>{t('summary.pickupDate')}</dt>
          <dd>{pickup.date}</dd>
        </div>
        <div>
          <dt>{t('summary.pickupWindow')}</dt>
          <dd>{pickup.displayPickupWindow}</dd>
        </div>
        <div>
          <dt>{messages('draft.label.location')}</dt>
          <dd>{pickup.location}</dd>
        </div>
        {pickup.carrier === 'UPS' && (
          <div>
            <dt>{messages('draft.label.numOfPackages')}</dt>
            <dd>{pickup.numOfPackages}</dd>
          </div>
        )}
        {pickup.notes && (
          <div>
            <dt>{messages('draft.label.notes')}</dt>
            <dd>{pickup.notes}</dd>
          </div>
        )}
        <div>
          <dt>{t('summary.pickupConfirmation')}</dt>
          <dd>
            <code>{pickup.confirmationNumber}</code>
          </dd>
        </div>
      </dl>
      {mode === 'upsNotice' && (
        <p role="alert" className="app-notice">
          {messages('pickup.upsReschedule')}
        </p>
      )}
      {mode === 'edit' ? (
        <EditPickup
          pickup={pickup}
          onDone={async () => {
            setMode('view');
            await onChanged();
          }}
          onCancel={() => setMode('view')}
        />
      ) : (
        <div className="app-actions">
          <button
            type="button"
            className="app-button app-button-secondary"
            onClick={() => setMode(canModifyPickup(pickup.carrier) ? 'edit' : 'upsNotice')}
          >
            {t('summary.editPickup')}
          </button>
          <button type="button" className="app-button app-button-secondary" onClick={() => setMode('cancel')}>
            {t('summary.cancelPickup')}
          </button>
        </div>
      )}
      {mode === 'cancel' && (
        <Dialog title={t('summary.cancelPickup')} onClose={() => setMode('view')}>
          <p>{messages('pickup.cancelConfirm')}</p>
          <div className="app-actions">
            <button type="button" className="app-button" disabled={busy} onClick={() => void cancel()}>
              {t('summary.cancelPickupYes')}
            </button>
            <button type="button" className="app-button app-button-secondary" onClick={() => setMode('view')}>
              {t('summary.cancelBack')}
            </button>
          </div>
        </Dialog>
      )}
    </div>
  );
}

/** A shipment still to be picked up: schedule its pickup, or add it to an open one of its carrier. */
function NoPickupYet({
  shipment,
  carrier,
  onChanged,
}: {
  shipment: ShipmentResource;
  carrier: PickupCarrier;
  onChanged(): Promise<void>;
}) {
  const { api } = useAppSession();
  const feedback = useFeedback();
  const from = shipment.shipmentFrom;
  const timeZone = originTimeZone({
    country: from.countryCode,
    address: { division: from.division ?? '', postalCode: from.postalCode ?? '' },
  });
  const [mode, setMode] = useState<'idle' | 'schedule' | 'add'>('idle');
  const [open, setOpen] = useState<PickupResource[] | null>(null);
  const [chosen, setChosen] = useState('');
  const [form, setForm] = useState<PickupFormFields>({
    date: shipment.targetShipDate,
    startTime: carrier === 'DHL' ? 840 : 600,
    endTime: carrier === 'DHL' ? 960 : 840,
    location: '',
    notes: '',
    numOfPackages: countsPackages(carrier) ? shipment.pieces : null,
  });
  const [submitted, setSubmitted] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const check = useRuleCheck(carrier, shipment.carrier.productCode, timeZone);

  useEffect(() => {
    if (mode !== 'add' || open) return;
    const today = localClock(new Date(), timeZone).date;
    void api
      .pickups({
        'readyAt[after]': today,
        canceled: 'false',
        carrier,
        address: from.addressLine1,
        ...(from.postalCode ? { postalCode: from.postalCode } : {}),
        itemsPerPage: '30',
      })
      .then((page) => setOpen(page.items))
      .catch(() => setOpen([]));
  }, [api, carrier, from.addressLine1, from.postalCode, mode, open, timeZone]);

  const done = async (answer: Parameters<typeof refusalOf>[0], notice: string) => {
    const refusal = refusalOf(answer);
    if (refusal.message) {
      setErrors(fieldErrors(refusal.violations));
      feedback.toast('error', refusal.message);
      return;
    }
    feedback.toast('notice', notice);
    setMode('idle');
    await onChanged();
  };
  const schedule = async () => {
    setSubmitted(true);
    const found = check(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await done(
        await api.schedulePickupForShipment({ shipmentId: shipment.id, pickup: form }),
        t('summary.pickupScheduled'),
      );
    } catch {
      feedback.toast('error', messages('pickup.problem'));
    } finally {
      setBusy(false);
    }
  };
  const add = async () => {
    if (!chosen) return;
    setBusy(true);
    try {
      await done(
        await api.addToPickup({ pickupId: chosen, shipmentId: shipment.id }),
        t('summary.pickupAdded'),
      );
    } catch {
      feedback.toast('error', messages('pickup.problem'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div data-testid="summary-pickup">
      <p>{t('summary.noPickup', { carrier: carrierLabel(carrier) })}</p>
      {mode === 'idle' && (
        <div className="app-actions">
          <button
            type="button"
            className="app-button app-button-secondary"
            onClick={() => setMode('schedule')}
          >
            {t('summary.schedulePickup')}
          </button>
          <button type="button" className="app-button app-button-secondary" onClick={() => setMode('add')}>
            {t('summary.addToPickup')}
          </button>
        </div>
      )}
      {mode === 'schedule' && (
        <form
          className="app-form"
          aria-label={t('summary.schedulePickup')}
          onSubmit={(e) => {
            e.preventDefault();
            void schedule();
          }}
        >
          <PickupFields
            carrier={carrier}
            form={form}
            errors={errors}
            onChange={(next) => {
              setForm(next);
              if (submitted) setErrors(check(next));
            }}
          />
          <div className="app-actions">
            <button type="submit" className="app-button" disabled={busy || form.location.trim() === ''}>
              {messages('pickup.confirm')}
            </button>
            <button type="button" className="app-button app-button-secondary" onClick={() => setMode('idle')}>
              {t('summary.cancelBack')}
            </button>
          </div>
        </form>
      )}
      {mode === 'add' && (
        <div>
          {open === null ? (
            <p role="status">{t('summary.loadingPickups')}</p>
          ) : open.length === 0 ? (
            <p>{t('summary.noOpenPickups', { carrier: carrierLabel(carrier) })}</p>
          ) : (
            <fieldset className="app-field">
              <legend>{t('summary.chooseOpenPickup')}</legend>
              {open.map((p) => (
                <label key={p.id} className="app-check">
                  <input
                    type="radio"
                    name="openPickup"
                    value={p.id}
                    checked={chosen === p.id}
                    onChange={() => setChosen(p.id)}
                  />{' '}
                  {p.date} · {p.displayPickupWindow} · {p.location} ({p.confirmationNumber})
                </label>
              ))}
            </fieldset>
          )}
          <div className="app-actions">
            <button
              type="button"
              className="app-button"
              disabled={busy || !chosen}
              onClick={() => void add()}
            >
              {t('summary.addToPickup')}
            </button>
            <button type="button" className="app-button app-button-secondary" onClick={() => setMode('idle')}>
              {t('summary.cancelBack')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
