import { type LaterStepsSource, laterStepsOnDemand } from '@shipdeck/core/shipment/wizard';

/**
 * "#prepareLaterSteps" where a build sets the `shipdeck-lazy-prepare-steps` condition (the prepare
 * embed, whose core wizard store has no rules of steps 2–3 and no booking of its own): they are a
 * chunk (./laterStepsChunk.ts), loaded when the user continues from step 1 or a draft opens past it
 * (issue 11: step 1's first load without them).
 */
export const prepareLaterSteps: LaterStepsSource | undefined = laterStepsOnDemand(
  () => import('./laterStepsChunk'),
);
