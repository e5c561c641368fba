import { createStore, type StoreApi } from 'zustand/vanilla';
import { quoteRules } from '#quoteRules';
import type { ApiFailure } from '../api/apiError';
import { type ApiErrorCode, errorCodeOf } from '../api/errorCode';
import type { Violation } from '../contract/hydra';
import type { MeasurementSystem, RateShipmentRequest, RateShipmentResponse } from '../contract/quote';
import type { Rate } from '../contract/rate';
import { formatPickerDate } from '../format/calendarDay';
import { latestOnly, platformTimers, RATE_DEBOUNCE_MS, type Timers } from '../runtime/index';
import { findBoxPreset } from './boxPresets';
import { normalizeQuoteInput } from './normalizeQuote';
import { convertPackageUnits } from './packageUnits';
import { type QuoteCatalogue, quoteCatalogue } from './quoteCatalogue';
import {
  createQuoteInput,
  emptyQuoteItem,
  isEmptyQuoteItem,
  type QuoteEnd,
  type QuoteInput,
  type QuoteItem,
} from './quoteInput';
import type { RatingRun } from './quoteRating';
import { quoteRoute } from './quoteRoute';
import type { QuoteCheck } from './quoteRules';
import type { QuoteRulesModule, QuoteRulesSource } from './quoteRulesSource';
import { firstMessages } from './violations';

/** idle: no rates shown · rating: a request is out · rated: the answer is shown · error: rating failed. */
export type QuoteStatus = 'idle' | 'rating' | 'rated' | 'error';
export type QuoteSide = 'sendingFrom' | 'sendingTo';

export interface QuoteFreightState {
  /** Too heavy or too large for parcel carriers: the UI shows the freight panel (spec 02 §5). */
  isCandidate: boolean;
  messages: string[];
}

export interface QuoteState {
  input: QuoteInput;
  /**
   * Field errors by input path (sendingFrom.country, items.0.weight, insuranceValue …), shown only
   * once the user has asked for a quote (spec 02 §5); empty before that.
   */
  fieldErrors: Readonly<Record<string, string>>;
  /** Non-blocking notices by input path (US territory, insurance, dangerous goods, past date …). */
  warnings: readonly Violation[];
  /** Whether the input passes the rules right now, shown or not (false while the rules load). */
  isValid: boolean;
  /** The user pressed Get A Quote at least once. */
  hasSubmitted: boolean;
  /** The generic notice for an invalid submit (spec 01 §8). */
  notice: string | null;
  rates: readonly Rate[];
  status: QuoteStatus;
  /** Rates are being updated: waiting for the debounce or for the answer. */
  isUpdating: boolean;
  errorTitle: string | null;
  errorMessage: string | null;
  /** Why the last rating failed, for the host page (shipdeck:error's code); null when it did not. */
  errorCode: ApiErrorCode | null;
  /** The stored quote the rates belong to. */
  createdInId: string | null;
  freight: QuoteFreightState;
  /** The input the shown rates were computed for. */
  lastRatedInput: QuoteInput | null;
}

export interface ContinueToShippingPayload {
  /** The quote as rated: the host creates a draft from it (spec 02 §4). */
  input: QuoteInput;
  request: RateShipmentRequest;
  rate: Rate;
  createdInId: string | null;
}

export interface QuoteActions {
  setEnd(side: QuoteSide, patch: Partial<QuoteEnd>): void;
  setResidential(side: QuoteSide, isResidential: boolean): void;
  setShipDate(shipDate: string): void;
  setItem(index: number, patch: Partial<QuoteItem>): void;
  /** Adds a package row when the last row is filled in and the shipment is not documents. */
  addItem(): void;
  /** Removes a row; the only row cannot be removed. */
  removeItem(index: number): void;
  applyBoxPreset(index: number, presetId: string): void;
  setDocument(isDocument: boolean): void;
  setExpressEnvelope(usesExpressEnvelope: boolean): void;
  setDangerousGoods(hasDangerousGoods: boolean): void;
  setInsuranceValue(insuranceValue: number | null): void;
  /** Amounts are typed in the chosen currency; they are relabelled, not converted (no exchange rates in core). */
  setCurrency(currency: string): void;
  /** Converts entered weights and sizes; a domestic quote stays imperial (spec 02 §4). */
  setMeasurementSystem(measurementSystem: MeasurementSystem): void;
  setCarrierProduct(carrierProduct: string | null): void;
  /**
   * Validates; shows the errors and the generic notice, or rates. Resolves true when rates are shown.
   * Where the rules load on demand it waits for them first.
   */
  getQuote(): Promise<boolean>;
  /**
   * Starts loading the rules where a build loads them on demand (the quote embed: the widget calls
   * it on the first focus in the form); resolves at once where they are bundled.
   */
  loadRules(): Promise<void>;
  /** Hands the quote and the chosen rate to the host (onContinue) and returns them; null for an unknown rate. */
  continueToShipping(rateId: string): ContinueToShippingPayload | null;
  reset(): void;
  /** Cancels a pending re-rate; answers still in flight are ignored. */
  dispose(): void;
}

export type QuoteStoreState = QuoteState & QuoteActions;
export type QuoteStore = StoreApi<QuoteStoreState>;

export interface QuoteApi {
  rateShipment(
    request: RateShipmentRequest,
    options?: { standalone?: boolean },
  ): Promise<RateShipmentResponse | ApiFailure>;
}

export interface QuoteStoreDeps {
  api: QuoteApi;
  timers?: Timers;
  /** Today, for the default and past ship dates. */
  now?: () => Date;
  messages?: QuoteCatalogue;
  onContinue?: (payload: ContinueToShippingPayload) => void;
  /** The rules and request building; "#quoteRules" by default (bundled, or on demand in the quote embed). */
  rules?: QuoteRulesSource;
}

export interface QuoteStoreOptions {
  /** Starting values, e.g. a destination preset by the partner page. */
  initialInput?: Partial<QuoteInput>;
  /** The rate re-request debounce (default RATE_DEBOUNCE_MS, 1000 ms; docs/architecture.md#decisions). */
  debounceMs?: number;
}

/**
 * The standalone quote's state machine (spec 02 §2, §4, §5) as a zustand vanilla store: the UI
 * renders it and calls its actions. Every input change is normalised, checked and clears the
 * shown rates; after a first successful quote, a valid change re-rates after the debounce, and an
 * answer to an older request is dropped.
 */
export function createQuoteStore(deps: QuoteStoreDeps, options: QuoteStoreOptions = {}): QuoteStore {
  const t = deps.messages ?? quoteCatalogue;
  const timers = deps.timers ?? platformTimers();
  const now = deps.now ?? (() => new Date());
  const debounceMs = options.debounceMs ?? RATE_DEBOUNCE_MS;
  const rulesSource = deps.rules ?? quoteRules;
  /** The rules, once they are here (at once where bundled; only after a rating where loaded on demand). */
  const loadedRules = (): QuoteRulesModule => rulesSource.current() as QuoteRulesModule;
  let disposed = false;

  const answers = latestOnly();
  let pending: unknown = null;
  let hasRatedOnce = false;
  /**
   * The package rows set aside while the quote is documents (one package, spec 02 §4), with the
   * units they were typed in: switching back to products brings them back (issue 16).
   */
  let rowsBeforeDocuments: { items: QuoteItem[]; system: MeasurementSystem } | null = null;
  /**
   * The last unit switch: the rows before it and after it. Switching straight back restores the
   * typed values instead of converting twice (5 lb → 2.268 kg → 5.001 lb, issue 16).
   */
  let lastUnitSwitch: { from: MeasurementSystem; before: QuoteItem[]; after: QuoteItem[] } | null = null;

  const initialInput = (): QuoteInput =>
    normalizeQuoteInput({
      ...createQuoteInput({ shipDate: formatPickerDate(now()) }),
      ...options.initialInput,
    });

  /** The input's check; null while the rules load (nothing is shown for them until they are in). */
  const checkOf = (input: QuoteInput): QuoteCheck | null =>
    rulesSource.current()?.checkQuoteInput(input, { messages: t }) ?? null;

  const derived = (input: QuoteInput, check: QuoteCheck | null, hasSubmitted: boolean) => ({
    fieldErrors: hasSubmitted && check ? firstMessages(check.errors) : {},
    warnings: check?.warnings ?? [],
    isValid: check !== null && check.errors.length === 0,
    freight: {
      isCandidate: check?.isFreightCandidate ?? false,
      messages: unique(check?.freight.map((v) => v.message) ?? []),
    },
    input,
  });

  /** A quote not yet asked for: the store starts with it and reset() returns to it. */
  const freshState = (): QuoteState => {
    const input = initialInput();
    return {
      ...derived(input, checkOf(input), false),
      hasSubmitted: false,
      notice: null,
      rates: [],
      status: 'idle',
      isUpdating: false,
      errorTitle: null,
      errorMessage: null,
      errorCode: null,
      createdInId: null,
      lastRatedInput: null,
    };
  };

  const cancelPending = () => {
    if (pending !== null) timers.clearTimeout(pending);
    pending = null;
  };

  const store = createStore<QuoteStoreState>()((set, get) => {
    /**
     * Where the rules load on demand: loads them, then shows what they say of the input as it is
     * by then (warnings, the freight panel, and the errors once Get A Quote was pressed).
     */
    const ensureRules = (): Promise<void> => {
      if (rulesSource.current()) return Promise.resolve();
      return rulesSource.load().then(
        () => {
          if (disposed) return;
          const state = get();
          set(derived(state.input, checkOf(state.input), state.hasSubmitted));
        },
        // A failed load is retried by the next change or Get A Quote (which then says so).
        () => undefined,
      );
    };

    /** Applies an input change: normalise, check, clear the rates (spec 02 §4), maybe re-rate. */
    const change = (recipe: (input: QuoteInput) => QuoteInput) => {
      const state = get();
      let next = normalizeQuoteInput(recipe(state.input));
      if (!state.input.isDocument && next.isDocument) {
        rowsBeforeDocuments = { items: state.input.items, system: state.input.measurementSystem };
      } else if (state.input.isDocument && !next.isDocument && rowsBeforeDocuments) {
        next = normalizeQuoteInput(restoreRows(next, rowsBeforeDocuments));
        rowsBeforeDocuments = null;
      }
      if (sameInput(next, state.input)) return;
      cancelPending();
      answers.invalidate(); // an answer to the previous input is stale now
      const check = checkOf(next);
      if (!check) void ensureRules();
      const willRerate = hasRatedOnce && check !== null && check.errors.length === 0;
      set({
        ...derived(next, check, state.hasSubmitted),
        notice: state.hasSubmitted && check && check.errors.length > 0 ? t('generic.invalidNotice') : null,
        rates: [],
        createdInId: null,
        status: 'idle',
        isUpdating: willRerate,
        errorTitle: null,
        errorMessage: null,
        errorCode: null,
      });
      if (willRerate) {
        pending = timers.setTimeout(() => {
          pending = null;
          void rate();
        }, debounceMs);
      }
    };

    /** What the rating (./quoteRating.ts, which travels with the rules) is lent of the store. */
    const ratingRun: RatingRun = {
      get,
      set,
      api: deps.api,
      messages: t,
      now,
      answers,
      check: (input) => checkOf(input) as QuoteCheck,
      derived,
      onRated: () => {
        hasRatedOnce = true;
      },
    };
    /** Rates the input (only once the rules are in). */
    const rate = (): Promise<void> => loadedRules().rateQuote(ratingRun);

    const setItems = (recipe: (items: QuoteItem[]) => QuoteItem[]) =>
      change((input) => ({ ...input, items: recipe(input.items) }));

    return {
      ...freshState(),

      setEnd: (side, patch) => change((i) => ({ ...i, [side]: { ...i[side], ...patch } })),
      setResidential: (side, isResidential) =>
        change((i) => ({ ...i, [side]: { ...i[side], isResidential } })),
      setShipDate: (shipDate) => change((i) => ({ ...i, shipDate })),
      setItem: (index, patch) =>
        setItems((items) => items.map((item, i) => (i === index ? { ...item, ...patch } : item))),
      addItem: () => {
        const { input } = get();
        const last = input.items.at(-1);
        if (input.isDocument || (last && isEmptyQuoteItem(last))) return;
        setItems((items) => [...items, emptyQuoteItem()]);
      },
      removeItem: (index) => {
        if (get().input.items.length <= 1) return;
        setItems((items) => items.filter((_, i) => i !== index));
      },
      applyBoxPreset: (index, presetId) => {
        const preset = findBoxPreset(presetId);
        if (!preset) return;
        setItems((items) =>
          items.map((item, i) =>
            i === index ? { ...item, ...preset[get().input.measurementSystem] } : item,
          ),
        );
      },
      setDocument: (isDocument) => change((i) => ({ ...i, isDocument })),
      setExpressEnvelope: (usesExpressEnvelope) => change((i) => ({ ...i, usesExpressEnvelope })),
      setDangerousGoods: (hasDangerousGoods) => change((i) => ({ ...i, hasDangerousGoods })),
      setInsuranceValue: (insuranceValue) => change((i) => ({ ...i, insuranceValue })),
      setCurrency: (currency) => change((i) => ({ ...i, currency: currency.trim().toUpperCase() })),
      setMeasurementSystem: (measurementSystem) =>
        change((i) => {
          // A domestic quote is imperial (spec 02 §4): converting there and back would only blur values.
          if (quoteRoute(i.sendingFrom.country, i.sendingTo.country).isDomestic) return i;
          if (measurementSystem === i.measurementSystem) return i;
          const back = lastUnitSwitch;
          const items =
            back && back.from === measurementSystem && sameMeasures(back.after, i.items)
              ? back.before.map((typed, index) => ({ ...i.items[index]!, ...measuresOf(typed) }))
              : i.items.map((item) => convertPackageUnits(item, i.measurementSystem, measurementSystem));
          lastUnitSwitch = { from: i.measurementSystem, before: i.items, after: items };
          return { ...i, measurementSystem, items };
        }),
      setCarrierProduct: (carrierProduct) => change((i) => ({ ...i, carrierProduct })),

      getQuote: async () => {
        cancelPending();
        if (!rulesSource.current()) {
          try {
            await rulesSource.load();
          } catch (error) {
            // The rules could not be fetched (the page went offline): nothing was checked or sent.
            answers.invalidate();
            set({
              status: 'error',
              isUpdating: false,
              rates: [],
              errorTitle: t('rates.failedTitle'),
              errorMessage: t('rates.failed'),
              errorCode: errorCodeOf(error),
            });
            return false;
          }
          if (disposed) return false;
        }
        return loadedRules().submitQuote(ratingRun);
      },

      continueToShipping: (rateId) => {
        const state = get();
        const chosen = state.rates.find((r) => r.id === rateId);
        if (!chosen || !state.lastRatedInput) return null;
        const payload: ContinueToShippingPayload = {
          input: state.lastRatedInput,
          request: loadedRules().toRateRequest(state.lastRatedInput),
          rate: chosen,
          createdInId: state.createdInId,
        };
        deps.onContinue?.(payload);
        return payload;
      },

      reset: () => {
        rowsBeforeDocuments = null;
        lastUnitSwitch = null;
        cancelPending();
        answers.invalidate();
        hasRatedOnce = false;
        set(freshState());
      },

      loadRules: ensureRules,

      dispose: () => {
        disposed = true;
        cancelPending();
        answers.invalidate();
      },
    };
  });
  // A quote that starts filled in (a partner's preset) shows what the rules say of it once they are in.
  if (options.initialInput && Object.keys(options.initialInput).length > 0) void store.getState().loadRules();
  return store;
}

/**
 * The package rows set aside when the quote became documents, back on a products quote: in its
 * units, with the documents row's weight (what the user typed last) on the first package.
 */
function restoreRows(input: QuoteInput, kept: { items: QuoteItem[]; system: MeasurementSystem }): QuoteInput {
  const restored = kept.items.map((item) => convertPackageUnits(item, kept.system, input.measurementSystem));
  const [first, ...rest] = restored;
  const documentRow = input.items[0];
  if (!first || !documentRow) return input;
  return { ...input, items: [{ ...first, weight: documentRow.weight }, ...rest] };
}

type Measures = Pick<QuoteItem, 'weight' | 'length' | 'width' | 'height'>;
const measuresOf = ({ weight, length, width, height }: QuoteItem): Measures => ({
  weight,
  length,
  width,
  height,
});
/** The rows still hold exactly the values a unit switch produced (nothing was typed since). */
const sameMeasures = (a: readonly QuoteItem[], b: readonly QuoteItem[]): boolean =>
  a.length === b.length &&
  a.every(
    (item, index) =>
      JSON.stringify(measuresOf(item), keepNaN) === JSON.stringify(measuresOf(b[index]!), keepNaN),
  );

const unique = (values: string[]): string[] => [...new Set(values)];

// Inputs are small plain data: comparing their JSON is exact and cheap enough per keystroke. NaN
// (text that is not a number) must not read as null (blank), or "abc" typed into a blank field
// would be no change at all.
const keepNaN = (_key: string, value: unknown) =>
  typeof value === 'number' && Number.isNaN(value) ? 'NaN' : value;
const sameInput = (a: QuoteInput, b: QuoteInput): boolean =>
  a === b || JSON.stringify(a, keepNaN) === JSON.stringify(b, keepNaN);
