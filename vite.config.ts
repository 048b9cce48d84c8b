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
const POSTGRES_API_TESTS = ['abuse-limits', 'book-flow', 'concurrency', 'confirmation-mail', 'contract', 'edit', 'fuzz', 'main', 'manage', 'no-overlap', 'operator-cancel', 'payments', 'provider-mode', 'qr-payment', 'rates', 'refund-retry', 'restart', 'server-guard', 'sweep-processes'];

// Vite's library mode: the widget is a library that host pages load, not an app
// that owns the page. The element script keeps a fixed name so hosts can link it;
// every lazily loaded screen is a hashed chunk resolved relative to the script's
// own URL (base './'), so the widget works from any folder or CDN path.
// Every plugin is a library's own (Lingui's macro through Babel, React's, Lingui's
// catalog loader) or the project's own step (embed.js); none edits a library's
// text or behaviour, so an upgrade goes in with `npm test` (docs/upgrades.md).
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
    // A library build, so Vite adds nothing to the host page: an app build would
    // wrap every dynamic import in its preload helper, which puts <link
    // rel=modulepreload> tags into the host's <head> and, when a chunk fails to
    // load, fires `vite:preloadError` on the host's window, on which Vite's docs
    // tell apps to reload the page (test/e2e/foundation.spec.ts). A lazy chunk
    // fetches what it imports by itself. The iframe page (public/iframe.html) loads
    // this same script.
    lib: { entry: { 'booking-widget': 'src/element/index.ts' }, formats: ['es'] },
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
      // No host imports anything from the script, so its exports need not survive
      // as a file of their own beside step 1's chunk.
      preserveEntrySignatures: false,
      output: {
        entryFileNames: (chunk) =>
          chunk.name === 'booking-widget' ? 'booking-widget.js' : 'chunks/[name]-[hash].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        // Library mode minifies an ES build without its whitespace and keeps the
        // bundler's annotations, for the apps that bundle a library again. The
        // widget is served as it is built, so Rolldown minifies it whole.
        minify: true,
        comments: { annotation: false },
        // Step 1's functions are compiled while the script streams in (scripts/compile-hint.ts).
        postBanner: (chunk) => (chunk.name === 'booking-widget' && chunk.isEntry ? COMPILE_ALL_ON_LOAD : ''),
        // Chunks follow the code's dynamic imports, with one group: every module step 1's
        // script imports statically stays in booking-widget.js. Without it, Rolldown moves
        // what a lazy screen shares with step 1 (React's JSX runtime, jotai, the API client...)
        // into common chunks that step 1 must fetch after the entry: measured on 2026-11-29,
        // step 1 went from 100.3 KB gzipped in 2 files (the entry and the language's texts) to
        // 105.2 KB in 19, over its budget, and a booking from 152.4 KB to 159.1 KB (in Czech;
        // docs/step-1-budget.md).
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
