import type { parseDraft } from './parseDraft';

/**
 * `parseDraft` loaded on first use (issue 11): reading a stored draft needs the draft schema and zod,
 * which a bundle that splits on `import()` (the prepare embed, the app's route) then loads only when
 * a stored draft is opened or an unsaved copy is found, not with the wizard's first step.
 */
export const loadParseDraft = (): Promise<typeof parseDraft> =>
  import('./parseDraft').then((module) => module.parseDraft);
