import {
  type MountWidget,
  mountArguments,
  type ShipdeckGlobal,
  type WidgetKind,
  type WindowWithShipdeck,
} from './shipdeckGlobal';

/**
 * What a widget bundle does when it runs: register its kind in `window.Shipdeck.widgets` (the same
 * object the snippet or the loader made, if any), give `Shipdeck.mount` its real dispatcher, then
 * mount whatever the snippet queued before it arrived. A call for a kind whose bundle has not run
 * yet goes through the loader's `load(kind)` when the loader is on the page.
 */
export function installBundle<K extends WidgetKind>(
  win: WindowWithShipdeck,
  version: string,
  kind: K,
  mount: MountWidget<K>,
): ShipdeckGlobal {
  win.Shipdeck ??= {};
  const shipdeck = win.Shipdeck as ShipdeckGlobal;
  shipdeck.widgets ??= {};
  (shipdeck.widgets as Record<string, unknown>)[kind] = mount;
  const queued = Array.from(shipdeck.q ?? []);
  shipdeck.q = [];

  if (!shipdeck.version) {
    const mountNow = (which: WidgetKind, element: HTMLElement, options: unknown) => {
      const registered = shipdeck.widgets?.[which] as MountWidget | undefined;
      if (registered) return Promise.resolve(registered(element, options as never));
      // The loader's load(kind), read at call time: the loader may arrive after this bundle.
      return (shipdeck.load as NonNullable<ShipdeckGlobal['load']>)(which).then(() => {
        const loaded = shipdeck.widgets?.[which] as MountWidget | undefined;
        if (!loaded) throw new Error(`Shipdeck: the ${which} widget did not start`);
        return loaded(element, options as never);
      });
    };
    shipdeck.mount = ((...args: unknown[]) => {
      const [which, element, options] = mountArguments(args);
      try {
        return mountNow(which, element, options);
      } catch (error) {
        return Promise.reject(error);
      }
    }) as ShipdeckGlobal['mount'];
    // Without the loader on the page only bundles already here can mount.
    shipdeck.load ??= (which = 'quote') =>
      shipdeck.widgets?.[which]
        ? Promise.resolve(shipdeck)
        : Promise.reject(new Error(`Shipdeck: the ${which} widget is not loaded`));
  }
  shipdeck.version = version;

  for (const call of queued) {
    // The README snippet queues its arguments plus resolve and reject, so the page's `mount()` call
    // already returned a promise of its handle; older snippets queued `arguments` without them.
    const [which, element, options, [resolve, reject]] = mountArguments(Array.from(call)) as [
      WidgetKind,
      HTMLElement,
      unknown,
      [((handle: unknown) => void) | undefined, ((error: unknown) => void) | undefined],
    ];
    (shipdeck.mount as (kind: WidgetKind, element: HTMLElement, options: unknown) => Promise<unknown>)(
      which,
      element,
      options,
    ).then(resolve, reject ?? ((error: unknown) => console.error(error)));
  }
  return shipdeck;
}
