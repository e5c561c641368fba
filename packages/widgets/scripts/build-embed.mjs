// Builds dist/embed/: loader.js (tiny, sets window.Shipdeck) and quote.js (the quote widget with the
// Preact runtime, defining <shipdeck-quote>). The options live in embedOptions.mjs (shared with the
// bundle test).
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';
import { loaderOptions, quoteOptions, widgetsRoot } from './embedOptions.mjs';

const { version } = JSON.parse(await readFile(join(widgetsRoot, 'package.json'), 'utf8'));
const watch = process.argv.includes('--watch');

const quote = await build(quoteOptions({ version, watch }));

// Versioned, cacheable URLs (issue 9): the bundle is also written under a name that carries its
// content hash, which the server sends `immutable`; the loader (short cache, stable URL
// /embed/v1/loader.js) names that file, so a new release reaches pages within the loader's minutes.
const embedDir = join(widgetsRoot, 'dist/embed');
let quoteFile = 'quote.js';
if (!watch) {
  const code = await readFile(join(embedDir, 'quote.js'));
  quoteFile = `quote.${createHash('sha256').update(code).digest('hex').slice(0, 12)}.js`;
  await writeFile(join(embedDir, quoteFile), code);
}
// Each widget kind's bundle (embed/shipdeckGlobal.ts WIDGET_TAGS): the loader loads one on demand.
const bundles = { quote: quoteFile };
const loaderBuild = loaderOptions({ version, watch });
await build({
  ...loaderBuild,
  define: { ...loaderBuild.define, __SHIPDECK_BUNDLES__: JSON.stringify(bundles) },
});
// Subresource integrity for the loader, published beside it (README: integrity="…").
if (!watch) {
  const loader = await readFile(join(embedDir, 'loader.js'));
  const sri = {
    'loader.js': `sha384-${createHash('sha384').update(loader).digest('base64')}`,
    quote: quoteFile,
    bundles,
    version,
  };
  await writeFile(join(embedDir, 'sri.json'), `${JSON.stringify(sri, null, 2)}\n`);
}

// What the bundle is made of, for scripts/size-report.mjs (kept outside dist/embed, which is served).
await writeFile(join(widgetsRoot, 'dist/embed-meta.json'), JSON.stringify(quote.metafile));

// Brotli and gzip copies beside each file, which the server sends as they are (issue 8).
if (!watch) {
  const { precompress } = await import('../../../scripts/precompress.mjs');
  await precompress(join(widgetsRoot, 'dist/embed'));
}
