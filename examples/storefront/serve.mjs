#!/usr/bin/env node
// A partner's shop, served from its own origin (node http, no dependencies).
//
//   node examples/storefront/serve.mjs
//   PORT=3001 SHIPDECK_API_ORIGIN=https://shipdeck.example.com node examples/storefront/serve.mjs
//
// index.html is plain HTML that points at http://localhost:3000 (where `pnpm start` serves the API);
// when SHIPDECK_API_ORIGIN names another origin, this server writes that one into the page instead.
// The page passes the demo data's publishable key, bound to http://127.0.0.1:3001 and
// http://localhost:3001; SHIPDECK_PUBLISHABLE_KEY writes another key in its place (one an admin made
// for this shop's origin on the Partner keys page). Without a key, the API must list this shop's origin
// in SHIPDECK_PARTNER_ORIGINS, or the browser blocks its calls.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PAGE_ORIGIN = 'http://localhost:3000';
const here = dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.PORT ?? 3001);
const host = process.env.HOST ?? '127.0.0.1';
const apiOrigin = new URL(process.env.SHIPDECK_API_ORIGIN ?? PAGE_ORIGIN).origin;
const DEMO_KEY = 'pk_test_northwind_example_storefront';
const publishableKey = process.env.SHIPDECK_PUBLISHABLE_KEY ?? DEMO_KEY;

const server = createServer(async (req, res) => {
  const path = new URL(req.url ?? '/', 'http://shop').pathname;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  if (path !== '/' && path !== '/index.html' && path !== '/strict') {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  try {
    const html = (await readFile(join(here, 'index.html'), 'utf8'))
      .replaceAll(PAGE_ORIGIN, apiOrigin)
      .replaceAll(DEMO_KEY, publishableKey);
    // /strict: the same page under the strictest policy a shop may have — no inline styles at all
    // (the widget styles itself with constructable stylesheets, README "Content security policy").
    const strict =
      path === '/strict'
        ? {
            'content-security-policy': `default-src 'self'; style-src 'self'; script-src 'self' 'unsafe-inline' ${apiOrigin}; connect-src ${apiOrigin}`,
          }
        : {};
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      ...strict,
    });
    res.end(req.method === 'HEAD' ? undefined : html);
  } catch (error) {
    console.error(error);
    res
      .writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
      .end('The shop page could not be read');
  }
});

server.listen(port, host, () => {
  console.log(`Storefront on http://${host}:${port} using the Shipdeck API at ${apiOrigin}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
