import { Worker, type WorkerOptions } from 'node:worker_threads';
import type { MessageKey, MessageParams } from '@shipdeck/core/messages';
import type { ReadOrderImport } from '../../orders/files/importOrderFile';
import { reapplyServerV8Flags } from '../../platform/heapFlags';
import type { ReadImport } from './importAddressFile';

export type SpreadsheetTask =
  | { kind: 'import'; bytes: Uint8Array; fileName: string }
  | { kind: 'orders'; bytes: Uint8Array; fileName: string }
  | { kind: 'xlsx'; sheetName: string; rows: string[][] };

export type SpreadsheetTaskResult =
  | { ok: true; kind: 'import'; value: ReadImport }
  | { ok: true; kind: 'orders'; value: ReadOrderImport }
  | { ok: true; kind: 'xlsx'; value: Uint8Array }
  | { ok: false; fileError: { key: MessageKey; params: MessageParams } }
  | { ok: false; failure: string };

export interface SpreadsheetThreadOptions {
  /** Tasks run at once; more wait their turn (default 2: the machine's cores, docs/architecture.md). */
  concurrency?: number;
  /** A task still running then is stopped (a file built to take forever). Default 60 s. */
  timeoutMs?: number;
  /** The thread's heap (a file built to unpack into gigabytes stops the thread, not the server). */
  maxHeapMb?: number;
}

export interface SpreadsheetThreads {
  importFile(bytes: Uint8Array, fileName: string): Promise<SpreadsheetTaskResult>;
  /** An order file read as orders (orders/files/importOrderFile.ts). */
  importOrders(bytes: Uint8Array, fileName: string): Promise<SpreadsheetTaskResult>;
  writeXlsx(sheetName: string, rows: string[][]): Promise<SpreadsheetTaskResult>;
  /** Waits for running tasks to end (the app's close). */
  close(): Promise<void>;
}

/**
 * Where the thread's script is: beside the bundle (dist/spreadsheetWorker.js, tsup's entry), or, when the
 * server runs from its TypeScript sources (dev, tests, bench), the .ts file with tsx registered in the
 * thread before it is imported (Node 20 cannot start a thread on a .ts file by itself).
 */
function workerEntry(): { script: string | URL; options: WorkerOptions } {
  if (import.meta.url.endsWith('.ts')) {
    const url = new URL('./spreadsheetWorker.ts', import.meta.url).href;
    return {
      script: `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(url)}); });`,
      options: { eval: true, execArgv: ['--conditions=@shipdeck/source'] },
    };
  }
  return { script: new URL('./spreadsheetWorker.js', import.meta.url), options: {} };
}

/**
 * Spreadsheet work off the HTTP thread (issue 10: "parsing runs off the HTTP thread so the server keeps
 * answering meanwhile"): each task gets a thread of its own with a bounded heap and a time limit, so a
 * hostile file costs at most that thread; at most `concurrency` run at once.
 */
export function createSpreadsheetThreads(options: SpreadsheetThreadOptions = {}): SpreadsheetThreads {
  const concurrency = options.concurrency ?? 2;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const maxHeapMb = options.maxHeapMb ?? 512;
  let running = 0;
  const waiting: Array<() => void> = [];
  const active = new Set<Promise<unknown>>();

  const turn = () =>
    new Promise<void>((resolve) => {
      if (running < concurrency) {
        running++;
        resolve();
      } else {
        waiting.push(() => {
          running++;
          resolve();
        });
      }
    });
  const release = () => {
    running--;
    waiting.shift()?.();
  };

  const runOnThread = (task: SpreadsheetTask, transfer: ArrayBuffer[]) =>
    new Promise<SpreadsheetTaskResult>((resolve) => {
      const { script, options: entryOptions } = workerEntry();
      const worker = new Worker(script, {
        ...entryOptions,
        resourceLimits: { maxOldGenerationSizeMb: maxHeapMb },
      });
      let settled = false;
      const finish = (result: SpreadsheetTaskResult) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        void worker.terminate();
        resolve(result);
      };
      const timer = setTimeout(
        () => finish({ ok: false, failure: `timed out after ${timeoutMs} ms` }),
        timeoutMs,
      );
      // Starting the thread set the process's V8 flags again from the command line (heapFlags.ts).
      worker.once('online', reapplyServerV8Flags);
      worker.once('message', (result: SpreadsheetTaskResult) => finish(result));
      worker.once('error', (error) => finish({ ok: false, failure: `${error.name}: ${error.message}` }));
      worker.once('exit', (code) => finish({ ok: false, failure: `the thread exited with code ${code}` }));
      worker.postMessage(task, transfer);
    });

  const run = async (task: SpreadsheetTask, transfer: ArrayBuffer[]) => {
    await turn();
    const done = runOnThread(task, transfer).finally(release);
    active.add(done);
    void done.finally(() => active.delete(done));
    return done;
  };

  return {
    importFile(bytes, fileName) {
      // A copy of its own, moved to the thread (the upload's buffer may be part of a pooled one).
      const own = new Uint8Array(bytes);
      return run({ kind: 'import', bytes: own, fileName }, [own.buffer as ArrayBuffer]);
    },
    importOrders(bytes, fileName) {
      const own = new Uint8Array(bytes);
      return run({ kind: 'orders', bytes: own, fileName }, [own.buffer as ArrayBuffer]);
    },
    writeXlsx(sheetName, rows) {
      return run({ kind: 'xlsx', sheetName, rows }, []);
    },
    async close() {
      await Promise.allSettled([...active]);
    },
  };
}
