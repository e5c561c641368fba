import type { PickupAddress, PickupCarrier, PickupOrigin } from '@shipdeck/core/contract';
import {
  displayPickupWindow,
  type PickupSchedulerStore,
  STANDALONE_PICKUP_CARRIERS,
} from '@shipdeck/core/pickup';
import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import type { Lookups } from '../quote/quoteLookups';
import { controlProps, Field } from '../ui/Field';
import { useStore } from '../useStore';
import type { PickupTranslate } from './pickupMessages';

const PickupDialogs = lazy(() => import('./PickupDialogs').then((m) => ({ default: m.PickupDialogs })));

/** spec 02 §4: "On failed validation the screen scrolls to the first visible error (offset 250 px)". */
export const ERROR_SCROLL_OFFSET_PX = 250;

const clock = (minutes: number) => displayPickupWindow(minutes, minutes).split(' - ')[0] as string;
const idOfPath = (prefix: string, path: string) => `${prefix}-${path.replace(/\./g, '-')}`;

/**
 * The standalone pickup scheduler (spec 02 §2 "Standalone pickup screen", §4, §5) over core's pickup
 * scheduler store: "Scheduling Pickups", the Sending from form, the pickup form (carrier, day of the
 * 42-day calendar's selectable days, ready and close time, location, notes, UPS packages), Confirm
 * Pickup → "Pickup Confirmed", the clash's choices, the failure modal ("Something went wrong!", Cancel /
 * Try Again) and the outside-US contact modal; after a failed Confirm it scrolls to the first error.
 */
export function SchedulePickupView({
  store,
  lookups,
  t,
  title = true,
}: {
  store: PickupSchedulerStore;
  /** The country list every widget reads (GET /api/country_options, cached by the client). */
  lookups: Lookups<'origin'>;
  t: PickupTranslate;
  /** Whether the widget shows its own title (the app's page has its heading). */
  title?: boolean;
}) {
  const prefix = `sdk-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const s = useStore(store, (x) => x);
  const countries = useStore(lookups, (x) => x.countries);
  const root = useRef<HTMLFormElement>(null);
  const { origin, pickup } = s.form;
  const error = (path: string) => s.fieldErrors[path];
  const a = store.getState();

  // spec 02 §4: scroll to the first error, 250 px above it, and put the focus there.
  const scrollKey = s.hasSubmitted && s.firstErrorPath ? `${s.firstErrorPath}` : null;
  useEffect(() => {
    if (!scrollKey || !root.current) return;
    const target = root.current.querySelector<HTMLElement>(`#${CSS.escape(idOfPath(prefix, scrollKey))}`);
    if (!target) return;
    const view = target.ownerDocument.defaultView;
    const top = target.getBoundingClientRect().top + (view?.scrollY ?? 0) - ERROR_SCROLL_OFFSET_PX;
    view?.scrollTo?.({ top: Math.max(0, top), behavior: 'smooth' });
    target.focus({ preventScroll: true });
  }, [scrollKey, prefix]);

  const text = (
    path: string,
    value: string,
    onChange: (value: string) => void,
    label: string,
    type: 'text' | 'email' | 'tel' = 'text',
  ) => {
    const id = idOfPath(prefix, path);
    return (
      <Field id={id} label={label} error={error(path)}>
        <input
          {...controlProps(id, error(path))}
          className="sd-input"
          type={type}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      </Field>
    );
  };
  const originText = (field: keyof Omit<PickupOrigin, 'address' | 'isResidential'>, type?: 'email' | 'tel') =>
    text(
      `origin.${field}`,
      origin[field],
      (v) => a.setOrigin({ [field]: v }),
      t(`draft.label.${field}`),
      type,
    );
  const addressText = (field: keyof PickupAddress, label: string) =>
    text(`origin.address.${field}`, origin.address[field], (v) => a.setAddress({ [field]: v }), label);
  const selectable = s.calendar.days.filter((d) => d.selectable);
  const timeSelect = (field: 'startTime' | 'endTime', options: number[]) => {
    const id = idOfPath(prefix, `pickup.${field}`);
    const path = `pickup.${field}`;
    return (
      <Field id={id} label={t(`draft.label.${field}`)} error={error(path)}>
        <select
          {...controlProps(id, error(path))}
          className="sd-input"
          value={pickup[field] ?? ''}
          onChange={(e) =>
            field === 'startTime'
              ? a.setStartTime(Number(e.currentTarget.value))
              : a.setEndTime(Number(e.currentTarget.value))
          }
        >
          {pickup[field] === null && <option value="">—</option>}
          {options.map((m) => (
            <option key={m} value={m}>
              {clock(m)}
            </option>
          ))}
        </select>
      </Field>
    );
  };
  const carrierId = idOfPath(prefix, 'pickup.carrier');
  const dateId = idOfPath(prefix, 'pickup.date');
  const packagesId = idOfPath(prefix, 'pickup.numOfPackages');
  const countryId = idOfPath(prefix, 'origin.country');

  return (
    <form
      ref={root}
      className="sd-stack sd-pickup"
      noValidate
      aria-label={t('pickup.standalone.title')}
      onSubmit={(e) => {
        e.preventDefault();
        void a.confirm();
      }}
    >
      {title && <h2 className="sd-title">{t('pickup.standalone.title')}</h2>}
      <section className="sd-panel" aria-labelledby={`${prefix}-from`}>
        <h3 className="sd-h" id={`${prefix}-from`}>
          {t('pickup.standalone.sendingFrom')}
        </h3>
        <div className="sd-grid">
          <Field id={countryId} label={t('draft.label.country')} error={error('origin.country')}>
            <select
              {...controlProps(countryId, error('origin.country'))}
              className="sd-input"
              value={origin.country}
              onChange={(e) => a.setOrigin({ country: e.currentTarget.value })}
            >
              {/* The chosen country stays listed while the options load (or if they fail). */}
              {!countries.some((c) => c.code === origin.country) && origin.country !== '' && (
                <option value={origin.country}>{origin.country}</option>
              )}
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.label}
                </option>
              ))}
            </select>
          </Field>
          {originText('companyName')}
          {originText('contactName')}
          {originText('email', 'email')}
          {originText('phoneNumber', 'tel')}
          {originText('phoneNumberExtension')}
          {addressText('addressLine1', t('draft.label.addressLine1'))}
          {addressText('addressLine2', t('draft.label.addressLine2'))}
          {addressText('city', t('draft.label.city'))}
          {addressText('division', t('draft.label.state'))}
          {addressText('postalCode', t('draft.label.postalCode'))}
          <label className="sd-check">
            <input
              type="checkbox"
              checked={origin.isResidential}
              onChange={(e) => a.setOrigin({ isResidential: e.currentTarget.checked })}
            />{' '}
            {t('pickupWidget.residential')}
          </label>
        </div>
      </section>

      <section className="sd-panel" aria-labelledby={`${prefix}-pickup`}>
        <h3 className="sd-h" id={`${prefix}-pickup`}>
          {t('pickupWidget.pickupSection')}
        </h3>
        <div className="sd-grid">
          <Field id={carrierId} label={t('draft.label.pickupCarrier')} error={error('pickup.carrier')}>
            <select
              {...controlProps(carrierId, error('pickup.carrier'))}
              className="sd-input"
              value={pickup.carrier ?? ''}
              onChange={(e) => {
                const chosen = STANDALONE_PICKUP_CARRIERS.find((c) => c.carrier === e.currentTarget.value);
                a.selectCarrier(
                  (chosen?.carrier as PickupCarrier | undefined) ?? null,
                  chosen?.carrierProduct,
                );
              }}
            >
              <option value="">{t('pickupWidget.carrierPlaceholder')}</option>
              {STANDALONE_PICKUP_CARRIERS.map((c) => (
                <option key={c.carrier} value={c.carrier}>
                  {c.label}
                </option>
              ))}
            </select>
          </Field>
          <Field id={dateId} label={t('draft.label.pickupDate')} error={error('pickup.date')}>
            <select
              {...controlProps(dateId, error('pickup.date'))}
              className="sd-input"
              value={pickup.date}
              onChange={(e) => a.setDate(e.currentTarget.value)}
            >
              {(pickup.date === '' || !selectable.some((d) => d.date === pickup.date)) && (
                <option value={pickup.date}>{pickup.date || '—'}</option>
              )}
              {selectable.map((d) => (
                <option key={d.date} value={d.date}>
                  {d.date}
                </option>
              ))}
            </select>
          </Field>
          {timeSelect('startTime', s.startTimeOptions)}
          {timeSelect('endTime', s.endTimeOptions)}
          {text('pickup.location', pickup.location, (v) => a.setLocation(v), t('draft.label.location'))}
          {pickup.carrier === 'UPS' && (
            <Field
              id={packagesId}
              label={t('draft.label.numOfPackages')}
              error={error('pickup.numOfPackages')}
            >
              <input
                {...controlProps(packagesId, error('pickup.numOfPackages'))}
                className="sd-input"
                type="number"
                min={1}
                value={pickup.numOfPackages ?? ''}
                onChange={(e) =>
                  a.setNumOfPackages(e.currentTarget.value === '' ? null : Number(e.currentTarget.value))
                }
              />
            </Field>
          )}
          {text('pickup.notes', pickup.notes, (v) => a.setNotes(v), t('draft.label.notes'))}
        </div>
        {(s.capabilityError === 'unauthorized' || s.capabilityError === 'origin_not_allowed') && (
          <p className="sd-error" role="alert">
            {t(
              s.capabilityError === 'unauthorized'
                ? 'pickupWidget.signInRequired'
                : 'pickupWidget.originNotAllowed',
            )}
          </p>
        )}
        {s.capabilityStatus === 'loading' && (
          <p className="sd-disclaimer">{t('pickupWidget.loadingTimes')}</p>
        )}
      </section>

      {s.confirmed && (
        <p role="status" className="sd-notice">
          {t('pickupWidget.confirmedLine', {
            carrier: s.confirmed.carrier === 'FEDEX' ? 'FedEx' : s.confirmed.carrier,
            date: s.confirmed.date,
            window: s.confirmed.displayPickupWindow,
            confirmation: s.confirmed.confirmationNumber,
          })}
        </p>
      )}
      <div className="sd-actions">
        <button
          type="submit"
          className="sd-btn sd-btn-primary"
          disabled={!s.canConfirm || s.status === 'submitting' || s.status === 'confirmed'}
        >
          {s.confirmLabel}
        </button>
      </div>

      {(s.clash || s.failure || s.contactModalOpen) && (
        // The clash, failure and outside-US modals load when one opens (issue 8).
        <Suspense fallback={null}>
          <PickupDialogs store={store} state={s} t={t} prefix={prefix} />
        </Suspense>
      )}
    </form>
  );
}
