import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface StaticFolders {
  /** The built host app (packages/host-app/dist). */
  hostApp?: string;
  /** The widget embed bundle (packages/widgets/dist/embed), served under /embed/. */
  embed?: string;
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;
const notSourceMap = (path: string) => !path.endsWith('.map');
/** Bundler output names carry a content hash ("quote-3f9a1c2b.js", "index-BWc4DM8h.css"). */
const HASHED_NAME = /[.-][A-Za-z0-9_]{8,}\.(?:m?js|css|woff2?|svg|png|webp|map)(?:\.br|\.gz)?$/;

/**
 * Serves the host app and the embed bundle when they are built. A missing build is logged and
 * skipped, so the API still starts (e.g. while only the server is developed). Returns the SPA
 * fallback for the not-found handler: page requests (GET, accepting HTML, outside /api and
 * /embed) get the app's index.html so client-side routes like /get-quote load on refresh.
 */
export async function installStaticFiles(
  app: FastifyInstance,
  folders: StaticFolders,
): Promise<(request: FastifyRequest, reply: FastifyReply) => Promise<boolean>> {
  const hostApp =
    folders.hostApp && existsSync(join(folders.hostApp, 'index.html')) ? folders.hostApp : undefined;
  const embed = folders.embed && existsSync(folders.embed) ? folders.embed : undefined;

  if (hostApp) {
    await app.register(fastifyStatic, {
      root: hostApp,
      prefix: '/',
      index: ['index.html'],
      // The build writes .br and .gz beside each text file (scripts/precompress.mjs): sent as they are.
      preCompressed: true,
      // Source maps stay on the build machine (issue 7): they map minified code back to ours.
      allowedPath: notSourceMap,
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header(
          'cache-control',
          HASHED_NAME.test(path) ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn({ folder: folders.hostApp }, 'host app not built (run `pnpm build`): serving the API only');
  }

  if (embed) {
    // /embed/v1/ is the versioned address partners paste (README); /embed/ stays for older snippets.
    for (const [index, prefix] of ['/embed/', '/embed/v1/'].entries()) {
      await app.register(fastifyStatic, {
        root: embed,
        prefix,
        decorateReply: !hostApp && index === 0,
        preCompressed: true,
        allowedPath: notSourceMap,
        index: false,
        cacheControl: false,
        setHeaders: (reply, path) => {
          // Partner pages load these from another origin, possibly as modules (which need CORS).
          // The files are public and the same for everyone, so "*" is safe and caches need no Vary.
          reply.header('access-control-allow-origin', '*');
          reply.header('cross-origin-resource-policy', 'cross-origin');
          // Hashed chunks never change; the loader keeps its name, so partners get updates within minutes.
          reply.header(
            'cache-control',
            HASHED_NAME.test(path) ? `public, max-age=${YEAR_SECONDS}, immutable` : 'public, max-age=300',
          );
        },
      });
    }
  } else {
    app.log.warn(
      { folder: folders.embed },
      'widget embed bundle not built (run `pnpm build`): /embed/ is not served',
    );
  }

  return async (request, reply) => {
    if (!hostApp || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') || path === '/api' || path.startsWith('/embed/')) return false;
    if (!(request.headers.accept ?? '').includes('text/html')) return false;
    await reply.header('cache-control', 'no-cache').sendFile('index.html', hostApp);
    return true;
  };
}
