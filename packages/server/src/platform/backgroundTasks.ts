/**
 * Work that must happen but must not shape the answer: the mails and rows behind a password recovery
 * or a sign-up. Done after the answer, so an existing and an unknown e-mail answer in the same time
 * (issue 7: the timing told which e-mails have accounts). Failures are logged; closing the app waits
 * for every task still running.
 */
export interface BackgroundTasks {
  run(name: string, task: () => Promise<void>): void;
  /** Resolves once every task started so far has finished (app close, tests). */
  drain(): Promise<void>;
}

export function createBackgroundTasks(onError: (name: string, error: unknown) => void): BackgroundTasks {
  const running = new Set<Promise<void>>();
  return {
    run(name, task) {
      const done: Promise<void> = Promise.resolve()
        .then(task)
        .catch((error: unknown) => onError(name, error))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async drain() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
