/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { plainDynamicImports } from './scripts/plain-dynamic-imports';
import { dialCodes } from './scripts/dial-codes-plugin';
import { embedScripts } from './scripts/embed-scripts';

// One normal (not library-mode) build: library mode left the output unminified.
// The element script keeps a fixed name so hosts can link it; every lazily
// loaded screen is a hashed chunk resolved relative to the script's own URL
// (base './'), so the widget works from any folder or CDN path.
export default defineConfig({
  base: './',
  plugins: [
    plainDynamicImports(),
    dialCodes(),
    embedScripts(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    react(),
    lingui(),
  ],
  resolve: {
    // wouter reaches useSyncExternalStore through the shim for React < 18, which
    // ships its fallback code; React 19 has the hook built in.
    alias: [{ find: /^use-sync-external-store\/shim\/index\.js$/, replacement: 'react' }],
  },
  define: {
    'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'production'),
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
        // Every module step 1 loads stays in booking-widget.js. Without this group,
        // Rolldown moves modules that a lazy screen shares with step 1 (React,
        // jotai, valibot...) into common chunks that step 1 must fetch after the
        // entry: more requests and about 2 KB more before the calendar shows.
        codeSplitting: { groups: [{ name: 'step-1', tags: ['$initial'] }] },
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
  test: {
    include: ['test/unit/**/*.test.ts', 'test/api/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20000,
    hookTimeout: 60000,
  },
});
