import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../src/config';
import { applyServerV8Flags } from '../src/platform/heapFlags';
import { startServer } from '../src/server';

// As main.ts: the same heap settings as the server a user starts.
applyServerV8Flags();

/**
 * The bench's server process: the real server (startServer, as main.ts runs it) on an ephemeral
 * port with its embedded database in the folder the parent gives. Request logging is off, as a
 * production deployment would ship it to a collector rather than block on a pipe; warnings stay.
 */
const dataDir = process.env.BENCH_DATA_DIR;
if (!dataDir || !process.send) throw new Error('bench/server.ts is started by bench/run.ts');

const config = {
  ...loadConfig({
    SHIPDECK_DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    SHIPDECK_DEMO_DATA: 'on',
    SHIPDECK_RATE_LIMITS: 'off',
  }),
  dataDir,
};
// BENCH_DATABASE_URL: a PostgreSQL database instead of the embedded one (durability.ts runs both).
config.database = process.env.BENCH_DATABASE_URL
  ? { kind: 'postgres', url: process.env.BENCH_DATABASE_URL }
  : { kind: 'pglite', dataDir: join(dataDir, 'pglite') };
const server = await startServer(config, { logger: { level: 'warn' } });
process.send({ url: server.url.replace('localhost', '127.0.0.1') });

// The parent asks for this process's CPU time and event-loop use around the measured run.
process.on('message', (message) => {
  if (message === 'usage') {
    process.send?.({
      cpu: process.cpuUsage(),
      loop: performance.eventLoopUtilization(),
      database: server.databaseThreadUtilization?.(),
    });
  }
});

process.on('SIGTERM', () => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
