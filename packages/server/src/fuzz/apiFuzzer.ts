import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { API_ROUTES, type ApiRoute } from '@shipdeck/core/contract';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';

/**
 * Malformed requests against every operation of the contract's route table (issue 7 "Make it
 * general"): wrong types, missing and extra fields, huge and unicode strings, deep nesting, NaN and
 * huge numbers, wrong content types, invalid JSON, 5 MB bodies, bad cookies, headers and ids, sent by
 * every kind of caller. A finding is a 5xx, a stack trace or SQL in an answer, or memory that keeps
 * growing from batch to batch.
 */
export interface FuzzFinding {
  route: string;
  status: number;
  request: string;
  answer: string;
}

export interface FuzzReport {
  sent: number;
  serverErrors: number;
  leaks: number;
  findings: FuzzFinding[];
  /** heapUsed after a full GC at the end of each batch, in MB. */
  heapMb: number[];
  byStatus: Record<number, number>;
}

/** What must never be in an answer: a stack frame, a file path of ours, SQL or a driver's words. */
const LEAK =
  /\bat [\w.<>]+ \(|node_modules|\/src\/[\w/]+\.ts|\bSELECT\b.+\bFROM\b|\bINSERT INTO\b|syntax error at or near|violates (?:unique|foreign key|check) constraint|relation "\w+"|PGlite|postgres\.js/i;

const texts = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '%',
    '%00',
    '../../etc/passwd',
    "' OR 1=1 --",
    '<script>x</script>',
    '😀'.repeat(300),
    '\uFFFF\uD800',
  ),
  fc.integer({ min: 1000, max: 300_000 }).map((n) => 'x'.repeat(n)),
);
const numbers = fc.oneof(
  fc.double(),
  fc.constantFrom(0, -0, -1, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 64, 0.1 + 0.2),
);
const scalars = fc.oneof(texts, numbers, fc.boolean(), fc.constant(null));
/** Values of any shape a JSON body can hold, nested a few levels. */
const anyJson = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalars, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 5 }),
  object: fc.dictionary(
    fc.oneof(fc.string(), fc.constantFrom('__proto__', 'constructor', '@context')),
    tie('value'),
    {
      maxKeys: 5,
    },
  ),
})).value;

/** The field names a schema knows (top level), so the fuzzer also sends wrong types at real fields. */
function fieldsOf(schema: unknown): string[] {
  const shape = (schema as { _zod?: { def?: { shape?: Record<string, unknown> } } })?._zod?.def?.shape;
  return shape ? Object.keys(shape) : [];
}

/** A lone surrogate cannot be percent-encoded: replace it as a browser would. */
const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

function deepNesting(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** One malformed request for a route: its body as raw text, so invalid JSON can be sent too. */
function requestArbitrary(
  route: ApiRoute,
  tokens: readonly (string | undefined)[],
): fc.Arbitrary<InjectOptions> {
  const fields = [...fieldsOf(route.body), ...fieldsOf(route.query)];
  const fieldValues = fields.length
    ? fc.dictionary(fc.constantFrom(...fields), anyJson, { maxKeys: fields.length })
    : fc.constant({});
  const body = fc.oneof(
    {
      weight: 5,
      arbitrary: fc
        .tuple(fieldValues, fc.dictionary(fc.string(), anyJson, { maxKeys: 2 }))
        .map(([known, extra]) => JSON.stringify({ ...extra, ...known })),
    },
    { weight: 3, arbitrary: anyJson.map((value) => JSON.stringify(value) ?? 'null') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '{',
        '{"a":',
        'NaN',
        '[1,2',
        '{"pieces":[{"weight":NaN}]}',
        '\u0000',
        '',
        'null',
        '{"__proto__":{"admin":true}}',
      ),
    },
    { weight: 1, arbitrary: fc.integer({ min: 500, max: 5000 }).map(deepNesting) },
  );
  const pathValue = fc.oneof(
    fc.uuid(),
    texts.map((text) => encodeURIComponent(wellFormed(text.slice(0, 3000)))),
    fc.constantFrom('%', '%zz', '..', 'me', '0', '-1', '00000000-0000-4000-8000-000000000001'),
  );
  const query = fc.oneof(
    fc
      .dictionary(fc.oneof(fc.constantFrom(...(fields.length ? fields : ['q'])), fc.string()), texts, {
        maxKeys: 4,
      })
      .map((values) => `?${new URLSearchParams(values as Record<string, string>).toString()}`),
    fc.constantFrom(
      '',
      '?%',
      '?page=NaN&itemsPerPage=1e309',
      '?search[]=a&search[]=b',
      '?a=%E0%A4%A',
      `?x=${'y'.repeat(9000)}`,
    ),
  );
  const contentType = fc.constantFrom(
    'application/ld+json',
    'application/json',
    'application/json; charset=utf-7',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    undefined,
  );
  const cookie = fc.constantFrom(
    undefined,
    'shipdeck_refresh=%',
    'shipdeck_refresh=garbage; shipdeck_device=eyJhbGciOiJub25lIn0.e30.',
    `shipdeck_device=${'a'.repeat(5000)}`,
    '=;;=;%',
  );
  const authorization = fc.oneof(
    fc.constantFrom(...tokens).map((token) => (token ? `Bearer ${token}` : undefined)),
    fc.constantFrom(
      'Bearer',
      'Bearer x.y.z',
      'Basic Z3Vlc3Q6Z3Vlc3Q=',
      `Bearer ${'a'.repeat(8000)}`,
      'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ1c2VyOjEifQ.',
    ),
  );
  return fc
    .record({ pathValue, query, body, contentType, cookie, authorization })
    .map(
      ({
        pathValue: id,
        query: search,
        body: payload,
        contentType: type,
        cookie: jar,
        authorization: auth,
      }) => {
        const url = route.path.replace(/\{\w+\}/g, id) + search;
        const headers: Record<string, string> = {};
        if (type) headers['content-type'] = type;
        if (jar) headers.cookie = jar;
        if (auth) headers.authorization = auth;
        const sendsBody = route.method !== 'GET';
        return { method: route.method, url, headers, ...(sendsBody ? { payload } : {}) } as InjectOptions;
      },
    );
}

function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/**
 * Sends `total` malformed requests spread over every route (a few 5 MB bodies among them) through
 * `app.inject`, in batches, and reports what came back.
 */
export async function fuzzApi(
  app: FastifyInstance,
  options: { total: number; tokens: readonly (string | undefined)[]; seed?: number; batches?: number },
): Promise<FuzzReport> {
  const routes = API_ROUTES as readonly ApiRoute[];
  const batches = options.batches ?? 10;
  const perRouteAndBatch = Math.ceil(options.total / routes.length / batches);
  const report: FuzzReport = { sent: 0, serverErrors: 0, leaks: 0, findings: [], heapMb: [], byStatus: {} };
  for (let batch = 0; batch < batches; batch++) {
    // Made batch by batch, so what the heap holds after a batch is the server's, not the requests'.
    const requests: Array<{ route: string; request: InjectOptions }> = [];
    routes.forEach((route, index) => {
      const samples = fc.sample(requestArbitrary(route, options.tokens), {
        numRuns: perRouteAndBatch,
        seed: (options.seed ?? 20261124) + index * 1000 + batch,
      });
      for (const request of samples) requests.push({ route: `${route.method} ${route.path}`, request });
      // 5 MB bodies: over the body limit, answered 413 before they are read.
      if (batch === 0 && route.method !== 'GET') {
        requests.push({
          route: `${route.method} ${route.path}`,
          request: {
            method: route.method,
            url: route.path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000001'),
            headers: { 'content-type': 'application/json' },
            payload: `{"a":"${'x'.repeat(5 * 1024 * 1024)}"}`,
          },
        });
      }
    });
    for (const { route, request } of requests) {
      const response = await app.inject(request);
      report.sent++;
      report.byStatus[response.statusCode] = (report.byStatus[response.statusCode] ?? 0) + 1;
      const leaked = LEAK.test(response.body.slice(0, 20_000));
      if (response.statusCode >= 500 || leaked) {
        if (response.statusCode >= 500) report.serverErrors++;
        if (leaked) report.leaks++;
        if (report.findings.length < 20) {
          report.findings.push({
            route,
            status: response.statusCode,
            request: JSON.stringify({
              ...request,
              payload: String(request.payload ?? '').slice(0, 300),
            }).slice(0, 600),
            answer: response.body.slice(0, 400),
          });
        }
      }
    }
    requests.length = 0;
    await app.backgroundTasks.drain();
    collectGarbage();
    report.heapMb.push(Math.round(process.memoryUsage().heapUsed / 1e5) / 10);
  }
  return report;
}
