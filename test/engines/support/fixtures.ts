// Playwright's runner (workers, web server, reports) around our own engine
// drivers: each `engines-*` project in playwright.config.ts names its engine.
// One browser per worker; a fresh page (context or session) per test, with a
// screenshot in the test's output folder when it fails.
import { test as base } from '@playwright/test';
import type { Engine, EngineName, EnginePage } from './engine';
import { Guest } from './guest';

export interface EngineOptions {
  engineName: EngineName;
}

async function launch(name: EngineName): Promise<Engine> {
  if (name === 'webkit') return (await import('./webkit-engine')).launchWebKit();
  return (await import('./puppeteer-engine')).launchPuppeteer(name);
}

export const test = base.extend<{ browserPage: EnginePage; guest: Guest }, EngineOptions & { engine: Engine }>({
  engineName: ['chromium', { option: true, scope: 'worker' }],
  engine: [
    async ({ engineName }, use) => {
      const engine = await launch(engineName);
      await use(engine);
      await engine.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  // Its own timeout, apart from the test's: opening a page may take an engine
  // a restart of its driver (webkit-engine.ts), which is set-up, not the test.
  browserPage: [
    async ({ engine }, use, testInfo) => {
      const page = await engine.newPage();
      await use(page);
      if (testInfo.status !== testInfo.expectedStatus) {
        await page.screenshot(testInfo.outputPath('failure.png')).catch(() => undefined);
      }
      await page.close().catch(() => undefined);
    },
    { timeout: 80_000 },
  ],
  guest: async ({ browserPage }, use, testInfo) => {
    await use(new Guest(browserPage, testInfo.project.use.baseURL ?? ''));
  },
});

export { expect } from '@playwright/test';
