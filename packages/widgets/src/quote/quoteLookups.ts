import type { ApiClient } from '@shipdeck/core/api';
import { type ApiErrorCode, errorCodeOf } from '@shipdeck/core/api';
import type { CountryOption, CurrencyOption, PostalCodeSuggestion } from '@shipdeck/core/contract';
import type { QuoteSide } from '@shipdeck/core/quote';
import { latestOnly } from '@shipdeck/core/runtime';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** spec 03 §5, §9: postal-code suggestions start after 2 typed characters. */
export const POSTAL_SUGGESTION_MIN_CHARS = 2;

/** The calls the lookups make (a part of core's ApiClient, so tests and stories can fake it). */
export type LookupApi = Pick<ApiClient, 'countryOptions' | 'currencyOptions' | 'postalCodes'>;

export interface LookupState<Side extends string> {
  countries: readonly CountryOption[];
  currencies: readonly CurrencyOption[];
  optionsStatus: 'idle' | 'loading' | 'loaded' | 'error';
  /** Why the option lists failed to load (shipdeck:error's code). */
  optionsError: ApiErrorCode | null;
  /** Postal-code suggestions per end of the quote, for the text last asked about. */
  suggestions: Readonly<Record<Side, readonly PostalCodeSuggestion[]>>;
  /** Loads the country and currency lists (cached by the client for 20 minutes). */
  loadOptions(): Promise<void>;
  /** Asks for suggestions from 2 characters on; an answer to an older text is dropped (spec 03 §5). */
  suggestPostalCodes(side: Side, countryCode: string, search: string): Promise<void>;
  clearSuggestions(side: Side): void;
}

export type QuoteLookupState = LookupState<QuoteSide>;
export type QuoteLookups = StoreApi<QuoteLookupState>;
export type Lookups<Side extends string> = StoreApi<LookupState<Side>>;

/**
 * What the quote screen looks up besides rates: option lists and postal-code suggestions.
 * Decision: this lives beside the widget until core has a lookup store (the quote store covers the
 * quote itself); it holds no rule of the quote, only the two spec 03 timing rules above.
 */
export function createQuoteLookups(api: LookupApi): QuoteLookups {
  return createLookups<QuoteSide>(api, ['sendingFrom', 'sendingTo']);
}

/** The same lookups for any form with named address ends (the prepare wizard's shipmentFrom/To). */
export function createLookups<Side extends string>(api: LookupApi, sides: readonly Side[]): Lookups<Side> {
  const latest = latestOnly<Side>();
  let optionsRequest: Promise<void> | null = null;
  const noSuggestions = () =>
    Object.fromEntries(sides.map((side) => [side, []])) as unknown as Record<Side, PostalCodeSuggestion[]>;

  return createStore<LookupState<Side>>()((set, get) => ({
    countries: [],
    currencies: [],
    optionsStatus: 'idle',
    optionsError: null,
    suggestions: noSuggestions(),

    loadOptions() {
      if (optionsRequest) return optionsRequest;
      set({ optionsStatus: 'loading' });
      const request = Promise.all([api.countryOptions(), api.currencyOptions()]).then(
        ([countries, currencies]) => set({ countries, currencies, optionsStatus: 'loaded' }),
        (error: unknown) => {
          // Forget the failed request so a later call (a retry) asks again.
          optionsRequest = null;
          set({ optionsStatus: 'error', optionsError: errorCodeOf(error) });
        },
      );
      optionsRequest = request;
      return request;
    },

    async suggestPostalCodes(side, countryCode, search) {
      const seq = latest.next(side);
      const text = search.trim();
      if (text.length < POSTAL_SUGGESTION_MIN_CHARS || countryCode === '') {
        get().clearSuggestions(side);
        return;
      }
      let found: PostalCodeSuggestion[];
      try {
        found = await api.postalCodes(countryCode, text);
      } catch {
        // Suggestions are a help, not a step: a failed lookup leaves the field as typed.
        found = [];
      }
      if (!latest.isCurrent(seq, side)) return;
      set({ suggestions: { ...get().suggestions, [side]: found } });
    },

    clearSuggestions(side) {
      latest.invalidate(side);
      if (get().suggestions[side].length === 0) return;
      set({ suggestions: { ...get().suggestions, [side]: [] } });
    },
  }));
}
