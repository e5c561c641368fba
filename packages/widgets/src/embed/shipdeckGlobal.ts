import type { AddressBookHandle, AddressBookMountOptions } from '../addressBook/mountAddressBook';
import type { PickupHandle, PickupOptions } from '../pickup/options';
import type { PrepareHandle, PrepareOptions } from '../prepare/options';
import type { QuoteHandle, QuoteOptions } from '../quote/options';
import type { TrackingHandle, TrackingOptions } from '../tracking/options';

/**
 * Every widget the embed can mount (issue 17: one registry): its kind, the first argument of
 * `Shipdeck.mount(kind, …)`, and its custom element's tag. A new widget (prepare, pickup, tracking)
 * adds a line here and a bundle in scripts/build-embed.mjs; the loader then watches its tag and
 * loads its bundle on demand, each widget in its own file.
 */
export const WIDGET_TAGS = {
  quote: 'shipdeck-quote',
  prepare: 'shipdeck-prepare',
  pickup: 'shipdeck-pickup',
  addressBook: 'shipdeck-address-book',
  tracking: 'shipdeck-tracking',
} as const;
export type WidgetKind = keyof typeof WIDGET_TAGS;

/**
 * The kinds whose bundle is an ES module (scripts/embedOptions.mjs): the loader adds its script with
 * `type="module"`, so its `import()`ed chunks load on demand (issue 11: the prepare wizard's later
 * steps, modals and phone metadata; issue 8: the quote's rules and rate list, the pickup scheduler's
 * and the address book's modals and phone checks).
 */
// Pure: only the loader reads it, so the widget bundles (which import this file) leave it out.
export const MODULE_BUNDLES: ReadonlySet<WidgetKind> = /* @__PURE__ */ new Set<WidgetKind>([
  'prepare',
  'quote',
  'pickup',
  'addressBook',
]);

/** What every widget's handle offers (docs/conventions.md#mount-handles). */
export interface WidgetHandle<O = unknown> {
  update(options: O): void;
  unmount(): void;
}

/** The options and handle of each kind, for typed `Shipdeck.mount(kind, …)` calls. */
export interface WidgetTypes {
  quote: { options: QuoteOptions; handle: QuoteHandle };
  prepare: { options: PrepareOptions; handle: PrepareHandle };
  pickup: { options: PickupOptions; handle: PickupHandle };
  addressBook: { options: AddressBookMountOptions; handle: AddressBookHandle };
  tracking: { options: TrackingOptions; handle: TrackingHandle };
}

export type MountWidget<K extends WidgetKind = WidgetKind> = (
  element: HTMLElement,
  options?: WidgetTypes[K]['options'],
) => WidgetTypes[K]['handle'];

/**
 * `window.Shipdeck`, the one global of the embed (uppy habit: one bundle, one global).
 *
 * Three kinds of script may set it up, in any order, and all keep the SAME object so a reference
 * taken early stays valid:
 * - the inline snippet of the README: a queue whose `mount()` returns a promise of the handle;
 * - `loader.js`: `load(kind)` and a `mount()` that waits for that kind's bundle;
 * - each widget bundle (`quote.js` …): registers its kind in `widgets`, sets `version` and the real
 *   `mount()`, then drains the queue.
 */
export interface ShipdeckGlobal {
  /** Set by a bundle only: its presence means widget code has run. */
  version?: string;
  /** The widgets whose bundles have run, by kind. */
  widgets?: { [K in WidgetKind]?: MountWidget<K> };
  /**
   * Calls made before a bundle arrived: [element, options, resolve?, reject?] for the quote (the
   * README's first snippet), or [kind, element, options, resolve?, reject?].
   */
  q?: ArrayLike<unknown>[];
  /** Renders the quote widget into `element`; resolves when it is mounted. */
  mount(element: HTMLElement, options?: QuoteOptions): Promise<QuoteHandle>;
  /** Renders the widget of `kind` into `element`, loading its bundle first when the loader is on the page. */
  mount<K extends WidgetKind>(
    kind: K,
    element: HTMLElement,
    options?: WidgetTypes[K]['options'],
  ): Promise<WidgetTypes[K]['handle']>;
  /** Loads a kind's bundle once (memoised per kind; a failed load may be retried). Default: quote. */
  load?(kind?: WidgetKind): Promise<ShipdeckGlobal>;
}

export type WindowWithShipdeck = Window & typeof globalThis & { Shipdeck?: Partial<ShipdeckGlobal> };

/** The tag of the quote custom element. */
export const QUOTE_ELEMENT_NAME = WIDGET_TAGS.quote;

/** A mount call as given: `(element, options)` is the quote's, `(kind, element, options)` any widget's. */
export function mountArguments(
  args: readonly unknown[],
): [kind: WidgetKind, element: HTMLElement, options: unknown, rest: unknown[]] {
  if (typeof args[0] === 'string') {
    return [args[0] as WidgetKind, args[1] as HTMLElement, args[2], args.slice(3)];
  }
  return ['quote', args[0] as HTMLElement, args[1], args.slice(2)];
}
