import { randomBytes } from 'node:crypto';
import { link, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { makePrivateDir } from '../platform/privateDir';

const SECRET_FILE = 'jwt-secret';

/**
 * The key that signs tokens: SHIPDECK_JWT_SECRET when set (required when several server processes
 * share one PostgreSQL), else a random 256-bit secret created once in the data dir (mode 0600) so
 * tokens survive a restart. It never lives in the repository.
 */
export async function loadJwtSecret(configured: string | undefined, dataDir: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const file = join(dataDir, SECRET_FILE);
  try {
    return decode(await readFile(file, 'utf8'), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await makePrivateDir(dataDir);
  const secret = randomBytes(32).toString('base64url');
  // Written whole under a name of its own, then linked into place: link fails if another process
  // put its secret there first (keep theirs, so both sign with one key), and a reader never sees a
  // file that is created but not yet written (two servers starting together read an empty secret).
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  await writeFile(draft, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await link(draft, file);
    return decode(secret, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return decode(await readFile(file, 'utf8'), file);
  } finally {
    await rm(draft, { force: true });
  }
}

function decode(text: string, file: string): Uint8Array {
  const secret = text.trim();
  if (secret.length < 32) throw new Error(`${file} holds no usable secret; delete it to have a new one made`);
  return new TextEncoder().encode(secret);
}
