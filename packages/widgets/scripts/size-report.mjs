// Prints the brotli sizes of the embed (pnpm --filter @shipdeck/widgets bench, run by `pnpm bench`).
// Goals (issue 2): loader <= 3 KB; the quote widget's whole first load (loader + bundle with its
// Preact runtime) <= 25 KB. Figures are printed, never enforced: a budget is a conversation.
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
const quote = readFileSync(join(dir, 'quote.js'));
const rows = [
  {
    what: 'loader.js',
    raw: loader.length,
    gzip: gzipSync(loader).length,
    br: brotli(loader),
    goal: 3 * 1024,
  },
  {
    what: 'quote.js (widget + Preact runtime)',
    raw: quote.length,
    gzip: gzipSync(quote).length,
    br: brotli(quote),
  },
];
// The first load a shopper pays for: the loader, then the bundle (two requests, compressed apart).
const firstLoad = rows[0].br + rows[1].br;

console.log('\nEmbed bundle sizes (brotli, quality 11)');
for (const r of rows) {
  const goal = r.goal ? ` (goal <= ${kb(r.goal)}: ${r.br <= r.goal ? 'met' : 'OVER'})` : '';
  console.log(`  ${r.what.padEnd(38)} ${kb(r.br).padStart(9)}  raw ${kb(r.raw)}, gzip ${kb(r.gzip)}${goal}`);
}
const goal = 25 * 1024;
console.log(
  `  ${'quote widget first load (both)'.padEnd(38)} ${kb(firstLoad).padStart(9)}  (goal <= ${kb(goal)}: ${firstLoad <= goal ? 'met' : 'OVER'})`,
);
// The prepare widget (issue 11): its own bundle, loaded only by pages that show it (goal <= 40 KB).
if (existsSync(join(dir, 'prepare.js'))) {
  const prepare = readFileSync(join(dir, 'prepare.js'));
  const prepareGoal = 40 * 1024;
  const br = brotli(prepare);
  console.log(
    `  ${'prepare.js (widget + Preact runtime)'.padEnd(38)} ${kb(br).padStart(9)}  raw ${kb(prepare.length)}, gzip ${kb(gzipSync(prepare).length)} (goal <= ${kb(prepareGoal)}: ${br <= prepareGoal ? 'met' : 'OVER'})`,
  );
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

// The largest parts of quote.js and prepare.js (minified bytes before compression), to see where the
// weight is (issue 11: libphonenumber's metadata is most of prepare.js).
for (const [bundle, file] of [
  ['quote.js', 'dist/embed-meta.json'],
  ['prepare.js', 'dist/embed-prepare-meta.json'],
]) {
  const metaFile = join(root, file);
  if (!existsSync(metaFile)) continue;
  const meta = JSON.parse(readFileSync(metaFile, 'utf8'));
  const output = Object.entries(meta.outputs).find(([name]) => name.endsWith(bundle))?.[1];
  const groups = new Map();
  for (const [input, { bytesInOutput }] of Object.entries(output?.inputs ?? {})) {
    const name = input.includes('node_modules/')
      ? input.replace(/.*node_modules\/((?:@[^/]+\/)?[^/]+)\/.*/, '$1')
      : input
          .replace(/^\.\.\/core\/src\/([^/]+)\/.*/, '@shipdeck/core/$1')
          .replace(/^src\/prepare\/steps\/.*/, '@shipdeck/widgets (prepare steps)')
          .replace(/^src\/.*/, '@shipdeck/widgets');
    groups.set(name, (groups.get(name) ?? 0) + bytesInOutput);
  }
  const total = [...groups.values()].reduce((a, b) => a + b, 0);
  console.log(`\n${bundle} by origin (minified, before compression)`);
  for (const [name, bytes] of [...groups].sort((a, b) => b[1] - a[1])) {
    console.log(
      `  ${name.padEnd(38)} ${kb(bytes).padStart(9)}  ${((bytes / total) * 100).toFixed(0).padStart(3)}%`,
    );
  }
}
