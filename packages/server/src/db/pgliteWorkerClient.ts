import type { EventLoopUtilization } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import { threadV8Flags } from '../platform/heapFlags';

type Reply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: Record<string, unknown> };

/** The part of PGlite's client that drizzle's pglite driver and our code use. */
export interface PgliteWorkerClient {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Array<Pick<Results<unknown>, 'rows' | 'fields'>>>;
  transaction<T>(callback: (tx: Pick<PgliteWorkerClient, 'query' | 'exec'>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The database thread's event-loop utilization since it started. */
  utilization(): EventLoopUtilization;
}

/**
 * PGlite in a worker thread. It runs PostgreSQL synchronously in WebAssembly: on the HTTP thread
 * every insert would stall every request (the bench showed the event loop saturated at 1,000
 * quotes/s). Here queries are posted to the worker and answered in order; drizzle's pglite
 * driver uses this client as it would use PGlite itself.
 */
export async function startPgliteWorker(dataDir?: string): Promise<PgliteWorkerClient> {
  const worker = new Worker(new URL('./pgliteWorker.mjs', import.meta.url), {
    // The server's V8 flags (platform/heapFlags.ts), applied again by the thread once it runs.
    workerData: { dataDir, v8Flags: threadV8Flags() },
  });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;

  await new Promise<void>((resolve, reject) => {
    worker.once('message', (message: { ready: boolean; error?: Record<string, unknown> }) => {
      if (message.ready) resolve();
      else reject(toError(message.error ?? {}));
    });
    worker.once('error', reject);
  });

  // Resolved whenever the last outstanding statement is answered (close waits for it).
  let idle: { promise: Promise<void>; resolve: () => void } | undefined;
  worker.on('message', (reply: Reply) => {
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (reply.ok) waiting.resolve(reply.result);
    else waiting.reject(toError(reply.error));
    if (pending.size === 0) idle?.resolve();
  });
  let stopped: Error | undefined;
  const failAll = (error: Error) => {
    stopped ??= error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`the database thread stopped (exit code ${code})`)));

  const send = <T>(message: Record<string, unknown>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (stopped) return reject(stopped);
      const id = nextId++;
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...message, id });
    });

  // drizzle asks for some types as raw text through parser functions, which cannot cross threads:
  // the type ids go instead, and the worker installs the same pass-through parsers.
  const direct = {
    query<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<Results<T>> {
      const rawTypes = Object.keys(options.parsers ?? {}).map(Number);
      return send<Results<T>>({ type: 'query', sql, params, rowMode: options.rowMode ?? 'object', rawTypes });
    },
    exec(sql: string) {
      return send<Array<Pick<Results<unknown>, 'rows' | 'fields'>>>({ type: 'exec', sql });
    },
  };

  // One connection: while a transaction is open, other statements wait for it to end, so
  // nothing of another request runs inside it. Statements outside transactions are pipelined.
  // The check and what follows it run in one turn (no await between them): two transactions
  // starting together once both saw none open and both sent BEGIN on the one connection, and a
  // statement could slip into a transaction begun after its check (issue 13: a failed insert of one
  // request aborted another's transaction).
  let transactionDone: Promise<void> | undefined;
  const waitForTransaction = async () => {
    while (transactionDone) await transactionDone;
  };

  return {
    async query(sql, params, options) {
      while (transactionDone) await transactionDone;
      return direct.query(sql, params, options);
    },
    async exec(sql) {
      while (transactionDone) await transactionDone;
      return direct.exec(sql);
    },
    async transaction(callback) {
      while (transactionDone) await transactionDone;
      let finish = () => {};
      transactionDone = new Promise<void>((resolve) => {
        finish = resolve;
      });
      try {
        await direct.exec('BEGIN');
        try {
          const result = await callback(direct);
          await direct.exec('COMMIT');
          return result;
        } catch (error) {
          await direct.exec('ROLLBACK');
          throw error;
        }
      } finally {
        transactionDone = undefined;
        finish();
      }
    },
    /**
     * Closes once nothing is outstanding: statements still in flight finish, and so do those
     * their completions send (a group commit's next batch), so a shutdown loses no write.
     */
    utilization: () => worker.performance.eventLoopUtilization(),
    async close() {
      for (;;) {
        await waitForTransaction();
        if (pending.size === 0) {
          // One more turn of the event loop: a finished batch may be about to send the next.
          await new Promise((resolve) => setImmediate(resolve));
          if (pending.size === 0 && !transactionDone) break;
          continue;
        }
        let resolve = () => {};
        const promise = new Promise<void>((r) => {
          resolve = r;
        });
        idle = { promise, resolve };
        await promise;
      }
      if (stopped) return;
      await send({ type: 'close' });
      await worker.terminate();
    },
  };
}

/** Rebuilds a database error with its fields (code, constraint …) so callers can inspect it. */
function toError(plain: Record<string, unknown>): Error {
  const error = new Error(String(plain.message ?? 'database error'));
  Object.assign(error, plain);
  return error;
}

/** drizzle's pglite driver takes a PGlite; the worker client answers the calls it makes. */
export const asPglite = (client: PgliteWorkerClient) => client as unknown as PGlite;
