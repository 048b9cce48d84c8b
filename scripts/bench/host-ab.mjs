// The host page's total blocking time of two builds side by side (issue 33):
// `node scripts/bench/host-ab.mjs <folder A> <folder B> [pairs]`, each folder a checkout with its
// dist/ built (`BW_DEMO=1 npx vite build`) and its own README (the CSS block the host page uses).
// Cold loads of the script-tag page with the README's CSS on the phone profile alternate (A first
// in even pairs, B first in odd ones), each build from a reference server of its own. Prints each
// load's TBT and long tasks, the medians and the paired difference B - A with its 95 % interval.
// Separate runs of `BENCH_ONLY=host npm run bench` moved by 50-100 ms between hours on this machine;
// loads that alternate within minutes share its mood, so a difference of a few tens of ms shows.
import { resolve } from 'node:path';
import { launchBareBrowser } from './bare-browser.mjs';
import { startHostPages, waitForWidgetReady } from './host-page.mjs';
import { PHONE } from './phone.mjs';
import { median, percentile } from './stats.mjs';

const [folderA, folderB, pairsArg] = process.argv.slice(2);
if (!folderA || !folderB) {
  console.error('usage: node scripts/bench/host-ab.mjs <folder A> <folder B> [pairs, default 12]');
  process.exit(2);
}
const PAIRS = Number(pairsArg ?? 12);
const VARIANT = 'script tag, README CSS';

/** TBT after the first contentful paint until a second after bw-ready, as host-page.mjs counts it. */
const FIGURES = `(() => {
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
  const { cls, longTasks, readyAt } = window.__hostFigures;
  const counted = longTasks.filter(([start]) => start >= fcp && start <= readyAt + 1000);
  return { cls, tbt: counted.reduce((total, [, duration]) => total + Math.max(0, duration - 50), 0), tasks: counted.map(([, duration]) => Math.round(duration)) };
})()`;

/** A reference server and host pages for the checkout in `folder` (its own server code, dist/ and README). */
async function side(name, folder) {
  const root = resolve(folder);
  const { startReferenceServer } = await import(resolve(root, 'scripts/bench/server.mjs'));
  const api = await startReferenceServer(0);
  const pages = await startHostPages(api.origin, root);
  return { name, api, pages, tbt: [] };
}

async function load(build, pair) {
  const browser = await launchBareBrowser();
  try {
    const page = await browser.newPage({ ...PHONE.viewport, cpu: PHONE.cpu });
    const url = build.pages.url(VARIANT);
    await page.goto(url);
    await waitForWidgetReady(page, url);
    const figures = await page.evaluate(FIGURES);
    build.tbt.push(figures.tbt);
    console.log(`${build.name} ${pair + 1}/${PAIRS}: TBT ${Math.round(figures.tbt)} ms, CLS ${figures.cls.toFixed(3)}; long tasks ${figures.tasks.join(', ') || 'none'} ms`);
  } finally {
    await browser.close();
  }
}

const a = await side('A', folderA);
const b = await side('B', folderB);
try {
  for (let pair = 0; pair < PAIRS; pair++) {
    for (const build of pair % 2 ? [b, a] : [a, b]) await load(build, pair);
  }
  const differences = b.tbt.map((value, index) => value - a.tbt[index]);
  let seed = 17;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  const redrawn = Array.from({ length: 2000 }, () => median(differences.map(() => differences[Math.floor(random() * differences.length)])));
  console.log(
    `\nHost TBT, ${VARIANT}, phone profile, ${PAIRS} pairs: A ${Math.round(median(a.tbt))} ms, B ${Math.round(median(b.tbt))} ms (medians); ` +
      `B - A ${Math.round(median(differences))} ms (95 %: ${Math.round(percentile(redrawn, 2.5))} to ${Math.round(percentile(redrawn, 97.5))}); ` +
      `B lower in ${differences.filter((difference) => difference < 0).length} of ${PAIRS} pairs`,
  );
} finally {
  for (const build of [a, b]) {
    await build.pages.close();
    await build.api.stop();
  }
}
