/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { embedScripts } from './scripts/embed-scripts.ts';
import { providerFromEnv } from './scripts/provider.ts';
import { COMPILE_ALL_ON_LOAD } from './scripts/compile-hint.ts';

/** Lingui's macros (`t`, `Trans`...) become catalog lookups; Babel only sees the files that import one. */
const linguiMacro = defineRolldownBabelPreset({
  preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
  rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
});

/** The API test files that exercise the server's database; they run on PostgreSQL too. */
const POSTGRES_API_TESTS = ['book-flow', 'concurrency', 'confirmation-mail', 'contract', 'edit', 'fuzz', 'main', 'no-overlap', 'qr-payment', 'restart'];

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
    embedScripts(),
    // Only the files that use a Lingui macro go through Babel (60 of about 220).
    babel({ presets: [linguiMacro] }),
    react(),
    // `.po` imports become compiled catalogs (Lingui's own loader; a text that does not compile fails the build).
    lingui({ failOnCompileError: true }),
  ],
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
        codeSplitting: { groups: [{ name: 'step-1', tags: ['$initial'], priority: 10 }] },
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
