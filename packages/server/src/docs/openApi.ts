import { API_ROUTES, type ApiRoute, routeKeyOf } from '@shipdeck/core/contract';
import { z } from 'zod';
import { ROUTE_PERMISSIONS, type RouteKey } from '../auth/permissions';
import { RATE_LIMITS } from '../rateLimit/rateLimits';

/** JSON Schema of a contract schema, as a request carries it (`input`) or an answer does (`output`). */
function schemaOf(schema: z.core.$ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Record<
    string,
    unknown
  >;
  delete json.$schema;
  return json;
}

const WHO: Record<string, string> = {
  public: 'Anyone; no token is read.',
  quote: 'A token with the quote scope: a guest, quick access or a signed-in account.',
  prepare: 'A token with the prepare scope: quick access or a signed-in account.',
  account: 'A signed-in account (with its password).',
  documents: 'A signed-in account whose number the carrier accepts.',
  pickups: 'A signed-in account whose number the carrier accepts.',
  history: 'A guest (its own quotes) or a signed-in account; quick access is asked for the password.',
  user: 'Any account session, quick access included.',
  staff: 'Customer service or an administrator, on their own account.',
  acting: "Staff signed into a client's profile.",
  superAdmin: 'A super admin, on their own account.',
  admin: 'An administrator or super admin, on their own account (not customer service).',
  partnerSecret: "A partner's server, with its secret key: Authorization: Bearer sk_….",
};

const errorResponse = { $ref: '#/components/schemas/HydraError' };

/**
 * The OpenAPI 3.1 document of the API, generated from the contract's route table (API_ROUTES), the
 * permission table and the request budgets, so it can never describe another API than the one served.
 */
export function openApiDocument(version: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of API_ROUTES as readonly ApiRoute[]) {
    const key = routeKeyOf(route) as RouteKey;
    const policy = ROUTE_PERMISSIONS[key];
    const parameters: unknown[] = [];
    for (const [, name] of route.path.matchAll(/\{(\w+)\}/g)) {
      parameters.push({ name, in: 'path', required: true, schema: { type: 'string' } });
    }
    if (route.query) {
      const query = schemaOf(route.query, 'input') as {
        properties?: Record<string, unknown>;
        required?: string[];
      };
      for (const [name, schema] of Object.entries(query.properties ?? {})) {
        parameters.push({ name, in: 'query', required: query.required?.includes(name) ?? false, schema });
      }
    }
    const limits = RATE_LIMITS[key]?.rules
      .map((rule) => `${rule.max} per ${rule.windowMs / 60_000} min per ${rule.by}`)
      .join(', ');
    const operation: Record<string, unknown> = {
      operationId: key.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, ''),
      summary: route.summary,
      tags: [route.tag],
      description: [
        `Who may call: ${WHO[policy?.requires ?? 'public'] ?? policy?.requires}`,
        limits ? `Rate limits: ${limits} (429 RateLimited with Retry-After beyond).` : '',
      ]
        .filter(Boolean)
        .join('\n\n'),
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(policy && policy.requires !== 'public'
        ? { security: [policy.requires === 'partnerSecret' ? { secretKey: [] } : { bearer: [] }] }
        : {}),
      ...(route.body
        ? {
            requestBody: {
              required: true,
              content: {
                'application/ld+json': { schema: schemaOf(route.body, 'input') },
                'application/json': { schema: schemaOf(route.body, 'input') },
              },
            },
          }
        : {}),
      ...(route.upload
        ? {
            requestBody: {
              required: true,
              content: {
                'multipart/form-data': {
                  schema: {
                    type: 'object',
                    required: [route.upload.field],
                    properties: {
                      [route.upload.field]: {
                        type: 'string',
                        format: 'binary',
                        description: `One file: ${route.upload.accept.join(', ')}`,
                      },
                    },
                  },
                },
              },
            },
          }
        : {}),
      responses: {
        '200': {
          description: 'OK',
          ...(route.response
            ? { content: { 'application/ld+json': { schema: schemaOf(route.response, 'output') } } }
            : route.produces
              ? {
                  content: Object.fromEntries(
                    route.produces.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
                  ),
                }
              : {}),
        },
        '400': {
          description: 'The request could not be read',
          content: { 'application/ld+json': { schema: errorResponse } },
        },
        '401': {
          description: 'No valid token',
          content: { 'application/ld+json': { schema: errorResponse } },
        },
        '403': {
          description: 'The token may not call this',
          content: { 'application/ld+json': { schema: errorResponse } },
        },
        '422': {
          description: 'Field violations',
          content: { 'application/ld+json': { schema: errorResponse } },
        },
        '429': {
          description: 'Over a request budget',
          content: { 'application/ld+json': { schema: errorResponse } },
        },
      },
    };
    paths[route.path] = { ...paths[route.path], [route.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Shipdeck API',
      version,
      description:
        'Price, prepare, book, pick up and track DHL Express, UPS and FedEx shipments. JSON-LD bodies, hydra collections and errors.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        // A partner's secret key (issue 9, docs/partner-keys.md), server to server only.
        secretKey: { type: 'http', scheme: 'bearer', bearerFormat: 'sk_live_… / sk_test_…' },
      },
      schemas: {
        HydraError: {
          type: 'object',
          required: ['hydra:description'],
          properties: {
            '@type': { type: 'string' },
            'hydra:title': { type: 'string' },
            'hydra:description': { type: 'string' },
            errorCode: { type: 'string' },
            violations: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  propertyPath: { type: 'string' },
                  message: { type: 'string' },
                  severity: { type: 'string' },
                },
              },
            },
          },
        },
      },
    },
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A readable page of the document: no script at all, so it is served under the strict CSP. */
export function openApiPage(document: Record<string, unknown>): string {
  const paths = document.paths as Record<
    string,
    Record<string, { summary: string; description: string; tags: string[] }>
  >;
  const rows = Object.entries(paths)
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(
        ([method, operation]) =>
          `<section><h2><code>${method.toUpperCase()} ${escapeHtml(path)}</code></h2><p>${escapeHtml(operation.summary)}</p>${operation.description
            .split('\n\n')
            .map((line) => `<p>${escapeHtml(line)}</p>`)
            .join('')}</section>`,
      ),
    )
    .join('\n');
  const info = document.info as { title: string; version: string; description: string };
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(info.title)}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1d2433}h2{font-size:1rem;margin:1.5rem 0 .25rem}code{background:#f1f3f7;padding:.1rem .3rem;border-radius:4px}section p{margin:.25rem 0}</style></head><body><main><h1>${escapeHtml(info.title)} ${escapeHtml(info.version)}</h1><p>${escapeHtml(info.description)}</p><p>The machine-readable document: <a href="/api/docs.json">/api/docs.json</a> (OpenAPI 3.1).</p>${rows}</main></body></html>`;
}
