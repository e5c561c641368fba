import { createStore, type StoreApi } from 'zustand/vanilla';
import type { TrackingResource } from '../contract/tracking';
import { identifyTrackingNumber } from './identifyTrackingNumber';

/** The one call the tracking widget makes (core's trackingResource answers it). */
export interface TrackingApi {
  track(trackingNumber: string): Promise<TrackingResource>;
}

export type TrackingLookupState =
  | { status: 'idle' }
  | { status: 'loading'; number: string }
  | { status: 'found'; number: string; result: TrackingResource }
  /** The number is not one the format rules know (nothing was asked). */
  | { status: 'unrecognized'; number: string }
  | { status: 'failed'; number: string; error: unknown };

export interface TrackingStoreState {
  /** What is typed in the box. */
  input: string;
  lookup: TrackingLookupState;
  setInput(input: string): void;
  /** Looks up the typed number (or `number`); a later lookup replaces an earlier one still running. */
  track(number?: string): Promise<void>;
  clear(): void;
}

export type TrackingStore = StoreApi<TrackingStoreState>;

/**
 * The tracking widget's state (issue 14): the number typed, and the lookup's answer. A blank number
 * asks nothing; a number with no known format (or a wrong check digit) is still asked about — it may
 * be ours in a format the rules do not list — and the answer says whose it is.
 */
export function createTrackingStore(
  api: TrackingApi,
  options: { initialNumber?: string } = {},
): TrackingStore {
  let generation = 0;
  return createStore<TrackingStoreState>()((set, get) => ({
    input: options.initialNumber ?? '',
    lookup: { status: 'idle' },
    setInput: (input) => set({ input }),
    clear: () => {
      generation++;
      set({ input: '', lookup: { status: 'idle' } });
    },
    async track(numberArgument) {
      const number = identifyTrackingNumber(numberArgument ?? get().input).number;
      const mine = ++generation;
      if (numberArgument !== undefined) set({ input: numberArgument });
      if (!number) {
        set({ lookup: { status: 'idle' } });
        return;
      }
      if (number.length > 40 || !/^[0-9A-Z]+$/.test(number)) {
        set({ lookup: { status: 'unrecognized', number } });
        return;
      }
      set({ lookup: { status: 'loading', number } });
      try {
        const result = await api.track(number);
        if (mine === generation) set({ lookup: { status: 'found', number, result } });
      } catch (error) {
        if (mine === generation) set({ lookup: { status: 'failed', number, error } });
      }
    },
  }));
}
