// End-to-end tests: the built bundle and the reference API server. The whole
// suite (test/e2e) runs in Debian's Chromium headless shell through Playwright; the engines
// suite (test/engines) runs in Chromium, Firefox ESR and WebKitGTK through
// their own drivers (docs/browsers.md). Each run starts from a fresh database.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from './scripts/browsers.mjs';
import type { EngineOptions } from './test/engines/support/fixtures';

const PORT = Number(process.env.E2E_PORT ?? 4183);
// Each test's pages live a few seconds, so V8's optimizing compilers (Maglev, TurboFan) spend
// more CPU compiling than their code saves: without them the renderers of the suite used about
// 10 % less CPU. Behaviour is V8's either way; the engines suite, the bench and the screenshots
// run the browser as a guest's is, with every tier.
const E2E_JS_FLAGS = ['--js-flags=--no-opt --no-maglev'];
// The WebKit driver's client logs every session at INFO; warnings are enough.
process.env.WDIO_LOG_LEVEL ??= 'warn';

export default defineConfig<EngineOptions>({
  fullyParallel: true,
  // Three workers on two cores: with two, both cores stood idle whenever both workers waited at once
  // (a held-back answer, a retry's delay, a reload); the third fills those gaps (Chromium's suite:
  // 266 -> 229 s with the flags below, measured on this machine; docs/quality-gates.md).
  workers: 3,
  // On CI (a fresh 2-core machine) a test that fails is run once more, and the
  // report names it "flaky" if the second run passes: the last two CI runs each lost one test (a
  // WebKit session that never opened; a click on the edit screen's Save that never reached it) in
  // runs where the other 119 passed. A test that fails twice fails the run. A serial file
  // (edit.spec.ts) is retried as a whole and its first test cannot run twice on one database, so
  // its own tests take care of themselves.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? 'list' : 'line',
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'off',
  },
  // The engines first: each runs its tests one after another in one worker, and listed last they
  // ended the run alone beside an idle core; first, the suite's many short tests fill the end
  // (e2e stage 292 -> 288 s on this machine, the idle CPU of its last 20 s gone).
  projects: [
    ...(['chromium', 'firefox', 'webkit'] as const).map((engineName) => ({
      name: `engines-${engineName}`,
      testDir: 'test/engines',
      // In Chromium, not the German booking nor the nearest stays: the end-to-end suite below runs
      // both in the same engine (languages.spec.ts, nearest-stays.spec.ts). The strict-CSP booking,
      // the host page's isolation and the old browser's message run in Chromium only here.
      ...(engineName === 'chromium' ? { testIgnore: /(languages|nearest-stays)\.spec\.ts$/ } : {}),
      timeout: 90_000,
      // One worker per engine: each worker launches its own browser, and a launch is most of what an
      // engine costs (Firefox makes a profile, WebKitGTK starts Xvfb and its driver). Alone on this
      // machine, eight tests with three workers took 60, 49 and 56 s of CPU (Firefox, WebKitGTK,
      // Chromium), with one 40, 42 and 39 s; the three engines still run beside each other.
      workers: 1,
      use: { engineName },
    })),
    {
      name: 'chromium',
      testDir: 'test/e2e',
      use: { browserName: 'chromium', launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: [...CHROMIUM_ARGS, ...E2E_JS_FLAGS] } },
    },
  ],
  webServer: {
    command: 'rm -rf data/e2e && node --import tsx server/main.ts --demo',
    url: `http://localhost:${PORT}/booking-widget.js`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      BOOKING_DB: 'data/e2e/booking.sqlite',
      BOOKING_TEST_DB: 'data/e2e/booking-test.sqlite',
    },
  },
});
