import { lockDataDir } from './dataDirLock';
import { type PgliteWorkerClient, startPgliteWorker } from './pgliteWorkerClient';

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
  const unlock = dataDir ? await lockDataDir(dataDir) : async () => {};
  try {
    return { client: await startPgliteWorker(dataDir), unlock };
  } catch (error) {
    await unlock();
    throw error;
  }
}
