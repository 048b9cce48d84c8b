// `npm run screenshots`: builds the widget, starts the reference server on a
// throwaway database, and pictures every screen in Czech at 360 px (a phone,
// with touch: its screen, 360 x 780, at the widget's top) and 1280 px (the
// whole widget) into docs/screens/. Exits non-zero when a screen
// cannot be reached. Not part of `npm test`.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../browsers.mjs';
import { lowSeasonOffset } from '../../test/support/low-season';
import { dayFromToday } from '../../test/e2e/support/widget';
import { SCREENS } from './screens';

const ROOT = resolve(import.meta.dirname, '../..');
const OUT = join(ROOT, 'docs/screens');
/** A port nobody listens on now (SCREENSHOTS_PORT picks one), so runs beside other servers never clash. */
async function freePort(): Promise<number> {
  if (process.env.SCREENSHOTS_PORT) return Number(process.env.SCREENSHOTS_PORT);
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });
}
const PORT = await freePort();
const WIDTHS = [360, 1280] as const;

function build(): void {
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, BW_DEMO: '1' } });
  if (result.status !== 0) throw new Error('the build failed');
}

async function startServer(dataDir: string) {
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--demo'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), BOOKING_DB: join(dataDir, 'booking.sqlite'), BOOKING_TEST_DB: join(dataDir, 'test.sqlite') },
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group: npx starts tsx, which starts node; stopping the group stops them all.
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  for (let tries = 0; tries < 100; tries += 1) {
    try {
      if ((await fetch(`http://localhost:${PORT}/booking-widget.js`)).ok) return stop;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  stop();
  throw new Error(`the reference server did not start on port ${PORT}`);
}

async function main(): Promise<void> {
  build();
  const dataDir = mkdtempSync(join(tmpdir(), 'bw-screens-'));
  const stopServer = await startServer(dataDir);
  mkdirSync(OUT, { recursive: true });
  const failed: string[] = [];
  let browser: Browser | undefined;
  try {
    // Inside the try: a browser that cannot start still stops the server and removes its data.
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    // Every picture looks at one stay in the low season; a picture that books gets a stay of its own.
    const looked = lowSeasonOffset(440, 3, dayFromToday);
    let next = looked + 4;
    // SCREENSHOTS_ONLY=<regular expression> pictures only the screens whose names match (e.g. "^step-1").
    const only = process.env.SCREENSHOTS_ONLY ? new RegExp(process.env.SCREENSHOTS_ONLY) : undefined;
    for (const screen of SCREENS.filter((candidate) => !only || only.test(candidate.name))) {
      for (const width of screen.widths ?? WIDTHS) {
        let offset = looked;
        if (screen.books) {
          offset = lowSeasonOffset(next, 3, dayFromToday);
          next = offset + 4;
        }
        const phone = width < 600;
        const context = await browser.newContext({
          baseURL: `http://localhost:${PORT}`,
          viewport: { width, height: phone ? 780 : 900 },
          isMobile: phone,
          hasTouch: phone,
          reducedMotion: 'reduce',
          locale: 'cs-CZ',
        });
        const page = await context.newPage();
        page.setDefaultTimeout(15_000);
        const file = join(OUT, `${screen.name}-${width}.png`);
        try {
          await screen.reach(page, { arrival: dayFromToday(offset), departure: dayFromToday(offset + 3) });
          // Settled: fonts and every image in the widget loaded (lazy ones too: the picture is the whole widget).
          await page.evaluate(async () => {
            await document.fonts.ready;
            const images = Array.from(document.querySelector('booking-widget')?.shadowRoot?.querySelectorAll('img') ?? []);
            const loaded = images.map((image) => {
              image.loading = 'eager';
              return image.complete ? null : new Promise((done) => {
                image.addEventListener('load', done, { once: true });
                image.addEventListener('error', done, { once: true });
              });
            });
            await Promise.race([Promise.all(loaded), new Promise((done) => setTimeout(done, 5000))]);
          });
          if (phone) {
            // A phone's picture is its screen, as a guest sees it: the widget's top, with the bottom bar.
            await (screen.phoneView?.(page) ?? page.locator('booking-widget')).evaluate((part) => part.scrollIntoView());
            await page.screenshot({ path: file, animations: 'disabled' });
          } else {
            await page.evaluate(() => window.scrollTo(0, 0));
            await page.locator('booking-widget').screenshot({ path: file, animations: 'disabled' });
          }
          console.log(`${screen.name}-${width}.png`);
        } catch (error) {
          const seen = join(tmpdir(), `bw-screens-failed-${screen.name}-${width}.png`);
          await page.screenshot({ path: seen, fullPage: true }).catch(() => undefined);
          failed.push(`${screen.name} at ${width} px: ${(error as Error).message.split('\n')[0]} (what the page showed: ${seen})`);
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser?.close();
    stopServer();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failed.length > 0) {
    console.error(`Could not picture:\n  ${failed.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`${SCREENS.reduce((count, screen) => count + (screen.widths ?? WIDTHS).length, 0)} pictures in docs/screens/`);
}

await main();
