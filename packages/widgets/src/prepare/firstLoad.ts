import { installBundle } from '../embed/installBundle';
import type { WindowWithShipdeck } from '../embed/shipdeckGlobal';
import { mountPrepare } from './mountPrepare';
import { definePrepareElement } from './prepareElement';

// The prepare embed's first load (issue 11): what prepare.js does when it runs, and so every module
// step 1 needs. Each part the widget loads with import() (steps 2-4, the dialogs, the saved lists'
// modals) imports this module bare. Nothing of it runs there (the package has no side effects, so
// the bundler drops the import), but esbuild counts it when it assigns modules to chunks: every
// module of the first load is then reached from the same entry points, and step 1 comes in a few
// files instead of one per set of entry points sharing code (21 files, 15 of them under 3 KB).

/** Registers the prepare widget in `window.Shipdeck` and defines `<shipdeck-prepare>`. */
export function installPrepare(win: WindowWithShipdeck, version: string): void {
  installBundle(win, version, 'prepare', mountPrepare);
  definePrepareElement();
}
