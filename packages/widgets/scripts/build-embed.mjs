// Builds dist/embed/: loader.js (tiny, sets window.Shipdeck) and quote.js (the quote widget with the
// Preact runtime, defining <shipdeck-quote>). The ONLY place react is aliased to preact/compat
// (CONVENTIONS habit 8): the library build and the host app keep real React.
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { version } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'));
const watch = process.argv.includes('--watch');

/** @type {import('esbuild').BuildOptions} */
const common = {
  bundle: true,
  minify: !watch,
  format: 'iife',
  target: 'es2020',
  platform: 'browser',
  // Core is bundled from its TypeScript sources: no need to build it first.
  conditions: ['@shipdeck/source'],
  define: {
    __SHIPDECK_VERSION__: JSON.stringify(version),
    'process.env.NODE_ENV': '"production"',
  },
  legalComments: 'none',
  logLevel: 'info',
  sourcemap: 'linked',
  jsx: 'automatic',
  outdir: join(root, 'dist/embed'),
};

await build({
  ...common,
  entryPoints: { loader: join(root, 'src/embed/loader.ts') },
  sourcemap: false,
});

const quote = await build({
  ...common,
  entryPoints: { quote: join(root, 'src/embed/quote.ts') },
  alias: {
    react: 'preact/compat',
    'react-dom': 'preact/compat',
    'react-dom/client': 'preact/compat/client',
    'react/jsx-runtime': 'preact/compat/jsx-runtime',
    'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
  },
  // Only code the widget reaches is kept; core is side-effect free.
  treeShaking: true,
  metafile: true,
});

// What the bundle is made of, for scripts/size-report.mjs (kept outside dist/embed, which is served).
await writeFile(join(root, 'dist/embed-meta.json'), JSON.stringify(quote.metafile));
