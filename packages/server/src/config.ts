import { isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import type { FeatureFlags } from '@shipdeck/core/contract';
import { parseFeatureFlags } from './platform/featureFlags';

/** Where the data lives: the embedded database (PGlite, a folder) or a PostgreSQL server. */
export type DatabaseTarget =
  | {
      kind: 'pglite' /** Absolute folder; undefined keeps the database in memory (tests). */;
      dataDir?: string;
    }
  | { kind: 'postgres'; url: string };

export interface ServerConfig {
  port: number;
  host: string;
  /** Absolute path of SHIPDECK_DATA_DIR (default ./.data). */
  dataDir: string;
  database: DatabaseTarget;
  /** Origins (scheme://host[:port]) allowed to call the API cross-origin: the partner storefronts. */
  partnerOrigins: readonly string[];
  /** SHIPDECK_JWT_SECRET; when absent the server uses a secret persisted in the data dir. */
  jwtSecret?: string;
  /** SHIPDECK_FLAGS over the spec's defaults (spec 01 §6, spec 03 §6). */
  flags: FeatureFlags;
  /** SHIPDECK_SMTP_URL: mail goes by SMTP; absent, into <dataDir>/outbox. */
  smtpUrl?: string;
  /** SHIPDECK_PUBLIC_URL: the app's address in e-mailed links (default http://localhost:PORT). */
  publicUrl: string;
  /** SHIPDECK_SIGNUP_EMAIL: the team mailbox told of new sign-ups. */
  signUpTeamEmail: string;
  /** SHIPDECK_OPERATIONS_EMAIL: the operations team's mailbox (freight quote and support requests). */
  operationsEmail: string;
  /**
   * SHIPDECK_DEMO_DATA=on: seed the demo accounts and their history (README's start command sets
   * it). Off unless asked for, on either database: a production database never gets accounts with
   * a published password.
   */
  demoData: boolean;
  /**
   * SHIPDECK_TRUSTED_PROXIES: addresses or CIDR ranges of the reverse proxies in front of the server,
   * whose X-Forwarded-For is believed for the client address (sign-in limits, audit). Empty: the
   * socket's address, and forwarded headers are ignored (anyone can send one).
   */
  trustedProxies: readonly string[];
  /** SHIPDECK_REDIS_URL: request budgets counted in Redis (shared by every process) instead of the database. */
  redisUrl?: string;
  /** SHIPDECK_RATE_LIMITS=off turns request budgets off (load tests only); on by default. */
  rateLimits: boolean;
  /**
   * SHIPDECK_DEMO_CLOCK: how fast the sandbox carriers' clock runs, as a multiple of real time from
   * each shipment's booking (`3600x`: an hour of a parcel's life a second). `1x` (real time) unless set.
   */
  demoClockSpeed: number;
  /**
   * NODE_ENV=production: webhooks go to public https addresses only (docs/webhooks.md#where-events-may-go);
   * otherwise http to localhost is allowed for a developer's receiver.
   */
  production: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** 256 bits: HS256 keys shorter than the hash output weaken the MAC (RFC 7518 §3.2). */
export const MIN_JWT_SECRET_LENGTH = 32;

/**
 * Reads the server configuration from the environment. Relative paths are resolved against the
 * directory the command was started from: `pnpm start` runs the server inside packages/server,
 * and pnpm passes the caller's directory as INIT_CWD, so `./.data` means the folder the person
 * typed the command in (decision: that is what a newcomer expects to find).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): ServerConfig {
  const baseDir = env.INIT_CWD && isAbsolute(env.INIT_CWD) ? env.INIT_CWD : cwd;
  const dataDir = resolve(baseDir, nonEmpty(env.SHIPDECK_DATA_DIR) ?? './.data');
  const databaseUrl = nonEmpty(env.DATABASE_URL);
  const jwtSecret = nonEmpty(env.SHIPDECK_JWT_SECRET);
  if (jwtSecret !== undefined && jwtSecret.length < MIN_JWT_SECRET_LENGTH) {
    throw new ConfigError(`SHIPDECK_JWT_SECRET must be at least ${MIN_JWT_SECRET_LENGTH} characters long`);
  }
  const port = parsePort(env.PORT);
  const smtpUrl = nonEmpty(env.SHIPDECK_SMTP_URL);
  return {
    port,
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    dataDir,
    database: databaseUrl
      ? { kind: 'postgres', url: parseDatabaseUrl(databaseUrl) }
      : { kind: 'pglite', dataDir: resolve(dataDir, 'pglite') },
    partnerOrigins: parseOrigins(env.SHIPDECK_PARTNER_ORIGINS),
    ...(jwtSecret ? { jwtSecret } : {}),
    flags: parseFeatureFlags(env.SHIPDECK_FLAGS),
    ...(smtpUrl ? { smtpUrl } : {}),
    publicUrl: parsePublicUrl(nonEmpty(env.SHIPDECK_PUBLIC_URL) ?? `http://localhost:${port}`),
    signUpTeamEmail: nonEmpty(env.SHIPDECK_SIGNUP_EMAIL) ?? 'signups@shipdeck.local',
    operationsEmail: nonEmpty(env.SHIPDECK_OPERATIONS_EMAIL) ?? 'operations@shipdeck.local',
    demoData: parseSwitch('SHIPDECK_DEMO_DATA', env.SHIPDECK_DEMO_DATA),
    trustedProxies: parseProxies(env.SHIPDECK_TRUSTED_PROXIES),
    ...(nonEmpty(env.SHIPDECK_REDIS_URL) ? { redisUrl: nonEmpty(env.SHIPDECK_REDIS_URL) as string } : {}),
    rateLimits:
      env.SHIPDECK_RATE_LIMITS === undefined
        ? true
        : parseSwitch('SHIPDECK_RATE_LIMITS', env.SHIPDECK_RATE_LIMITS),
    demoClockSpeed: parseDemoClock(env.SHIPDECK_DEMO_CLOCK),
    production: env.NODE_ENV === 'production',
  };
}

/** The highest demo clock: a week of a parcel's life in about a minute. */
export const MAX_DEMO_CLOCK_SPEED = 100_000;

/** "3600x" or "3600": a speed from 1 to MAX_DEMO_CLOCK_SPEED; unset is 1 (real time). */
export function parseDemoClock(value: string | undefined): number {
  const raw = nonEmpty(value)?.toLowerCase();
  if (raw === undefined) return 1;
  const match = /^(\d+(?:\.\d+)?)x?$/.exec(raw);
  const speed = match ? Number(match[1]) : Number.NaN;
  if (!(speed >= 1 && speed <= MAX_DEMO_CLOCK_SPEED)) {
    throw new ConfigError(
      `SHIPDECK_DEMO_CLOCK must be a speed from 1x to ${MAX_DEMO_CLOCK_SPEED}x (e.g. 3600x), got "${value}"`,
    );
  }
  return speed;
}

/** An on/off setting: `on`/`off` (also true/false, 1/0); unset is off; anything else is refused. */
function parseSwitch(name: string, value: string | undefined): boolean {
  const raw = nonEmpty(value)?.toLowerCase();
  if (raw === undefined || raw === 'off' || raw === 'false' || raw === '0') return false;
  if (raw === 'on' || raw === 'true' || raw === '1') return true;
  throw new ConfigError(`${name} must be on or off, got "${value}"`);
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function parsePort(value: string | undefined): number {
  const raw = nonEmpty(value);
  if (raw === undefined) return 3000;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got "${raw}"`);
  }
  return port;
}

function parseDatabaseUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(
      'DATABASE_URL is not a valid URL (expected postgres://user:password@host:5432/database)',
    );
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConfigError(
      `DATABASE_URL must start with postgres:// or postgresql://, got "${url.protocol}//"`,
    );
  }
  return value;
}

/**
 * Partner origins are compared exactly (docs/security.md#cross-origin-calls: never reflect Origin, never a
 * wildcard), so each entry is normalised to its origin and anything else is refused at start.
 */
export function parseOrigins(value: string | undefined): string[] {
  const origins = new Set<string>();
  for (const entry of (value ?? '').split(',')) {
    const raw = entry.trim();
    if (!raw) continue;
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new ConfigError(
        `SHIPDECK_PARTNER_ORIGINS: "${raw}" is not an origin like https://shop.example.com`,
      );
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin === 'null') {
      throw new ConfigError(`SHIPDECK_PARTNER_ORIGINS: "${raw}" must be an http(s) origin`);
    }
    if (url.pathname !== '/' || url.search || url.hash || url.username) {
      throw new ConfigError(`SHIPDECK_PARTNER_ORIGINS: "${raw}" must be an origin only, without a path`);
    }
    origins.add(url.origin);
  }
  return [...origins];
}

function parsePublicUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`SHIPDECK_PUBLIC_URL: "${value}" is not a URL like https://ship.example.com`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`SHIPDECK_PUBLIC_URL: "${value}" must be an http(s) address`);
  }
  return url.toString().replace(/\/+$/, '');
}

/** "10.0.0.1, 10.1.0.0/16, ::1": IPv4 or IPv6 addresses, each with an optional prefix length. */
export function parseProxies(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = '', prefix, extra] = entry.split('/');
    const ip = isIP(address);
    const maxPrefix = ip === 6 ? 128 : 32;
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= maxPrefix);
    if (!ip || !prefixOk || extra !== undefined) {
      throw new ConfigError(
        `SHIPDECK_TRUSTED_PROXIES: "${entry}" is not an address or range like 10.0.0.0/8`,
      );
    }
  }
  return entries;
}
