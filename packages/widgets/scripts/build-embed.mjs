// Builds dist/embed/: loader.js (tiny, sets window.Shipdeck) and quote.js (the quote widget with the
// Preact runtime, defining <shipdeck-quote>). The options live in embedOptions.mjs (shared with the
// bundle test).
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';
import { loaderOptions, quoteOptions, widgetsRoot } from './embedOptions.mjs';

const { version } = JSON.parse(await readFile(join(widgetsRoot, 'package.json'), 'utf8'));
const watch = process.argv.includes('--watch');

await build(loaderOptions({ version, watch }));
const quote = await build(quoteOptions({ version, watch }));

// What the bundle is made of, for scripts/size-report.mjs (kept outside dist/embed, which is served).
await writeFile(join(widgetsRoot, 'dist/embed-meta.json'), JSON.stringify(quote.metafile));

// Brotli and gzip copies beside each file, which the server sends as they are (issue 8).
if (!watch) {
  const { precompress } = await import('../../../scripts/precompress.mjs');
  await precompress(join(widgetsRoot, 'dist/embed'));
}
