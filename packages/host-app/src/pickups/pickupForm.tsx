import { type ApiFailure, isApiFailure } from '@shipdeck/core/api';
import type { PickupActionResponse, PickupCarrier, PickupResource, Violation } from '@shipdeck/core/contract';
import { messages } from '@shipdeck/core/messages';
import {
  countsPackages,
  displayPickupWindow,
  localClock,
  PICKUP_TIMES,
  type PickupFormFields,
  pickupTimeRules,
  validatePickupForm,
} from '@shipdeck/core/pickup';
import { useMemo, useState } from 'react';
import { withPageTexts } from '../messages';
import { useAppSession } from '../session/SessionContext';
import { summaryMessages } from '../shipments/summaryMessages';
import { useFeedback } from '../ui/Feedback';

/**
 * The pickup form the app's screens share (spec 02 §3, §4): the summary's pickup panel, view history's
 * scheduled pickups and /schedule-pickup's upcoming pickups change a pickup with the same form, rules
 * and Save Changes rule.
 */
const t = withPageTexts(summaryMessages);

/** Every 15 minutes from 8:00 AM to 7:00 PM (the form's choices; the rules say which fit). */
const TIMES: number[] = [];
for (let m = PICKUP_TIMES.domesticEarliest; m <= PICKUP_TIMES.domesticLatest; m += PICKUP_TIMES.step)
  TIMES.push(m);
const clockLabel = (minutes: number) => displayPickupWindow(minutes, minutes).split(' - ')[0] as string;

/** The pickup's answer: the first message of a refusal (a 422's violations, or the carrier's words). */
export function refusalOf(answer: PickupActionResponse | ApiFailure): {
  message: string | null;
  violations: Violation[];
} {
  if (isApiFailure(answer))
    return { message: answer.description ?? messages('pickup.problem'), violations: answer.violations };
  const action = answer;
  if (action.successful) return { message: null, violations: [] };
  return { message: action.errors[0]?.message ?? messages('pickup.problem'), violations: [] };
}

/** The form's errors by field, from the API's violations (`pickup.startTime` → `startTime`). */
export const fieldErrors = (violations: readonly Violation[]) =>
  Object.fromEntries(
    violations.map((v) => [v.propertyPath.replace(/^pickup\./, ''), v.message] as const),
  ) as Record<string, string>;

/**
 * The pickup form (spec 02 §3): day, ready and close time, location, notes and (UPS) packages. After a
 * first failed save the rules run again on every change (spec 02 §4).
 */
export function PickupFields({
  carrier,
  form,
  errors,
  onChange,
}: {
  carrier: PickupCarrier;
  form: PickupFormFields;
  errors: Record<string, string>;
  onChange(form: PickupFormFields): void;
}) {
  const error = (field: string) =>
    errors[field] ? (
      <span id={`pickup-${field}-error`} className="app-field-error">
        {errors[field]}
      </span>
    ) : null;
  const time = (field: 'startTime' | 'endTime', label: string) => (
    <label className="app-field">
      <span>{label}</span>
      <select
        name={field}
        value={form[field] ?? ''}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `pickup-${field}-error` : undefined}
        onChange={(e) =>
          onChange({ ...form, [field]: e.target.value === '' ? null : Number(e.target.value) })
        }
      >
        <option value="">—</option>
        {TIMES.map((m) => (
          <option key={m} value={m}>
            {clockLabel(m)}
          </option>
        ))}
      </select>
      {error(field)}
    </label>
  );
  return (
    <div className="app-form-grid">
      <label className="app-field">
        <span>{messages('draft.label.pickupDate')}</span>
        <input
          type="date"
          name="date"
          value={form.date}
          aria-invalid={errors.date ? true : undefined}
          aria-describedby={errors.date ? 'pickup-date-error' : undefined}
          onChange={(e) => onChange({ ...form, date: e.target.value })}
        />
        {error('date')}
      </label>
      {time('startTime', messages('draft.label.startTime'))}
      {time('endTime', messages('draft.label.endTime'))}
      <label className="app-field">
        <span>{messages('draft.label.location')}</span>
        <input
          name="location"
          value={form.location}
          maxLength={40}
          aria-invalid={errors.location ? true : undefined}
          aria-describedby={errors.location ? 'pickup-location-error' : undefined}
          onChange={(e) => onChange({ ...form, location: e.target.value })}
        />
        {error('location')}
      </label>
      {countsPackages(carrier) && (
        <label className="app-field">
          <span>{messages('draft.label.numOfPackages')}</span>
          <input
            name="numOfPackages"
            type="number"
            min={1}
            value={form.numOfPackages ?? ''}
            aria-invalid={errors.numOfPackages ? true : undefined}
            onChange={(e) =>
              onChange({ ...form, numOfPackages: e.target.value === '' ? null : Number(e.target.value) })
            }
          />
          {error('numOfPackages')}
        </label>
      )}
      <label className="app-field">
        <span>{messages('draft.label.notes')}</span>
        <textarea
          name="notes"
          value={form.notes}
          aria-invalid={errors.notes ? true : undefined}
          onChange={(e) => onChange({ ...form, notes: e.target.value })}
        />
        {error('notes')}
      </label>
    </div>
  );
}

/** core's rules for a form at an address, on that address's clock (the server checks the same). */
export function useRuleCheck(carrier: PickupCarrier, carrierProduct: string, timeZone: string) {
  return useMemo(
    () => (form: PickupFormFields) =>
      fieldErrors(
        validatePickupForm(form, carrier, {
          t: messages,
          clock: localClock(new Date(), timeZone),
          rules: pickupTimeRules(carrier, carrierProduct),
        }).filter((v) => v.severity !== 'warning'),
      ),
    [carrier, carrierProduct, timeZone],
  );
}

/** Edit Pickup (DHL, FedEx): Save Changes is disabled while nothing changed or no location is set. */
export function EditPickup({
  pickup,
  onDone,
  onCancel,
}: {
  pickup: PickupResource;
  onDone(): Promise<void>;
  onCancel(): void;
}) {
  const { api } = useAppSession();
  const feedback = useFeedback();
  const initial: PickupFormFields = {
    date: pickup.date,
    startTime: pickup.startTime,
    endTime: pickup.endTime,
    location: pickup.location,
    notes: pickup.notes,
    numOfPackages: pickup.numOfPackages,
  };
  const [form, setForm] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const check = useRuleCheck(pickup.carrier, pickup.carrierProduct, pickup.timeZone);
  const changed = (Object.keys(initial) as Array<keyof PickupFormFields>).some((k) => form[k] !== initial[k]);
  const canSave = changed && form.location.trim() !== '' && !busy;
  const update = (next: PickupFormFields) => {
    setForm(next);
    if (submitted) setErrors(check(next));
  };
  const save = async () => {
    setSubmitted(true);
    const found = check(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const answer = await api.modifyPickup({
        pickupId: pickup.id,
        pickup: form,
      });
      const refusal = refusalOf(answer);
      if (refusal.message) {
        setErrors(fieldErrors(refusal.violations));
        feedback.toast('error', refusal.message);
        return;
      }
      feedback.toast('notice', t('summary.pickupChanged'));
      await onDone();
    } catch {
      feedback.toast('error', messages('pickup.problem'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="app-form"
      aria-label={t('summary.editPickup')}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <PickupFields carrier={pickup.carrier} form={form} errors={errors} onChange={update} />
      <div className="app-actions">
        <button type="submit" className="app-button" disabled={!canSave}>
          {t('summary.saveChanges')}
        </button>
        <button type="button" className="app-button app-button-secondary" onClick={onCancel}>
          {t('summary.cancelBack')}
        </button>
      </div>
    </form>
  );
}
