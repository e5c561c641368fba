export { prepareCatalogue as defaultCatalogue } from '../../messages/prepare';

import * as module from './laterSteps';
import type { LaterStepsSource } from './laterStepsSource';

/**
 * "#prepareLaterSteps" by default (the server, the tests, the library build, the host app): the later
 * steps' rules and the booking, bundled, there at once; and the prepare flow's whole catalogue, the
 * store's texts when it is given none.
 */
export const laterSteps: LaterStepsSource = {
  current: () => module,
  load: () => Promise.resolve(module),
};
