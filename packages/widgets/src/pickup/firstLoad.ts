import { installBundle } from '../embed/installBundle';
import type { WindowWithShipdeck } from '../embed/shipdeckGlobal';
import { mountPickup } from './mountPickup';
import { definePickupElement } from './pickupElement';

// The pickup embed's first load (issue 8), as prepare's (../prepare/firstLoad.ts): what pickup.js does
// when it runs. The modals' module imports this one bare: nothing of it runs there (the package has no
// side effects, so the bundler drops the import), but esbuild then puts every module of the first load
// in the one chunk both reach, and the first load is one file of code instead of several.

/** Registers the pickup scheduler in `window.Shipdeck` and defines `<shipdeck-pickup>`. */
export function installPickup(win: WindowWithShipdeck, version: string): void {
  installBundle(win, version, 'pickup', mountPickup);
  definePickupElement();
}
