import { onDemand } from '../../runtime/onDemand';

/** What the wizard needs past step 1 (laterSteps.ts, `@shipdeck/core/shipment/laterSteps`). */
export type LaterSteps = typeof import('./laterSteps');

/**
 * Where the wizard store takes what it needs past step 1 from: "#prepareLaterSteps" (package.json
 * `imports`), bundled by default (there at once), given by the prepare embed, which loads it on demand
 * (PrepareWizardDeps.laterSteps, issue 11). Tests may pass their own.
 */
export interface LaterStepsSource {
  /** The module once it is here; null while it loads. */
  current(): LaterSteps | null;
  /** Loads it (once; after a failed load the next call tries again). */
  load(): Promise<LaterSteps>;
}

/** A source that loads the module with `load` on first use (once; after a failed load the next call tries again). */
export function laterStepsOnDemand(load: () => Promise<LaterSteps>): LaterStepsSource {
  return onDemand(load);
}
