import { createStore, type StoreApi } from 'zustand/vanilla';
import { ApiError, type ApiFailure, isApiFailure } from '../api/apiError';
import { type ApiErrorCode, errorCodeOf } from '../api/errorCode';
import type {
  CheckCapabilitiesRequestInput,
  CheckCapabilitiesResponse,
  PickupActionResponse,
  PickupAddress,
  PickupCapability,
  PickupCarrier,
  PickupClashChoice,
  PickupClashOption,
  PickupOrigin,
  PickupResource,
  SchedulePickupRequestInput,
} from '../contract/pickups';
import type { MessageCatalogue } from '../messages/index';
// The prepare flow's sections (pickups among them), not every flow's: the pickup embed carries no
// account, orders or inspection texts (issue 8).
import { prepareCatalogue } from '../messages/prepare';
import { latestOnly, platformTimers, type Timers } from '../runtime/index';
import { firstBlockingError, messagesByPath } from '../validation/fieldErrors';
import { loadPhoneRules, phoneRulesReady } from '../validation/phone';
import type { PickupCalendarMonth } from './pickupCalendar';
import { pickupDayStatus } from './pickupCalendar';
import { countsPackages, DEFAULT_PICKUP_PRODUCT } from './pickupCarriers';
import { type StandalonePickupForm, validateStandalonePickup } from './pickupRules';
import {
  canAskCapability,
  emptyOrigin,
  emptyPickup,
  fittedForm,
  type InitialOrigin,
  isUsOrigin,
  type SchedulerFormState,
  schedulerDerived,
  schedulerRuleContext,
  timeZoneOf,
} from './pickupSchedulerForm';
import { initialPickupWindow, windowForStart } from './pickupWindow';

/** editing → submitting → confirmed, or a clash to resolve, or a failure modal (spec 02 §4). */
export type PickupSchedulerStatus = 'editing' | 'submitting' | 'confirmed' | 'clash' | 'failed';

export interface PickupSchedulerState {
  form: StandalonePickupForm;
  /** The carrier's capability at the address; until it arrives the spec's times apply. */
  capability: PickupCapability | null;
  capabilityStatus: 'idle' | 'loading' | 'ready' | 'error';
  /**
   * Why the capability check could not be asked (the embed's `shipdeck:error` code: `network`,
   * `unauthorized` …); null when it answered, even with the carrier's no.
   */
  capabilityError: ApiErrorCode | null;
  /** The time zone of the address: its today and now decide the calendar and same-day windows. */
  timeZone: string;
  /** The origin left the US: the outside-US contact modal is open (spec 02 §2). */
  contactModalOpen: boolean;
  /** Field errors by path (`origin.companyName`, `pickup.startTime` …), shown after a first Confirm. */
  fieldErrors: Readonly<Record<string, string>>;
  hasSubmitted: boolean;
  /** The first field in error: the screen scrolls to it (250 px offset, spec 02 §4). */
  firstErrorPath: string | null;
  /** spec 02 §5: Confirm is enabled only when the required fields are present. */
  canConfirm: boolean;
  /** "Confirm Pickup", and "Pickup Confirmed" after success (spec 02 §2). */
  confirmLabel: string;
  status: PickupSchedulerStatus;
  /** The booked pickup after success. */
  confirmed: PickupResource | null;
  /** The failure modal (spec 02 §4): "Something went wrong!" and the server's first message. */
  failure: { title: string; message: string; code: ApiErrorCode } | null;
  /** The carrier already picks up here that day (spec 02 §4): the existing pickup and the choices. */
  clash: { pickup: PickupResource; options: PickupClashOption[] } | null;
  /** The month the date picker shows (42 days, spec 02 §9), with each day's availability. */
  calendar: PickupCalendarMonth;
  startTimeOptions: number[];
  endTimeOptions: number[];
}

export interface PickupSchedulerActions {
  setOrigin(patch: Partial<Omit<PickupOrigin, 'address'>>): void;
  setAddress(patch: Partial<PickupAddress>): void;
  /** Chooses the carrier (and the product its pickup is for); UPS asks for packages, others count 1. */
  selectCarrier(carrier: PickupCarrier | null, carrierProduct?: string): void;
  setDate(date: string): void;
  setStartTime(startTime: number): void;
  setEndTime(endTime: number): void;
  setLocation(location: string): void;
  setNotes(notes: string): void;
  setNumOfPackages(numOfPackages: number | null): void;
  /** Shows another month in the date picker. */
  showMonth(year: number, month: number): void;
  /** Validates; shows the errors, or books the pickup. Resolves true when it is booked. */
  confirm(): Promise<boolean>;
  /** A clash's choice: add to the existing pickup, change its time, or choose another date. */
  resolveClash(option: PickupClashOption): Promise<boolean>;
  /** The failure modal's Cancel (resets the form) or Try Again (closes the modal). */
  closeFailure(choice: 'cancel' | 'tryAgain'): void;
  closeContactModal(): void;
  reset(): void;
  /** Cancels a pending capability check; answers still in flight are ignored. */
  dispose(): void;
}

export type PickupSchedulerStoreState = PickupSchedulerState & PickupSchedulerActions;
export type PickupSchedulerStore = StoreApi<PickupSchedulerStoreState>;

/** The calls the scheduler makes (the API client's pickupsResource has them). */
export interface PickupSchedulerApi {
  checkCapabilities(request: CheckCapabilitiesRequestInput): Promise<CheckCapabilitiesResponse>;
  schedulePickup(request: SchedulePickupRequestInput): Promise<PickupActionResponse | ApiFailure>;
}

export interface PickupSchedulerDeps {
  api: PickupSchedulerApi;
  timers?: Timers;
  now?: () => Date;
  messages?: MessageCatalogue;
  /** Called with the booked pickup (the widget's "pickup confirmed" event). */
  onConfirmed?: (pickup: PickupResource) => void;
}

export interface PickupSchedulerOptions {
  /** The sending-from address to start with (the signed-in client's). */
  initialOrigin?: InitialOrigin;
  /** Wait after an address change before the capability is asked again (spec 03 §9 general debounce). */
  debounceMs?: number;
}

/** spec 03 §9: the general debounce. */
const CAPABILITY_DEBOUNCE_MS = 500;

/**
 * The standalone pickup scheduler (spec 02 §2 "Standalone pickup screen", §4, §5) as a zustand vanilla
 * store: the sending-from and pickup forms, the carrier's capability at the address, the calendar and
 * windows of core's rules, validation after a first Confirm (re-run on each change), the booking, a
 * clash with an existing pickup, and the failure modal with Cancel and Try Again.
 */
export function createPickupSchedulerStore(
  deps: PickupSchedulerDeps,
  options: PickupSchedulerOptions = {},
): PickupSchedulerStore {
  const t = deps.messages ?? prepareCatalogue;
  const timers = deps.timers ?? platformTimers();
  const now = deps.now ?? (() => new Date());
  const debounceMs = options.debounceMs ?? CAPABILITY_DEBOUNCE_MS;
  const answers = latestOnly<'capability' | 'submit'>();
  let pending: unknown = null;
  /** The month the user moved the picker to; null follows today's. */
  let shownMonth: { year: number; month: number } | null = null;

  const env = { t, now };
  const contextOf = (state: SchedulerFormState) => schedulerRuleContext(state, env);
  const derived = (state: SchedulerFormState & { hasSubmitted: boolean; status: PickupSchedulerStatus }) =>
    schedulerDerived({ ...state, confirmed: state.status === 'confirmed' }, env, shownMonth);
  const fitted = (state: SchedulerFormState) => fittedForm(state, env);
  const zoneOf = timeZoneOf;

  const initialState = (): PickupSchedulerState => {
    const form: StandalonePickupForm = { origin: emptyOrigin(options.initialOrigin), pickup: emptyPickup() };
    const base = {
      form,
      capability: null,
      timeZone: zoneOf(form.origin),
      hasSubmitted: false,
      status: 'editing' as const,
    };
    return {
      ...base,
      capabilityStatus: 'idle',
      capabilityError: null,
      contactModalOpen: false,
      confirmed: null,
      failure: null,
      clash: null,
      ...derived(base),
    };
  };

  const store = createStore<PickupSchedulerStoreState>()((set, get) => {
    /** Applies a form change: re-derive, and a change after a booking starts a new pickup. */
    const change = (recipe: (form: StandalonePickupForm) => StandalonePickupForm, fit = false) => {
      const state = get();
      let form = recipe(state.form);
      const timeZone = zoneOf(form.origin);
      if (fit) form = fitted({ form, capability: state.capability, timeZone });
      const status = state.status === 'confirmed' ? 'editing' : state.status;
      const next = { form, capability: state.capability, timeZone, hasSubmitted: state.hasSubmitted, status };
      set({ ...next, ...(status !== state.status ? { confirmed: null } : {}), ...derived(next) });
    };

    const loadCapability = async () => {
      const asked = get().form;
      const carrier = asked.pickup.carrier;
      if (carrier === null || !canAskCapability(asked.origin)) return;
      const ticket = answers.next('capability');
      set({ capabilityStatus: 'loading', capabilityError: null });
      try {
        const answer = await deps.api.checkCapabilities({
          carrier,
          carrierProduct: asked.pickup.carrierProduct,
          origin: asked.origin,
        });
        if (!answers.isCurrent(ticket, 'capability')) return;
        if (answer.contactCustomerService) {
          set({ capabilityStatus: 'ready', contactModalOpen: true });
          return;
        }
        const capability: PickupCapability | null = answer.successful
          ? {
              bookByTime: answer.bookByTime,
              pickupWindowEarliestTime: answer.pickupWindowEarliestTime,
              pickupWindowLatestTime: answer.pickupWindowLatestTime,
              minimumPickupWindow: answer.minimumPickupWindow,
              cutOffTime: answer.cutOffTime,
            }
          : null;
        const state = get();
        const timeZone = zoneOf(state.form.origin, answer.timeZone);
        const form = fitted({ form: state.form, capability, timeZone });
        const next = { form, capability, timeZone, hasSubmitted: state.hasSubmitted, status: state.status };
        set({ ...next, capabilityStatus: answer.successful ? 'ready' : 'error', ...derived(next) });
      } catch (error) {
        // The spec's times still apply: the form stays usable, and the server checks the carrier's.
        if (answers.isCurrent(ticket, 'capability')) {
          set({ capabilityStatus: 'error', capabilityError: errorCodeOf(error) });
        }
      }
    };

    const scheduleCapability = () => {
      if (pending !== null) timers.clearTimeout(pending);
      answers.invalidate('capability');
      pending = timers.setTimeout(() => {
        pending = null;
        void loadCapability();
      }, debounceMs);
    };

    /**
     * The failure modal. `code` says why, in the embed runtime's words (core/api errorCode.ts): the
     * network, the token (`unauthorized`: signed out, or a partner's widget session, which may not
     * schedule pickups), the server; a carrier's or a rule's refusal is `validation`.
     */
    const failWith = (message: string | null | undefined, code: ApiErrorCode) =>
      set({
        status: 'failed',
        failure: {
          title: t('pickup.failure.title'),
          message: message?.trim() || t('pickup.failure.fallback'),
          code,
        },
      });

    const submit = async (onClash: PickupClashChoice): Promise<boolean> => {
      const state = get();
      const ticket = answers.next('submit');
      set({ status: 'submitting', failure: null, clash: null });
      let answer: PickupActionResponse | ApiFailure;
      try {
        answer = await deps.api.schedulePickup({
          origin: state.form.origin,
          pickup: { ...state.form.pickup, carrier: state.form.pickup.carrier as PickupCarrier },
          onClash,
        });
      } catch (error) {
        if (answers.isCurrent(ticket, 'submit')) {
          failWith(error instanceof ApiError ? error.description : null, errorCodeOf(error));
        }
        return false;
      }
      if (!answers.isCurrent(ticket, 'submit')) return false;
      if (isApiFailure(answer)) {
        // The server's rules refused fields (422): show them where they belong, like a local check.
        if (answer.violations.length > 0) {
          const errors = answer.violations;
          set({
            status: 'editing',
            hasSubmitted: true,
            fieldErrors: messagesByPath(errors),
            firstErrorPath: firstBlockingError(errors)?.propertyPath ?? null,
          });
        } else {
          failWith(answer.description, errorCodeOf(answer));
        }
        return false;
      }
      if (answer.clash) {
        set({ status: 'clash', clash: answer.clash });
        return false;
      }
      if (!answer.successful || !answer.pickup) {
        failWith(answer.errors[0]?.message, 'validation');
        return false;
      }
      const confirmed = answer.pickup;
      set({ status: 'confirmed', confirmed, confirmLabel: t('pickup.confirmed') });
      deps.onConfirmed?.(confirmed);
      return true;
    };

    return {
      ...initialState(),

      setOrigin(patch) {
        const before = get().form.origin;
        change((form) => ({ ...form, origin: { ...form.origin, ...patch } }), true);
        const origin = get().form.origin;
        if (patch.country !== undefined && patch.country !== before.country) {
          // spec 02 §2: a non-US origin opens the outside-US contact modal.
          if (!isUsOrigin(origin)) set({ contactModalOpen: true });
          else scheduleCapability();
        }
        if (patch.isResidential !== undefined && patch.isResidential !== before.isResidential)
          scheduleCapability();
      },

      setAddress(patch) {
        change(
          (form) => ({ ...form, origin: { ...form.origin, address: { ...form.origin.address, ...patch } } }),
          true,
        );
        if (patch.postalCode !== undefined || patch.division !== undefined) scheduleCapability();
      },

      selectCarrier(carrier, carrierProduct) {
        answers.invalidate('capability');
        const state = get();
        const pickup: StandalonePickupForm['pickup'] = {
          ...state.form.pickup,
          carrier,
          carrierProduct: carrier === null ? '' : (carrierProduct ?? DEFAULT_PICKUP_PRODUCT[carrier]),
          // spec 02 §4: UPS requires a number of packages (none at selection); other carriers count 1.
          numOfPackages: carrier === null ? null : countsPackages(carrier) ? null : 1,
        };
        const form = { ...state.form, pickup };
        const next = { form, capability: null, timeZone: state.timeZone };
        const fittedForm = fitted(next);
        const base = {
          ...next,
          form: fittedForm,
          hasSubmitted: state.hasSubmitted,
          status: 'editing' as const,
        };
        set({ ...base, capabilityStatus: 'idle', confirmed: null, ...derived(base) });
        void loadCapability();
      },

      setDate(date) {
        change((form) => {
          const state = get();
          const { clock, rules } = contextOf({ ...state, form });
          const window = pickupDayStatus(date, clock, rules).selectable
            ? initialPickupWindow(date, clock, rules)
            : null;
          return {
            ...form,
            pickup: {
              ...form.pickup,
              date,
              startTime: window?.startTime ?? null,
              endTime: window?.endTime ?? null,
            },
          };
        });
      },

      setStartTime(startTime) {
        change((form) => {
          const { rules } = contextOf({ ...get(), form });
          return {
            ...form,
            pickup: { ...form.pickup, ...windowForStart(startTime, form.pickup.endTime, rules) },
          };
        });
      },

      setEndTime(endTime) {
        change((form) => ({ ...form, pickup: { ...form.pickup, endTime } }));
      },

      setLocation(location) {
        change((form) => ({ ...form, pickup: { ...form.pickup, location } }));
      },

      setNotes(notes) {
        change((form) => ({ ...form, pickup: { ...form.pickup, notes } }));
      },

      setNumOfPackages(numOfPackages) {
        change((form) => ({ ...form, pickup: { ...form.pickup, numOfPackages } }));
      },

      showMonth(year, month) {
        shownMonth = { year, month };
        const state = get();
        set(derived(state));
      },

      async confirm() {
        if (get().status === 'submitting') return false;
        // Where the phone checks load on demand (the pickup embed, the host app), Confirm never books
        // on the lenient check of a number's form: it waits for the exact one.
        if (!phoneRulesReady()) await loadPhoneRules().catch(() => undefined);
        const state = get();
        if (state.status === 'submitting') return false;
        const errors = validateStandalonePickup(state.form, contextOf(state));
        const blocking = firstBlockingError(errors);
        if (blocking) {
          const next = { ...state, hasSubmitted: true };
          set({ hasSubmitted: true, ...derived(next) });
          return false;
        }
        return submit('ask');
      },

      async resolveClash(option) {
        const state = get();
        if (state.status !== 'clash') return false;
        if (option === 'chooseAnotherDate') {
          const form = {
            ...state.form,
            pickup: { ...state.form.pickup, date: '', startTime: null, endTime: null },
          };
          const next = { ...state, form, status: 'editing' as const };
          set({ form, status: 'editing', clash: null, ...derived(next), firstErrorPath: 'pickup.date' });
          return false;
        }
        return submit(option);
      },

      closeFailure(choice) {
        if (choice === 'cancel') {
          get().reset();
          return;
        }
        set({ status: 'editing', failure: null });
      },

      closeContactModal() {
        set({ contactModalOpen: false });
      },

      reset() {
        if (pending !== null) timers.clearTimeout(pending);
        pending = null;
        answers.invalidate('capability');
        answers.invalidate('submit');
        shownMonth = null;
        set(initialState());
      },

      dispose() {
        if (pending !== null) timers.clearTimeout(pending);
        pending = null;
        answers.invalidate('capability');
        answers.invalidate('submit');
      },
    };
  });
  return store;
}
