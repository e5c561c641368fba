import { type LaterStepsSource, laterStepsOnDemand } from '@shipdeck/core/shipment/wizard';

/**
 * "#prepareOnDemand" where a build sets the `shipdeck-lazy-prepare-steps` condition (the prepare embed,
 * whose core wizard store has no rules of steps 2–3, no booking and no draft reader of its own): each is
 * a chunk of this package that names the first load (./laterStepsChunk.ts, ./parseDraftChunk.ts), so
 * esbuild keeps step 1 in a few files (issue 11), loaded when it is first needed: the later steps when
 * the user continues from step 1 or a draft opens past it, the reader when a draft or an unsaved copy
 * is opened.
 */
export const prepareLaterSteps: LaterStepsSource | undefined = laterStepsOnDemand(
  () => import('./laterStepsChunk'),
);

/** The draft reader, loaded on first use (the chunk is fetched again after a failed load). */
export const loadParseDraft = () => import('./parseDraftChunk').then((module) => module.parseDraft);

/** Core's texts of the later steps: none at first; the later steps' chunk adds them (laterStepsChunk.ts). */
export const laterCoreSections: readonly Readonly<Record<string, string>>[] = [];
