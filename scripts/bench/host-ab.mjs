// The host page's total blocking time of two builds side by side (issue 33):
// `node scripts/bench/host-ab.mjs <folder A> <folder B> [pairs]`, each folder a checkout with its
// dist/ built (`BW_DEMO=1 npx vite build`) and its own README (the CSS block the host page uses).
// Cold loads of the script-tag page with the README's CSS on the phone profile alternate (A first
// in even pairs, B first in odd ones), each build from a reference server of its own. Prints each
// load's TBT and long tasks, the medians and the paired difference B - A with its 95 % interval.
// Separate runs of `BENCH_ONLY=host npm run bench` moved by 50-100 ms between hours on this machine;
// loads that alternate within minutes share its mood, so a difference of a few tens of ms shows.
import { resolve } from 'node:path';
import { hostLoad, startHostPages } from './host-page.mjs';
import { median, pairedDifference } from './stats.mjs';

const [folderA, folderB, pairsArg] = process.argv.slice(2);
if (!folderA || !folderB) {
  console.error('usage: node scripts/bench/host-ab.mjs <folder A> <folder B> [pairs, default 12]');
  process.exit(2);
}
const PAIRS = Number(pairsArg ?? 12);
const VARIANT = 'script tag, README CSS';

/** A reference server and host pages for the checkout in `folder` (its own server code, dist/ and README). */
async function side(name, folder) {
  const root = resolve(folder);
  const { startReferenceServer } = await import(resolve(root, 'scripts/bench/server.mjs'));
  const api = await startReferenceServer(0);
  const pages = await startHostPages(api.origin, root);
  return { name, api, pages, tbt: [] };
}

async function load(build, pair) {
  const figures = await hostLoad(build.pages.url(VARIANT));
  build.tbt.push(figures.tbt);
  const tasks = figures.longTasks.map(([, duration]) => duration).join(', ');
  console.log(`${build.name} ${pair + 1}/${PAIRS}: TBT ${Math.round(figures.tbt)} ms, CLS ${figures.cls.toFixed(3)}; long tasks ${tasks || 'none'} ms`);
}

const a = await side('A', folderA);
const b = await side('B', folderB);
try {
  for (let pair = 0; pair < PAIRS; pair++) {
    for (const build of pair % 2 ? [b, a] : [a, b]) await load(build, pair);
  }
  const difference = pairedDifference(b.tbt, a.tbt);
  const lower = b.tbt.filter((value, index) => value < a.tbt[index]).length;
  console.log(
    `\nHost TBT, ${VARIANT}, phone profile, ${PAIRS} pairs: A ${Math.round(median(a.tbt))} ms, B ${Math.round(median(b.tbt))} ms (medians); ` +
      `B - A ${Math.round(difference.median)} ms (95 %: ${Math.round(difference.low)} to ${Math.round(difference.high)}); B lower in ${lower} of ${PAIRS} pairs`,
  );
} finally {
  for (const build of [a, b]) {
    await build.pages.close();
    await build.api.stop();
  }
}
