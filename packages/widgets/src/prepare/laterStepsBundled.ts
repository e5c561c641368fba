import type { LaterStepsSource } from '@shipdeck/core/shipment/wizard';

/**
 * "#prepareLaterSteps" by default (the library, the host app, the tests): none given, so the wizard
 * store keeps core's own, bundled, there at once.
 */
export const prepareLaterSteps: LaterStepsSource | undefined = undefined;
