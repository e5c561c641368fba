import type { PickupAddress, PickupCapability, PickupOrigin } from '../contract/pickups';
import type { MessageCatalogue } from '../messages/index';
import { firstBlockingError, messagesByPath } from '../validation/fieldErrors';
import { isKnownTimeZone, localClock } from './localClock';
import { originTimeZone } from './originTimeZone';
import {
  firstSelectablePickupDay,
  type PickupCalendarMonth,
  pickupCalendar,
  pickupDayStatus,
} from './pickupCalendar';
import {
  canConfirmStandalonePickup,
  checkPickupWindow,
  type PickupRuleContext,
  type StandalonePickupForm,
  validateStandalonePickup,
} from './pickupRules';
import { pickupTimeRules } from './pickupTimeRules';
import { endTimeOptions, initialPickupWindow, startTimeOptions } from './pickupWindow';

/**
 * The standalone scheduler's form (spec 02 §3 "Standalone pickup") apart from its store: the empty form,
 * the rules it is read with, what follows from it (errors once shown, Confirm, the calendar, the times to
 * offer), and how its day and window are kept possible when the rules change.
 */

/** The form as the store holds it, with what the rules need besides it. */
export interface SchedulerFormState {
  form: StandalonePickupForm;
  capability: PickupCapability | null;
  /** The time zone of the address. */
  timeZone: string;
}

export interface SchedulerEnvironment {
  t: MessageCatalogue;
  now: () => Date;
}

export type InitialOrigin = Partial<Omit<PickupOrigin, 'address'>> & { address?: Partial<PickupAddress> };

export const emptyOrigin = (initial: InitialOrigin = {}): PickupOrigin => ({
  companyName: '',
  contactName: '',
  country: 'US',
  phoneNumber: '',
  phoneNumberExtension: '',
  email: '',
  isResidential: false,
  ...initial,
  address: {
    addressLine1: '',
    addressLine2: '',
    addressLine3: '',
    city: '',
    postalCode: '',
    division: '',
    suburb: '',
    ...initial.address,
  },
});

export const emptyPickup = (): StandalonePickupForm['pickup'] => ({
  date: '',
  startTime: null,
  endTime: null,
  location: '',
  notes: '',
  carrier: null,
  carrierProduct: '',
  numOfPackages: null,
});

export const isUsOrigin = (origin: PickupOrigin) => origin.country.trim().toUpperCase() === 'US';

/** Enough of an address to ask the carrier about it: a US ZIP code or state. */
export const canAskCapability = (origin: PickupOrigin) =>
  isUsOrigin(origin) && (origin.address.postalCode.trim() !== '' || origin.address.division.trim() !== '');

/** The address's time zone: the carrier's answer when it names a known one, else the address's own. */
export const timeZoneOf = (origin: PickupOrigin, capabilityZone?: string | null) =>
  capabilityZone && isKnownTimeZone(capabilityZone) ? capabilityZone : originTimeZone(origin);

/** The rules the form is read with: its carrier's (UPS's until one is chosen), on the address's clock. */
export function schedulerRuleContext(
  state: SchedulerFormState,
  env: SchedulerEnvironment,
): PickupRuleContext {
  return {
    t: env.t,
    clock: localClock(env.now(), state.timeZone),
    rules: pickupTimeRules(
      state.form.pickup.carrier ?? 'UPS',
      state.form.pickup.carrierProduct,
      state.capability,
    ),
  };
}

/** Everything that follows from the form: the errors once shown, Confirm, the calendar and the times to offer. */
export function schedulerDerived(
  state: SchedulerFormState & { hasSubmitted: boolean; confirmed: boolean },
  env: SchedulerEnvironment,
  shownMonth: { year: number; month: number } | null,
) {
  const ctx = schedulerRuleContext(state, env);
  const { form } = state;
  const errors = state.hasSubmitted ? validateStandalonePickup(form, ctx) : [];
  const date = form.pickup.date;
  const dayOpen =
    form.pickup.carrier !== null && date !== '' && pickupDayStatus(date, ctx.clock, ctx.rules).selectable;
  const calendar: PickupCalendarMonth = pickupCalendar(ctx.clock, ctx.rules, shownMonth ?? undefined);
  return {
    fieldErrors: messagesByPath(errors),
    firstErrorPath: firstBlockingError(errors)?.propertyPath ?? null,
    canConfirm: canConfirmStandalonePickup(form),
    confirmLabel: state.confirmed ? env.t('pickup.confirmed') : env.t('pickup.confirm'),
    calendar,
    startTimeOptions: dayOpen ? startTimeOptions(date, ctx.clock, ctx.rules) : [],
    endTimeOptions:
      dayOpen && form.pickup.startTime !== null ? endTimeOptions(form.pickup.startTime, ctx.rules) : [],
  };
}

/**
 * Keeps the pickup's day and window possible under the current rules: a day that cannot be chosen (any
 * more) moves to the first one that can, and a window that no longer fits gets that day's initial one.
 */
export function fittedForm(state: SchedulerFormState, env: SchedulerEnvironment): StandalonePickupForm {
  const { form } = state;
  if (form.pickup.carrier === null) return form;
  const ctx = schedulerRuleContext(state, env);
  const { clock, rules } = ctx;
  let date = form.pickup.date;
  if (date === '' || !pickupDayStatus(date, clock, rules).selectable) {
    date = firstSelectablePickupDay(clock, rules) ?? '';
  }
  let { startTime, endTime } = form.pickup;
  const windowOk =
    date === form.pickup.date && checkPickupWindow({ date, startTime, endTime }, ctx).length === 0;
  if (!windowOk) {
    const initial = date ? initialPickupWindow(date, clock, rules) : null;
    startTime = initial?.startTime ?? null;
    endTime = initial?.endTime ?? null;
  }
  return { ...form, pickup: { ...form.pickup, date, startTime, endTime } };
}
