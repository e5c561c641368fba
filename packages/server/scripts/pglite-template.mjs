// Builds dist/pglite-template.tar.gz: an embedded database initialised and migrated at build time
// (issue 8), which a new data folder starts from instead of running initdb inside the server
// (src/db/pgliteWorker.mjs). Run by `pnpm build` after tsup; the migrations are those in dist/.
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { fromPglite, PgBoss } from 'pg-boss';

const dist = join(dirname(fileURLToPath(import.meta.url)), '../dist');
const started = Date.now();
const db = await PGlite.create({ extensions: { pg_trgm } });
await migrate(drizzle(db), { migrationsFolder: join(dist, 'drizzle') });
// The job queue's schema ("pgboss", src/jobs/jobQueue.ts) too: creating it is the longest part of a
// first start otherwise (about a second of statements on the one connection). A server built with
// another pg-boss version migrates it at start, as it would an older database.
const boss = new PgBoss({
  db: fromPglite(db),
  backend: 'pglite',
  schema: 'pgboss',
  supervise: false,
  schedule: false,
});
await boss.start();
await boss.stop({ graceful: false, close: false });
// A clean shutdown point, so the copy needs no recovery when it is opened.
await db.exec('CHECKPOINT');
const archive = await db.dumpDataDir('gzip');
await writeFile(join(dist, 'pglite-template.tar.gz'), Buffer.from(await archive.arrayBuffer()));
await db.close();
console.log(
  `pglite template: ${(archive.size / 1024).toFixed(0)} KB in ${Date.now() - started} ms (dist/pglite-template.tar.gz)`,
);
