import { cp, rm } from 'node:fs/promises';
import { defineConfig } from 'tsup';

// The server bundles @shipdeck/core (a workspace source package) and keeps npm dependencies external.
// drizzle-kit's SQL migrations and the database thread's script are copied beside the bundle;
// src/paths.ts and src/db/pgliteWorkerClient.ts find them there. The document threads run
// dist/renderWorker.mjs, which loads the bundled task dist/documentsTask.js beside it
// (src/documents/documentRenderPool.ts); dist/documents.js is the documents API for tools and the bench.
export default defineConfig({
  // The spreadsheet thread's script is an entry of its own too: src/addresses/files/spreadsheetThreads.ts
  // starts dist/spreadsheetWorker.js beside the bundle.
  entry: {
    main: 'src/main.ts',
    cli: 'src/cli/main.ts',
    documents: 'src/documents/tools.ts',
    documentsTask: 'src/documents/renderTask.ts',
    spreadsheetWorker: 'src/addresses/files/spreadsheetWorker.ts',
  },
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
    await cp('src/documents/renderWorker.mjs', 'dist/renderWorker.mjs');
  },
});
