import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { TEST_SECRET } from '../testing/testApp';

// Serving files needs no database: the query builder is drizzle's mock.
const db = drizzle.mock() as unknown as Database;

describe('the host app and the embed bundle', () => {
  let root: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'shipdeck-static-'));
    await mkdir(join(root, 'host', 'assets'), { recursive: true });
    await mkdir(join(root, 'embed'), { recursive: true });
    await writeFile(
      join(root, 'host', 'index.html'),
      '<!doctype html><title>Shipdeck</title><div id="root"></div>',
    );
    await writeFile(join(root, 'host', 'assets', 'index-BWc4DM8h.js'), 'console.log("app")');
    await writeFile(join(root, 'embed', 'shipdeck.js'), 'window.Shipdeck = {}');
    await writeFile(join(root, 'embed', 'quote-3f9a1c2b.js'), 'export default 1');
    app = await buildApp({
      db,
      jwtSecret: TEST_SECRET,
      partnerOrigins: ['https://shop.example.com'],
      staticFolders: { hostApp: join(root, 'host'), embed: join(root, 'embed') },
    });
  });
  afterAll(async () => {
    await app?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('serves the host app at / and its hashed assets for a year', async () => {
    const page = await app.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const asset = await app.inject({ url: '/assets/index-BWc4DM8h.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a page route of the app (e.g. /get-quote) with index.html', async () => {
    const page = await app.inject({
      url: '/get-quote?x=1',
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
  });

  it('keeps API misses and non-page requests as 404 hydra errors', async () => {
    const api = await app.inject({ url: '/api/nothing', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()['@type']).toBe('hydra:Error');
    const script = await app.inject({ url: '/missing.js', headers: { accept: '*/*' } });
    expect(script.statusCode).toBe(404);
    const embedMiss = await app.inject({ url: '/embed/missing.js', headers: { accept: 'text/html' } });
    expect(embedMiss.statusCode).toBe(404);
  });

  it('serves the embed bundle to any page, CORS-safe, the loader briefly cached and chunks for a year', async () => {
    const loader = await app.inject({
      url: '/embed/shipdeck.js',
      headers: { origin: 'https://any-shop.example' },
    });
    expect(loader.statusCode).toBe(200);
    expect(loader.headers['access-control-allow-origin']).toBe('*');
    expect(loader.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(loader.headers['cache-control']).toBe('public, max-age=300');
    const chunk = await app.inject({ url: '/embed/quote-3f9a1c2b.js' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('without built front ends', () => {
  it('still serves the API and answers page routes with 404', async () => {
    const app = await buildApp({
      db,
      jwtSecret: TEST_SECRET,
      staticFolders: { hostApp: '/nonexistent/host', embed: '/nonexistent/embed' },
    });
    expect((await app.inject({ url: '/api/currency_options' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/get-quote', headers: { accept: 'text/html' } })).statusCode).toBe(404);
    await app.close();
  });
});

describe('security headers and source maps (issue 7 item 9)', () => {
  let root: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'shipdeck-headers-'));
    await mkdir(join(root, 'host', 'assets'), { recursive: true });
    await mkdir(join(root, 'embed'), { recursive: true });
    await writeFile(join(root, 'host', 'index.html'), '<!doctype html><title>Shipdeck</title>');
    await writeFile(join(root, 'host', 'assets', 'index-BWc4DM8h.js'), 'console.log("app")');
    await writeFile(join(root, 'host', 'assets', 'index-BWc4DM8h.js.map'), '{"sources":["../src/main.tsx"]}');
    await writeFile(join(root, 'embed', 'quote-3f9a1c2b.js.map'), '{"sources":["../src/quote.ts"]}');
    app = await buildApp({
      db,
      jwtSecret: TEST_SECRET,
      publicUrl: 'https://ship.example.com',
      staticFolders: { hostApp: join(root, 'host'), embed: join(root, 'embed') },
    });
  });
  afterAll(async () => {
    await app?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('gives pages a CSP with scripts from this origin only and no framing, and HSTS on an https address', async () => {
    for (const url of ['/', '/get-quote']) {
      const page = await app.inject({ url, headers: { accept: 'text/html' } });
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.headers['referrer-policy']).toBe('same-origin');
      expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('lets only this origin frame the survey form (the shipment summary opens it in a modal), and no one any other page', async () => {
    for (const url of ['/survey-form', '/survey-form?shipmentId=00000000-0000-4000-8000-000000000001']) {
      const page = await app.inject({ url, headers: { accept: 'text/html' } });
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).not.toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
    for (const url of ['/survey-results', '/survey-form/x', '/get-quote?next=/survey-form']) {
      const page = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      expect(page.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('gives API answers a closed CSP, errors included', async () => {
    for (const url of ['/api/feature_flags', '/api/no_such_thing']) {
      const answer = await app.inject({ url });
      expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('never serves a source map', async () => {
    expect((await app.inject({ url: '/assets/index-BWc4DM8h.js.map' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/embed/quote-3f9a1c2b.js.map' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/assets/index-BWc4DM8h.js' })).statusCode).toBe(200);
  });

  it('sends no HSTS when the public address is plain http', async () => {
    const local = await buildApp({ db, jwtSecret: TEST_SECRET });
    expect(
      (await local.inject({ url: '/api/feature_flags' })).headers['strict-transport-security'],
    ).toBeUndefined();
    await local.close();
  });
});

describe('compression on the wire (issue 8)', () => {
  let root: string;
  let app: FastifyInstance;
  const script = `console.log(${JSON.stringify('shipdeck '.repeat(400))});`;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'shipdeck-compress-'));
    await mkdir(join(root, 'host', 'assets'), { recursive: true });
    await mkdir(join(root, 'embed'), { recursive: true });
    await writeFile(join(root, 'host', 'index.html'), '<!doctype html><title>Shipdeck</title>');
    await writeFile(join(root, 'host', 'assets', 'index-BWc4DM8h.js'), script);
    await writeFile(join(root, 'embed', 'quote-3f9a1c2b.js'), script);
    const { precompress } = await import('../../../../scripts/precompress.mjs');
    await precompress(root);
    app = await buildApp({
      db,
      jwtSecret: TEST_SECRET,
      staticFolders: { hostApp: join(root, 'host'), embed: join(root, 'embed') },
    });
  });
  afterAll(async () => {
    await app?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('sends the build’s brotli or gzip copy of a file to a browser that accepts it, immutable when hashed', async () => {
    for (const url of ['/assets/index-BWc4DM8h.js', '/embed/quote-3f9a1c2b.js']) {
      const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.rawPayload.length).toBeLessThan(script.length / 5);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
      const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      const plain = await app.inject({ url });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);
    }
  });

  it('compresses API answers over 1 KB on the fly, and leaves small ones as they are', async () => {
    const countries = await app.inject({ url: '/api/country_options', headers: { 'accept-encoding': 'br' } });
    expect(countries.headers['content-encoding']).toBe('br');
    const small = await app.inject({ url: '/api/feature_flags', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('versioned embed URLs (issue 9 item 6)', () => {
  let root: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'shipdeck-embed-v1-'));
    await mkdir(join(root, 'embed'), { recursive: true });
    await writeFile(join(root, 'embed', 'loader.js'), 'window.Shipdeck = {}');
    await writeFile(join(root, 'embed', 'quote.aea3a07cec35.js'), 'window.quote = 1');
    app = await buildApp({ db, jwtSecret: TEST_SECRET, staticFolders: { embed: join(root, 'embed') } });
  });
  afterAll(async () => {
    await app?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('serves /embed/v1/loader.js briefly cached and the content-hashed bundle immutable, to any page', async () => {
    const loader = await app.inject({ url: '/embed/v1/loader.js' });
    expect(loader.statusCode).toBe(200);
    expect(loader.headers['cache-control']).toBe('public, max-age=300');
    expect(loader.headers['access-control-allow-origin']).toBe('*');
    const bundle = await app.inject({ url: '/embed/v1/quote.aea3a07cec35.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The unversioned address of older snippets still works.
    expect((await app.inject({ url: '/embed/loader.js' })).statusCode).toBe(200);
  });
});
