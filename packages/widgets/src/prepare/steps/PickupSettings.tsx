import type { PickupResource } from '@shipdeck/core/contract';
import { formatPickerDate } from '@shipdeck/core/format';
import {
  countsPackages,
  displayPickupWindow,
  initialPickupWindow,
  localClock,
  originTimeZone,
  PICKUP_TIMES,
  pickupCarrierOf,
  pickupTimeRules,
} from '@shipdeck/core/pickup';
import { useEffect, useMemo, useState } from 'react';
import { useStore } from '../../useStore';
import { errorAt } from '../fieldErrors';
import { type Choice, NumberField, SelectField, TextField } from '../fields';
import { usePrepare } from '../prepareContext';
import { addPrepareTexts } from '../prepareMessages';
import { pickupSettingsMessages } from './pickupSettingsMessages';

addPrepareTexts(pickupSettingsMessages);

/** Every 15 minutes from 8:00 AM to 7:00 PM: the window's choices (the rules say which fit). */
const TIMES: Choice[] = [];
for (let m = PICKUP_TIMES.domesticEarliest; m <= PICKUP_TIMES.domesticLatest; m += PICKUP_TIMES.step)
  TIMES.push({ value: String(m), label: displayPickupWindow(m, m).split(' - ')[0] as string });

const P = 'pickupDelivery.pickup';

/**
 * Step 2's pickup settings (spec 01 §2 "pickup settings (see document 2)", spec 02 §3 pickup form):
 * once a pickup is wanted, the pickup day (the ship date at first), the window, the location, notes
 * and (UPS) the number of packages, checked by core's pickup rules for the chosen service's carrier;
 * or an open pickup of that carrier at the sender's address that day to add the shipment to.
 */
export function PickupSettings() {
  const { store, t, pickups } = usePrepare();
  const required = useStore(store, (s) => s.draft.pickupDelivery.isPickupRequired === true);
  const isImport = useStore(store, (s) => s.draft.isImport);
  const shipDate = useStore(store, (s) => formatPickerDate(s.draft.pickupDelivery.shipmentDate));
  const pickupId = useStore(store, (s) => s.draft.pickupDelivery.pickupId);
  // An existing pickup the booking could not join (422 at existingPickup, spec 01 §7).
  const choiceError = useStore(store, (s) => errorAt(s.errors, 'pickupDelivery.pickupId'));
  const pickup = useStore(store, (s) => s.draft.pickupDelivery.pickup);
  const product = useStore(store, (s) => s.draft.pickupDelivery.carrierProduct);
  const carrier = pickupCarrierOf(useStore(store, (s) => s.currentRate?.carrier ?? null));
  const from = useStore(store, (s) => s.draft.shipmentFrom);
  const timeZone = originTimeZone({
    country: from.country,
    address: { division: from.address.division, postalCode: from.address.postalCode },
  });

  // A new pickup starts on the ship date with the carrier's first window of that day (spec 02 §9).
  useEffect(() => {
    if (!required || isImport || pickupId !== null || !carrier || !shipDate) return;
    const set = store.getState().setField;
    if (!pickup?.date) set(`${P}.date`, shipDate);
    if (pickup?.startTime == null || pickup?.endTime == null) {
      const window = initialPickupWindow(
        pickup?.date || shipDate,
        localClock(new Date(), timeZone),
        pickupTimeRules(carrier, product),
      );
      if (window) {
        set(`${P}.startTime`, window.startTime);
        set(`${P}.endTime`, window.endTime);
      }
    }
  }, [required, isImport, pickupId, carrier, shipDate, pickup, product, store, timeZone]);

  const [open, setOpen] = useState<PickupResource[]>([]);
  const day = pickup?.date || shipDate;
  const line1 = from.address.addressLine1;
  const postalCode = from.address.postalCode;
  useEffect(() => {
    if (!required || isImport || !carrier || !pickups || !day || !line1) {
      setOpen([]);
      return;
    }
    let live = true;
    pickups({
      'readyAt[after]': day,
      canceled: 'false',
      carrier,
      address: line1,
      ...(postalCode ? { postalCode } : {}),
    })
      .then((page) => live && setOpen(page.items.filter((p) => p.date === day)))
      .catch(() => live && setOpen([]));
    return () => {
      live = false;
    };
  }, [required, isImport, carrier, pickups, day, line1, postalCode]);
  const choices = useMemo(() => open, [open]);

  if (!required || isImport) return null;
  if (!carrier) return <p className="sd-hint">{t('prepare.pickup.chooseService')}</p>;
  const choose = (id: string | null) => store.getState().setField('pickupDelivery.pickupId', id);
  return (
    <div className="sd-stack" data-testid="pickup-settings">
      {choices.length > 0 && (
        <fieldset className="sd-fieldset">
          <legend>{t('prepare.pickup.existingQuestion')}</legend>
          {choices.map((p) => (
            <label key={p.id} className="sd-check">
              <input
                type="radio"
                name="pickup-choice"
                checked={pickupId === p.id}
                onChange={() => choose(p.id)}
              />{' '}
              {t('prepare.pickup.existing', {
                window: p.displayPickupWindow,
                location: p.location,
                confirmation: p.confirmationNumber,
              })}
            </label>
          ))}
          <label className="sd-check">
            <input
              type="radio"
              name="pickup-choice"
              checked={pickupId === null}
              onChange={() => choose(null)}
            />{' '}
            {t('prepare.pickup.new')}
          </label>
        </fieldset>
      )}
      {choiceError && (
        <p className="sd-error" role="alert">
          {choiceError}
        </p>
      )}
      {pickupId === null && (
        <div className="sd-grid">
          <TextField path={`${P}.date`} type="date" label={t('draft.label.pickupDate')} />
          <SelectField path={`${P}.startTime`} choices={TIMES} numeric label={t('draft.label.startTime')} />
          <SelectField path={`${P}.endTime`} choices={TIMES} numeric label={t('draft.label.endTime')} />
          <TextField path={`${P}.location`} maxLength={40} label={t('draft.label.location')} />
          {countsPackages(carrier) && (
            <NumberField path={`${P}.numOfPackages`} kind="quantity" label={t('draft.label.numOfPackages')} />
          )}
          <TextField path={`${P}.notes`} label={t('draft.label.notes')} />
        </div>
      )}
    </div>
  );
}
