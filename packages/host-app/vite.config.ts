import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig } from 'vite';
import { sourceConditions } from '../../vitest.shared';

// The app builds from the workspace packages' TypeScript sources (`@shipdeck/source` condition), so
// `vite` and `vite build` need no prior build of core or widgets. In dev, /api goes to the server
// (`pnpm dev` at the root, port 3000 unless SHIPDECK_API_TARGET says otherwise).
export default mergeConfig(
  sourceConditions,
  defineConfig({
    plugins: [react()],
    // core's "#phoneEngine" (packages/core/package.json imports): the phone checks and their metadata
    // are a chunk loaded on the first phone check, not part of the pages' first load (issue 11). The
    // quote's rules ("#quoteRules", the widgets' "#quoteLater") load with its rate list, on the first
    // focus in the form (issue 8), as in the quote embed.
    resolve: { conditions: ['shipdeck-lazy-phone', 'shipdeck-lazy-quote-rules'] },
    server: {
      port: 5173,
      proxy: { '/api': process.env.SHIPDECK_API_TARGET ?? 'http://127.0.0.1:3000' },
    },
    // The manifest tells scripts/size-report.mjs which chunks each route loads first.
    // No modulepreload polyfill: every browser that runs the es2022 build supports modulepreload, and
    // the polyfill was 1 KB of each page's first load (issue 8).
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: 'hidden',
      target: 'es2022',
      manifest: true,
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // Every module the entry loads statically goes in one chunk: split the way Vite splits by
              // default, the same modules made about 18 files (router, jsx runtime, api, session …) and
              // 3 KB more brotli (issue 8). Not core's texts: their index re-exports every flow's
              // catalogue (messages/full.ts), which the `$initial` tag counts although the entry never
              // reads it; and no dependencies pulled in recursively, for the same reason. The size
              // report (scripts/size-report.mjs) shows what a route's first load holds.
              {
                name: 'shell',
                tags: ['$initial'],
                test: (id) => !/core[\\/]src[\\/]messages[\\/]/.test(id),
                includeDependenciesRecursively: false,
              },
              // The widgets' shared views and helpers (fields, notices, translate and locale contexts,
              // the widget host) and the small core modules they use: pages share them in ever new
              // combinations, which made the quote page load 16-22 files of 0.1-1 KB (issue 8: 2.7 KB
              // brotli less in one file). Dialogs and modals stay apart (they load when shown).
              {
                name: 'widget-ui',
                test: (id) =>
                  (/widgets[\\/]src[\\/](ui[\\/]|embed[\\/]|messages\.ts|useStore\.ts)/.test(id) &&
                    !/(Dialog|Modal)\.tsx$/.test(id)) ||
                  /core[\\/]src[\\/](api[\\/](fetchExchange|errorCode)|runtime[\\/](timers|latestOnly)|countries[\\/](usZip|countryPair)|format[\\/](money|dates|calendarDay|sentinels)|units[\\/]index|quote[\\/](quoteInput|quoteRoute)|limits[\\/](index|carrierLimits))\.ts$/.test(
                    id,
                  ),
                includeDependenciesRecursively: false,
              },
              // The prepare widget's texts (its step 1's, the later parts' each add theirs, and core's
              // catalogue of the prepare flow): one chunk of the route, not five, since the shell's
              // preload map names every chunk of the app (issue 11).
              {
                name: 'prepare-texts',
                test: (id) =>
                  /widgets[\\/]src[\\/]prepare[\\/].*Messages\.ts$|core[\\/]src[\\/]messages[\\/]prepare\.ts$/.test(
                    id,
                  ),
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
      },
    },
  }),
);
