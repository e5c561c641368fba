import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Files the server needs at run time, found relative to the running file so that both
 * `tsx src/main.ts` and `node packages/server/dist/main.js` (from any directory) work: in the
 * bundle this module lives in dist/main.js, in development in src/paths.ts.
 */
const here = dirname(fileURLToPath(import.meta.url));

/** The @shipdeck/server package folder: the nearest parent of the running file with its package.json. */
export function serverPackageRoot(from: string = here): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && readPackageName(manifest) === '@shipdeck/server') return dir;
    if (dirname(dir) === dir) throw new Error(`@shipdeck/server package root not found above ${from}`);
  }
}

function readPackageName(manifest: string): string | undefined {
  try {
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name;
  } catch {
    return undefined;
  }
}

/** drizzle-kit's migrations: copied beside the bundle (dist/drizzle) by the build, else the package's. */
export function migrationsFolder(): string {
  const candidates = [join(here, 'drizzle'), join(serverPackageRoot(), 'drizzle')];
  const found = candidates.find((dir) => existsSync(join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`Database migrations not found (looked in ${candidates.join(', ')})`);
  return found;
}

/** The built host app (Vite) and the widget embed bundle, beside the server package in the workspace. */
export function staticFolders(): { hostApp: string; embed: string } {
  const packages = resolve(serverPackageRoot(), '..');
  return {
    hostApp: join(packages, 'host-app', 'dist'),
    embed: join(packages, 'widgets', 'dist', 'embed'),
  };
}
