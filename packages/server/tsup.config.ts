import { defineConfig } from 'tsup';

// The server bundles @shipdeck/core (a workspace source package) and keeps npm dependencies external.
export default defineConfig({
  entry: { main: 'src/main.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  noExternal: [/^@shipdeck\//],
  esbuildOptions(options) {
    options.conditions = ['@shipdeck/source'];
  },
});
