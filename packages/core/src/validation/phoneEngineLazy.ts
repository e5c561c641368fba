type PhoneEngine = typeof import('./phoneEngine');

/**
 * "#phoneEngine" where a build sets the `shipdeck-lazy-phone` condition (the prepare embed, the host
 * app): the exact phone checks and their metadata are a chunk loaded on demand (issue 11: most of
 * what the prepare widget's first step weighed). The first phone check starts the load; until it
 * arrives ./phone.ts checks a number's form only, and the prepare wizard awaits loadPhoneEngine()
 * before it submits a step.
 */
let engine: PhoneEngine | null = null;
let loading: Promise<void> | null = null;

export function phoneEngine(): PhoneEngine | null {
  if (!engine) loadPhoneEngine().catch(() => undefined);
  return engine;
}

/** Loads the engine (once; after a failed load the next call tries again). */
export function loadPhoneEngine(): Promise<void> {
  loading ??= import('./phoneEngine').then(
    (module) => {
      engine = module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
