import type { QuoteRulesModule, QuoteRulesSource } from '@shipdeck/core/quote/store';
import { lazy } from 'react';

type Later = typeof import('./quoteLater');
let loaded: Later | null = null;
let loading: Promise<Later> | null = null;

/** Loads ./quoteLater.ts (once; after a failed load the next call tries again). */
export const loadLater = (): Promise<Later> =>
  (loading ??= import('#quoteLaterChunk').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  ));

/**
 * "#quoteLater" where the rules load on demand (the `shipdeck-lazy-quote-rules` condition, whose core
 * store has no rules of its own: the quote embed, the host app): the rules, what the form shows of them
 * and the rate list are one chunk (./quoteLater.ts), loaded on the first focus in the form, the first
 * change or Get A Quote.
 */
export const laterQuoteRules: QuoteRulesSource | undefined = {
  current: () => loaded,
  load: () => loadLater() as Promise<QuoteRulesModule>,
};

/** Rendered only once the rules have spoken, so by then the chunk is in. */
export const FormOutcome = lazy(() => loadLater().then((module) => ({ default: module.FormOutcome })));

/** The documents tab's fields: the first focus in the form has fetched them by the time it is chosen. */
export const DocumentFields = lazy(() => loadLater().then((module) => ({ default: module.DocumentFields })));

export function revealFirstError(root: HTMLElement | null): void {
  void loadLater().then((module) => module.revealFirstError(root));
}
