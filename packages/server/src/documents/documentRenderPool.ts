import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { reapplyServerV8Flags } from '../platform/heapFlags';
import { DocumentInputError, type ShipmentDocumentInput } from './documentInput';
import type { MergedDocuments, ShipmentDocument } from './renderDocuments';
import type { RenderReply, RenderTask } from './renderTask';

/**
 * Drawing PDFs and barcodes is CPU work (tens of milliseconds a shipment): on the HTTP thread it would
 * stall every request, so it runs on a small pool of worker threads (piscina), one per core by
 * default. `threads: 0` draws on the calling thread instead (tests, tools).
 */
export interface DocumentRenderPool {
  /** Every document of the shipment: label, then invoice, certificate and return label as they apply. */
  renderDocuments(input: ShipmentDocumentInput): Promise<ShipmentDocument[]>;
  /** The "download all" file: the documents' pages in one PDF. */
  downloadAll(documents: readonly Pick<ShipmentDocument, 'fileName' | 'bytes'>[]): Promise<MergedDocuments>;
  /** What the pool has done: for health checks and tests. */
  stats(): { mode: 'pool' | 'inline'; threads: number; completed: number; queued: number };
  /** Waits for the tasks under way, then stops the threads. */
  close(): Promise<void>;
}

export interface DocumentRenderPoolOptions {
  /** Threads in the pool; 0 draws on the calling thread. Default: the number of cores. */
  threads?: number;
  /** A task still running after this long is stopped (its thread is replaced). Default 30 s. */
  timeoutMs?: number;
}

export function createDocumentRenderPool(options: DocumentRenderPoolOptions = {}): DocumentRenderPool {
  const threads = options.threads ?? availableParallelism();
  if (threads <= 0) return inlineRenderer();
  const timeoutMs = options.timeoutMs ?? 30_000;
  let pool: Piscina<RenderTask, RenderReply> | undefined;
  let closed = false;

  // Started on first use: building an app (as every test does) starts no thread.
  const poolOf = () => {
    if (closed) throw new Error('the document renderer is closed');
    pool ??= new Piscina<RenderTask, RenderReply>({
      filename: new URL('./renderWorker.mjs', import.meta.url).href,
      minThreads: 1,
      maxThreads: threads,
      idleTimeout: 30_000,
      // From src/ the worker loads TypeScript and resolves @shipdeck/core to its sources, as the tests do.
      execArgv: import.meta.url.endsWith('.ts')
        ? [...process.execArgv, '--conditions=@shipdeck/source']
        : undefined,
      // No resourceLimits: a capped heap made every render about a third slower (bench/documents.ts);
      // the input's size is bounded instead (checkDocumentInput: labels and invoice lines).
    });
    return pool;
  };

  const run = async (task: RenderTask): Promise<RenderReply> => {
    const reply = await poolOf().run(task, { signal: AbortSignal.timeout(timeoutMs) });
    // A new document thread set the process's V8 flags again from the command line (heapFlags.ts).
    reapplyServerV8Flags();
    if (!reply.ok)
      throw reply.error.name === 'DocumentInputError'
        ? new DocumentInputError(reply.error.message)
        : new Error(reply.error.message);
    return reply;
  };

  return {
    async renderDocuments(input) {
      const reply = await run({ kind: 'render', input });
      return 'documents' in reply ? reply.documents : [];
    },
    async downloadAll(documents) {
      const reply = await run({ kind: 'merge', documents: [...documents] });
      if (!('merged' in reply)) throw new Error('the document thread answered no merged file');
      return reply.merged;
    },
    stats: () => ({
      mode: 'pool',
      threads: pool?.threads.length ?? 0,
      completed: pool?.completed ?? 0,
      queued: pool?.queueSize ?? 0,
    }),
    async close() {
      closed = true;
      await pool?.close();
    },
  };
}

/**
 * The same API on the calling thread. The drawing code (pdf-lib, bwip-js) is imported on the first
 * document, so a server whose documents are drawn in the pool never loads it on its HTTP thread
 * (about 40 MB less memory after a start, bench/startup.ts).
 */
function inlineRenderer(): DocumentRenderPool {
  let completed = 0;
  const drawing = () => import('./renderDocuments');
  return {
    async renderDocuments(input) {
      const { renderShipmentDocuments } = await drawing();
      const documents = await renderShipmentDocuments(input);
      completed++;
      return documents;
    },
    async downloadAll(documents) {
      const { mergeDocuments } = await drawing();
      const merged = await mergeDocuments(documents);
      completed++;
      return merged;
    },
    stats: () => ({ mode: 'inline', threads: 0, completed, queued: 0 }),
    async close() {},
  };
}
