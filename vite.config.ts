/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { plainDynamicImports } from './scripts/plain-dynamic-imports';
import { shortLibraryNotes } from './scripts/short-library-notes';
import { dialCodes } from './scripts/dial-codes-plugin';
import { embedScripts } from './scripts/embed-scripts';
import { providerFromEnv } from './scripts/provider';
import { COMPILE_ALL_ON_LOAD } from './scripts/compile-hint';
import { reactBindings } from './scripts/react-bindings';
import { reactInternalNames } from './scripts/react-internal-names';

/** The API test files that exercise the server's database; they run on PostgreSQL too. */
const POSTGRES_API_TESTS = ['book-flow', 'concurrency', 'confirmation-mail', 'contract', 'edit', 'fuzz', 'main', 'no-overlap', 'qr-payment', 'restart'];

// One normal (not library-mode) build: library mode left the output unminified.
// The element script keeps a fixed name so hosts can link it; every lazily
// loaded screen is a hashed chunk resolved relative to the script's own URL
// (base './'), so the widget works from any folder or CDN path.
export default defineConfig({
  base: './',
  plugins: [
    reactBindings(),
    reactInternalNames(),
    plainDynamicImports(),
    shortLibraryNotes(),
    dialCodes(),
    embedScripts(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    react({ jsxImportSource: 'bw-jsx' }),
    lingui(),
  ],
  resolve: {
    // wouter reaches useSyncExternalStore through the shim for React < 18, which
    // ships its fallback code; React 19 has the hook built in.
    alias: [
      // JSX compiles against React's runtime through src/ui/jsx-runtime.ts (short calls).
      { find: /^bw-jsx\/jsx-runtime$/, replacement: fileURLToPath(new URL('./src/ui/jsx-runtime.ts', import.meta.url)) },
      { find: /^bw-jsx\/jsx-dev-runtime$/, replacement: fileURLToPath(new URL('./src/ui/jsx-dev-runtime.ts', import.meta.url)) },
      { find: /^use-sync-external-store\/shim\/index\.js$/, replacement: 'react' },
      // wouter's default location hooks: the widget gives every Router its own.
      { find: /^\.\/use-browser-location\.js$/, replacement: fileURLToPath(new URL('./src/app/wouter/no-browser-location.ts', import.meta.url)) },
    ],
  },
  define: {
    'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'production'),
    // The footer's provider: a setting of the build (scripts/provider.ts).
    __BW_PROVIDER__: JSON.stringify(providerFromEnv()),
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
        // Each booking screen travels as one chunk with what it needs beyond
        // the screens before it (its guards included), so a click, or the
        // prefetch before it, asks for every file at once instead of
        // discovering one import after another. The later screens' catalog
        // stays its own file: the side pages load it too.
        codeSplitting: {
          groups: [
            { name: 'step-1', tags: ['$initial'], priority: 10 },
            { name: 'later-texts', test: /src\/(steps\/later-texts|i18n\/locales\/later\/)/, priority: 9 },
            // valibot, the offer's schema and what stores the offer: asked for by step 1 once a
            // stay is chosen (the offer's call), before any screen's chunk, which then finds them loaded.
            { name: 'answers', test: /node_modules\/valibot|src\/(api\/(wire|schemas\/selection)|state\/offer)\.ts/, priority: 9 },
            // What steps 4, 5, payment-failed and the host's JS API share about a made booking.
            { name: 'payment', test: /src\/(state\/(payment|kept-booking)|steps\/payment\/)/, priority: 9 },
            // The API client loads later screens' calls on first use (src/api/later-calls.ts):
            // the summary's travel as one chunk; book and thanks schemas with steps 4 and 5.
            { name: 'calls', test: /src\/api\/(later-calls|payloads|schemas\/summary)\.ts/, priority: 9 },
            { name: 'step-2', test: /src\/(steps\/step-2\/|app\/step-two-gate)/, priority: 8 },
            { name: 'step-3', test: /src\/steps\/step-3\//, priority: 7 },
            { name: 'step-4', test: /src\/(steps\/step-4\/|api\/schemas\/payment)/, priority: 6 },
            { name: 'step-5', test: /src\/(steps\/step-5\/|api\/schemas\/thanks)/, priority: 5 },
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
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/unit/**/*.test.ts'] } },
      // The reference server on SQLite, the default.
      { extends: true, test: { name: 'api', include: ['test/api/**/*.test.ts'], exclude: ['test/api/postgres/**'] } },
      // The same server tests that touch its database, and those of several processes, on
      // PostgreSQL in a throwaway cluster (docs/database.md).
      {
        extends: true,
        test: {
          name: 'api-postgres',
          include: [...POSTGRES_API_TESTS.map((name) => `test/api/${name}.test.ts`), 'test/api/postgres/**/*.test.ts'],
          env: { BOOKING_TEST_ENGINE: 'postgres' },
          globalSetup: ['test/support/postgres-cluster.ts'],
        },
      },
    ],
  },
});
