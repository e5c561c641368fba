import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder, serverPackageRoot, staticFolders } from './paths';

describe('run-time paths', () => {
  it('finds the server package, its migrations and the front-end build folders from the running file', () => {
    const root = serverPackageRoot();
    expect(existsSync(join(root, 'drizzle.config.ts'))).toBe(true);
    expect(existsSync(join(migrationsFolder(), 'meta', '_journal.json'))).toBe(true);
    expect(staticFolders()).toEqual({
      hostApp: join(root, '..', 'host-app', 'dist'),
      embed: join(root, '..', 'widgets', 'dist', 'embed'),
    });
  });
});
