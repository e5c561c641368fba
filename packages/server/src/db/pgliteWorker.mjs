// The embedded database's thread (see pgliteWorkerClient.ts): PGlite runs PostgreSQL compiled to
// WebAssembly synchronously, so it lives here, off the HTTP event loop. Plain JavaScript, so it
// runs as it is from src/ (development, tests) and from dist/ (copied there by the build).
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { gunzipSync } from 'node:zlib';
import { PGlite, parse, protocol } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Memory settings (issue 8): PostgreSQL's own default of 128 MB shared buffers (PGlite sets 160 MB)
 * is sized for a database server with many connections; the embedded database has one, and the
 * operating system caches its files anyway. 16 MB takes the server from about 450 MB to about
 * 300 MB after a restart with no measurable cost to the list benches.
 */
const DEFAULT_CONF = ['shared_buffers=16MB', 'wal_buffers=1MB', 'maintenance_work_mem=16MB'];

// The server's V8 flags (src/platform/heapFlags.ts): Node set the process's flags again from its
// command line when it started this thread, so they are applied here, before PostgreSQL is compiled.
for (const flag of workerData?.v8Flags ?? []) setFlagsFromString(flag);

/**
 * A new database folder starts from the template the build made (scripts/pglite-template.mjs: an
 * initialised, migrated database), unpacked onto disk before PGlite opens the folder, instead of
 * running initdb inside the server: a first start then costs what a restart does (about 1 s and
 * 260 MB instead of 3 s and 900 MB). Without the template (running from src/) PGlite initialises
 * the folder itself.
 */
async function unpackTemplate(dataDir) {
  if (!dataDir || existsSync(join(dataDir, 'PG_VERSION'))) return;
  const template = new URL('./pglite-template.tar.gz', import.meta.url);
  if (!existsSync(template)) return;
  const tar = gunzipSync(readFileSync(template));
  const text = (from, to) => tar.subarray(from, to).toString('utf8').replace(/\0.*$/s, '');
  // A plain ustar archive (PGlite's dumpDataDir): 512-byte headers, each file padded to 512 bytes.
  // The files (1,200, 41 MB) are written concurrently, by libuv's threads: 460-510 ms against 700-870
  // ms one after another at a load of 4-6 (issue 8: a first start's longest part on this thread).
  const writes = [];
  let last;
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
      const data = tar.subarray(at + 512, at + 512 + size);
      if (name.replace(/^\/+/, '') === 'PG_VERSION') last = { target, data };
      else writes.push(writeFile(target, data));
    }
    at += 512 + Math.ceil(size / 512) * 512;
  }
  await Promise.all(writes);
  // PG_VERSION last: it is what says the folder holds a database (above), so a start interrupted while
  // unpacking unpacks again next time instead of opening half a database.
  if (last) await writeFile(last.target, last.data);
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

/**
 * How a query runs here (issue 8: PGlite's own query() was most of the cost of a small statement).
 * PGlite's query() makes five calls into PostgreSQL per statement (parse, describe, bind, describe,
 * execute), each answered and parsed on its own, and copies its whole parser table (some 300
 * types) into a new object for every statement given parsers, as drizzle's are: about 100 µs for
 * a one-row select. Here:
 * - the parsers a statement asks for are laid over PGlite's table by prototype, once per set;
 * - a statement with parameters is prepared once per SQL text (named, described once for its
 *   parameter types) and then costs one call: Bind, Describe, Execute and Sync together, with no
 *   parsing or planning of its text (postgres.js does the same on PostgreSQL). PostgreSQL replans
 *   a prepared statement itself when a table it uses changes; one whose result columns changed is
 *   refused before it runs ("cached plan must not change result type") and prepared again;
 * - a statement without parameters (migrations, one-off SQL) is parsed and run in one call, unnamed.
 */
const MAX_PREPARED = 256;
const prepared = new Map();
let preparedCount = 0;
const { serialize } = protocol;
const SYNC = serialize.sync();
const DESCRIBE_PORTAL = serialize.describe({ type: 'P' });
const EXECUTE = serialize.execute({});
const noSync = { syncToFs: false };

function concat(parts) {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** PGlite's parsers with `rawTypes` read as text (drizzle's dates), without copying the table. */
const parserSets = new Map();
function parsersFor(db, rawTypes) {
  const key = rawTypes.join(',');
  let parsers = parserSets.get(key);
  if (!parsers) {
    parsers = Object.create(db.parsers);
    for (const oid of rawTypes) parsers[oid] = identity;
    parserSets.set(key, parsers);
  }
  return parsers;
}

async function deallocate(db, name) {
  await db.execProtocolStream(concat([serialize.close({ type: 'S', name }), SYNC]), noSync);
}

async function prepare(db, text) {
  const known = prepared.get(text);
  if (known) {
    // Least recently used goes first: a statement in use moves to the end.
    prepared.delete(text);
    prepared.set(text, known);
    return known;
  }
  if (prepared.size >= MAX_PREPARED) {
    const [oldestText, oldest] = prepared.entries().next().value;
    prepared.delete(oldestText);
    await deallocate(db, oldest.name);
  }
  const name = `shipdeck_${++preparedCount}`;
  const messages = await db.execProtocolStream(
    concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), SYNC]),
    noSync,
  );
  const statement = { name, types: parse.parseDescribeStatementResults(messages) };
  prepared.set(text, statement);
  return statement;
}

async function runPrepared(db, text, params) {
  const statement = await prepare(db, text);
  const values = params.map((param, i) => {
    if (param === null || param === undefined) return null;
    const serializer = db.serializers[statement.types[i]];
    return serializer ? serializer(param) : param.toString();
  });
  return db.execProtocolStream(
    concat([serialize.bind({ statement: statement.name, values }), DESCRIBE_PORTAL, EXECUTE, SYNC]),
    noSync,
  );
}

/** One statement; its result as PGlite's query() gives it. */
async function query(db, text, params, rowMode, rawTypes) {
  const parsers = parsersFor(db, rawTypes);
  const messages = await db.runExclusive(async () => {
    if (!params || params.length === 0) {
      return db.execProtocolStream(
        concat([serialize.parse({ text }), serialize.bind({}), DESCRIBE_PORTAL, EXECUTE, SYNC]),
        noSync,
      );
    }
    try {
      return await runPrepared(db, text, params);
    } catch (error) {
      // 0A000: a table changed under the statement (a migration); 26000: the statement was
      // deallocated (DEALLOCATE ALL, DISCARD ALL). Neither ran it: prepare it again, once.
      const stale = prepared.get(text);
      if ((error?.code !== '0A000' && error?.code !== '26000') || !stale) throw error;
      prepared.delete(text);
      await deallocate(db, stale.name);
      return await runPrepared(db, text, params);
    }
  });
  if (!db.isInTransaction()) await db.syncToFs();
  return parse.parseResults(messages, parsers, { rowMode })[0] ?? { rows: [], fields: [] };
}

try {
  // pg_trgm: the users search's trigram index (migration 0008), as on PostgreSQL.
  const extensions = { pg_trgm };
  const dataDir = workerData?.dataDir;
  await unpackTemplate(dataDir);
  const db = await PGlite.create({
    extensions,
    postgresqlconf: workerData?.postgresqlconf ?? DEFAULT_CONF,
    ...(dataDir ? { dataDir } : {}),
  });
  parentPort.on('message', async (message) => {
    const { id } = message;
    try {
      if (message.type === 'query') {
        const result = await query(db, message.sql, message.params, message.rowMode, message.rawTypes ?? []);
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
