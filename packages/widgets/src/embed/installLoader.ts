import { QUOTE_ELEMENT_NAME, type ShipdeckGlobal, type WindowWithShipdeck } from './shipdeckGlobal';

/**
 * The embed loader (stripe-js style): `load()` is one memoised promise for the bundle, reset when the
 * load fails so a later call retries; a script tag for the bundle already on the page is reused
 * instead of adding a second one. Until the bundle has run, `mount()` waits for it.
 *
 * Nothing is fetched until the page asks for a widget: a `mount()` call, a queued snippet call, or a
 * `<shipdeck-quote>` element in the document (watched until the first one appears, so a page that
 * renders the tag later — a single-page shop — still gets its widget).
 */
export function installLoader(win: WindowWithShipdeck, bundleUrl: string, version: string): ShipdeckGlobal {
  const doc = win.document;
  win.Shipdeck ??= {};
  const shipdeck = win.Shipdeck as ShipdeckGlobal;
  // The bundle ran first (script tags in the other order): it already did everything.
  if (shipdeck.version) return shipdeck;

  let pending: Promise<ShipdeckGlobal> | null = null;
  const bundlePath = bundleUrl.split('?')[0];

  const load = (): Promise<ShipdeckGlobal> => {
    if (pending) return pending;
    pending = new Promise<ShipdeckGlobal>((resolve, reject) => {
      const settle = () => {
        if (!shipdeck.version) return reject(new Error('Shipdeck: the embed bundle did not start'));
        // Loader and bundle are built together; a mismatch means a stale cache somewhere.
        if (shipdeck.version !== version) {
          console.warn(`Shipdeck: loader ${version} is running bundle ${shipdeck.version}`);
        }
        resolve(shipdeck);
      };
      if (shipdeck.version) return settle();
      let script = Array.from(doc.scripts).find((s) => s.src.split('?')[0] === bundlePath);
      if (!script) {
        script = doc.createElement('script');
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
    pending.catch(() => {
      pending = null;
    });
    return pending;
  };

  shipdeck.load = load;
  // After the bundle has run, `shipdeck.mount` is the bundle's own: this one is only reached before.
  shipdeck.mount = (element, options) => load().then((s) => s.mount(element, options));

  const wanted = () =>
    (shipdeck.q?.length ?? 0) > 0 || doc.getElementsByTagName(QUOTE_ELEMENT_NAME).length > 0;
  const report = (error: unknown) => reportLoadFailure(doc, error);
  if (wanted()) {
    void load().catch(report);
  } else if (typeof MutationObserver === 'function') {
    const observer = new MutationObserver(() => {
      if (!wanted()) return;
      observer.disconnect();
      void load().catch(report);
    });
    observer.observe(doc.documentElement, { childList: true, subtree: true });
  }
  return shipdeck;
}

/** What a `<shipdeck-quote>` shows in place of its loading text when the widget cannot be loaded. */
export const LOAD_FAILED_TEXT =
  'The shipping calculator could not be loaded. Please check your connection and reload the page.';

/**
 * A load started by the loader itself has no caller to reject to (issue 9: the page kept saying
 * "Loading…" forever): each waiting `<shipdeck-quote>` shows that it failed and sends
 * `shipdeck:error` with the code `network`, as the widget would, and the console says why.
 */
function reportLoadFailure(doc: Document, error: unknown): void {
  console.error(error);
  for (const element of Array.from(doc.getElementsByTagName(QUOTE_ELEMENT_NAME))) {
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
 * Where the bundle lives: beside the loader. `currentScript` is only set while the loader runs, so it
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
