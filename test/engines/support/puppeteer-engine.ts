// Chromium over the DevTools protocol and Firefox ESR over WebDriver BiDi,
// both through puppeteer-core with Debian's binaries (nothing downloaded).
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, FIREFOX_PATH } from '../../../scripts/browsers.mjs';
import { findInPage } from './find';
import { toQuery, type Engine, type EnginePage, type Handle, type Name } from './engine';

const asElement = (handle: Handle) => handle as unknown as ElementHandle<Element>;

function wrapPage(engine: 'chromium' | 'firefox', page: Page, onClose: () => Promise<void>): EnginePage {
  return {
    engine,
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    async setViewport(width, height) {
      await page.setViewport({ width, height });
    },
    async query(role: string, name?: Name, options?: { frames?: boolean }) {
      const found = await page.evaluateHandle(findInPage, toQuery(role, name, options?.frames));
      const element = found.asElement();
      if (!element) {
        await found.dispose();
        return null;
      }
      return element as unknown as Handle;
    },
    async click(element) {
      await asElement(element).click();
    },
    async doubleClick(element) {
      await asElement(element).click({ count: 2 });
    },
    async type(element, text) {
      await asElement(element).focus();
      await page.keyboard.type(text);
    },
    evaluate(fn, ...args) {
      return page.evaluate(fn as (...a: unknown[]) => unknown, ...(args as never[])) as never;
    },
    async screenshot(path) {
      await page.screenshot({ path: path as `${string}.png` });
    },
    close: onClose,
  };
}

export async function launchPuppeteer(name: 'chromium' | 'firefox'): Promise<Engine> {
  const browser: Browser =
    name === 'chromium'
      ? await puppeteer.launch({ browser: 'chrome', executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true })
      : await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX_PATH, protocol: 'webDriverBiDi', headless: true });
  return {
    name,
    async newPage() {
      // A context of its own per test: no storage shared between tests.
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width: 1280, height: 900 });
      return wrapPage(name, page, () => context.close());
    },
    close: () => browser.close(),
  };
}
