import { defineConfig } from 'tsup';

// The library for React hosts: ESM, react/react-dom as peers and @shipdeck/core as a dependency
// (all external). The embed bundle is built by scripts/build-embed.mjs.
export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  dts: true,
  clean: false,
  treeshake: true,
  // One file (package.json "files"): the quote view's lazy rate list is inlined, not a chunk.
  splitting: false,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime', /^@shipdeck\/core/, 'zustand'],
  esbuildOptions(options) {
    options.jsx = 'automatic';
  },
});
