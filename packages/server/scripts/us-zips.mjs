// Writes data/us-zips.tsv from the `zipcodes` package (MIT): one line per 5-digit US ZIP (the
// territories' included) with its city, state and a point, in ZIP order. The server reads this
// compact file instead of the package, whose in-memory tables cost about 88 MB (issue 8: server
// memory). Re-run after updating `zipcodes`: node scripts/us-zips.mjs
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import zipcodes from 'zipcodes';

const lines = [];
for (const code of Object.values(zipcodes.codes)) {
  if (code.country !== 'US' || !/^\d{5}$/.test(code.zip)) continue;
  const point = (n) => (Number.isFinite(n) ? Number(n.toFixed(4)) : 0);
  lines.push([code.zip, code.city, code.state, point(code.latitude), point(code.longitude)].join('\t'));
}
lines.sort();
const target = join(dirname(fileURLToPath(import.meta.url)), '../data/us-zips.tsv');
await writeFile(target, `${lines.join('\n')}\n`);
console.log(`${lines.length} ZIPs written to data/us-zips.tsv`);
