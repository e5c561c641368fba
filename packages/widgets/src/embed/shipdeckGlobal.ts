import type { QuoteHandle, QuoteOptions } from '../quote/options';

/**
 * `window.Shipdeck`, the one global of the embed (uppy habit: one bundle, one global).
 *
 * Three scripts may set it up, in any order, and all keep the SAME object so a reference taken early
 * stays valid:
 * - the inline snippet of the README: a queue whose `mount()` returns a promise of the handle;
 * - `loader.js`: `load()` and a `mount()` that waits for the bundle;
 * - `quote.js` (the bundle): sets `version` and the real `mount()`, then drains the queue.
 */
export interface ShipdeckGlobal {
  /** Set by the bundle only: its presence means the widget code has run. */
  version?: string;
  /** Calls made before the bundle arrived: [element, options, resolve?, reject?] (or `arguments`). */
  q?: ArrayLike<unknown>[];
  /** Renders the quote widget into `element`; resolves when it is mounted. */
  mount(element: HTMLElement, options?: QuoteOptions): Promise<QuoteHandle>;
  /** Loads the bundle once (memoised; a failed load may be retried). */
  load?(): Promise<ShipdeckGlobal>;
}

export type WindowWithShipdeck = Window & typeof globalThis & { Shipdeck?: Partial<ShipdeckGlobal> };

/** The tag of the quote custom element. */
export const QUOTE_ELEMENT_NAME = 'shipdeck-quote';
