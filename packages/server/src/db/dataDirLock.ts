import { readFile, unlink, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { makePrivateDir } from '../platform/privateDir';

/**
 * PGlite is single-process: two servers opening one data folder corrupt it (electric-sql/pglite
 * #323, docs/security.md#one-process-per-data-folder). A lock file with the owner's pid refuses the second one with a clear
 * message; a lock left by a process that no longer runs is taken over.
 */
/** Locks this process holds: a lock file with our own pid is ours only if we took it (pids get reused). */
const held = new Set<string>();

export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  // Beside the folder, not in it: the folder is PostgreSQL's own.
  const file = `${dataDir}.lock`;
  // The data dir and the database folder in it are this user's alone (issue 7: they were world-readable).
  await makePrivateDir(dirname(file));
  await makePrivateDir(dataDir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(file, String(process.pid), { flag: 'wx', mode: 0o600 });
      held.add(file);
      return async () => {
        held.delete(file);
        await unlink(file).catch(() => {});
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number((await readFile(file, 'utf8').catch(() => '')).trim());
      const ownerRuns =
        owner === process.pid ? held.has(file) : Number.isInteger(owner) && owner > 0 && isRunning(owner);
      if (ownerRuns) {
        throw new Error(
          `Another Shipdeck server (pid ${owner}) is using the database in ${dataDir}. ` +
            'Stop it, or set SHIPDECK_DATA_DIR to another folder.',
        );
      }
      await unlink(file).catch(() => {});
    }
  }
  throw new Error(`Could not lock ${file}`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
