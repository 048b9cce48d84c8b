// WebKitGTK (Safari's engine) through its W3C WebDriver, WebKitWebDriver from
// Debian's webkit2gtk-driver. Its MiniBrowser has no headless mode, so each
// worker starts its own Xvfb display; each test gets a session (a fresh
// browser process, so no storage is shared between tests).
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import WebDriver from 'webdriver';
import { WEBKIT_BROWSER_PATH, WEBKIT_DRIVER_PATH, XVFB_PATH } from '../../../scripts/browsers.mjs';
import { findInPage } from './find';
import { toQuery, waitUntil, type Engine, type EnginePage, type Handle, type Name } from './engine';

type Client = Awaited<ReturnType<typeof WebDriver.newSession>>;
// W3C names an element reference's key "element-6066-11e4-a52f-4a52f7f6f5f4";
// WebKitWebDriver 2.50 answers with "element-6066-11e4-a52e-4f735466cecf" and
// accepts it back, so any "element-6066-..." key is taken as the reference.
const elementKey = (value: unknown) =>
  value && typeof value === 'object' ? Object.keys(value).find((key) => key.startsWith('element-6066-')) : undefined;
const idOf = (handle: Handle) => (handle as unknown as Record<string, string>)[elementKey(handle)!]!;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts Xvfb on the first free display and tells which (it writes the number to fd 3). */
function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const xvfb = spawn(XVFB_PATH, ['-displayfd', '3', '-screen', '0', '1400x1000x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    });
    xvfb.once('error', reject);
    xvfb.stdio[3]!.once('data', (data: Buffer) => resolve({ display: `:${data.toString().trim()}`, process: xvfb }));
  });
}

/** A pointer press at the element's centre (WebDriver scrolls it into view first). */
const pointerClicks = (element: Handle, count: number) => [
  {
    type: 'pointer',
    id: 'mouse',
    parameters: { pointerType: 'mouse' },
    actions: [
      { type: 'pointerMove', origin: element, x: 0, y: 0 },
      ...Array.from({ length: count }, () => [
        { type: 'pointerDown', button: 0 },
        { type: 'pointerUp', button: 0 },
      ]).flat(),
    ],
  },
];

function wrapSession(client: Client): EnginePage {
  const evaluate = (fn: (...args: never[]) => unknown, ...args: unknown[]) =>
    client.executeScript(`return (${fn.toString()}).apply(null, arguments);`, args as object[]);

  async function click(element: Handle): Promise<void> {
    try {
      await client.elementClick(idOf(element));
    } catch (error) {
      // WebKitWebDriver checks the hit with elementFromPoint, which stops at the
      // shadow host, so a click on a control inside the widget can be refused as
      // "intercepted" by the widget itself. When the hit really is the control
      // (deep), the same press goes through as pointer actions.
      if (!/intercepted/i.test(String(error))) throw error;
      const hitsItself = await evaluate(((target: Element) => {
        target.scrollIntoView({ block: 'center' });
        const box = target.getBoundingClientRect();
        let hit: Element | null = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        while (hit?.shadowRoot) {
          const inner: Element | null = hit.shadowRoot.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          if (!inner || inner === hit) break;
          hit = inner;
        }
        return hit !== null && (hit === target || target.contains(hit));
      }) as never, element);
      if (!hitsItself) throw error;
      await client.performActions(pointerClicks(element, 1));
      await client.releaseActions();
    }
  }

  return {
    engine: 'webkit',
    goto: (url) => client.navigateTo(url),
    async setViewport(width, height) {
      await client.setWindowRect(null, null, width, height);
    },
    async query(role: string, name?: Name, options?: { frames?: boolean }) {
      const found = await evaluate(findInPage as never, toQuery(role, name, options?.frames));
      return elementKey(found) ? (found as Handle) : null;
    },
    click,
    async doubleClick(element) {
      await evaluate(((target: Element) => target.scrollIntoView({ block: 'center' })) as never, element);
      await client.performActions(pointerClicks(element, 2));
      await client.releaseActions();
    },
    async type(element, text) {
      await client.elementSendKeys(idOf(element), text);
    },
    evaluate: evaluate as EnginePage['evaluate'],
    async screenshot(path) {
      writeFileSync(path, Buffer.from(await client.takeScreenshot(), 'base64'));
    },
    close: () => within('closing the WebKit session', 10_000, client.deleteSession()),
  };
}

/** A promise that gives up after `ms` (a hung driver call otherwise holds the test until its timeout). */
function within<T>(what: string, ms: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

interface Driver {
  port: number;
  stop(): void;
}

/** WebKitWebDriver in its own process group, so that stopping it also ends the MiniBrowser it started. */
async function startDriver(display: string): Promise<Driver> {
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: display },
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-driver.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  try {
    await waitUntil('WebKitWebDriver to answer', async () => (await fetch(`http://127.0.0.1:${port}/status`)).ok);
  } catch (error) {
    stop();
    throw error;
  }
  return { port, stop };
}

// A new session normally opens in under a second (about 0.6 s on a 2-core
// machine under load). Once in a CI run it never answered and the test timed
// out in its set-up; a session that has not opened in 20 s is given up, the
// driver and its browser are stopped and a fresh driver gets another try.
const SESSION_OPEN_MS = 20_000;
const SESSION_TRIES = 3;

export async function launchWebKit(): Promise<Engine> {
  const xvfb = await startXvfb();
  let driver = await startDriver(xvfb.display);

  const openSession = (port: number) =>
    WebDriver.newSession({
      hostname: '127.0.0.1',
      port,
      path: '/',
      logLevel: 'warn',
      connectionRetryTimeout: SESSION_OPEN_MS,
      connectionRetryCount: 0,
      capabilities: {
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': { binary: WEBKIT_BROWSER_PATH, args: ['--automation'] },
      } as never,
    });

  return {
    name: 'webkit',
    async newPage() {
      for (let attempt = 1; ; attempt++) {
        try {
          const client = await within('a new WebKit session', SESSION_OPEN_MS + 1_000, openSession(driver.port));
          const page = wrapSession(client);
          await within('the WebKit window size', 10_000, page.setViewport(1280, 900));
          return page;
        } catch (error) {
          if (attempt === SESSION_TRIES) throw error;
          console.warn(`WebKit: ${String(error)}; restarting WebKitWebDriver (try ${attempt + 1} of ${SESSION_TRIES})`);
          driver.stop();
          driver = await startDriver(xvfb.display);
        }
      }
    },
    async close() {
      driver.stop();
      xvfb.process.kill();
    },
  };
}
