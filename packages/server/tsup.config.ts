import { cp, rm } from 'node:fs/promises';
import { defineConfig } from 'tsup';

// The server bundles @shipdeck/core (a workspace source package) and keeps npm dependencies external.
// drizzle-kit's SQL migrations and the database thread's script are copied beside the bundle;
// src/paths.ts and src/db/pgliteWorkerClient.ts find them there.
export default defineConfig({
  entry: { main: 'src/main.ts', cli: 'src/cli/main.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  noExternal: [/^@shipdeck\//],
  esbuildOptions(options) {
    options.conditions = ['@shipdeck/source'];
  },
  async onSuccess() {
    await rm('dist/drizzle', { recursive: true, force: true });
    await cp('drizzle', 'dist/drizzle', { recursive: true });
    await cp('src/db/pgliteWorker.mjs', 'dist/pgliteWorker.mjs');
  },
});
