import { setFlagsFromString } from 'node:v8';
import { lockDataDir } from './dataDirLock';
import { type PgliteWorkerClient, startPgliteWorker } from './pgliteWorkerClient';

/** V8's default (1,800,000, "roughly bytes executed" per function) times ten; see below. */
export const WASM_TIERING_BUDGET = 18_000_000;

/** The embedded database's thread, started and its folder locked. */
export interface StartedEmbeddedDatabase {
  client: PgliteWorkerClient;
  unlock(): Promise<void>;
}

/**
 * Locks the data folder and starts the embedded database's thread. This module imports nothing
 * heavy, so main.ts calls it before it loads the rest of the server (issue 8: the database thread
 * starting PostgreSQL in WebAssembly, ~0.5 s, then overlaps the HTTP thread loading its modules,
 * ~0.7 s, on the other core instead of following it).
 */
export async function startEmbeddedDatabase(dataDir: string | undefined): Promise<StartedEmbeddedDatabase> {
  // PostgreSQL in WebAssembly runs each function first as V8's baseline code (Liftoff) and optimises
  // (TurboFan) those that have run "enough". V8's default threshold optimised hundreds of functions
  // that only start-up runs (catalog loading, recovery): their compilation took the other core during
  // start-up, and its working memory stayed in the allocator's arenas, 20-40 MB of a restarted
  // server (bench/startup.ts, issue 8). Ten times the threshold leaves start-up's code at baseline; the
  // functions queries keep running still get optimised within their first seconds of work.
  setFlagsFromString(`--wasm-tiering-budget=${WASM_TIERING_BUDGET}`);
  const unlock = dataDir ? await lockDataDir(dataDir) : async () => {};
  try {
    return { client: await startPgliteWorker(dataDir), unlock };
  } catch (error) {
    await unlock();
    throw error;
  }
}
