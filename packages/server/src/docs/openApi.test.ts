import { API_ROUTES, routeKeyOf } from '@shipdeck/core/contract';
import { drizzle } from 'drizzle-orm/pglite';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { ROUTE_PERMISSIONS } from '../auth/permissions';
import type { Database } from '../db/database';
import { TEST_SECRET } from '../testing/testApp';

const db = drizzle.mock() as unknown as Database;

describe('the OpenAPI document at /api/docs', () => {
  it('is an OpenAPI 3.1 document with every operation of the route table, its parameters and bodies', async () => {
    const app = await buildApp({ db, jwtSecret: TEST_SECRET });
    const response = await app.inject({ url: '/api/docs.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: 'Shipdeck API', version: expect.any(String) });
    const operations = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(API_ROUTES.map((route) => `${route.method} ${route.path}`).sort());
    expect(API_ROUTES.map(routeKeyOf).sort()).toEqual(Object.keys(ROUTE_PERMISSIONS).sort());

    const rate = document.paths['/api/rate_shipment_actions'].post;
    expect(rate.security).toEqual([{ bearer: [] }]);
    expect(rate.requestBody.content['application/ld+json'].schema.properties).toHaveProperty('pieces');
    expect(rate.description).toMatch(/Rate limits: 600 per 1 min per caller/);
    // A partner's server authenticates with its secret key, not a token of ours (issue 9).
    const session = document.paths['/api/widget_session_actions'].post;
    expect(session.security).toEqual([{ secretKey: [] }]);
    expect(session.description).toMatch(/secret key: Authorization: Bearer sk_/);
    expect(document.components.securitySchemes.secretKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const quote = document.paths['/api/quotes/{id}'].get;
    expect(quote.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
    ]);
    const list = document.paths['/api/quotes'].get;
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual([
      'page',
      'itemsPerPage',
      'exists[shipmentId]',
    ]);
    expect(document.paths['/api/guest_auth_token_actions'].post.security).toBeUndefined();
    await app.close();
  });

  it('reads as a page with no script, under the strict content security policy', async () => {
    const app = await buildApp({ db, jwtSecret: TEST_SECRET });
    const page = await app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('POST /api/rate_shipment_actions');
    expect(page.body).not.toContain('<script');
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    await app.close();
  });
});
