/**
 * Group commit: writes that arrive while a write is running are gathered and written together
 * when it ends, as one statement. At low load each row is written at once (no added wait); under
 * load one multi-row INSERT replaces many, which is what keeps the embedded database's cost per
 * quote low (see bench/run.ts). Every caller still waits for its own row to be committed, so a
 * quote is readable as soon as its answer is sent.
 */
export function groupCommit<T>(
  write: (rows: T[]) => Promise<void>,
  maxBatch = 64,
): (row: T) => Promise<void> {
  type Pending = { row: T; resolve: () => void; reject: (error: unknown) => void };
  const queue: Pending[] = [];
  let writing = false;

  async function drain(): Promise<void> {
    writing = true;
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
      if (!writing) void drain();
    });
}
