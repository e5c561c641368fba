// Prints the brotli sizes of the embed (pnpm --filter @shipdeck/widgets bench, run by `pnpm bench`).
// Goals: loader <= 3 KB (issue 2); the quote widget's whole first load (loader + quote.js with its
// static chunks and the Preact runtime) <= 22 KB (issue 8; issue 2 said 25 KB). Figures are printed, never enforced: a budget is a conversation.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dir = join(root, 'dist/embed');

if (!existsSync(join(dir, 'quote.js'))) {
  console.log('dist/embed is missing: building it first (node scripts/build-embed.mjs)');
  const { execFileSync } = await import('node:child_process');
  execFileSync(process.execPath, [join(root, 'scripts/build-embed.mjs')], { stdio: 'inherit' });
}

const brotli = (buf) => brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kb = (n) => `${(n / 1024).toFixed(2)} KB`;

const loader = readFileSync(join(dir, 'loader.js'));
// quote.js is an ES module with code splitting (embedOptions.mjs, issue 8): its first load is quote.js
// and the chunks it imports statically; the rate list with Print Quote (import()ed) comes later.
const quoteMetaFile = join(root, 'dist/embed-meta.json');
const quoteOutputs = existsSync(quoteMetaFile) ? JSON.parse(readFileSync(quoteMetaFile, 'utf8')).outputs : {};
/** A file of dist/embed and the chunks it imports statically (what the browser fetches before running it). */
const closureIn = (outputs, file, seen = new Set()) => {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const { path, kind } of outputs[`dist/embed/${file}`]?.imports ?? [])
    if (kind === 'import-statement') closureIn(outputs, path.replace(/^dist\/embed\//, ''), seen);
  return seen;
};
const quoteFiles = [...closureIn(quoteOutputs, 'quote.js')].map((f) => readFileSync(join(dir, f)));
const rows = [
  {
    what: 'loader.js',
    raw: loader.length,
    gzip: gzipSync(loader).length,
    br: brotli(loader),
    goal: 3 * 1024,
  },
  {
    what: `quote.js + ${quoteFiles.length - 1} static chunk(s)`,
    // Each file is its own response, compressed on its own.
    raw: quoteFiles.reduce((a, b) => a + b.length, 0),
    gzip: quoteFiles.reduce((a, b) => a + gzipSync(b).length, 0),
    br: quoteFiles.reduce((a, b) => a + brotli(b), 0),
  },
];
// The first load a shopper pays for: the loader, then the bundle (each file compressed apart).
const firstLoad = rows[0].br + rows[1].br;

console.log('\nEmbed bundle sizes (brotli, quality 11)');
for (const r of rows) {
  const goal = r.goal ? ` (goal <= ${kb(r.goal)}: ${r.br <= r.goal ? 'met' : 'OVER'})` : '';
  console.log(`  ${r.what.padEnd(38)} ${kb(r.br).padStart(9)}  raw ${kb(r.raw)}, gzip ${kb(r.gzip)}${goal}`);
}
// Issue 2 set 25 KB; issue 8 asks for 22 KB.
const goal = 22 * 1024;
console.log(
  `  ${'quote widget first load (all)'.padEnd(38)} ${kb(firstLoad).padStart(9)}  (goal <= ${kb(goal)}: ${firstLoad <= goal ? 'met' : 'OVER'})`,
);
// What the first load imports on demand (the rules, what the form shows of them, the documents
// fields and the rate list: one chunk, quoteLater), each once, costing what the first load lacks.
const quoteFirst = closureIn(quoteOutputs, 'quote.js');
const quoteLater = new Set(
  [...quoteFirst].flatMap((f) =>
    (quoteOutputs[`dist/embed/${f}`]?.imports ?? [])
      .filter((i) => i.kind === 'dynamic-import')
      .map((i) => i.path.replace(/^dist\/embed\//, '')),
  ),
);
for (const file of quoteLater) {
  const first = quoteFirst;
  const extra = [...closureIn(quoteOutputs, file)].filter((f) => !first.has(f));
  const br = extra.reduce((a, f) => a + brotli(readFileSync(join(dir, f))), 0);
  console.log(
    `    later: ${file
      .replace(/^quote-/, '')
      .replace(/-[A-Z0-9]{8}\.js$/, '')
      .padEnd(29)} ${kb(br).padStart(9)}  ${extra.length} file(s)`,
  );
}
// The prepare widget (issue 11): an ES module build with code splitting (embedOptions.mjs). Its first
// load is prepare.js and every chunk it imports statically (step 1: goal <= 40 KB); what it loads with
// import() (steps 2-4, the modals, the phone metadata) comes later, each costing only what the first
// load does not already hold (goal <= ~10 KB a step).
const prepareMetaFile = join(root, 'dist/embed-prepare-meta.json');
if (existsSync(join(dir, 'prepare.js')) && existsSync(prepareMetaFile)) {
  const { outputs } = JSON.parse(readFileSync(prepareMetaFile, 'utf8'));
  const name = (path) => path.replace(/^dist\/embed\//, '');
  /** A file and the chunks it imports statically (what the browser fetches before running it). */
  const closure = (file, seen = new Set()) => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const { path, kind } of outputs[`dist/embed/${file}`]?.imports ?? [])
      if (kind === 'import-statement') closure(name(path), seen);
    return seen;
  };
  const sizes = (files) => {
    const bytes = [...files].map((f) => readFileSync(join(dir, f)));
    return {
      raw: bytes.reduce((a, b) => a + b.length, 0),
      // Each file is its own response, compressed on its own.
      br: bytes.reduce((a, b) => a + brotli(b), 0),
    };
  };
  const first = closure('prepare.js');
  const firstSize = sizes(first);
  const prepareGoal = 40 * 1024;
  console.log(
    `  ${'prepare first step (prepare.js + chunks)'.padEnd(38)} ${kb(firstSize.br).padStart(9)}  raw ${kb(firstSize.raw)}, ${first.size} files (goal <= ${kb(prepareGoal)}: ${firstSize.br <= prepareGoal ? 'met' : 'OVER'})`,
  );
  const lazyGoal = 10 * 1024;
  const lazy = [...first].flatMap((file) =>
    (outputs[`dist/embed/${file}`]?.imports ?? []).filter((i) => i.kind === 'dynamic-import'),
  );
  const seenLazy = new Set();
  for (const { path } of lazy) {
    const file = name(path);
    if (seenLazy.has(file)) continue;
    seenLazy.add(file);
    const extra = new Set([...closure(file)].filter((f) => !first.has(f)));
    const size = sizes(extra);
    const what = file
      .replace(/^prepare-/, '')
      .replace(/-[A-Z0-9]{8}\.js$/, '')
      .replace(/^phoneEngine$/, 'phoneEngine (phone metadata)');
    const step = /Step$/.test(what);
    console.log(
      `    later: ${what.padEnd(29)} ${kb(size.br).padStart(9)}  raw ${kb(size.raw)}, ${extra.size} files${step ? ` (goal <= ${kb(lazyGoal)}: ${size.br <= lazyGoal ? 'met' : 'OVER'})` : ''}`,
    );
  }
  const all = sizes(
    new Set(
      Object.keys(outputs)
        .filter((f) => f.endsWith('.js'))
        .map(name),
    ),
  );
  console.log(`  ${'prepare, every file'.padEnd(38)} ${kb(all.br).padStart(9)}  raw ${kb(all.raw)}`);
}

// The tracking widget (issue 14): its own bundle, loaded only by pages that show it (goal <= 15 KB).
if (existsSync(join(dir, 'tracking.js'))) {
  const tracking = readFileSync(join(dir, 'tracking.js'));
  const trackingGoal = 15 * 1024;
  const br = brotli(tracking);
  console.log(
    `  ${'tracking.js (widget + Preact runtime)'.padEnd(38)} ${kb(br).padStart(9)}  raw ${kb(tracking.length)}, gzip ${kb(gzipSync(tracking).length)} (goal <= ${kb(trackingGoal)}: ${br <= trackingGoal ? 'met' : 'OVER'})`,
  );
}

// The pickup scheduler and the address book (issue 8): ES modules with code splitting since, their
// modals and the phone checks loaded on demand. Each prints its first load (the file and the chunks it
// imports statically) beside the one classic script it was, built again in memory in the same run.
{
  const { build } = await import('esbuild');
  const { addressBookOptions, pickupOptions } = await import('./embedOptions.mjs');
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  for (const [label, file, metaName, options] of [
    ['pickup.js', 'pickup.js', 'embed-pickup-meta.json', pickupOptions],
    ['address-book.js', 'address-book.js', 'embed-address-book-meta.json', addressBookOptions],
  ]) {
    const metaFile = join(root, 'dist', metaName);
    if (!existsSync(join(dir, file)) || !existsSync(metaFile)) continue;
    const { outputs } = JSON.parse(readFileSync(metaFile, 'utf8'));
    const first = closureIn(outputs, file);
    const firstBr = [...first].reduce((a, f) => a + brotli(readFileSync(join(dir, f))), 0);
    const classic = await build({ ...options({ version, classic: true }), write: false, logLevel: 'silent' });
    const before = classic.outputFiles.find((f) => f.path.endsWith('.js'));
    const beforeBr = before ? brotli(Buffer.from(before.contents)) : 0;
    console.log(
      `  ${`${label} first load (+ chunks)`.padEnd(38)} ${kb(firstBr).padStart(9)}  ${first.size} files (one classic script: ${kb(beforeBr)})`,
    );
    const later = new Set(
      [...first].flatMap((f) =>
        (outputs[`dist/embed/${f}`]?.imports ?? [])
          .filter((i) => i.kind === 'dynamic-import')
          .map((i) => i.path.replace(/^dist\/embed\//, '')),
      ),
    );
    for (const chunk of later) {
      const extra = [...closureIn(outputs, chunk)].filter((f) => !first.has(f));
      const br = extra.reduce((a, f) => a + brotli(readFileSync(join(dir, f))), 0);
      const what = chunk.replace(/^(pickup|address-book)-/, '').replace(/-[A-Z0-9]{8}\.js$/, '');
      console.log(`    later: ${what.padEnd(29)} ${kb(br).padStart(9)}  ${extra.length} file(s)`);
    }
  }
}

// The largest parts of quote.js and prepare.js (minified bytes before compression), to see where the
// weight is (issue 11: libphonenumber's metadata is most of prepare.js).
for (const [bundle, file] of [
  ['quote.js', 'dist/embed-meta.json'],
  ['prepare.js', 'dist/embed-prepare-meta.json'],
]) {
  const metaFile = join(root, file);
  if (!existsSync(metaFile)) continue;
  const meta = JSON.parse(readFileSync(metaFile, 'utf8'));
  const output = Object.entries(meta.outputs).find(([name]) => name.endsWith(`/${bundle}`))?.[1];
  // prepare.js's chunks count with it: the origins of every file it imports statically.
  const firstLoad = [output];
  for (let i = 0; i < firstLoad.length; i++)
    for (const { path, kind } of firstLoad[i]?.imports ?? [])
      if (kind === 'import-statement' && !firstLoad.includes(meta.outputs[path]))
        firstLoad.push(meta.outputs[path]);
  const inputs = firstLoad.flatMap((o) => Object.entries(o?.inputs ?? {}));
  const groups = new Map();
  for (const [input, { bytesInOutput }] of inputs) {
    const name = input.includes('node_modules/')
      ? input.replace(/.*node_modules\/((?:@[^/]+\/)?[^/]+)\/.*/, '$1')
      : input
          .replace(/^\.\.\/core\/src\/([^/]+)\/.*/, '@shipdeck/core/$1')
          .replace(/^src\/prepare\/steps\/.*/, '@shipdeck/widgets (prepare steps)')
          .replace(/^src\/.*/, '@shipdeck/widgets');
    groups.set(name, (groups.get(name) ?? 0) + bytesInOutput);
  }
  const total = [...groups.values()].reduce((a, b) => a + b, 0);
  console.log(
    `\n${bundle}${firstLoad.length > 1 ? ' with its static chunks' : ''} by origin (minified, before compression)`,
  );
  for (const [name, bytes] of [...groups].sort((a, b) => b[1] - a[1])) {
    console.log(
      `  ${name.padEnd(38)} ${kb(bytes).padStart(9)}  ${((bytes / total) * 100).toFixed(0).padStart(3)}%`,
    );
  }
}
