// Where the widget's JavaScript spends the host page's main thread (issue 33): a CPU profile of
// cold loads of the page the bench's TBT is measured on (host-page.mjs: the script tag with the
// README's CSS, 4x CPU, 150 ms away), each sample's position in booking-widget.js mapped back to
// its source file and line through the build's source map:
// `node scripts/bench/startup-profile.mjs [loads]` after `npm run build`. Prints the self time per
// load by source file and by source line. A diagnostic beside long-tasks.mjs (which tells the
// tasks, not the code in them); the profiler itself slows the page, so compare runs of it, not
// its milliseconds with the bench's.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { launchBareBrowser } from './bare-browser.mjs';
import { startHostPages, waitForWidgetReady } from './host-page.mjs';
import { PHONE } from './phone.mjs';
import { startReferenceServer } from './server.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const LOADS = Number(process.argv[2] ?? 3);
const sourceMap = new SourceMapConsumer(JSON.parse(readFileSync(resolve(ROOT, 'dist/booking-widget.js.map'), 'utf8')));

/** Where a profile's call frame is: a source file and line of the widget, or what the browser names it. */
function placeOf(frame) {
  if (!frame.url.endsWith('/booking-widget.js')) return { file: frame.url.split('/').pop() || frame.functionName, line: frame.functionName };
  const position = sourceMap.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  const file = (position.source ?? '?').replace(/.*node_modules\//, '').replace(/.*\/src\//, 'src/');
  return { file, line: `${file}:${position.line}` };
}

/** Adds a profile's self time (microseconds) per file and per line into the two maps. */
function addSelfTime(profile, byFile, byLine) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  profile.samples.forEach((id, index) => {
    const frame = nodes.get(id).callFrame;
    if (frame.functionName === '(idle)' || frame.functionName === '(program)') return;
    const { file, line } = placeOf(frame);
    const time = profile.timeDeltas[index] ?? 0;
    byFile.set(file, (byFile.get(file) ?? 0) + time);
    byLine.set(line, (byLine.get(line) ?? 0) + time);
  });
}

const top = (map, count) =>
  [...map].sort((a, b) => b[1] - a[1]).slice(0, count).map(([name, time]) => `${(time / 1000 / LOADS).toFixed(1).padStart(7)} ms  ${name}`).join('\n');

const api = await startReferenceServer(0);
const pages = await startHostPages(api.origin, ROOT);
const url = pages.url('script tag, README CSS');
const byFile = new Map();
const byLine = new Map();
try {
  for (let load = 0; load < LOADS; load++) {
    const browser = await launchBareBrowser();
    try {
      const tab = await browser.newPage({ ...PHONE.viewport, cpu: PHONE.cpu });
      await tab.send('Profiler.enable');
      await tab.send('Profiler.setSamplingInterval', { interval: 200 });
      await tab.send('Profiler.start');
      await tab.goto(url);
      await waitForWidgetReady(tab, url);
      addSelfTime((await tab.send('Profiler.stop')).profile, byFile, byLine);
    } finally {
      await browser.close();
    }
  }
} finally {
  await pages.close();
  await api.stop();
}
const total = [...byFile.values()].reduce((sum, time) => sum + time, 0);
console.log(`JavaScript and what it called, per load at 4x: ${(total / 1000 / LOADS).toFixed(0)} ms\n\nBy file:\n${top(byFile, 25)}\n\nBy line:\n${top(byLine, 30)}`);
