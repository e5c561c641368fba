import { chmod, mkdir } from 'node:fs/promises';

/**
 * Makes a folder of Shipdeck's own (the data dir, the embedded database, the outbox) readable by
 * this user only: it holds password hashes, tokens' signing secret and shippers' addresses. A folder
 * that already exists is tightened too, so an older data dir made with the default umask is fixed.
 */
export async function makePrivateDir(path: string): Promise<void> {
  await mkdir(path, { recursive: true, mode: 0o700 });
  await chmod(path, 0o700);
}
