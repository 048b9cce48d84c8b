/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { plainDynamicImports } from './scripts/plain-dynamic-imports.ts';
import { shortLibraryNotes } from './scripts/short-library-notes.ts';
import { libraryRedirects } from './scripts/library-redirects.ts';
import { dialCodes } from './scripts/dial-codes-plugin.ts';
import { phoneMetadata } from './scripts/phone-metadata-plugin.ts';
import { catalogs } from './scripts/catalogs-plugin.ts';
import { embedScripts } from './scripts/embed-scripts.ts';
import { providerFromEnv } from './scripts/provider.ts';
import { COMPILE_ALL_ON_LOAD } from './scripts/compile-hint.ts';
import { failOnUndefinedImports } from './scripts/build-checks.ts';
import { LANGS } from './src/config/config.ts';

/** Lingui's macros (`t`, `Trans`...) become catalog lookups; Babel only sees the files that import one. */
const linguiMacro = defineRolldownBabelPreset({
  preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
  rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
});

/** The API test files that exercise the server's database; they run on PostgreSQL too. */
const POSTGRES_API_TESTS = ['abuse-limits', 'book-flow', 'concurrency', 'confirmation-mail', 'contract', 'edit', 'fuzz', 'main', 'manage', 'no-overlap', 'provider-mode', 'qr-payment', 'rates', 'restart', 'server-guard'];

// One normal (not library-mode) build: library mode left the output unminified.
// The element script keeps a fixed name so hosts can link it; every lazily
// loaded screen is a hashed chunk resolved relative to the script's own URL
// (base './'), so the widget works from any folder or CDN path.
// No plugin edits React or react-dom: a React security release goes in with
// `npm test` and nothing else (docs/upgrades.md). What still edits a library's
// text is counted and fails the build when it changed nothing (scripts/library-edits.ts).
export default defineConfig(({ command }) => ({
  base: './',
  plugins: [
    plainDynamicImports(),
    shortLibraryNotes(),
    libraryRedirects(),
    dialCodes(),
    phoneMetadata(),
    embedScripts(),
    // Only the files that use a Lingui macro go through Babel (60 of about 220).
    babel({ presets: [linguiMacro] }),
    react({ jsxImportSource: 'bw-jsx' }),
    // The `.po` catalogs, compiled by Lingui, each language without the ids (scripts/catalogs-plugin.ts).
    catalogs(),
  ],
  resolve: {
    alias: [
      // JSX compiles against React's runtime through scripts/jsx/jsx-runtime.ts (short calls).
      { find: /^bw-jsx\/jsx-runtime$/, replacement: fileURLToPath(new URL('./scripts/jsx/jsx-runtime.ts', import.meta.url)) },
      { find: /^bw-jsx\/jsx-dev-runtime$/, replacement: fileURLToPath(new URL('./scripts/jsx/jsx-dev-runtime.ts', import.meta.url)) },
    ],
  },
  define: {
    'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'production'),
    // The footer's provider: a setting of the build (scripts/provider.ts).
    __BW_PROVIDER__: JSON.stringify(providerFromEnv()),
    // The built widget's React finds no React DevTools hook: that hook is a global
    // of the host page (and of the host's own React, if it has one), which the
    // widget leaves alone (test/e2e/embed.spec.ts). A define, not an edit of
    // React's text: React DOM's `typeof __REACT_DEVTOOLS_GLOBAL_HOOK__` reads
    // "undefined", as on a page without DevTools. The dev server keeps DevTools.
    ...(command === 'build' ? { __REACT_DEVTOOLS_GLOBAL_HOOK__: 'undefined' } : {}),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The supported browsers (README, docs/browsers.md): what the code needs
    // (constructed stylesheets, color-mix(), container queries) sets the floor,
    // and src/element/browser-support.ts checks it at run time.
    target: ['chrome111', 'edge111', 'firefox113', 'safari16.4'],
    // Never preload: Vite would add <link rel=modulepreload> tags to the host
    // page's <head>. A lazy chunk fetches what it imports by itself (and see
    // plainDynamicImports for what Vite's import wrapper would do on a failure).
    modulePreload: false,
    // Maps for debugging a hotel's report, not linked from the scripts; scripts/size/
    // reads them to tell how much of step 1 is React, the other libraries and our code.
    sourcemap: 'hidden',
    // Read by scripts/size/ to tell what step 1 downloads.
    manifest: true,
    rollupOptions: {
      // An import that reads undefined fails the build (scripts/build-checks.ts).
      onLog: failOnUndefinedImports,
      // Rolldown reports when plugins take much of a build's time. What is left
      // (about 2 s of 3) is Babel compiling the Lingui macros of the 60 files that
      // use them, which the build needs; a report nobody acts on teaches
      // newcomers to skip the build's output, so it is off.
      checks: { bundlerTimings: false },
      // The iframe page (public/iframe.html) loads this same script.
      input: { 'booking-widget': 'src/element/index.ts' },
      output: {
        entryFileNames: (chunk) =>
          chunk.name === 'booking-widget' ? 'booking-widget.js' : 'chunks/[name]-[hash].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        // Step 1's functions are compiled while the script streams in (scripts/compile-hint.ts).
        postBanner: (chunk) => (chunk.name === 'booking-widget' && chunk.isEntry ? COMPILE_ALL_ON_LOAD : ''),
        // Every module step 1 loads stays in booking-widget.js. Without this group,
        // Rolldown moves modules that a lazy screen shares with step 1 (React,
        // jotai, valibot...) into common chunks that step 1 must fetch after the
        // entry: more requests and about 2 KB more before the calendar shows.
        // Step 2, and steps 3 to 5 together, travel as one chunk each with what
        // they need beyond the screens before them (guards included), so a click, or the
        // prefetch before it, asks for every file at once instead of
        // discovering one import after another. The later screens' catalog
        // stays its own file: the side pages load it too.
        codeSplitting: {
          groups: [
            { name: 'step-1', tags: ['$initial'], priority: 10 },
            // Each language's texts travel alone: its step-1 pack and its later screens' catalog
            // (src/i18n/packs.ts); step 1's script carries no language's texts.
            ...LANGS.map((lang) => ({ name: `texts-${lang}`, test: new RegExp(`src/i18n/(languages/${lang}\\.ts|locales/${lang}\\.po)`), priority: 9 })),
            ...LANGS.map((lang) => ({ name: `later-texts-${lang}`, test: new RegExp(`src/i18n/(languages/later/${lang}\\.ts|locales/later/${lang}\\.po)`), priority: 9 })),
            // valibot, the offer's schema (with its rates') and what stores the offer: asked for by step 1 once a
            // stay is chosen (the offer's call), before any screen's chunk, which then finds them loaded.
            // With them the later screens' calls (src/api/later-calls.ts, the summary's schema), which
            // step 2 asks for next: 1 KB more at that moment, 0.2 KB less than a file of their own;
            // the book and thanks schemas travel with steps 3 to 5. And what fetches the next screen
            // ahead (src/app/prefetch.ts), first wanted at the first day chosen.
            { name: 'answers', test: /node_modules\/valibot|src\/(api\/(wire|schemas\/(selection|summary|rates)|later-calls|payloads)|state\/offer|app\/prefetch)\.ts/, priority: 9 },
            // What the host page's JavaScript API and its Google Analytics 4 events need beyond step 1,
            // each loaded only when the page uses it: one file for both is 0.15 KB less than two.
            { name: 'host-page', test: /src\/element\/(host-api|ga4)\.ts/, priority: 9 },
            // What every later screen shares: what steps 2 to 5, payment-failed and the host's JS API
            // know about a made booking, and the later catalog's ids (scripts/catalogs-plugin.ts).
            // One file: 0.4 KB less than two, and the host's JS API, the one user of the first
            // without the second, loads only when a host page calls it.
            {
              name: 'later-shared',
              test: /src\/(state\/(payment|kept-booking)|screens\/(payment\/|later-texts))|catalog-ids\/src\/i18n\/locales\/later/,
              priority: 10,
            },
            // The pages beside the booking (price lists, calendars, reviews, the compact form) as
            // one file, and an operator's edit as another: each page is a few hundred bytes, and
            // a file per page cost 1.7 KB more gzipped (docs/step-1-budget.md). The edit is apart
            // because it needs step 3's form, which the others must not download.
            {
              name: 'side-pages',
              test: /src\/(screens\/(pages|AnswerPage|use-answer|price-lists\/|calendars\/|reviews\/|compact\/)|booking\/occupied-spans|api\/schemas\/pricelist)/,
              priority: 4,
            },
            { name: 'edit', test: /src\/(screens\/edit\/|state\/edit|booking\/edited-booking|api\/schemas\/booking)/, priority: 4 },
            { name: 'step-2', test: /src\/(screens\/step-2\/|app\/step-two-gate)/, priority: 8 },
            // Steps 3, 4 and 5 as one file, fetched ahead on step 2: steps 4 and 5 (the thanks, right
            // after the booking is made) then wait for no download, a booking downloads all three
            // anyway, and one file is 1.4 KB less than three.
            { name: 'step-3', test: /src\/(screens\/step-[345]\/|api\/schemas\/(payment|thanks))/, priority: 7 },
          ],
        },
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
  test: {
    environment: 'node',
    testTimeout: 20000,
    hookTimeout: 60000,
    // The files of a project share one process (no fresh module graph per file): loading the
    // modules again for each of 60 files cost more than the tests themselves (unit 27 s -> 11 s,
    // API 45 s -> 25 s). A file that changes something global puts it back: stubs through vi.stub*
    // and vi.unstubAll*, the time zone through test/support/time-zone.ts.
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/unit/**/*.test.ts'], isolate: false, setupFiles: ['test/unit/support/no-network.ts'] } },
      // The reference server on SQLite, the default.
      { extends: true, test: { name: 'api', include: ['test/api/**/*.test.ts'], exclude: ['test/api/postgres/**'], isolate: false } },
      // The same server tests that touch its database, and those of several processes, on
      // PostgreSQL in a throwaway cluster (docs/database.md).
      {
        extends: true,
        test: {
          name: 'api-postgres',
          include: [...POSTGRES_API_TESTS.map((name) => `test/api/${name}.test.ts`), 'test/api/postgres/**/*.test.ts'],
          env: { BOOKING_TEST_ENGINE: 'postgres' },
          globalSetup: ['test/support/postgres-cluster.ts'],
          isolate: false,
        },
      },
    ],
  },
}));
