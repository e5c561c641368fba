// The embedded database's thread (see pgliteWorkerClient.ts): PGlite runs PostgreSQL compiled to
// WebAssembly synchronously, so it lives here, off the HTTP event loop. Plain JavaScript, so it
// runs as it is from src/ (development, tests) and from dist/ (copied there by the build).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

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
  const db = await PGlite.create(
    workerData?.dataDir ? { dataDir: workerData.dataDir, extensions } : { extensions },
  );
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
