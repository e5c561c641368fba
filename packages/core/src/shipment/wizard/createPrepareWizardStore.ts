import { createStore, type StoreApi } from 'zustand/vanilla';
import { loadParseDraft as defaultLoadParseDraft } from '#parseDraftLoader';
import { defaultCatalogue, laterSteps as defaultLaterSteps } from '#prepareLaterSteps';
import type { BookedShipment } from '../../contract/prepare';
import type { Rate } from '../../contract/rate';
import { checkCountryPair, hasUsTerritoryEnd } from '../../countries/index';
import { formatPickerDate } from '../../format/index';
import type { MessageCatalogue } from '../../messages/index';
import { isIncompleteRate, sortDomesticRates } from '../../rating/index';
import { RATE_DEBOUNCE_MS, STORAGE_KEYS } from '../../runtime/index';
import type { ValidationContext } from '../../validation/context';
import {
  createFieldErrorList,
  type FieldError,
  firstBlockingError,
  isValid,
} from '../../validation/fieldErrors';
import { loadPhoneRules, phoneRulesReady } from '../../validation/phone';
import { blankDraft, emptyInvoiceItem, emptyPackage } from '../model/blankDraft';
import type { Draft } from '../model/draftSchema';
import { isDomestic } from '../model/flags';
import { isInvoiceItemEmpty, isPackageEmpty } from '../model/lineRules';
import { normalizeWithNotices } from '../model/normalize';
import type { PaymentTime } from '../model/options';
import type { parseDraft } from '../model/parseDraft';
import { shipAsProduct } from '../model/shipAsProduct';
import { PICKUP_STEP, PREPARE_STEPS, type PrepareStep, stepIndex } from '../model/steps';
import { toShipmentDraftBody, toStoredDraftJson } from '../model/storedDraft';
import { toRateShipmentRequest } from '../model/toRateShipmentRequest';
import { validateCreateShipment } from '../rules/createShipmentRules';
import { validateRateRequest } from '../rules/rateRequestRules';
import { chooseCurrentRate, withSavingsVisibility } from './currentRate';
import { createDebouncer } from './debouncer';
import type { LaterStepsSource } from './laterStepsSource';
import { type PrepareWizardApi, platformTimers, type Timers, type UnsavedDraftStorage } from './ports';
import { priceChangeNotices } from './priceChangeNotices';
import { changedRateParameters } from './rateParameters';
import { withRowAdded, withRowRemoved } from './repeatedRows';
import { setAtPath } from './setAtPath';
import {
  ERROR_SCROLL_OFFSET_PX,
  firstInvalidUpToPickup,
  initialSteps,
  needsPickupReview,
  nextStepAfter,
  previousStep,
  type WizardStep,
} from './stepMovement';

/**
 * spec 03 §9 timings: the validation schedule delay, 1000 ms; the rate action delay is the one
 * RATE_DEBOUNCE_MS every flow shares (runtime/timers.ts).
 */
export const VALIDATION_DELAY_MS = 1000;
export { ERROR_SCROLL_OFFSET_PX };
/** The browser-storage key of the unsaved copy. */
export const UNSAVED_DRAFT_KEY = STORAGE_KEYS.unsavedDraft;
/** Step 1, whose rules the store carries; the later steps' come with "#prepareLaterSteps". */
const FIRST_STEP: PrepareStep = 'create_shipment';

/** A random token for this wizard (crypto where the platform has it). */
function randomNonce(): string {
  const c = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  return c?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export interface WizardNotice {
  id: number;
  level: 'info' | 'success' | 'warning' | 'error';
  message: string;
}

/** The payment state of spec 01 §3 (defaults: credit card, pay later). */
export interface WizardPaymentState {
  selectedPaymentMethod: 'credit_card' | 'ach';
  paymentTime: PaymentTime;
  paymentId: string | null;
  /** Stamped on any card, ACH or billing change (spec 01 §4), ISO date-time. */
  paymentChangedAt: string | null;
}

export type RateStatus =
  /** Nothing asked yet, or the request is not valid yet. */
  | 'idle'
  /** A change is waiting for the debounce. */
  | 'pending'
  /** The progress bar shows (spec 01 §4). */
  | 'loading'
  | 'ready'
  | 'error'
  /** US territory rates are not available online. */
  | 'unavailable';

export interface PrepareWizardState {
  draft: Draft;
  step: PrepareStep;
  steps: WizardStep[];
  /** The current step's field errors, shown once the step was submitted. */
  errors: FieldError[];
  stepWasSubmitted: boolean;
  pickupWasSubmitted: boolean;
  /** The pickup must be reviewed (spec 01 §4); cleared when the pickup step is continued from. */
  shouldReviewPickup: boolean;
  /** Where the view scrolls after a failed Continue. */
  scrollTo: { path: string; offset: number } | null;
  notices: WizardNotice[];
  /** "You have previously entered data. Would you like to use it?" with the draft it would restore. */
  restorePrompt: { message: string; draft: Draft } | null;
  /** Back from the review step waits for the user to confirm "Cancel shipment" (spec 01 §2). */
  confirmation: 'cancelShipment' | null;
  isExistingDraft: boolean;
  rates: Rate[];
  currentRate: Rate | null;
  rateStatus: RateStatus;
  /** What the rate area says instead of prices (failure, none, incomplete rate, US territory). */
  rateMessage: string | null;
  payment: WizardPaymentState;
  useHouseAccount: boolean;
  saving: boolean;
  completing: boolean;
  completedShipmentId: string | null;
  /** What the booking answered: the tracking number, the carrier and the documents' ids. */
  completedShipment: BookedShipment | null;
}

export interface PrepareWizardActions {
  /**
   * Enter the screen. With a loaded draft (opened from the list, or created from an order, shipment
   * or quote) it is shown; otherwise an unsaved copy in storage raises the restore question, or a
   * new draft starts. Reading an unsaved copy loads the draft reader first: then it answers a promise,
   * and the question comes when it settles; otherwise the draft is there at once, and it answers nothing.
   */
  start(loaded?: Draft | null): Promise<void> | undefined;
  /** Answer the restore question: yes restores the copy, no clears it and starts a new draft. */
  resolveRestore(useIt: boolean): void;
  /** Any edit: `change` gets a copy of the draft to change in place. */
  edit(change: (draft: Draft) => void): void;
  /** Replace the draft as a whole (e.g. a contact picked from the address book filled several fields). */
  replaceDraft(next: Draft): void;
  /** Set one field by its path (the path its errors carry). */
  setField(path: string, value: unknown): void;
  /** Change a country after the country-pair check; an error leaves the draft as it was. */
  setCountry(end: 'shipmentFrom' | 'shipmentTo', code: string): { applied: boolean; message: string | null };
  shipAsProduct(): void;
  addPackage(): void;
  removePackage(index: number): void;
  addItem(): void;
  removeItem(index: number): void;
  /** Choose a delivery service among the rates (refreshes the displayed rate only). */
  chooseRate(carrierProduct: string): void;
  /** Ask for rates now (e.g. "Get rates" after an error). */
  refreshRates(): Promise<void>;
  continue(): Promise<boolean>;
  back(): void;
  goTo(step: PrepareStep): boolean;
  confirm(): void;
  dismissConfirmation(): void;
  markPickupSubmitted(): void;
  setPaymentTime(time: PaymentTime): void;
  selectPaymentMethod(type: 'credit_card' | 'ach', paymentId: string | null): void;
  setUseHouseAccount(on: boolean): void;
  /** Save by creation, or by update once the draft has an id. */
  saveDraft(name?: string): Promise<boolean>;
  /** The final step: validate everything, prepare with pickup, clear the unsaved copy. */
  complete(): Promise<{ ok: true; shipmentId: string | null } | { ok: false }>;
  dismissNotice(id: number): void;
  /** Leaving the screen clears draft, payment and house-account state (the unsaved copy stays). */
  leave(): void;
  /** Stop timers (the host unmounts the widget). */
  dispose(): void;
}

export type PrepareWizardStore = StoreApi<PrepareWizardState & PrepareWizardActions>;

export interface PrepareWizardDeps {
  api: PrepareWizardApi;
  /** The host's browser storage for the unsaved copy; without it nothing is kept locally. */
  storage?: UnsavedDraftStorage | null;
  timers?: Timers;
  /** The clock: today's date and save stamps. */
  now?: () => Date;
  /** The texts: the prepare flow's catalogue by default (given, where the build leaves it out: the prepare embed). */
  messages?: MessageCatalogue;
  /** Address elements per country (from /country_options), for the per-country party rules. */
  countryElements?: ValidationContext['countryElements'];
  /**
   * The rules of steps 2–3 and the booking: "#prepareLaterSteps" by default (bundled; where a build
   * sets `shipdeck-lazy-prepare-steps`, the prepare embed, it must be given, loaded on demand).
   */
  laterSteps?: LaterStepsSource;
  /**
   * Loads the draft reader (the schema and zod) that an unsaved copy is read with: "#parseDraftLoader"
   * by default (an `import()`; given by the prepare embed, its own chunk).
   */
  loadParseDraft?: () => Promise<typeof parseDraft>;
}

export interface PrepareWizardOptions {
  /** A customer-service representative: no draft save on Continue (spec 01 §4, §6). */
  isCsr?: boolean;
  /** The user may pay later (billingInformation.canPayLater). Default true. */
  canPayLater?: boolean;
  /** Feature flag "payment authorisation" (on, spec 01 §6). */
  paymentAuthorisation?: boolean;
  /** Feature flag "Shipment contains exclusively Documents" for domestic (off). */
  allowDomesticDocuments?: boolean;
  validationDelayMs?: number;
  rateDelayMs?: number;
  storageKey?: string;
}

const initialPayment = (): WizardPaymentState => ({
  selectedPaymentMethod: 'credit_card',
  paymentTime: 'later',
  paymentId: null,
  paymentChangedAt: null,
});

/**
 * The wizard of a new shipment: the store starts with it and leave() returns to it. Saving and
 * completing are not part of it: a request still in flight clears its own flag when it ends.
 */
const newShipmentState = (): Omit<PrepareWizardState, 'saving' | 'completing'> => ({
  draft: blankDraft(),
  step: 'create_shipment',
  steps: initialSteps(),
  errors: [],
  stepWasSubmitted: false,
  pickupWasSubmitted: false,
  shouldReviewPickup: false,
  scrollTo: null,
  notices: [],
  restorePrompt: null,
  confirmation: null,
  isExistingDraft: false,
  rates: [],
  currentRate: null,
  rateStatus: 'idle',
  rateMessage: null,
  payment: initialPayment(),
  useHouseAccount: false,
  completedShipmentId: null,
  completedShipment: null,
});

const clone = (d: Draft): Draft => JSON.parse(JSON.stringify(d)) as Draft;

/**
 * The prepare-shipment wizard as a zustand vanilla store (spec 01 §4): step movement, re-validation
 * after a submit, the pickup-review rule, debounced re-rating on the parameters that matter, the
 * current rate, price-change notices, the unsaved local copy and the restore question. No UI: a
 * widget renders the state and calls the actions.
 */
export function createPrepareWizardStore(
  deps: PrepareWizardDeps,
  options: PrepareWizardOptions = {},
): PrepareWizardStore {
  // The prepare flow's texts by default, not every flow's (issue 11: the embed's first load); the
  // prepare embed's store has none of its own and is given the widget's.
  const t = deps.messages ?? defaultCatalogue;
  if (!t) throw new Error('Shipdeck: give the wizard store its texts (PrepareWizardDeps.messages)');
  const timers = deps.timers ?? platformTimers();
  const now = deps.now ?? (() => new Date());
  const storage = deps.storage ?? null;
  const laterSteps = deps.laterSteps ?? defaultLaterSteps;
  const loadParseDraft = deps.loadParseDraft ?? defaultLoadParseDraft;
  const storageKey = options.storageKey ?? UNSAVED_DRAFT_KEY;
  const validationTimer = createDebouncer(timers, options.validationDelayMs ?? VALIDATION_DELAY_MS);
  const rateTimer = createDebouncer(timers, options.rateDelayMs ?? RATE_DEBOUNCE_MS);
  let noticeId = 0;
  // Names this wizard's bookings: with the request's digest it makes the Idempotency-Key.
  const completionNonce = randomNonce();
  let rateSeq = 0;

  const today = () => formatPickerDate(now());

  const store = createStore<PrepareWizardState & PrepareWizardActions>()((set, get) => {
    const context = (): ValidationContext => {
      const s = get();
      // A literal, not createValidationContext: its default is the full catalogue, which this store never
      // needs (it always has `t`), and the prepare embed would carry it.
      return {
        t,
        today: today(),
        now: now(),
        carrier: s.currentRate?.carrier ?? null,
        ...(deps.countryElements ? { countryElements: deps.countryElements } : {}),
        payment: {
          time: s.payment.paymentTime,
          canPayLater: options.canPayLater ?? true,
          paymentAuthorisation: options.paymentAuthorisation ?? true,
          paymentId: s.payment.paymentId,
        },
      };
    };

    const notify = (level: WizardNotice['level'], message: string) =>
      set((s) => ({ notices: [...s.notices, { id: ++noticeId, level, message }] }));

    /**
     * A step's field errors. Step 1's rules are the store's own; the later steps' come with
     * "#prepareLaterSteps", at once where it is bundled, and null until it has loaded where it loads on
     * demand (the prepare embed, issue 11).
     */
    const validate = (draft: Draft, step: PrepareStep, ctx: ValidationContext): FieldError[] | null => {
      if (step !== FIRST_STEP) return laterSteps.current()?.validateStep(draft, step, ctx) ?? null;
      const out = createFieldErrorList();
      validateCreateShipment(draft, ctx, out);
      return out.list;
    };

    /** A step counts as valid when it was completed and its rules still pass on the current draft. */
    const stepIsValid = (step: PrepareStep): boolean => {
      const s = get();
      const flagged = s.steps.find((x) => x.step === step)?.valid ?? false;
      if (!flagged) return false;
      const errors = validate(s.draft, step, context());
      return errors !== null && isValid(errors);
    };

    const writeUnsavedCopy = (draft: Draft) => {
      try {
        storage?.setItem(storageKey, toStoredDraftJson(draft));
      } catch {
        // A full or blocked storage must not break editing: the copy is a convenience.
      }
    };

    const normalizeDraft = (next: Draft, previous?: Draft) =>
      normalizeWithNotices(next, {
        today: today(),
        paymentTime: get().payment.paymentTime,
        ...(previous ? { previous } : {}),
        ...(options.allowDomesticDocuments ? { allowDomesticDocuments: true } : {}),
      });

    const moveTo = (step: PrepareStep) => {
      validationTimer.cancel();
      const draft = { ...get().draft, currentStep: step };
      set({
        step,
        draft,
        errors: [],
        scrollTo: null,
        // Moving to another step clears the step-submitted and pickup-submitted flags (spec 01 §4).
        stepWasSubmitted: false,
        pickupWasSubmitted: false,
        confirmation: null,
      });
      writeUnsavedCopy(draft);
    };

    const scheduleRates = (draft: Draft) => {
      if (hasUsTerritoryEnd(draft.shipmentFrom.country, draft.shipmentTo.country)) {
        rateTimer.cancel();
        rateSeq++;
        set({
          rates: [],
          currentRate: null,
          rateStatus: 'unavailable',
          rateMessage: t('country.usTerritory'),
        });
        return;
      }
      if (!isValid(validateRateRequest(draft, context()))) {
        // Prices for other parameters would mislead: they go until the request is valid again.
        rateTimer.cancel();
        rateSeq++;
        set({ rates: [], currentRate: null, rateStatus: 'idle', rateMessage: null });
        return;
      }
      set({ rateStatus: 'pending' });
      rateTimer.schedule(() => void requestRates());
    };

    const requestRates = async (): Promise<void> => {
      const seq = ++rateSeq;
      const draft = get().draft;
      set({ rateStatus: 'loading', rateMessage: null });
      try {
        const answer = await deps.api.rateShipment(toRateShipmentRequest(draft, { today: today() }), {
          standalone: false,
        });
        if (seq !== rateSeq) return; // a newer request is on its way
        if ('kind' in answer || !answer.success) {
          const text = 'kind' in answer ? answer.description : answer.error;
          set({ rates: [], currentRate: null, rateStatus: 'error', rateMessage: text || t('rates.failed') });
          return;
        }
        if (answer.rates.length === 0) {
          set({ rates: [], currentRate: null, rateStatus: 'error', rateMessage: t('rates.none') });
          return;
        }
        const listed = withSavingsVisibility(answer.rates);
        const rates = isDomestic(draft) ? sortDomesticRates(listed) : listed;
        const before = get().currentRate;
        const current = chooseCurrentRate(rates, get().draft.pickupDelivery.carrierProduct);
        set((s) => ({
          rates,
          currentRate: current,
          rateStatus: 'ready',
          // Incomplete rates (savings below 0) show "Something went wrong" (spec 01 §4).
          rateMessage: current && isIncompleteRate(current) ? t('rates.displayFallback') : null,
          draft:
            current && current.carrierProduct !== s.draft.pickupDelivery.carrierProduct
              ? {
                  ...s.draft,
                  pickupDelivery: { ...s.draft.pickupDelivery, carrierProduct: current.carrierProduct },
                }
              : s.draft,
        }));
        writeUnsavedCopy(get().draft);
        if (
          before &&
          current &&
          before.carrierProduct === current.carrierProduct &&
          before.retailRate.amount !== current.retailRate.amount
        ) {
          notify('info', t('draft.price.updated'));
        }
      } catch (error) {
        if (seq !== rateSeq) return;
        const text = error instanceof Error && error.message ? error.message : t('rates.failed');
        set({ rates: [], currentRate: null, rateStatus: 'error', rateMessage: text });
      }
    };

    /** The edit pipeline: normalise, pickup review, notices, rates, unsaved copy, re-validation. */
    const apply = (next: Draft) => {
      const s = get();
      const previous = s.draft;
      const { draft, notices } = normalizeDraft(next, previous);

      let steps = s.steps;
      let shouldReviewPickup = s.shouldReviewPickup;
      const pickupFlag = steps.find((x) => x.step === PICKUP_STEP)?.valid ?? false;
      if (needsPickupReview(previous, draft, pickupFlag)) {
        steps = steps.map((x) => (x.step === PICKUP_STEP ? { ...x, valid: false } : x));
        shouldReviewPickup = true;
      }
      set({ draft, steps, shouldReviewPickup });

      for (const key of notices) notify('warning', t(key));
      for (const message of priceChangeNotices(previous, draft, t)) notify('info', message);

      if (changedRateParameters(previous, draft).length > 0) scheduleRates(draft);
      else if (previous.pickupDelivery.carrierProduct !== draft.pickupDelivery.carrierProduct) {
        // A change of carrier product alone only refreshes the displayed rate.
        const current =
          get().rates.find((r) => r.carrierProduct === draft.pickupDelivery.carrierProduct) ?? null;
        set({ currentRate: current });
      }

      writeUnsavedCopy(draft);
      if (get().stepWasSubmitted) {
        validationTimer.schedule(() => {
          const latest = get();
          const errors = validate(latest.draft, latest.step, context());
          if (errors) set({ errors });
        });
      }
      // A pickup review sends a user past the pickup step back to the first invalid step up to it.
      if (shouldReviewPickup && stepIndex(get().step) > stepIndex(PICKUP_STEP)) {
        moveTo(firstInvalidUpToPickup(stepIsValid));
      }
    };

    /** Each start, load, leave and dispose: what still waits for a load yields to what came after it. */
    let starts = 0;

    const loadDraft = (draft: Draft, existing: boolean) => {
      const loaded = ++starts;
      rateTimer.cancel();
      validationTimer.cancel();
      rateSeq++;
      const { draft: normalized, notices } = normalizeDraft(draft);
      // The steps before the one the draft was saved at were completed: they count as valid (and can
      // be opened from the step panel) when their rules still pass on the loaded draft.
      const reached = stepIndex(normalized.currentStep);
      const pending: PrepareStep[] = [];
      const steps = initialSteps().map((s, i) => {
        if (i >= reached) return s;
        const errors = validate(normalized, s.step, context());
        if (!errors) pending.push(s.step);
        return { ...s, valid: errors !== null && isValid(errors) };
      });
      if (pending.length > 0) {
        // The later steps' rules are loading (the prepare embed): those steps count as not completed
        // until they are there, then as they would have at once. An edit made meanwhile that calls
        // for a pickup review (spec 01 §4) still gets it.
        laterSteps.load().then(
          () => {
            if (loaded !== starts) return;
            const ctx = context();
            const current = get();
            let shouldReviewPickup = current.shouldReviewPickup;
            const next = current.steps.map((s) => {
              if (!pending.includes(s.step)) return s;
              let valid = isValid(validate(normalized, s.step, ctx) ?? []);
              if (valid && s.step === PICKUP_STEP && needsPickupReview(normalized, current.draft, true)) {
                valid = false;
                shouldReviewPickup = true;
              }
              return { ...s, valid };
            });
            set({ steps: next, shouldReviewPickup });
          },
          // Not loaded (network): those steps stay to be completed again.
          () => undefined,
        );
      }
      set({
        draft: normalized,
        step: normalized.currentStep,
        steps,
        errors: [],
        stepWasSubmitted: false,
        pickupWasSubmitted: false,
        shouldReviewPickup: false,
        scrollTo: null,
        restorePrompt: null,
        confirmation: null,
        isExistingDraft: existing,
        rates: [],
        currentRate: null,
        rateStatus: 'idle',
        rateMessage: null,
      });
      for (const key of notices) notify('warning', t(key));
      scheduleRates(normalized);
    };

    const newDraft = () => blankDraft();

    return {
      ...newShipmentState(),
      saving: false,
      completing: false,

      start(loaded) {
        const started = ++starts;
        if (loaded) {
          loadDraft(loaded, loaded.id !== null);
          return undefined;
        }
        const stored = storage?.getItem(storageKey) ?? null;
        if (stored === null) {
          loadDraft(newDraft(), false);
          return undefined;
        }
        // The copy is read by the draft schema, loaded on first use (zod is not part of step 1's code).
        return loadParseDraft().then(
          (parseDraft) => {
            // Started again, left or disposed meanwhile: that call decides.
            if (started !== starts) return;
            const parsed = parseDraft(
              stored,
              options.allowDomesticDocuments ? { allowDomesticDocuments: true } : {},
            );
            if (parsed.ok) {
              set({ restorePrompt: { message: t('draft.restorePrompt'), draft: parsed.draft } });
              return;
            }
            // An unreadable copy is of no use to anyone.
            storage?.removeItem(storageKey);
            loadDraft(newDraft(), false);
          },
          () => {
            // The reader did not load (network): start anew and keep the copy for the next visit.
            if (started === starts) loadDraft(newDraft(), false);
          },
        );
      },

      resolveRestore(useIt) {
        const prompt = get().restorePrompt;
        if (!prompt) return;
        if (useIt) loadDraft(prompt.draft, prompt.draft.id !== null);
        else {
          storage?.removeItem(storageKey);
          loadDraft(newDraft(), false);
        }
      },

      edit(change) {
        const copy = clone(get().draft);
        change(copy);
        apply(copy);
      },

      replaceDraft(next) {
        apply(next);
      },

      setField(path, value) {
        apply(setAtPath(get().draft, path, value));
      },

      setCountry(end, code) {
        const draft = get().draft;
        const origin = end === 'shipmentFrom' ? code : draft.shipmentFrom.country;
        const destination = end === 'shipmentTo' ? code : draft.shipmentTo.country;
        const pair = checkCountryPair(origin, destination, undefined, t);
        if (pair?.level === 'error') {
          notify('error', pair.message);
          return { applied: false, message: pair.message };
        }
        apply(setAtPath(draft, `${end}.country`, code));
        if (pair) notify('warning', pair.message);
        return { applied: true, message: pair?.message ?? null };
      },

      shipAsProduct() {
        apply(shipAsProduct(get().draft));
      },

      addPackage() {
        const rows = withRowAdded(
          get().draft.shipmentDetails.products.packages,
          isPackageEmpty,
          emptyPackage,
        );
        if (rows) apply(setAtPath(get().draft, 'shipmentDetails.products.packages', rows));
      },

      removePackage(index) {
        const rows = withRowRemoved(get().draft.shipmentDetails.products.packages, index);
        if (rows) apply(setAtPath(get().draft, 'shipmentDetails.products.packages', rows));
      },

      addItem() {
        const rows = withRowAdded(
          get().draft.shipmentDetails.products.items,
          isInvoiceItemEmpty,
          emptyInvoiceItem,
        );
        if (rows) apply(setAtPath(get().draft, 'shipmentDetails.products.items', rows));
      },

      removeItem(index) {
        const rows = withRowRemoved(get().draft.shipmentDetails.products.items, index);
        if (rows) apply(setAtPath(get().draft, 'shipmentDetails.products.items', rows));
      },

      chooseRate(carrierProduct) {
        apply(setAtPath(get().draft, 'pickupDelivery.carrierProduct', carrierProduct));
      },

      async refreshRates() {
        rateTimer.cancel();
        if (!isValid(validateRateRequest(get().draft, context()))) return;
        if (hasUsTerritoryEnd(get().draft.shipmentFrom.country, get().draft.shipmentTo.country)) return;
        await requestRates();
      },

      async continue() {
        // Where the later steps' rules load on demand (the embed), leaving step 1 starts their load;
        // a later step waits for them below.
        const later = laterSteps.current() ? null : laterSteps.load().catch(() => null);
        // Where the phone metadata loads on demand (the embed), a step is checked with it, never the
        // lenient form check of the meantime (a failed load keeps that; the server checks again).
        if (!phoneRulesReady()) await loadPhoneRules().catch(() => undefined);
        if (later && get().step !== FIRST_STEP) await later;
        const { step, draft } = get();
        const last = PREPARE_STEPS[PREPARE_STEPS.length - 1];
        if (step === last) return false;
        validationTimer.cancel();
        const errors = validate(draft, step, context());
        if (!errors) {
          // The later steps' rules did not load (network): the step cannot be checked, nor left.
          notify('error', t('api.unknownStatus'));
          return false;
        }
        const first = firstBlockingError(errors);
        if (first) {
          set({
            stepWasSubmitted: true,
            errors,
            scrollTo: { path: first.propertyPath, offset: ERROR_SCROLL_OFFSET_PX },
          });
          notify('error', t('generic.invalidNotice'));
          return false;
        }
        // The current step is marked valid; a pickup review ends once the pickup step is.
        set((s) => ({
          stepWasSubmitted: true,
          errors,
          steps: s.steps.map((x) => (x.step === step ? { ...x, valid: true } : x)),
          shouldReviewPickup: step === PICKUP_STEP ? false : s.shouldReviewPickup,
        }));
        // The next step not yet valid; valid steps are skipped, never past the last. A pending pickup
        // review has marked the pickup step invalid, so this also stops there.
        moveTo(nextStepAfter(step, stepIsValid));
        // A non-CSR user also has the draft saved; a CSR's draft is not (spec 01 §4).
        if (!options.isCsr) await get().saveDraft();
        return true;
      },

      back() {
        const { step } = get();
        // On the review step, going back asks to confirm "Cancel shipment" (spec 01 §2).
        if (step === 'review_finish') {
          set({ confirmation: 'cancelShipment' });
          return;
        }
        if (step !== previousStep(step)) moveTo(previousStep(step));
      },

      confirm() {
        if (get().confirmation !== 'cancelShipment') return;
        moveTo(previousStep(get().step));
      },

      dismissConfirmation() {
        set({ confirmation: null });
      },

      goTo(step) {
        // Only a completed (valid) step can be clicked to jump to (spec 01 §2).
        if (step === get().step) return true;
        if (!stepIsValid(step)) return false;
        moveTo(step);
        return true;
      },

      markPickupSubmitted() {
        set({ pickupWasSubmitted: true });
      },

      setPaymentTime(time) {
        set((s) => ({
          payment: {
            ...s.payment,
            paymentTime: time,
            // Choosing pay later clears paymentId (spec 01 §4).
            paymentId: time === 'later' ? null : s.payment.paymentId,
            paymentChangedAt: now().toISOString(),
          },
        }));
        // Pay now on a dutiable shipment fixes who pays: run the draft through the rules again.
        apply(clone(get().draft));
      },

      selectPaymentMethod(type, paymentId) {
        set((s) => ({
          payment: {
            ...s.payment,
            selectedPaymentMethod: type,
            paymentId,
            paymentChangedAt: now().toISOString(),
          },
        }));
      },

      setUseHouseAccount(on) {
        set({ useHouseAccount: on });
      },

      async saveDraft(name) {
        const s = get();
        const draft = name === undefined ? s.draft : { ...s.draft, name: name.trim() };
        const updatedOn = now().toISOString();
        const body = toShipmentDraftBody(draft, updatedOn);
        set({ saving: true });
        try {
          const id = draft.id;
          if (id === null) {
            const created = await deps.api.createDraft(body);
            set((x) => ({
              draft: { ...x.draft, id: created.id, name: draft.name, updatedOn },
              isExistingDraft: true,
            }));
          } else {
            await deps.api.updateDraft(id, body);
            set((x) => ({ draft: { ...x.draft, name: draft.name, updatedOn } }));
          }
          writeUnsavedCopy(get().draft);
          return true;
        } catch (error) {
          notify('error', error instanceof Error && error.message ? error.message : t('api.unknownStatus'));
          return false;
        } finally {
          set({ saving: false });
        }
      },

      async complete() {
        if (!phoneRulesReady()) await loadPhoneRules().catch(() => undefined);
        const later = laterSteps.current() ?? (await laterSteps.load().catch(() => null));
        const s = get();
        if (s.completing) return { ok: false };
        if (!later) {
          // The rules and the booking did not load (network): nothing was sent.
          notify('error', t('api.unknownStatus'));
          return { ok: false };
        }
        return later.completeShipment({
          state: s,
          get,
          set,
          moveTo,
          notify,
          t,
          api: deps.api,
          context: context(),
          today: today(),
          nonce: completionNonce,
          booked: () => storage?.removeItem(storageKey),
        });
      },

      dismissNotice(id) {
        set((s) => ({ notices: s.notices.filter((n) => n.id !== id) }));
      },

      leave() {
        starts++;
        rateTimer.cancel();
        validationTimer.cancel();
        rateSeq++;
        set(newShipmentState());
      },

      dispose() {
        starts++;
        rateTimer.cancel();
        validationTimer.cancel();
        rateSeq++;
      },
    };
  });
  return store;
}
