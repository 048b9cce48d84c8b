// `npm run test:bundle`, a stage of `npm test` after the build: the built
// dist/ in a DOM from a library (happy-dom), outside any browser. Its own
// config, so that `vitest run` (unit and API tests) never needs a build.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['test/bundle/**/*.test.ts'],
    // Each test file is one host page: a fresh window, and the script loaded once.
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { url: 'https://hotel.example/', width: 1280, height: 900 } },
    // The built scripts load as they are, through Node's own module loader
    // (V8's parser), not transformed by Vitest.
    server: { deps: { external: [/\/dist\//] } },
    // The one bound on a wait: support/widget-page.ts waits for what the widget shows, not for a clock.
    testTimeout: 20000,
  },
});
