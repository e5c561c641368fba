import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { expect, type TestInfo, test } from '@playwright/test';

/**
 * Issue 9 item 1: @shipdeck/core and @shipdeck/widgets as a partner gets them from npm. Both are
 * packed with `pnpm pack` (after `pnpm test:e2e` built them), installed with npm into a fresh Vite +
 * React app in a temporary directory outside the workspace (no workspace links, no hoisted copies:
 * two copies of React would blank the page), type-checked with the app's own tsc, built with the
 * app's Vite, served, and asked for a domestic quote against the e2e server.
 */
const run = promisify(execFile);
const repo = resolve(import.meta.dirname, '../../..');
const appTemplate = join(import.meta.dirname, 'react-app');
const PACKAGES = ['core', 'widgets'] as const;

interface Packed {
  name: string;
  version: string;
  filename: string;
  size: number;
}

/** The npm/pnpm settings a script inherits from `pnpm test` stay out of the app's npm. */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!/^(npm|pnpm)_/i.test(key)) env[key] = value;
  }
  return { ...env, ...extra };
}

function bytes(n: number): string {
  return `${(n / 1024).toFixed(1)} KB`;
}

function directorySize(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += statSync(join(entry.parentPath, entry.name)).size;
  }
  return total;
}

/** Every file an `exports` map points at. */
function exportTargets(map: unknown): string[] {
  if (typeof map === 'string') return [map];
  if (map && typeof map === 'object') return Object.values(map).flatMap(exportTargets);
  return [];
}

/** The built app, served as a static site on the project's baseURL (an allowed partner origin). */
function serve(root: string, port: number): Promise<Server> {
  const types: Record<string, string> = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.svg': 'image/svg+xml',
  };
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://app').pathname);
    let file = join(root, path);
    if (!file.startsWith(root + sep) || !existsSync(file) || statSync(file).isDirectory()) {
      file = join(root, 'index.html');
    }
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done(server));
  });
}

test.describe.configure({ mode: 'serial' });

let work = '';
let app = '';
let server: Server | undefined;
const packed = new Map<(typeof PACKAGES)[number], Packed>();

function apiOrigin(testInfo: TestInfo): string {
  const api = testInfo.project.metadata.apiOrigin;
  if (typeof api !== 'string') throw new Error('playwright.config.ts: the project has no metadata.apiOrigin');
  return api;
}

test.beforeAll(async () => {
  const testInfo = test.info();
  testInfo.setTimeout(240_000);
  work = mkdtempSync(join(tmpdir(), 'shipdeck-packed-'));
  app = join(work, 'app');
  const npmEnv = cleanEnv({
    // Nothing cached outside the temporary directory.
    npm_config_cache: join(work, 'npm-cache'),
    npm_config_update_notifier: 'false',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
  });

  for (const name of PACKAGES) {
    const { stdout } = await run('pnpm', ['pack', '--json', '--pack-destination', work], {
      cwd: join(repo, 'packages', name),
      env: cleanEnv({}),
    });
    packed.set(name, JSON.parse(stdout) as Packed);
  }

  cpSync(appTemplate, app, { recursive: true });
  // The app takes the versions the workspace builds and tests with.
  const workspace = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as {
    devDependencies: Record<string, string>;
  };
  const fromRegistry = ['react', 'react-dom', 'vite', 'typescript', '@types/react', '@types/react-dom'].map(
    (name) => `${name}@${workspace.devDependencies[name]}`,
  );
  writeFileSync(join(app, 'package.json'), '{ "name": "partner-app", "private": true, "type": "module" }\n');
  const started = Date.now();
  await run(
    'npm',
    ['install', ...PACKAGES.map((name) => packed.get(name)?.filename ?? ''), ...fromRegistry],
    { cwd: app, env: npmEnv, maxBuffer: 16 * 1024 * 1024 },
  );
  const installSeconds = ((Date.now() - started) / 1000).toFixed(1);

  for (const name of PACKAGES) {
    const tarball = packed.get(name);
    if (!tarball) throw new Error(`${name} was not packed`);
    const installed = directorySize(join(app, 'node_modules', '@shipdeck', name));
    console.log(
      `${tarball.name}@${tarball.version}: ${bytes(tarball.size)} packed, ${bytes(installed)} installed`,
    );
  }
  console.log(`npm install in the fresh app: ${installSeconds} s`);

  const baseURL = testInfo.project.use.baseURL;
  if (!baseURL) throw new Error('playwright.config.ts: the project has no baseURL');
  await run(join(app, 'node_modules/.bin/vite'), ['build'], {
    cwd: app,
    env: cleanEnv({ VITE_SHIPDECK_API_BASE: apiOrigin(testInfo) }),
  });
  server = await serve(join(app, 'dist'), Number(new URL(baseURL).port));
});

test.afterAll(async () => {
  await new Promise((done) => (server ? server.close(done) : done(undefined)));
  if (work) rmSync(work, { recursive: true, force: true });
});

test('the packed manifests name real versions, React as a peer, and only files the tarball holds', () => {
  for (const name of PACKAGES) {
    const source = JSON.parse(readFileSync(join(repo, 'packages', name, 'package.json'), 'utf8'));
    const dir = join(app, 'node_modules', '@shipdeck', name);
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));

    for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
      for (const [dependency, range] of Object.entries(manifest[field] ?? {})) {
        expect(range, `${name} ${field} ${dependency}`).not.toMatch(/^workspace:/);
      }
    }
    // The source condition is for the workspace only: its files are not in the tarball.
    expect(JSON.stringify(manifest.exports)).not.toContain('@shipdeck/source');
    expect(Object.keys(manifest.exports)).toEqual(Object.keys(source.exports));
    const targets = [...exportTargets(manifest.exports), manifest.main, manifest.module, manifest.types];
    for (const target of targets) {
      expect(existsSync(join(dir, target)), `${name}: ${target} is in the tarball`).toBe(true);
    }
    for (const [subpath, conditions] of Object.entries(manifest.exports)) {
      if (subpath === './package.json') continue;
      // TypeScript reads the first condition that matches: types must come first.
      expect(Object.keys(conditions as object)[0], `${name} ${subpath}`).toBe('types');
    }
  }

  const core = JSON.parse(readFileSync(join(app, 'node_modules/@shipdeck/core/package.json'), 'utf8'));
  const widgets = JSON.parse(readFileSync(join(app, 'node_modules/@shipdeck/widgets/package.json'), 'utf8'));
  expect(widgets.dependencies['@shipdeck/core']).toBe(core.version);
  expect(Object.keys(widgets.peerDependencies)).toEqual(expect.arrayContaining(['react', 'react-dom']));
  expect(widgets.dependencies.react).toBeUndefined();
  expect(widgets.dependencies['react-dom']).toBeUndefined();
  // One React in the app: the widget's imports resolve to the app's copy.
  expect(existsSync(join(app, 'node_modules/@shipdeck/widgets/node_modules/react'))).toBe(false);
});

test('the typings of the installed package compile in the app: <shipdeck-quote>, QuoteWidget, events, the README example', async () => {
  const readme = readFileSync(join(repo, 'README.md'), 'utf8');
  const example = /```tsx\n([\s\S]*?)```/.exec(readme.split('### In a React app (npm)')[1] ?? '')?.[1];
  expect(example, 'README.md "In a React app (npm)" shows a tsx example').toContain('<QuoteWidget');
  writeFileSync(join(app, 'src/readme-example.tsx'), example ?? '');
  const result = await run(join(app, 'node_modules/.bin/tsc'), ['--noEmit', '-p', '.'], {
    cwd: app,
    env: cleanEnv({}),
  }).catch((error: { stdout?: string; stderr?: string }) => error);
  expect(`${result.stdout ?? ''}${result.stderr ?? ''}`).toBe('');
});

test('the app built with Vite shows rates for a domestic quote from the Shipdeck server', async ({
  page,
}, testInfo) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const api = apiOrigin(testInfo);
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(api)) calls.push(new URL(request.url()).pathname);
  });

  await page.goto('/');
  // Two copies of React blank the whole page: say why, not only that the heading is missing.
  await expect(page.getByRole('heading', { name: 'Ship with us' }))
    .toBeVisible()
    .catch((error: Error) => {
      throw new Error(`${error.message}\nErrors on the page:\n${errors.join('\n')}`);
    });
  await expect(page.getByText(/You are seeing guest rates/)).toBeVisible();

  const from = page.getByRole('group', { name: 'Sending from' });
  const to = page.getByRole('group', { name: 'Sending to' });
  await expect(to.getByLabel('Country').locator('option[value="US"]')).toHaveCount(1);
  await to.getByLabel('Country').selectOption('US');
  await from.getByLabel('Zip').fill('10001');
  await from.getByLabel('Zip').press('Escape');
  await to.getByLabel('Zip').fill('60601');
  await to.getByLabel('Zip').press('Escape');
  await page.getByLabel('Weight (lbs)').fill('4');
  await page.getByLabel('Length (inch)').fill('10');
  await page.getByLabel('Width (inch)').fill('8');
  await page.getByLabel('Height (inch)').fill('6');
  await page.getByRole('button', { name: 'Get A Quote' }).click();

  const cards = page.getByRole('region', { name: /Delivery options/ }).getByRole('listitem');
  await expect(cards.filter({ hasText: 'Lowest Price!' })).toHaveCount(1);
  await expect(cards.first()).toContainText(/\$\d+\.\d{2}/);
  const count = await cards.count();
  // The onRates prop reached the app's own state.
  await expect(page.locator('#heard')).toHaveText(`The app heard ${count} rates.`);
  expect(calls).toContain('/api/rate_shipment_actions');
  expect(errors).toEqual([]);
});
