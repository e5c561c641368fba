// First-load bytes of the host app per route (issue 8 goal: initial JS <= 100 KB brotli for /sign-in and
// /get-quote), from the build's manifest: the entry and what it imports statically, plus the route's own
// chunk and its static imports. Sizes are the files as served: raw, and the build's .br and .gz copies.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const ROUTES = {
  '/sign-in': 'src/account/SignInPage.tsx',
  '/get-quote': 'src/quote/GetQuotePage.tsx',
  '/users': 'src/users/UsersPage.tsx',
  // issue 11: the prepare wizard's step 1 (steps 2-4, the modals and the phone checks load later).
  '/prepare-shipment': 'src/prepare/PrepareShipmentPage.tsx',
};
const GOAL_KB = 100;

function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) closure(next, seen);
  return seen;
}
const size = (file) =>
  existsSync(file) ? statSync(file).size : statSync(file.replace(/\.(br|gz)$/, '')).size;
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const kb = (bytes) => (bytes / 1024).toFixed(1);

console.log('host app first load (JS + CSS as served):');
for (const [route, source] of Object.entries(ROUTES)) {
  const chunks = new Set([...closure(entry), ...closure(source)]);
  const files = [...chunks].flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])]);
  let raw = 0;
  let br = 0;
  let gz = 0;
  let js = 0;
  for (const file of new Set(files)) {
    const path = join(dist, file);
    raw += size(path);
    br += size(`${path}.br`);
    gz += size(`${path}.gz`);
    if (file.endsWith('.js')) js += size(`${path}.br`);
  }
  console.log(
    `  ${route.padEnd(11)} ${kb(raw).padStart(6)} KB raw, ${kb(gz).padStart(6)} KB gzip, ${kb(br).padStart(6)} KB brotli (JS ${kb(js)} KB brotli; goal <= ${GOAL_KB} KB: ${js <= GOAL_KB * 1024 ? 'met' : 'OVER'})`,
  );
}
