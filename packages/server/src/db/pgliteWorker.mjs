// The embedded database's thread (see pgliteWorkerClient.ts): PGlite runs PostgreSQL compiled to
// WebAssembly synchronously, so it lives here, off the HTTP event loop. Plain JavaScript, so it
// runs as it is from src/ (development, tests) and from dist/ (copied there by the build).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Memory settings (issue 8): PostgreSQL's own default of 128 MB shared buffers (PGlite sets 160 MB)
 * is sized for a database server with many connections; the embedded database has one, and the
 * operating system caches its files anyway. 16 MB takes the server from about 450 MB to about
 * 300 MB after a restart with no measurable cost to the list benches.
 */
const DEFAULT_CONF = ['shared_buffers=16MB', 'wal_buffers=1MB', 'maintenance_work_mem=16MB'];

/**
 * A new database folder starts from the template the build made (scripts/pglite-template.mjs: an
 * initialised, migrated database), unpacked onto disk before PGlite opens the folder, instead of
 * running initdb inside the server: a first start then costs what a restart does (about 1 s and
 * 260 MB instead of 3 s and 900 MB). Without the template (running from src/) PGlite initialises
 * the folder itself.
 */
function unpackTemplate(dataDir) {
  if (!dataDir || existsSync(join(dataDir, 'PG_VERSION'))) return;
  const template = new URL('./pglite-template.tar.gz', import.meta.url);
  if (!existsSync(template)) return;
  const tar = gunzipSync(readFileSync(template));
  const text = (from, to) => tar.subarray(from, to).toString('utf8').replace(/\0.*$/s, '');
  // A plain ustar archive (PGlite's dumpDataDir): 512-byte headers, each file padded to 512 bytes.
  for (let at = 0; at + 512 <= tar.length; ) {
    const name = text(at + 345, at + 500) + text(at, at + 100);
    if (name === '') break;
    const size = Number.parseInt(text(at + 124, at + 136).trim() || '0', 8);
    const type = String.fromCharCode(tar[at + 156]);
    const target = join(dataDir, name.replace(/^\/+/, ''));
    if (!target.startsWith(dataDir)) throw new Error(`template entry outside the folder: ${name}`);
    if (type === '5') mkdirSync(target, { recursive: true });
    else if (type === '0' || type === '\0') {
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, tar.subarray(at + 512, at + 512 + size));
    }
    at += 512 + Math.ceil(size / 512) * 512;
  }
}

const identity = (value) => value;

/** A PostgreSQL error as plain data (code, detail, constraint …) for the other thread. */
function plainError(error) {
  const plain = { name: 'Error', message: String(error) };
  if (error && typeof error === 'object') {
    for (const key of Object.getOwnPropertyNames(error)) {
      const value = error[key];
      if (value === undefined || typeof value === 'function' || typeof value === 'object') continue;
      plain[key] = value;
    }
    plain.name = error.name ?? 'Error';
    plain.message = error.message ?? String(error);
  }
  return plain;
}

try {
  // pg_trgm: the users search's trigram index (migration 0008), as on PostgreSQL.
  const extensions = { pg_trgm };
  const dataDir = workerData?.dataDir;
  unpackTemplate(dataDir);
  const db = await PGlite.create({
    extensions,
    postgresqlconf: workerData?.postgresqlconf ?? DEFAULT_CONF,
    ...(dataDir ? { dataDir } : {}),
  });
  parentPort.on('message', async (message) => {
    const { id } = message;
    try {
      if (message.type === 'query') {
        const parsers = Object.fromEntries((message.rawTypes ?? []).map((oid) => [oid, identity]));
        const result = await db.query(message.sql, message.params, { rowMode: message.rowMode, parsers });
        parentPort.postMessage({
          id,
          ok: true,
          result: { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows },
        });
      } else if (message.type === 'exec') {
        const results = await db.exec(message.sql);
        parentPort.postMessage({
          id,
          ok: true,
          result: results.map((r) => ({ rows: r.rows, fields: r.fields })),
        });
      } else if (message.type === 'close') {
        await db.close();
        parentPort.postMessage({ id, ok: true, result: null });
      }
    } catch (error) {
      parentPort.postMessage({ id, ok: false, error: plainError(error) });
    }
  });
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ ready: false, error: plainError(error) });
}
