/** A module (or any value) loaded on first use, and what is loaded so far. */
export interface OnDemand<T> {
  /** The value once it is here; null before. */
  current(): T | null;
  /** Loads it (once, shared by every caller; after a failed load the next call tries again). */
  load(): Promise<T>;
}

/**
 * The one "load once, retry after a failure" of the lazily loaded parts (issue 11): the quote's later
 * rules, the wizard's later steps, the prepare widget's later views.
 */
export function onDemand<T>(load: () => Promise<T>): OnDemand<T> {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    current: () => loaded,
    load: () =>
      (loading ??= load().then(
        (value) => {
          loaded = value;
          return value;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
  };
}
