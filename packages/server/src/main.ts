import { buildApp } from './app';
import { loadJwtSecret } from './auth/secret';
import { createSandboxGateway } from './carriers/index';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { runSeeds } from './db/seedRuns';
import { staticFolders } from './paths';
import { demoSeedSteps } from './seed/index';

/**
 * `pnpm start` / `node packages/server/dist/main.js`: reads the configuration, opens and migrates
 * the database, seeds demo data on first start, serves the API, the host app and the embed
 * bundle on one port, and shuts down cleanly on SIGINT/SIGTERM.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  let closing = false;
  try {
    const gateway = createSandboxGateway();
    const now = () => new Date();
    const app = await buildApp({
      db: database.db,
      jwtSecret: await loadJwtSecret(config.jwtSecret, config.dataDir),
      partnerOrigins: config.partnerOrigins,
      gateway,
      now,
      staticFolders: staticFolders(),
      logger: { level: process.env.LOG_LEVEL || 'info' },
    });

    const shutdown = async (signal: string) => {
      if (closing) {
        app.log.warn(`${signal} again: exiting now`);
        process.exit(1);
      }
      closing = true;
      app.log.info(`${signal}: finishing open requests, then closing the database`);
      await app.close();
      await database.close();
      process.exit(0);
    };
    process.on('SIGINT', () => void shutdown('SIGINT'));
    process.on('SIGTERM', () => void shutdown('SIGTERM'));

    app.log.info(
      config.database.kind === 'pglite'
        ? `embedded database in ${config.database.dataDir}`
        : 'PostgreSQL database from DATABASE_URL',
    );
    await database.migrate();
    const seeded = await runSeeds(database.db, demoSeedSteps({ gateway, now, log: app.log }));
    if (seeded.length > 0) app.log.info(`demo data seeded: ${seeded.join(', ')}`);
    if (config.partnerOrigins.length > 0)
      app.log.info(`partner origins: ${config.partnerOrigins.join(', ')}`);

    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    app.log.info(`Shipdeck is running at http://${host}:${port}`);
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
