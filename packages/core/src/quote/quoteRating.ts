import { ApiError, type ApiFailure, isApiFailure } from '../api/apiError';
import { errorCodeOf } from '../api/errorCode';
import type { Violation } from '../contract/hydra';
import type { RateShipmentResponse } from '../contract/quote';
import { compareDays, formatPickerDate, toCalendarDay } from '../format/dates';
import type { LatestOnly } from '../runtime/latestOnly';
import { type QuoteCatalogue, quoteCatalogue } from './quoteCatalogue';
import type { QuoteInput } from './quoteInput';
import type { QuoteCheck } from './quoteRules';
import type { QuoteApi, QuoteState, QuoteStoreState } from './quoteStore';
import { toInputPath, toRateRequest } from './rateRequest';
import { firstMessages } from './violations';

/**
 * The quote store's rating (spec 01 §7, §8; spec 02 §5, §7), apart from the store so it travels with
 * the rules: the store rates only once they are in, and the quote embed loads both on demand (issue 8).
 */

/** What the store lends its rating. */
export interface RatingRun {
  get(): QuoteStoreState;
  set(patch: Partial<QuoteState>): void;
  api: QuoteApi;
  messages: QuoteCatalogue;
  now(): Date;
  /** The store's stale-answer guard: a change since the call makes its answer stale. */
  answers: LatestOnly;
  check(input: QuoteInput): QuoteCheck;
  derived(input: QuoteInput, check: QuoteCheck, hasSubmitted: boolean): Partial<QuoteState>;
  /** Rates were answered (maybe none): later valid changes re-rate. */
  onRated(): void;
}

/**
 * Get A Quote (spec 02 §5): the field errors and the generic notice, or the rates. Resolves true when
 * rates are shown.
 */
export async function submitQuote(run: RatingRun): Promise<boolean> {
  const { get, set } = run;
  const state = get();
  const check = run.check(state.input);
  if (check.errors.length > 0) {
    run.answers.invalidate();
    set({
      ...run.derived(state.input, check, true),
      hasSubmitted: true,
      notice: run.messages('generic.invalidNotice'),
      status: 'idle',
      isUpdating: false,
      rates: [],
    });
    return false;
  }
  set({ ...run.derived(state.input, check, true), hasSubmitted: true, notice: null });
  await rateQuote(run);
  return get().status === 'rated' && get().rates.length > 0;
}

/** Checks the input, asks for its rates and shows the answer; an answer to an older input is dropped. */
export async function rateQuote(run: RatingRun): Promise<void> {
  const { get, set, messages: t } = run;
  const dateNotice = bringShipDateForward(run);
  const input = get().input;
  const check = run.check(input);
  if (check.errors.length > 0) {
    set({ ...run.derived(input, check, true), status: 'idle', isUpdating: false });
    return;
  }
  const seq = run.answers.next();
  const localWarnings = dateNotice ? [...check.warnings, dateNotice] : check.warnings;
  set({
    status: 'rating',
    isUpdating: true,
    errorTitle: null,
    errorMessage: null,
    errorCode: null,
    warnings: localWarnings,
  });

  let answer: RateShipmentResponse | ApiFailure;
  try {
    answer = await run.api.rateShipment(toRateRequest(input), { standalone: true });
  } catch (error) {
    if (!run.answers.isCurrent(seq)) return;
    set(ratingFailedState(error, t));
    return;
  }
  if (!run.answers.isCurrent(seq)) return; // the input changed meanwhile: this answer is stale
  const outcome = ratingAnswerState(answer, {
    input,
    localWarnings,
    fieldErrors: get().fieldErrors,
    messages: t,
  });
  if (outcome.rated) run.onRated();
  set(outcome.state);
}

/** A past ship date becomes today, with its notice (spec 01 §8). */
function bringShipDateForward({ get, set, now, messages: t }: RatingRun): Violation | null {
  const input = get().input;
  const today = toCalendarDay(now());
  const day = toCalendarDay(input.shipDate);
  if (!today || !day || compareDays(day, today) >= 0) return null;
  set({ input: { ...input, shipDate: formatPickerDate(today) } });
  return { propertyPath: 'shipDate', message: t('shipDate.pastReset'), severity: 'warning' };
}

/** The rating call failed: the rates text under its heading (a 403 is only logged, spec 01 §7). */
export function ratingFailedState(error: unknown, t: QuoteCatalogue): Partial<QuoteState> {
  return {
    status: 'error',
    isUpdating: false,
    rates: [],
    errorTitle: t('rates.failedTitle'),
    // A 403 is only logged (spec 01 §7): the user gets the rates text, not an internal one.
    errorMessage: error instanceof ApiError && !error.silent ? error.message : t('rates.failed'),
    errorCode: errorCodeOf(error),
  };
}

export interface RatingContext {
  /** The input that was rated. */
  input: QuoteInput;
  /** The rules' warnings (and the past-date notice) shown while rating. */
  localWarnings: readonly Violation[];
  /** The field errors shown now: the server's are added to them. */
  fieldErrors: Readonly<Record<string, string>>;
  messages: QuoteCatalogue;
}

/** The state an answer leads to; `rated` when rates (maybe none) were answered. */
export function ratingAnswerState(
  answer: RateShipmentResponse | ApiFailure,
  { input, localWarnings, fieldErrors, messages: t }: RatingContext,
): { rated: boolean; state: Partial<QuoteState> } {
  if (isApiFailure(answer)) {
    const violations = answer.violations.map((v) => ({
      ...v,
      propertyPath: toInputPath(v.propertyPath),
    }));
    const errors = violations.filter((v) => v.severity !== 'warning');
    return {
      rated: false,
      state: {
        status: 'error',
        isUpdating: false,
        rates: [],
        hasSubmitted: true,
        fieldErrors: { ...fieldErrors, ...firstMessages(errors) },
        errorTitle: t('rates.failedTitle'),
        // Field violations are shown at their fields; the notice then is the generic one.
        errorMessage:
          errors.length > 0 ? t('generic.invalidNotice') : (answer.description ?? t('rates.failed')),
        errorCode: errorCodeOf(answer),
      },
    };
  }
  if (!answer.success) {
    // The server words "no delivery services" with the default catalogue (spec 01 §8): show it
    // under its own heading, in the host's words.
    const noServices = answer.error === quoteCatalogue('rates.none') || answer.error === t('rates.none');
    return {
      rated: false,
      state: {
        status: 'error',
        isUpdating: false,
        rates: [],
        errorTitle: t(noServices ? 'rates.noneTitle' : 'rates.failedTitle'),
        errorMessage: noServices ? t('rates.none') : (answer.error ?? t('rates.failed')),
        errorCode: noServices ? 'no_rates' : 'server',
      },
    };
  }
  const serverWarnings = (answer.warnings ?? []).map((v) => ({
    ...v,
    propertyPath: toInputPath(v.propertyPath),
  }));
  const noRates = answer.rates.length === 0;
  return {
    rated: true,
    state: {
      status: 'rated',
      isUpdating: false,
      rates: answer.rates,
      createdInId: answer.createdInId,
      lastRatedInput: input,
      warnings: mergeViolations(localWarnings, serverWarnings),
      errorTitle: noRates ? t('rates.noneTitle') : null,
      errorMessage: noRates ? t('rates.none') : null,
      errorCode: noRates ? 'no_rates' : null,
    },
  };
}

function mergeViolations(a: readonly Violation[], b: readonly Violation[]): Violation[] {
  const seen = new Set(a.map((v) => `${v.propertyPath}|${v.message}`));
  return [...a, ...b.filter((v) => !seen.has(`${v.propertyPath}|${v.message}`))];
}
