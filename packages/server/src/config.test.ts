import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseOrigins } from './config';
import { parseFeatureFlags } from './platform/featureFlags';

describe('loadConfig', () => {
  it('defaults to port 3000 on all interfaces with the embedded database in ./.data/pglite', () => {
    const config = loadConfig({}, '/srv/shop');
    expect(config).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/shop/.data',
      database: { kind: 'pglite', dataDir: '/srv/shop/.data/pglite' },
      partnerOrigins: [],
      flags: parseFeatureFlags(undefined),
      publicUrl: 'http://localhost:3000',
      signUpTeamEmail: 'signups@shipdeck.local',
      operationsEmail: 'operations@shipdeck.local',
      demoData: false,
      trustedProxies: [],
      rateLimits: true,
      demoClockSpeed: 1,
      production: false,
    });
  });

  it('reads the demo clock (SHIPDECK_DEMO_CLOCK) as a speed and refuses anything else', () => {
    expect(loadConfig({ SHIPDECK_DEMO_CLOCK: '3600x' }, '/srv').demoClockSpeed).toBe(3600);
    expect(loadConfig({ SHIPDECK_DEMO_CLOCK: '60' }, '/srv').demoClockSpeed).toBe(60);
    for (const bad of ['0x', 'fast', '-5x', '1000000x'])
      expect(() => loadConfig({ SHIPDECK_DEMO_CLOCK: bad }, '/srv')).toThrow(ConfigError);
  });

  it('reads mail, public address and feature flags (SHIPDECK_SMTP_URL, SHIPDECK_PUBLIC_URL, SHIPDECK_FLAGS)', () => {
    const config = loadConfig(
      {
        SHIPDECK_SMTP_URL: 'smtp://mail.example.com:587',
        SHIPDECK_PUBLIC_URL: 'https://ship.example.com/',
        SHIPDECK_FLAGS: 'ORDERS=on',
      },
      '/srv/shop',
    );
    expect(config).toMatchObject({
      smtpUrl: 'smtp://mail.example.com:587',
      publicUrl: 'https://ship.example.com',
    });
    expect(config.flags.ORDERS).toBe(true);
    expect(() => loadConfig({ SHIPDECK_PUBLIC_URL: 'ftp://x' }, '/srv')).toThrow(ConfigError);
    expect(() => loadConfig({ SHIPDECK_FLAGS: 'NOPE=on' }, '/srv')).toThrow(ConfigError);
  });

  it('resolves the data dir against the directory pnpm was started from (INIT_CWD)', () => {
    const config = loadConfig(
      { INIT_CWD: '/home/me/shipdeck', SHIPDECK_DATA_DIR: 'var/db' },
      '/home/me/shipdeck/packages/server',
    );
    expect(config.dataDir).toBe('/home/me/shipdeck/var/db');
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://app:secret@db:5432/shipdeck', PORT: '8080' }, '/x');
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://app:secret@db:5432/shipdeck' });
    expect(config.port).toBe(8080);
  });

  it('refuses a port that is not a number and a database URL of another kind', () => {
    expect(() => loadConfig({ PORT: 'eighty' }, '/x')).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' }, '/x')).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db/shipdeck' }, '/x')).toThrow(/postgres:\/\//);
  });

  it('seeds demo data only when SHIPDECK_DEMO_DATA=on, and refuses a value that is neither on nor off', () => {
    expect(loadConfig({}, '/x').demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/shipdeck' }, '/x').demoData).toBe(false);
    expect(loadConfig({ SHIPDECK_DEMO_DATA: 'on' }, '/x').demoData).toBe(true);
    expect(
      loadConfig({ SHIPDECK_DEMO_DATA: 'on', DATABASE_URL: 'postgres://db/shipdeck' }, '/x').demoData,
    ).toBe(true);
    expect(loadConfig({ SHIPDECK_DEMO_DATA: 'off' }, '/x').demoData).toBe(false);
    expect(() => loadConfig({ SHIPDECK_DEMO_DATA: 'yes please' }, '/x')).toThrow(
      /SHIPDECK_DEMO_DATA must be on or off/,
    );
  });

  it('reads the trusted proxies (SHIPDECK_TRUSTED_PROXIES) and refuses what is not an address or range', () => {
    expect(
      loadConfig({ SHIPDECK_TRUSTED_PROXIES: '10.0.0.1, 10.1.0.0/16,::1' }, '/x').trustedProxies,
    ).toEqual(['10.0.0.1', '10.1.0.0/16', '::1']);
    expect(() => loadConfig({ SHIPDECK_TRUSTED_PROXIES: 'proxy.local' }, '/x')).toThrow(ConfigError);
    expect(() => loadConfig({ SHIPDECK_TRUSTED_PROXIES: '10.0.0.0/33' }, '/x')).toThrow(ConfigError);
  });

  it('refuses a JWT secret shorter than 256 bits', () => {
    expect(() => loadConfig({ SHIPDECK_JWT_SECRET: 'short' }, '/x')).toThrow(/at least 32/);
    expect(loadConfig({ SHIPDECK_JWT_SECRET: 'x'.repeat(32) }, '/x').jwtSecret).toBe('x'.repeat(32));
  });
});

describe('partner origins', () => {
  it('normalises each entry to its origin and drops duplicates', () => {
    expect(
      parseOrigins(' https://shop.example.com , http://localhost:5173,https://shop.example.com'),
    ).toEqual(['https://shop.example.com', 'http://localhost:5173']);
  });

  it('refuses wildcards, paths and other schemes', () => {
    expect(() => parseOrigins('*')).toThrow(ConfigError);
    expect(() => parseOrigins('https://shop.example.com/cart')).toThrow(/without a path/);
    expect(() => parseOrigins('ftp://shop.example.com')).toThrow(/http\(s\)/);
  });
});
