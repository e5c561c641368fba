import type { Timers } from '../runtime/index';

/** Timers the test runs by hand: what is waiting (its delays) and running all of it at once. */
export function manualTimers() {
  let queue: { id: number; callback: () => void; ms: number }[] = [];
  let next = 0;
  const timers: Timers = {
    setTimeout(callback, ms) {
      next += 1;
      queue.push({ id: next, callback, ms });
      return next;
    },
    clearTimeout(handle) {
      queue = queue.filter((entry) => entry.id !== handle);
    },
  };
  return {
    timers,
    runAll() {
      const due = queue;
      queue = [];
      for (const entry of due) entry.callback();
    },
    delays: () => queue.map((entry) => entry.ms),
  };
}
