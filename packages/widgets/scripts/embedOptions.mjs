// The esbuild options of the embed bundles, shared by scripts/build-embed.mjs and the bundle test
// (src/embed/quoteBundle.test.ts), so the test checks what we ship. The ONLY place react is aliased
// to preact/compat (docs/conventions.md#preact-only-in-the-embed): the library build and the host app keep real React.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const widgetsRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** @param {{ version: string, watch?: boolean, classic?: boolean }} options @returns {import('esbuild').BuildOptions} */
export function commonOptions({ version, watch = false }) {
  return {
    bundle: true,
    // esbuild resolves `alias` targets (preact/compat) from the working directory: pin it to this
    // package so the build works from the repo root too (vitest runs the bundle test from there).
    absWorkingDir: widgetsRoot,
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
    // Maps for our own debugging, without a sourceMappingURL comment; the server never serves them.
    sourcemap: 'external',
    jsx: 'automatic',
    outdir: join(widgetsRoot, 'dist/embed'),
  };
}

/** loader.js: tiny, sets window.Shipdeck; kept at es2020 so any browser that runs it gets a clean failure path. */
export function loaderOptions(options) {
  return {
    ...commonOptions(options),
    entryPoints: { loader: join(widgetsRoot, 'src/embed/loader.ts') },
    sourcemap: false,
  };
}

/**
 * quote.js: the quote widget with the Preact runtime, defining <shipdeck-quote>; an ES module with
 * code splitting like prepare.js (issue 8): quote.js and its static chunks paint the form, and the
 * rate list with its Print Quote dialog, `import()`ed on the first Get A Quote, becomes a
 * `quote-<name>-<hash>.js` chunk. The loader adds it as a `type="module"` script (MODULE_BUNDLES).
 */
export function quoteOptions(options) {
  return {
    ...widgetOptions(options),
    entryPoints: { quote: join(widgetsRoot, 'src/embed/quote.ts') },
    format: 'esm',
    splitting: true,
    chunkNames: 'quote-[name]-[hash]',
    // core's "#quoteRules" (packages/core/package.json imports) and the widget's "#quoteLater": the
    // quote rules, the request building and what the form shows of them in the chunk of the rate list,
    // loaded on the first focus in the form (or the first change, or Get A Quote); that chunk names the
    // entry's modules so the first load is one file ("#quoteLaterChunk", src/quote/quoteLaterEmbed.ts).
    conditions: [...widgetOptions(options).conditions, 'shipdeck-lazy-quote-rules', 'shipdeck-quote-embed'],
    // The quote widget runs on Preact alone: src/embed/preactReact.ts has the part of React it uses
    // (preact/compat was 5.3 KB of its first load). The other widgets keep preact/compat.
    alias: {
      react: join(widgetsRoot, 'src/embed/preactReact.ts'),
      'react-dom': join(widgetsRoot, 'src/embed/preactReact.ts'),
      'react-dom/client': join(widgetsRoot, 'src/embed/preactReact.ts'),
      'react/jsx-runtime': 'preact/jsx-runtime',
      'react/jsx-dev-runtime': 'preact/jsx-runtime',
    },
  };
}

/** What every widget bundle shares (Preact for React, classic JSX, es2022); each names its entry. */
export function widgetOptions(options) {
  return {
    ...commonOptions(options),
    // ES2022 syntax as is (class fields, private members, `??=`): the widget already calls ES2022's
    // Object.hasOwn (Chrome 93, Firefox 92, Safari 15.4), so no browser it runs in is left out, and
    // nothing is lowered into longer code.
    target: 'es2022',
    // Classic JSX with Preact's createElement (scripts/preactJsx.mjs): fewer bytes per element than
    // the automatic runtime's { children } objects; the library build and tests keep React's runtime.
    // (tsconfigRaw: the package's tsconfig says react-jsx, which would win over the jsx options.)
    tsconfigRaw: { compilerOptions: { jsx: 'react', jsxFactory: 'h', jsxFragmentFactory: 'Fragment' } },
    inject: [join(widgetsRoot, 'scripts/preactJsx.mjs')],
    alias: {
      react: 'preact/compat',
      'react-dom': 'preact/compat',
      'react-dom/client': 'preact/compat/client',
      'react/jsx-runtime': 'preact/compat/jsx-runtime',
      'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
    },
    // Only code the widget reaches is kept; core is side-effect free and marks its module-level
    // catalogues pure, so other flows' texts and API calls stay out.
    treeShaking: true,
    metafile: true,
  };
}

/**
 * prepare.js: the prepare-shipment widget, built like quote.js but as an ES module with code
 * splitting (issue 11): prepare.js carries step 1, and what it loads with `import()` (steps 2–4, the
 * modals, the phone metadata) becomes `prepare-<name>-<hash>.js` chunks beside it, fetched on demand.
 * The loader adds it as a `type="module"` script (shipdeckGlobal.ts MODULE_BUNDLES); the server sends
 * the embed files with CORS, which cross-origin module scripts need.
 */
export function prepareOptions(options) {
  return {
    ...widgetOptions(options),
    entryPoints: { prepare: join(widgetsRoot, 'src/embed/prepare.ts') },
    format: 'esm',
    splitting: true,
    chunkNames: 'prepare-[name]-[hash]',
    // core's "#phoneEngine", "#prepareLaterSteps" and "#parseDraftLoader" (packages/core/package.json
    // imports) and the widget's "#prepareOnDemand": the phone checks with their metadata, the wizard's
    // rules of steps 2-3 with the booking of step 4, and the draft reader, as chunks loaded on demand,
    // not part of step 1.
    conditions: [...widgetOptions(options).conditions, 'shipdeck-lazy-phone', 'shipdeck-lazy-prepare-steps'],
    // The lazy parts import src/prepare/firstLoad.ts bare, so esbuild puts step 1 in a few chunks
    // instead of one per set of entry points sharing code; the import itself is dropped, as it should be.
    logOverride: { 'ignored-bare-import': 'silent' },
    // On Preact alone as quote.js, with lazy and Suspense showing their fallback (a step's progress bar).
    alias: {
      ...quoteOptions(options).alias,
      react: join(widgetsRoot, 'src/embed/preactReactFallback.ts'),
      'react-dom': join(widgetsRoot, 'src/embed/preactReactFallback.ts'),
      'react-dom/client': join(widgetsRoot, 'src/embed/preactReactFallback.ts'),
    },
  };
}

/**
 * pickup.js: the pickup scheduler (issue 13) in a file of its own; an ES module with code splitting
 * like prepare.js (issue 8): its modals and the phone checks (core's "#phoneEngine") are
 * `pickup-<name>-<hash>.js` chunks loaded on demand. `classic: true` gives the one classic script it
 * was before, which the bench builds in memory to print the before → after.
 */
export function pickupOptions(options) {
  return splitWidgetOptions(options, 'pickup', 'src/embed/pickup.ts');
}

/**
 * address-book.js: the Address book and My Items List modals in a file of their own; an ES module with
 * code splitting like pickup.js: each list with its store and form, and the phone checks, are
 * `address-book-<name>-<hash>.js` chunks loaded on demand.
 */
export function addressBookOptions(options) {
  return splitWidgetOptions(options, 'address-book', 'src/embed/addressBook.ts');
}

/** A widget bundle as an ES module, its later parts and the phone checks chunks (`classic`: one IIFE). */
function splitWidgetOptions(options, name, entry) {
  const base = { ...widgetOptions(options), entryPoints: { [name]: join(widgetsRoot, entry) } };
  if (options.classic) return base;
  return {
    ...base,
    format: 'esm',
    splitting: true,
    chunkNames: `${name}-[name]-[hash]`,
    conditions: [...base.conditions, 'shipdeck-lazy-phone'],
    // The lazy modals import the first load bare (src/pickup/firstLoad.ts, src/addressBook/firstLoad.ts).
    logOverride: { 'ignored-bare-import': 'silent' },
    // On Preact alone as prepare.js (whose saved-list modals are these same views), not preact/compat.
    alias: {
      ...quoteOptions(options).alias,
      react: join(widgetsRoot, 'src/embed/preactReactFallback.ts'),
      'react-dom': join(widgetsRoot, 'src/embed/preactReactFallback.ts'),
      'react-dom/client': join(widgetsRoot, 'src/embed/preactReactFallback.ts'),
    },
  };
}

/** tracking.js: the tracking widget (issue 14), built like quote.js in a file of its own (goal <= 15 KB brotli). */
export function trackingOptions(options) {
  return {
    ...widgetOptions(options),
    entryPoints: { tracking: join(widgetsRoot, 'src/embed/tracking.ts') },
  };
}
