import { onDemand } from '@shipdeck/core/runtime';

/**
 * A part's code loaded with import() once, shared by whoever asks (its lazy views, a preload after the
 * step shows); a failed load is forgotten, so the next ask retries it (as the embed loader does).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  return onDemand(load).load;
}
