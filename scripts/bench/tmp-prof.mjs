import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from '/work/main/scripts/browsers.mjs';
import { startReferenceServer } from '/work/main/scripts/bench/server.mjs';
const api = await startReferenceServer(0);
const browser = await chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS });
const byFn = new Map(), byUrl = new Map();
const PATH = process.argv[2] ?? '/';
for (let i = 0; i < 6; i++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(api.origin + PATH);
  await page.locator('booking-widget').first().locator('[data-date]').first().waitFor();
  await page.waitForTimeout(800);
  const { profile } = await cdp.send('Profiler.stop');
  const dt = new Map();
  for (let k = 0; k < profile.samples.length; k++) dt.set(profile.samples[k], (dt.get(profile.samples[k]) ?? 0) + profile.timeDeltas[k] / 1000);
  for (const node of profile.nodes) {
    const t = dt.get(node.id) ?? 0;
    const f = node.callFrame;
    const url = f.url.split('/').pop() || '(' + f.functionName + ')';
    const key = `${f.functionName || '(anon)'} ${url}:${f.lineNumber}`;
    byFn.set(key, (byFn.get(key) ?? 0) + t);
    byUrl.set(url, (byUrl.get(url) ?? 0) + t);
  }
  await context.close();
}
const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${(v / 6).toFixed(1).padStart(7)} ${k}`).join('\n');
console.log('per load, by url\n' + top(byUrl, 15) + '\n\nby function\n' + top(byFn, 40));
await browser.close();
await api.stop();
