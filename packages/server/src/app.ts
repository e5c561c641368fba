import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import { FEATURE_FLAG_DEFAULTS, type FeatureFlags } from '@shipdeck/core/contract';
import { canCancelShipment } from '@shipdeck/core/shipment';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { accountRoutes } from './accounts/accountRoutes';
import { createAccountService } from './accounts/accountService';
import { installActingForClient } from './accounts/actingForClient';
import { createEmailChangeCodes } from './accounts/emailChangeCodes';
import { settingsRoutes } from './accounts/settingsRoutes';
import { createUserRepository } from './accounts/userRepository';
import { userRoutes } from './accounts/userRoutes';
import { createSpreadsheetThreads, type SpreadsheetThreads } from './addresses/files/spreadsheetThreads';
import { createSavedAddressRepository } from './addresses/savedAddressRepository';
import { savedAddressRoutes } from './addresses/savedAddressRoutes';
import { createSavedAddressService } from './addresses/savedAddressService';
import { createAuditLog } from './audit/auditLog';
import type { AttemptLimiter } from './auth/attemptLimiter';
import { installAuthentication } from './auth/authentication';
import { authRoutes } from './auth/authRoutes';
import { createPasswordHasher, type PasswordHasher } from './auth/passwords';
import type { RoutePolicy } from './auth/permissions';
import { createRecoveryCodes } from './auth/recoveryCodes';
import { createSessionStore } from './auth/sessionStore';
import { createTokenService } from './auth/tokens';
import { createTrustedDevices } from './auth/trustedDevice';
import { type CarrierGateway, createSandboxGateway } from './carriers/index';
import { commodityCodeRoutes, isKnownCommodityCode } from './commodityCodes/commodityCodeRoutes';
import type { Database } from './db/database';
import { createQuoteRepository } from './db/quoteRepository';
import { docsRoutes } from './docs/docsRoutes';
import {
  bookingDocumentRenderer,
  createDocumentRenderPool,
  type DocumentRenderPool,
  trackingNumberSource,
} from './documents/index';
import { createDraftRepository } from './drafts/draftRepository';
import { draftRoutes } from './drafts/draftRoutes';
import { createDraftService } from './drafts/draftService';
import { inspectionRoutes } from './inspection/inspectionRoutes';
import { createInspectionService } from './inspection/inspectionService';
import { createSavedLineItemRepository } from './items/savedLineItemRepository';
import { savedLineItemRoutes } from './items/savedLineItemRoutes';
import { createSavedLineItemService } from './items/savedLineItemService';
import type { PgBoss } from './jobs/jobQueue';
import { createOutboxTransport, type MailTransport } from './mail/mailTransport';
import { isKnownCountryCode } from './options/countryOptions';
import { buildCurrencyOptions } from './options/currencyOptions';
import { optionRoutes } from './options/optionRoutes';
import { createOrderChannelService } from './orders/orderChannelService';
import { createOrderChannelRepository, createOrderRepository } from './orders/orderRepository';
import { orderRoutes } from './orders/orderRoutes';
import { createOrderService } from './orders/orderService';
import { createPartnerKeyRepository } from './partners/partnerKeyRepository';
import { createPartnerKeyService } from './partners/partnerKeyService';
import { partnerRoutes } from './partners/partnerRoutes';
import type { PaymentGateway } from './payments/gateway';
import { createPaymentMethodRepository } from './payments/paymentMethodRepository';
import { paymentMethodRoutes } from './payments/paymentMethodRoutes';
import { createPaymentMethodService } from './payments/paymentMethodService';
import { SandboxPaymentGateway } from './payments/sandbox/sandboxPaymentGateway';
import { createPickupRepository } from './pickups/pickupRepository';
import { pickupRoutes } from './pickups/pickupRoutes';
import { createPickupService } from './pickups/pickupService';
import { pickupOriginOfPrepared } from './pickups/shipmentPickupOrigin';
import { type BackgroundTasks, createBackgroundTasks } from './platform/backgroundTasks';
import { contextRoutes } from './platform/contexts';
import { installCors } from './platform/cors';
import { featureFlagRoutes } from './platform/featureFlagRoutes';
import {
  BODY_LIMIT_BYTES,
  frameworkErrorHandler,
  HTTP_TIMEOUTS,
  type HttpTimeouts,
  installHttpPlatform,
  loggable,
  serverWithTimeouts,
} from './platform/http';
import { createIdempotency } from './platform/idempotency';
import { withLogRedaction } from './platform/logRedaction';
import { requireContractRoutes } from './platform/routeContract';
import { installSecurityHeaders } from './platform/securityHeaders';
import { installStaticFiles, type StaticFolders } from './platform/staticFiles';
import { postalCodeRoutes } from './postalCodes/postalCodeRoutes';
import { quoteRoutes } from './quotes/quoteRoutes';
import { createQuoteService } from './quotes/quoteService';
import { createMemoryStore, type RateLimitStore } from './rateLimit/rateLimitStore';
import { installRateLimits } from './rateLimit/rateLimits';
import { createBookingService } from './shipments/bookingService';
import type { DocumentRenderer, TrackingNumberSource } from './shipments/ports';
import { createShipmentRepository } from './shipments/shipmentRepository';
import { shipmentRoutes } from './shipments/shipmentRoutes';
import { createShipmentService } from './shipments/shipmentService';
import { createSupportRepository } from './support/supportRepository';
import { supportRoutes } from './support/supportRoutes';
import { createSupportService } from './support/supportService';
import { createSurveyRepository } from './survey/surveyRepository';
import { surveyRoutes } from './survey/surveyRoutes';
import { createSurveyService } from './survey/surveyService';
import { createDemoClock, type DemoClock } from './tracking/demoClock';
import { createTrackingJobs, type TrackingJobs, type TrackingJobsDeps } from './tracking/trackingJobs';
import { createTrackingRepository } from './tracking/trackingRepository';
import { trackingRoutes } from './tracking/trackingRoutes';
import { createTrackingService } from './tracking/trackingService';
import { createWebhookJobs, type WebhookJobs } from './webhooks/webhookJobs';
import { createWebhookRepository } from './webhooks/webhookRepository';
import { webhookRoutes } from './webhooks/webhookRoutes';
import { createWebhookService } from './webhooks/webhookService';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work done after its answer (recovery and sign-up mail); tests drain it before reading mail. */
    backgroundTasks: BackgroundTasks;
    /** The carriers' scans as jobs (docs/tracking.md); tests run a check or a sweep directly. */
    trackingJobs: TrackingJobs;
    /** Webhook delivery (docs/webhooks.md); tests relay the outbox and deliver its jobs directly. */
    webhookJobs: WebhookJobs;
  }
}

/** The API's version, as the OpenAPI document gives it (the server package's). */
const SHIPDECK_VERSION = '0.1.0';

export interface AppOptions {
  /** A migrated database (see openDatabase); the caller owns it and closes it. */
  db: Database;
  /** The key that signs and verifies access tokens (loadJwtSecret). */
  jwtSecret: Uint8Array;
  /** Origins allowed to call the API cross-origin (SHIPDECK_PARTNER_ORIGINS). */
  partnerOrigins?: readonly string[];
  /** The carrier integration; the sandbox gateway by default. */
  gateway?: CarrierGateway;
  /** The payment processor (docs/payments.md); the sandbox one, signing with jwtSecret, by default. */
  paymentGateway?: PaymentGateway;
  /** Makes a booking's PDFs off the HTTP thread (docs/documents.md); the worker pool by default. */
  documents?: DocumentRenderer;
  /** New tracking numbers per carrier (core/tracking) by default. */
  trackingNumbers?: TrackingNumberSource;
  /** "Now", injectable so token expiry and estimated delivery are testable. */
  now?: () => Date;
  /** The built host app and embed bundle to serve; none in API-only tests. */
  staticFolders?: StaticFolders;
  logger?: FastifyServerOptions['logger'];
  /** Replaces the route permission table (tests probe rules no route of the API needs yet). */
  permissions?: Readonly<Record<string, RoutePolicy>>;
  /**
   * Where recovery and sign-up mail goes (createMailTransport: SMTP or <dataDir>/outbox); by
   * default an outbox in the system's temporary folder (the real server always passes one).
   */
  mail?: MailTransport;
  /** Feature flags (SHIPDECK_FLAGS over the spec's defaults). */
  flags?: FeatureFlags;
  /** The public address of the app, for links in e-mails (SHIPDECK_PUBLIC_URL). */
  publicUrl?: string;
  /** The team mailbox that hears of new sign-ups (SHIPDECK_SIGNUP_EMAIL). */
  signUpTeamEmail?: string;
  /** The operations team's mailbox: freight quote and support requests (SHIPDECK_OPERATIONS_EMAIL). */
  operationsEmail?: string;
  /** The password hasher (argon2id); injectable so a test can count or fail hashing. */
  hasher?: PasswordHasher;
  /** Failed sign-ins per client address (default: 30 per 15 minutes, attemptLimiter.ts). */
  attemptLimiter?: AttemptLimiter;
  /**
   * Where request budgets are counted (rateLimit/): in memory by default (one process), PostgreSQL
   * or Redis when several processes share a database (server.ts decides); false turns them off.
   */
  rateLimits?: RateLimitStore | false;
  /** Request, header and idle timeouts (HTTP_TIMEOUTS); tests shorten them. */
  timeouts?: Partial<HttpTimeouts>;
  /** Reverse proxies whose X-Forwarded-For is believed (SHIPDECK_TRUSTED_PROXIES); none by default. */
  trustedProxies?: readonly string[];
  /** Spreadsheet work off the HTTP thread (address import and export); one set per app by default. */
  spreadsheetThreads?: SpreadsheetThreads;
  /**
   * The job queue (pg-boss, started by the caller on this database): tracking's checks and sweep run
   * on it once the app is ready. Without one (most suites) nothing runs in the background; a test
   * calls `app.trackingJobs.check` itself. Given as a promise of the queue (the server: the queue
   * still starting), the app is ready without waiting for it and the workers start once it has; until
   * then a check or a webhook is not queued, and the start's sweep and relay take what came meanwhile.
   */
  jobs?: PgBoss | Promise<PgBoss>;
  /** The sandbox carriers' clock (SHIPDECK_DEMO_CLOCK); real time by default. */
  demoClock?: DemoClock;
  /**
   * Webhook delivery (docs/webhooks.md): `production` allows public https targets only (off by default:
   * a local receiver over http); tests shorten the retry schedule and the timeout.
   */
  webhooks?: { production?: boolean; retryDelaysSeconds?: readonly number[]; timeoutMs?: number };
  /** Test-only extra routes, registered after the API's (with the same platform and auth). */
  extraRoutes?: (app: FastifyInstance) => Promise<void> | void;
}

/**
 * The API server: one plugin per resource family, each handler parses with the core contract,
 * calls a service and returns (docs/conventions.md#route-service-repository). Tests drive it with `inject`.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const now = options.now ?? (() => new Date());
  const app = Fastify({
    logger: withLogRedaction(options.logger ?? false),
    bodyLimit: BODY_LIMIT_BYTES,
    serverFactory: serverWithTimeouts({ ...HTTP_TIMEOUTS, ...options.timeouts }),
    // request.ip is the socket's address unless the request came through a configured proxy.
    ...(options.trustedProxies?.length ? { trustProxy: [...options.trustedProxies] } : {}),
    frameworkErrors: frameworkErrorHandler,
  });

  const tokens = createTokenService({ secret: options.jwtSecret, now });
  const flags = options.flags ?? { ...FEATURE_FLAG_DEFAULTS };
  const audit = createAuditLog(options.db, now);
  // Declared before the app's logger exists; it reports through it once built.
  let log: FastifyInstance['log'] | undefined;
  const background = createBackgroundTasks((name, error) =>
    log?.error({ err: loggable(error) }, `background task failed: ${name}`),
  );
  const mail = options.mail ?? createOutboxTransport(join(tmpdir(), 'shipdeck-outbox'));
  const accounts = createAccountService({
    users: createUserRepository(options.db),
    sessions: createSessionStore(options.db, now),
    recovery: createRecoveryCodes(options.db, now),
    audit,
    hasher: options.hasher ?? createPasswordHasher(),
    tokens,
    mail,
    flags,
    publicUrl: (options.publicUrl ?? 'http://localhost:3000').replace(/\/+$/, ''),
    signUpTeamEmail: options.signUpTeamEmail ?? 'signups@shipdeck.local',
    now,
    background,
    emailChanges: createEmailChangeCodes(options.db, now),
    ...(options.attemptLimiter ? { limiter: options.attemptLimiter } : {}),
  });
  const partners = createPartnerKeyService({
    repository: createPartnerKeyRepository(options.db),
    audit,
    tokens,
    now,
  });
  log = app.log;
  app.decorate('backgroundTasks', background);
  app.addHook('onClose', () => background.drain());
  // The platform first, so every plugin registered after it shares its parsers and error handler.
  let spaFallback: Awaited<ReturnType<typeof installStaticFiles>> | undefined;
  installSecurityHeaders(app, { publicUrl: options.publicUrl ?? 'http://localhost:3000' });
  // API answers over 1 KB travel compressed (issue 8); files come pre-compressed from the build.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: /^application\/(?:ld\+)?json/,
    // Quality 4: most of brotli's gain at a fraction of its best quality's CPU (JSON answers are small).
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  installHttpPlatform(app, { notFoundFallback: (request, reply) => spaFallback?.(request, reply) ?? false });
  spaFallback = await installStaticFiles(app, options.staticFolders ?? {});
  installCors(app, { partnerOrigins: options.partnerOrigins ?? [], publishableKey: partners.publishableKey });
  installAuthentication(app, {
    tokens,
    resolveSession: accounts.resolveSession,
    resolvePartnerSession: (principal, request) =>
      partners.resolveSession(principal, request.partnerKey?.id ?? null),
    verifySecretKey: partners.verifySecretKey,
    ...(options.permissions ? { permissions: options.permissions } : {}),
  });
  // Test-only routes come with a permission table of their own; the real table is the contract's.
  if (!options.permissions) requireContractRoutes(app);
  installActingForClient(app, audit);
  if (options.rateLimits !== false)
    installRateLimits(app, { store: options.rateLimits ?? createMemoryStore() });

  const repository = createQuoteRepository(options.db);
  // Closing waits for every quote being written (their answers wait for the commit).
  app.addHook('onClose', () => repository.flush());
  const quoteGateway = options.gateway ?? createSandboxGateway();
  const quotes = createQuoteService({
    gateway: quoteGateway,
    repository,
    now,
    log: app.log,
  });

  await app.register(contextRoutes);
  await app.register(authRoutes, { tokens });
  await app.register(featureFlagRoutes, { flags });
  await app.register(accountRoutes, {
    accounts,
    tokens,
    devices: createTrustedDevices(options.jwtSecret, now),
    now,
  });
  await app.register(userRoutes, { accounts });
  await app.register(optionRoutes);
  await app.register(postalCodeRoutes);
  await app.register(quoteRoutes, { quotes });
  await app.register(surveyRoutes, {
    survey: createSurveyService(createSurveyRepository(options.db), now),
  });
  await app.register(inspectionRoutes, {
    inspection: createInspectionService({
      gateway: quoteGateway,
      quotes: repository,
      users: createUserRepository(options.db),
      log: app.log,
    }),
  });
  await app.register(supportRoutes, {
    support: createSupportService({
      repository: createSupportRepository(options.db),
      drafts: createDraftRepository(options.db),
      mail,
      background,
      operationsEmail: options.operationsEmail ?? 'operations@shipdeck.local',
      now,
    }),
  });
  const draftService = createDraftService(createDraftRepository(options.db), now, app.log, audit, {
    allowDomesticDocuments: flags.DOMESTIC_DOCUMENTS,
  });
  await app.register(draftRoutes, { drafts: draftService });
  const paymentGateway = options.paymentGateway ?? new SandboxPaymentGateway({ secret: options.jwtSecret });
  const paymentMethodRepository = createPaymentMethodRepository(options.db);
  await app.register(paymentMethodRoutes, {
    paymentMethods: createPaymentMethodService({
      repository: paymentMethodRepository,
      gateway: paymentGateway,
      now,
    }),
  });
  const shipmentRepository = createShipmentRepository(options.db);
  // The documents' worker pool starts on the first booking and stops with the app.
  const documentPool = options.documents ? null : createDocumentRenderPool();
  if (documentPool) app.addHook('onClose', () => documentPool.close());
  const documents = options.documents ?? bookingDocumentRenderer(documentPool as DocumentRenderPool);
  // The booking flow books pickups with its shipments through this service (docs/pickups.md).
  const pickups = createPickupService({
    repository: createPickupRepository(options.db),
    gateway: quoteGateway,
    drafts: createDraftRepository(options.db),
    // A booked shipment's pickup address, for a capability check or a validation by shipmentId.
    shipmentOrigin: async (ownerId, shipmentId) => {
      const found = await shipmentRepository.find(shipmentId, ownerId);
      return found ? pickupOriginOfPrepared(found.row.request) : null;
    },
    shipments: {
      async find(ownerId, shipmentId) {
        const found = await shipmentRepository.find(shipmentId, ownerId);
        if (!found) return null;
        const { row } = found;
        return {
          carrier: row.carrier,
          carrierProduct: row.carrierProduct,
          origin: pickupOriginOfPrepared(row.request),
          packages: Math.max(
            1,
            row.request.pieces.reduce((sum, piece) => sum + Math.max(0, Math.round(piece.quantity)), 0),
          ),
          pickable: row.canceledOn === null && canCancelShipment(row.primaryStatusFlag),
        };
      },
      markAwaitingPickup: (ownerId, shipmentIds) =>
        shipmentRepository.markAwaitingPickup(ownerId, shipmentIds),
      markAwaitingDropoff: (ownerId, shipmentIds) =>
        shipmentRepository.markAwaitingDropoff(ownerId, shipmentIds),
    },
    now,
    log: app.log,
  });
  const webhookPolicy = { production: options.webhooks?.production ?? false };
  const webhookRepository = createWebhookRepository(options.db);
  const webhookJobs = createWebhookJobs({
    repository: webhookRepository,
    policy: webhookPolicy,
    now,
    log: app.log,
    ...(options.webhooks?.retryDelaysSeconds
      ? { retryDelaysSeconds: options.webhooks.retryDelaysSeconds }
      : {}),
    ...(options.webhooks?.timeoutMs ? { timeoutMs: options.webhooks.timeoutMs } : {}),
  });
  app.decorate('webhookJobs', webhookJobs);
  // Each status change — a tracking check's, a cancel's — goes to the account's webhook endpoints
  // (docs/webhooks.md): its event is written to the outbox in the change's transaction, and relayed to
  // the job queue once committed.
  const statusChanges: Pick<TrackingJobsDeps, 'recordStatusChange' | 'afterStatusChange'> = {
    recordStatusChange: async (tx, change, at) => {
      await webhookJobs.recordStatusChange(tx, change, at);
    },
    afterStatusChange: async () => {
      await webhookJobs.relay();
    },
  };
  const trackingRepository = createTrackingRepository(options.db);
  const trackingJobs = createTrackingJobs({
    repository: trackingRepository,
    gateway: quoteGateway,
    clock: options.demoClock ?? createDemoClock(1),
    now,
    log: app.log,
    ...statusChanges,
  });
  app.decorate('trackingJobs', trackingJobs);
  const jobs = options.jobs;
  if (jobs) {
    const startWorkers = async (queue: PgBoss) => {
      await webhookJobs.start(queue);
      await trackingJobs.start(queue);
      return queue;
    };
    let workers: Promise<PgBoss | null> | undefined;
    app.addHook('onReady', async () => {
      if (!(jobs instanceof Promise)) {
        workers = startWorkers(jobs);
        await workers;
        return;
      }
      // Issue 8: the server answers while the queue starts (its schema checked, its workers polling).
      workers = jobs.then(startWorkers).catch((error: unknown) => {
        app.log.error(
          { err: error },
          'job queue not started: tracking checks and webhooks wait for a restart',
        );
        return null;
      });
    });
    app.addHook('onClose', async () => {
      const queue = await workers;
      if (!queue) return;
      await trackingJobs.stop(queue);
      await webhookJobs.stop(queue);
    });
  }
  await app.register(shipmentRoutes, {
    booking: createBookingService({
      repository: shipmentRepository,
      carriers: quoteGateway,
      payments: paymentGateway,
      paymentMethods: paymentMethodRepository,
      users: createUserRepository(options.db),
      documents,
      trackingNumbers: options.trackingNumbers ?? trackingNumberSource(),
      pickups,
      now,
      log: app.log,
      tracking: trackingJobs,
    }),
    shipments: createShipmentService({
      repository: shipmentRepository,
      payments: paymentGateway,
      documents,
      pickups,
      now,
      log: app.log,
      audit,
      ...statusChanges,
    }),
    idempotency: createIdempotency(options.db, now),
    drafts: draftService,
    now,
  });
  const spreadsheetThreads = options.spreadsheetThreads ?? createSpreadsheetThreads();
  app.addHook('onClose', () => spreadsheetThreads.close());
  await app.register(savedAddressRoutes, {
    addresses: createSavedAddressService(createSavedAddressRepository(options.db), now),
    threads: spreadsheetThreads,
    now,
  });
  await app.register(settingsRoutes, { accounts });
  await app.register(commodityCodeRoutes);
  const currencies = new Set(buildCurrencyOptions().map((option) => option.code));
  await app.register(savedLineItemRoutes, {
    items: createSavedLineItemService({
      repository: createSavedLineItemRepository(options.db),
      now,
      isKnownCountry: isKnownCountryCode,
      isKnownCurrency: (code) => currencies.has(code),
      isKnownCommodityCode,
    }),
  });
  await app.register(pickupRoutes, { pickups });
  const orderRepository = createOrderRepository(options.db);
  await app.register(orderRoutes, {
    orders: createOrderService({
      repository: orderRepository,
      drafts: draftService,
      flags,
      now,
      isKnownCountry: isKnownCountryCode,
    }),
    channels: createOrderChannelService({
      repository: createOrderChannelRepository(options.db),
      orders: orderRepository,
      partnerKeys: createPartnerKeyRepository(options.db),
      flags,
      now,
      isKnownCountry: isKnownCountryCode,
    }),
    threads: spreadsheetThreads,
  });
  await app.register(trackingRoutes, { tracking: createTrackingService({ repository: trackingRepository }) });
  await app.register(partnerRoutes, { partners });
  const webhookUsers = createUserRepository(options.db);
  await app.register(webhookRoutes, {
    webhooks: createWebhookService({
      repository: webhookRepository,
      jobs: webhookJobs,
      accountExists: async (id) => (await webhookUsers.findById(id)) !== undefined,
      audit,
      policy: webhookPolicy,
      now,
    }),
  });
  await app.register(docsRoutes, { version: SHIPDECK_VERSION });
  if (options.extraRoutes) await app.register(async (scope) => options.extraRoutes?.(scope));

  return app;
}
