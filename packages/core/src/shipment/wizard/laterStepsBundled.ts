import * as module from './laterSteps';
import type { LaterStepsSource } from './laterStepsSource';

/**
 * "#prepareLaterSteps" by default (the server, the tests, the library build, the host app): the later
 * steps' rules and the booking, bundled, there at once.
 */
export const laterSteps: LaterStepsSource = {
  current: () => module,
  load: () => Promise.resolve(module),
};
