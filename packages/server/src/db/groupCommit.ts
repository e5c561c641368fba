/**
 * Group commit: writes are gathered and written together, as one statement. A write starts at the
 * end of the event-loop turn its first row arrived in (setImmediate: no timer, no added wait beyond
 * the turn), so rows that arrive in the same turn, as concurrent requests read in one poll of the
 * sockets do, go in one multi-row INSERT; rows that arrive while a write is running are written
 * together when it ends. One multi-row INSERT replaces many, which is what keeps the database's
 * cost per quote low (see bench/run.ts and docs/performance.md). Every caller still waits for its
 * own row to be committed, so a quote is readable as soon as its answer is sent.
 */
export function groupCommit<T>(
  write: (rows: T[]) => Promise<void>,
  maxBatch = 64,
): (row: T) => Promise<void> {
  type Pending = { row: T; resolve: () => void; reject: (error: unknown) => void };
  const queue: Pending[] = [];
  /** A write is running or is about to start at the end of this turn. */
  let writing = false;

  async function drain(): Promise<void> {
    while (queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      try {
        await write(batch.map((pending) => pending.row));
        for (const pending of batch) pending.resolve();
      } catch (error) {
        if (batch.length === 1) batch[0]?.reject(error);
        // One bad row must not fail the others: write them one by one to find it.
        else
          for (const pending of batch) {
            await write([pending.row]).then(pending.resolve, pending.reject);
          }
      }
    }
    writing = false;
  }

  return (row) =>
    new Promise<void>((resolve, reject) => {
      queue.push({ row, resolve, reject });
      if (!writing) {
        writing = true;
        setImmediate(() => void drain());
      }
    });
}
