import type { Timers } from './ports';

export interface Debouncer {
  /** Runs `task` after the delay, replacing a task scheduled before and not yet run. */
  schedule(task: () => void): void;
  cancel(): void;
  readonly pending: boolean;
}

export function createDebouncer(timers: Timers, delayMs: number): Debouncer {
  let handle: unknown;
  let scheduled = false;
  return {
    schedule(task) {
      if (scheduled) timers.clearTimeout(handle);
      scheduled = true;
      handle = timers.setTimeout(() => {
        scheduled = false;
        task();
      }, delayMs);
    },
    cancel() {
      if (scheduled) timers.clearTimeout(handle);
      scheduled = false;
    },
    get pending() {
      return scheduled;
    },
  };
}
