import {
  MODULE_BUNDLES,
  mountArguments,
  type ShipdeckGlobal,
  WIDGET_TAGS,
  type WidgetKind,
  type WindowWithShipdeck,
} from './shipdeckGlobal';

/** Each widget kind's bundle URL (content-hashed files beside the loader). */
export type BundleUrls = { [K in WidgetKind]: string };

/**
 * The embed loader (stripe-js style): `load(kind)` is one memoised promise per widget bundle, reset
 * when the load fails so a later call retries; a script tag for the bundle already on the page is
 * reused instead of adding a second one. Until a kind's bundle has run, `mount(kind, …)` waits for it.
 *
 * Nothing is fetched until the page asks for a widget: a `mount()` call, a queued snippet call, or a
 * widget's element in the document (every tag of WIDGET_TAGS is watched until it appears, so a page
 * that renders the tag later — a single-page shop — still gets its widget). Each kind loads only its
 * own bundle.
 */
export function installLoader(win: WindowWithShipdeck, bundles: BundleUrls, version: string): ShipdeckGlobal {
  const doc = win.document;
  win.Shipdeck ??= {};
  const shipdeck = win.Shipdeck as ShipdeckGlobal;
  const kinds = Object.keys(WIDGET_TAGS) as WidgetKind[];
  const isLoaded = (kind: WidgetKind) => Boolean(shipdeck.widgets?.[kind]);
  // Every bundle ran before the loader (script tags in the other order): they did everything.
  if (kinds.every(isLoaded)) return shipdeck;

  const pending = new Map<WidgetKind, Promise<ShipdeckGlobal>>();

  const load = (kind: WidgetKind = 'quote'): Promise<ShipdeckGlobal> => {
    const known = pending.get(kind);
    if (known) return known;
    const bundleUrl = bundles[kind];
    const bundlePath = bundleUrl.split('?')[0];
    const loading = new Promise<ShipdeckGlobal>((resolve, reject) => {
      const settle = () => {
        if (!isLoaded(kind)) return reject(new Error(`Shipdeck: the ${kind} bundle did not start`));
        // Loader and bundles are built together; a mismatch means a stale cache somewhere.
        if (shipdeck.version !== version) {
          console.warn(`Shipdeck: loader ${version} is running bundle ${shipdeck.version}`);
        }
        resolve(shipdeck);
      };
      if (isLoaded(kind)) return settle();
      let script = Array.from(doc.scripts).find((s) => s.src.split('?')[0] === bundlePath);
      if (!script) {
        script = doc.createElement('script');
        // A module bundle's chunks load relative to it (and from another origin with CORS).
        if (MODULE_BUNDLES.has(kind)) script.type = 'module';
        script.src = bundleUrl;
        script.async = true;
        (doc.head ?? doc.documentElement).appendChild(script);
      }
      const failed = script;
      script.addEventListener('load', settle);
      script.addEventListener('error', () => {
        // A failed tag cannot load again: remove it so a retry adds a fresh one.
        failed.remove();
        reject(new Error(`Shipdeck: could not load ${bundlePath}`));
      });
    });
    pending.set(kind, loading);
    loading.catch(() => pending.delete(kind));
    return loading;
  };

  shipdeck.load = load;
  // Until a bundle has run, `shipdeck.mount` is this one; a bundle's own dispatcher replaces it and
  // still loads kinds through `load`.
  if (!shipdeck.version) {
    shipdeck.mount = ((...args: unknown[]) => {
      const [kind, element, options] = mountArguments(args);
      return load(kind).then((s) =>
        (s.mount as (k: WidgetKind, e: HTMLElement, o: unknown) => Promise<unknown>)(kind, element, options),
      );
    }) as ShipdeckGlobal['mount'];
  }

  const queuedKinds = () =>
    new Set(Array.from(shipdeck.q ?? [], (call) => mountArguments(Array.from(call))[0]));
  const started = new Set<WidgetKind>();
  const startWanted = (): boolean => {
    const queued = queuedKinds();
    for (const kind of kinds) {
      if (started.has(kind) || isLoaded(kind)) continue;
      if (!queued.has(kind) && doc.getElementsByTagName(WIDGET_TAGS[kind]).length === 0) continue;
      started.add(kind);
      void load(kind).catch((error: unknown) => reportLoadFailure(doc, kind, error));
    }
    return kinds.every((kind) => started.has(kind) || isLoaded(kind));
  };
  if (!startWanted() && typeof MutationObserver === 'function') {
    const observer = new MutationObserver(() => {
      if (startWanted()) observer.disconnect();
    });
    observer.observe(doc.documentElement, { childList: true, subtree: true });
  }
  return shipdeck;
}

/** What a widget's element shows in place of its loading text when the widget cannot be loaded. */
export const LOAD_FAILED_TEXT =
  'The shipping calculator could not be loaded. Please check your connection and reload the page.';

/**
 * A load started by the loader itself has no caller to reject to (issue 9: the page kept saying
 * "Loading…" forever): each waiting element of that widget shows that it failed and sends
 * `shipdeck:error` with the code `network`, as the widget would, and the console says why.
 */
function reportLoadFailure(doc: Document, kind: WidgetKind, error: unknown): void {
  console.error(error);
  for (const element of Array.from(doc.getElementsByTagName(WIDGET_TAGS[kind]))) {
    if (element.shadowRoot) continue;
    element.setAttribute('data-shipdeck-state', 'error');
    element.textContent = LOAD_FAILED_TEXT;
    element.dispatchEvent(
      new CustomEvent('shipdeck:error', {
        detail: { code: 'network', title: null, message: LOAD_FAILED_TEXT },
        bubbles: true,
        composed: true,
      }),
    );
  }
}

/**
 * Where a bundle lives: beside the loader. `currentScript` is only set while the loader runs, so it
 * is read at start; a loader injected as a module falls back to its tag on the page.
 */
export function bundleUrlBesideLoader(doc: Document, file: string): string {
  const current = doc.currentScript as HTMLScriptElement | null;
  const src =
    current?.src ||
    doc.querySelector<HTMLScriptElement>('script[src*="/loader.js"]')?.src ||
    `${doc.location.origin}/embed/loader.js`;
  return new URL(file, src).href;
}
