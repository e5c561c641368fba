// Builds dist/embed/: loader.js (tiny, sets window.Shipdeck), quote.js (the quote widget with the
// Preact runtime, defining <shipdeck-quote>), prepare.js (the prepare widget, <shipdeck-prepare>),
// pickup.js (the pickup scheduler, <shipdeck-pickup>), address-book.js (the address book and My
// Items List modals, <shipdeck-address-book>) and tracking.js (the tracking widget, <shipdeck-tracking>),
// each loaded on demand. The options live in embedOptions.mjs (shared with the
// bundle test).
import { createHash } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';
import {
  addressBookOptions,
  loaderOptions,
  pickupOptions,
  prepareOptions,
  quoteOptions,
  trackingOptions,
  widgetsRoot,
} from './embedOptions.mjs';

const { version } = JSON.parse(await readFile(join(widgetsRoot, 'package.json'), 'utf8'));
const watch = process.argv.includes('--watch');

// quote.js, prepare.js, pickup.js and address-book.js are split into hashed chunks (embedOptions.mjs):
// the last build's chunks go first.
for (const file of await readdir(join(widgetsRoot, 'dist/embed')).catch(() => []))
  if (/^(prepare|quote|pickup|address-book)-/.test(file)) await rm(join(widgetsRoot, 'dist/embed', file));
const quote = await build(quoteOptions({ version, watch }));
const prepare = await build(prepareOptions({ version, watch }));
const pickup = await build(pickupOptions({ version, watch }));
const addressBook = await build(addressBookOptions({ version, watch }));
const tracking = await build(trackingOptions({ version, watch }));

// Versioned, cacheable URLs (issue 9): the bundle is also written under a name that carries its
// content hash, which the server sends `immutable`; the loader (short cache, stable URL
// /embed/v1/loader.js) names that file, so a new release reaches pages within the loader's minutes.
const embedDir = join(widgetsRoot, 'dist/embed');
/** Writes `<kind>.<hash>.js` beside `<kind>.js` and answers its name (`<kind>.js` while watching). */
async function hashedCopy(kind) {
  if (watch) return `${kind}.js`;
  const code = await readFile(join(embedDir, `${kind}.js`));
  const file = `${kind}.${createHash('sha256').update(code).digest('hex').slice(0, 12)}.js`;
  await writeFile(join(embedDir, file), code);
  return file;
}
const quoteFile = await hashedCopy('quote');
const prepareFile = await hashedCopy('prepare');
const pickupFile = await hashedCopy('pickup');
const addressBookFile = await hashedCopy('address-book');
const trackingFile = await hashedCopy('tracking');
// Each widget kind's bundle (embed/shipdeckGlobal.ts WIDGET_TAGS): the loader loads one on demand.
const bundles = {
  quote: quoteFile,
  prepare: prepareFile,
  pickup: pickupFile,
  addressBook: addressBookFile,
  tracking: trackingFile,
};
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
await writeFile(join(widgetsRoot, 'dist/embed-prepare-meta.json'), JSON.stringify(prepare.metafile));
await writeFile(join(widgetsRoot, 'dist/embed-tracking-meta.json'), JSON.stringify(tracking.metafile));
await writeFile(join(widgetsRoot, 'dist/embed-pickup-meta.json'), JSON.stringify(pickup.metafile));
await writeFile(join(widgetsRoot, 'dist/embed-address-book-meta.json'), JSON.stringify(addressBook.metafile));

// Brotli and gzip copies beside each file, which the server sends as they are (issue 8).
if (!watch) {
  const { precompress } = await import('../../../scripts/precompress.mjs');
  await precompress(join(widgetsRoot, 'dist/embed'));
}
