// `npm run bench`: speed and size as a guest meets them, on the built bundle
// and the reference server in Debian's Chromium. Prints numbers; fails only
// when it cannot measure. Run `npm run build` first.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4191);
const RUNS = 5;
const dataDir = mkdtempSync(join(tmpdir(), 'bw-bench-'));

spawnSync('npx', ['tsx', 'scripts/size/main.ts'], { stdio: 'inherit' });

const server = spawn('npx', ['tsx', 'demo/server/main.ts'], {
  env: { ...process.env, PORT: String(PORT), BOOKING_DB: join(dataDir, 'b.sqlite'), BOOKING_TEST_DB: join(dataDir, 't.sqlite') },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  server.stdout.on('data', (chunk) => String(chunk).includes('http://') && resolve());
  server.on('exit', () => reject(new Error('the demo server did not start')));
});

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const firstCalendar = [];
const roundTrips = [];
const monthMoves = [];
try {
  for (let run = 0; run < RUNS; run++) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const apiCalls = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) apiCalls.push({ request, at: Date.now(), done: Infinity });
    });
    page.on('requestfinished', (request) => {
      const call = apiCalls.find((candidate) => candidate.request === request);
      if (call) call.done = Date.now();
    });
    const started = Date.now();
    await page.goto(`http://localhost:${PORT}/`);
    await page.locator('booking-widget [data-date]').first().waitFor();
    firstCalendar.push(Date.now() - started);
    // Round trips = the longest chain of calls where one starts only after another answered.
    const shownAt = Date.now();
    const beforeCalendar = apiCalls.filter((call) => call.at <= shownAt).sort((a, b) => a.at - b.at);
    const depth = new Map();
    for (const call of beforeCalendar) {
      const waitedFor = beforeCalendar.filter((other) => other.done <= call.at).map((other) => depth.get(other));
      depth.set(call, 1 + Math.max(0, ...waitedFor));
    }
    roundTrips.push(Math.max(0, ...depth.values()));
    const next = page.locator('booking-widget').getByRole('button', { name: /další|next/i }).first();
    for (let move = 0; move < 10; move++) {
      const ms = await next.evaluate(
        (button) =>
          new Promise((resolve) => {
            const root = button.getRootNode();
            const before = root.querySelector('[data-date]')?.getAttribute('data-date');
            // A MutationObserver reports right after React's commit, so the figure is
            // the widget's own work, not the wait for the browser's next frame.
            const observer = new MutationObserver(() => {
              if (root.querySelector('[data-date]')?.getAttribute('data-date') === before) return;
              observer.disconnect();
              resolve(performance.now() - t0);
            });
            observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
            const t0 = performance.now();
            button.click();
          }),
      );
      monthMoves.push(ms);
    }
    await page.close();
  }
  console.log(`\nFirst calendar on screen: median ${median(firstCalendar)} ms over ${RUNS} cold loads`);
  console.log(`API round trips before the calendar shows: median ${median(roundTrips)}`);
  const frame = 1000 / 60;
  const worst = Math.max(...monthMoves);
  const verdict = worst < frame ? 'every move within one frame' : 'some moves OVER one frame';
  console.log(`Moving a month (3 months shown), click to the new days in the DOM: median ${median(monthMoves).toFixed(1)} ms, worst ${worst.toFixed(1)} ms (${verdict})`);
} finally {
  await browser.close();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
