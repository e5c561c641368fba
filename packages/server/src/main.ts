import { ConfigError, loadConfig } from './config';
import { startEmbeddedDatabase } from './db/embeddedStart';
import { applyServerV8Flags } from './platform/heapFlags';

applyServerV8Flags();

/**
 * `pnpm start` / `node packages/server/dist/main.js`: serves the API, the host app and the embed
 * bundle on one port (PORT, default 3000) and shuts down cleanly on SIGINT/SIGTERM.
 */
async function main(): Promise<void> {
  // `--demo-data` (what `pnpm start` passes) switches demo data on unless SHIPDECK_DEMO_DATA says otherwise.
  if (process.argv.includes('--demo-data')) process.env.SHIPDECK_DEMO_DATA ??= 'on';
  const config = loadConfig();
  // The embedded database's thread starts first, and the rest of the server (a few hundred modules)
  // loads while it does (issue 8: first start and restart ~0.5 s sooner on two cores).
  const embeddedDatabase =
    config.database.kind === 'pglite' ? startEmbeddedDatabase(config.database.dataDir) : undefined;
  // Its failure (another server holds the folder) is reported by startServer, which awaits it.
  embeddedDatabase?.catch(() => {});
  const { startServer } = await import('./server');
  const server = await startServer(config, {
    logger: { level: process.env.LOG_LEVEL || 'info' },
    embeddedDatabase,
  });
  const { app } = server;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      app.log.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    closing = true;
    app.log.info(`${signal}: finishing open requests, then closing the database`);
    try {
      await server.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  app.log.info(`Shipdeck is running at ${server.url}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
