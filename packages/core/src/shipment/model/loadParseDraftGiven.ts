import type { parseDraft } from './parseDraft';

/**
 * "#parseDraftLoader" where a build sets the `shipdeck-lazy-prepare-steps` condition (the prepare
 * embed): the draft reader is a chunk the embed loads itself, one that names its first load so that
 * esbuild keeps step 1 in a few files (widgets' "#prepareOnDemand"), and gives the wizard store
 * (PrepareWizardDeps.loadParseDraft). Core's own `import()` of it would split step 1's code further.
 */
export const loadParseDraft = (): Promise<typeof parseDraft> =>
  Promise.reject(
    new Error('Shipdeck: give the wizard store its draft reader (PrepareWizardDeps.loadParseDraft)'),
  );
