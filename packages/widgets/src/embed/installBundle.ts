import type { QuoteHandle, QuoteOptions } from '../quote/options';
import type { ShipdeckGlobal, WindowWithShipdeck } from './shipdeckGlobal';

/**
 * What the bundle does when it runs: give `window.Shipdeck` (the same object the snippet or the
 * loader made, if any) its real `mount`, then mount whatever the snippet queued before it arrived.
 */
export function installBundle(
  win: WindowWithShipdeck,
  version: string,
  mount: (element: HTMLElement, options?: QuoteOptions) => QuoteHandle,
): ShipdeckGlobal {
  win.Shipdeck ??= {};
  const shipdeck = win.Shipdeck as ShipdeckGlobal;
  const queued = Array.from(shipdeck.q ?? []);
  shipdeck.q = [];
  shipdeck.mount = (element, options) => {
    try {
      return Promise.resolve(mount(element, options));
    } catch (error) {
      return Promise.reject(error);
    }
  };
  shipdeck.load ??= () => Promise.resolve(shipdeck);
  shipdeck.version = version;
  for (const call of queued) {
    // The README snippet queues [element, options, resolve, reject], so the page's `mount()` call
    // already returned a promise of its handle; older snippets queued `arguments` without them.
    const [element, options, resolve, reject] = Array.from(call) as [
      HTMLElement,
      QuoteOptions | undefined,
      ((handle: QuoteHandle) => void) | undefined,
      ((error: unknown) => void) | undefined,
    ];
    shipdeck.mount(element, options).then(resolve, reject ?? ((error: unknown) => console.error(error)));
  }
  return shipdeck;
}
