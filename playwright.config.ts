// End-to-end tests: the built bundle and the reference API server, in Debian's
// Chromium. Each run starts from a fresh database.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4183);

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? 'list' : 'line',
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
  },
  webServer: {
    command: 'rm -rf data/e2e && tsx demo/server/main.ts',
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
