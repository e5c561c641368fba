// Writes name.br and name.gz beside every text file of a build folder (issue 8: nothing was
// compressed on the wire). The server sends them as they are (@fastify/static preCompressed), so
// brotli at its best quality costs nothing per request. Run after a build: node scripts/precompress.mjs <dir>…
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(?:m?js|css|html|svg|json|txt|webmanifest)$/;
/** Below this, a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

export async function precompress(dir) {
  let files = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !TEXT.test(entry.name)) continue;
    const path = join(entry.parentPath ?? entry.path, entry.name);
    if ((await stat(path)).size < MIN_BYTES) continue;
    const content = await readFile(path);
    await writeFile(
      `${path}.br`,
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    await writeFile(`${path}.gz`, gzipSync(content, { level: 9 }));
    files++;
  }
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const dir of process.argv.slice(2)) {
    const files = await precompress(dir);
    console.log(`precompressed ${files} files in ${dir} (.br, .gz)`);
  }
}
