import type { EventLoopUtilization } from 'node:perf_hooks';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from './app';
import { loadJwtSecret } from './auth/secret';
import { createSandboxGateway } from './carriers/index';
import type { ServerConfig } from './config';
import { type Database, openDatabase } from './db/database';
import type { StartedEmbeddedDatabase } from './db/embeddedStart';
import { runSeeds } from './db/seedRuns';
import { createJobQueue, type PgBoss } from './jobs/jobQueue';
import { createMailTransport } from './mail/mailTransport';
import { staticFolders } from './paths';
import { SandboxPaymentGateway } from './payments/sandbox/sandboxPaymentGateway';
import { createMemoryStore, createPostgresStore, createRedisStore } from './rateLimit/rateLimitStore';
import { demoSeedSteps } from './seed/index';
import { createDemoClock } from './tracking/demoClock';

/**
 * Demo data is an explicit choice (SHIPDECK_DEMO_DATA=on, which the README's start command sets):
 * without it nothing is seeded, on either database, so no account with the published demo password
 * exists on a real deployment. The log says which it is at every start.
 */
export async function seedDemoData(
  db: Database,
  enabled: boolean,
  deps: Parameters<typeof demoSeedSteps>[0],
): Promise<string[]> {
  if (!enabled) {
    deps.log.info('demo data: off (set SHIPDECK_DEMO_DATA=on to seed the demo accounts)');
    return [];
  }
  const seeded = await runSeeds(db, demoSeedSteps(deps));
  deps.log.info(
    `demo data: on (SHIPDECK_DEMO_DATA=on)${seeded.length > 0 ? `, seeded now: ${seeded.join(', ')}` : ', already seeded'}`,
  );
  return seeded;
}

export interface RunningServer {
  app: FastifyInstance;
  /** http://localhost:PORT (the port actually bound when PORT=0). */
  url: string;
  /** How busy the embedded database's thread has been (PGlite only). */
  databaseThreadUtilization?(): EventLoopUtilization;
  /** Finishes open requests, then closes the database. */
  close(): Promise<void>;
}

/**
 * The real server: opens and migrates the database, seeds demo data on first start, builds the
 * app with the sandbox carriers and the built front ends, and listens. main.ts and the bench use it.
 */
export async function startServer(
  config: ServerConfig,
  options: {
    logger?: FastifyServerOptions['logger'];
    /** The embedded database's thread, already starting (main.ts). */
    embeddedDatabase?: Promise<StartedEmbeddedDatabase>;
  } = {},
): Promise<RunningServer> {
  const database = await openDatabase(config.database, options.embeddedDatabase);
  // ioredis is loaded only where Redis is configured (about 10 MB the embedded server doesn't carry).
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 })
    : undefined;
  let jobs: Promise<PgBoss> | undefined;
  try {
    if (redis) await redis.connect();
    // Budgets are shared by every process: the embedded database has one process (memory), PostgreSQL
    // may have many (its table, or Redis when configured).
    const rateLimits = !config.rateLimits
      ? false
      : redis
        ? createRedisStore(redis)
        : config.database.kind === 'postgres'
          ? createPostgresStore(database.db)
          : createMemoryStore();
    const gateway = createSandboxGateway();
    const now = () => new Date();
    const jwtSecret = await loadJwtSecret(config.jwtSecret, config.dataDir);
    // Its tokens are signed with the server's secret, so stored cards survive a restart.
    const paymentGateway = new SandboxPaymentGateway({ secret: jwtSecret });
    const demoClock = createDemoClock(config.demoClockSpeed);
    // The queue starts once the server listens (below), not before: its start is a few hundred
    // milliseconds of statements on the one embedded connection (issue 8).
    let queueStarted!: (queue: Promise<PgBoss>) => void;
    const startedQueue = new Promise<PgBoss>((resolve) => {
      queueStarted = (queue) => resolve(queue);
    });
    const app = await buildApp({
      jobs: startedQueue,
      demoClock,
      webhooks: { production: config.production },
      db: database.db,
      jwtSecret,
      paymentGateway,
      partnerOrigins: config.partnerOrigins,
      gateway,
      now,
      staticFolders: staticFolders(),
      mail: createMailTransport({ smtpUrl: config.smtpUrl, dataDir: config.dataDir }),
      flags: config.flags,
      publicUrl: config.publicUrl,
      signUpTeamEmail: config.signUpTeamEmail,
      operationsEmail: config.operationsEmail,
      trustedProxies: config.trustedProxies,
      rateLimits,
      logger: options.logger ?? { level: 'info' },
    });
    app.log.info(
      config.database.kind === 'pglite'
        ? `embedded database in ${config.database.dataDir}`
        : 'PostgreSQL database from DATABASE_URL',
    );
    await database.migrate();
    await seedDemoData(database.db, config.demoData, {
      gateway,
      paymentGateway,
      now,
      log: app.log,
      demoClock,
    });
    if (demoClock.speed !== 1) app.log.info(`demo clock: carriers' time runs at ${demoClock.speed}x`);
    if (config.partnerOrigins.length > 0)
      app.log.info(`partner origins: ${config.partnerOrigins.join(', ')}`);

    await app.listen({ port: config.port, host: config.host });
    // The job queue's own tables (schema "pgboss", already in a new embedded database's template) are
    // checked, created or migrated here; the app's workers (tracking's checks, webhooks) then start.
    jobs = createJobQueue(database).then(async (queue) => {
      queue.on('error', (error: unknown) => app.log.error({ err: error }, 'job queue error'));
      await queue.start();
      return queue;
    });
    queueStarted(jobs);
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    return {
      app,
      url: `http://${host}:${port}`,
      ...(database.threadUtilization ? { databaseThreadUtilization: database.threadUtilization } : {}),
      async close() {
        await app.close();
        await jobs?.then((queue) => queue.stop({ graceful: true, timeout: 10_000 })).catch(() => {});
        await database.close();
        redis?.disconnect();
      },
    };
  } catch (error) {
    redis?.disconnect();
    await jobs?.then((queue) => queue.stop({ graceful: false })).catch(() => {});
    await database.close().catch(() => {});
    throw error;
  }
}
