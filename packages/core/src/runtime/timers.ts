/**
 * Timers, injected so tests (and hosts with their own scheduler) control time: the one interface
 * every store takes (quote, session, prepare wizard), and the platform's own.
 */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The platform's timers (browser or Node), read when first needed, never on import. */
export function platformTimers(): Timers {
  const g = globalThis as unknown as Timers;
  return {
    setTimeout: (callback, ms) => g.setTimeout(callback, ms),
    clearTimeout: (handle) => g.clearTimeout(handle),
  };
}

/**
 * The wait after the last change before rates are asked for again: 1000 ms for the standalone quote
 * (spec 02 §4) and the wizard's rates and checks (spec 01 §4). One constant for every flow.
 */
export const RATE_DEBOUNCE_MS = 1000;
