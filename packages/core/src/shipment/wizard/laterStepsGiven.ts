import type { MessageCatalogue } from '../../messages/catalogue';
import type { LaterStepsSource } from './laterStepsSource';

/**
 * "#prepareLaterSteps" where a build sets the `shipdeck-lazy-prepare-steps` condition (the prepare
 * embed): the store carries no rules of steps 2–3 and no booking of its own and is given them
 * (PrepareWizardDeps.laterSteps). The embed loads them on demand as a chunk of its own (issue 11: step
 * 1's first load without them), which names the embed's first load so that esbuild keeps that in a
 * few files (widgets' "#prepareOnDemand").
 */
/** No texts of its own either (the later steps' come with their parts): the embed gives its catalogue. */
export const defaultCatalogue: MessageCatalogue | null = null;

export const laterSteps: LaterStepsSource = {
  current: () => null,
  load: () =>
    Promise.reject(
      new Error('Shipdeck: give the wizard store its later steps (PrepareWizardDeps.laterSteps)'),
    ),
};
