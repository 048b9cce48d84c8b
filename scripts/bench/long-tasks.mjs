// What the host page's long tasks are made of (issue 33), one trace per cold load of the page the
// bench's TBT is measured on (host-page.mjs: the script tag with the README's CSS):
// `node scripts/bench/long-tasks.mjs [loads]` after `npm run build`. Prints each task of
// the page's main thread over 50 ms after its first contentful paint with the trace events that
// took most of it (script evaluation, compilation, React's render, style, layout), so a change to
// the start-up can be judged by which task it shortened. A diagnostic beside the bench, whose TBT
// figure (scripts/bench/host-page.mjs) is the one the aim is held to.
import { resolve } from 'node:path';
import { launchBareBrowser } from './bare-browser.mjs';
import { startHostPages, waitForWidgetReady } from './host-page.mjs';
import { PHONE } from './phone.mjs';
import { startReferenceServer } from './server.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const LOADS = Number(process.argv[2] ?? 3);
// Not 'disabled-by-default-devtools.timeline': its events carry JavaScript stacks, and collecting
// their source positions makes V8 parse the whole script again inside the measured tasks.
const CATEGORIES = ['toplevel', 'devtools.timeline', 'v8', 'blink.user_timing', 'loading', ...(process.env.TRACE_V8 ? ['disabled-by-default-v8.compile', 'v8.execute'] : [])];

/** The main thread's top-level tasks with their children, from Chrome's trace events. */
function tasksOf(events) {
  // The page's main thread is the one that painted its first contentful paint.
  const fcpEvent = events.find((event) => event.name === 'firstContentfulPaint');
  if (!fcpEvent) throw new Error(`no first contentful paint in the trace (${events.length} events)`);
  const fcp = fcpEvent.ts;
  const onMain = events.filter((event) => event.pid === fcpEvent.pid && event.tid === fcpEvent.tid && event.ph === 'X');
  const tasks = onMain.filter((event) => event.name === 'ThreadControllerImpl::RunTask' && event.dur >= 50_000 && event.ts >= fcp);
  return tasks.map((task) => {
    const inside = onMain.filter((event) => event !== task && event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur);
    const byName = new Map();
    for (const event of inside) {
      const detail = event.args?.data?.url?.split('/').pop() || event.args?.data?.functionName || '';
      const key = `${event.name}${detail ? ` ${detail}` : ''}`;
      byName.set(key, (byName.get(key) ?? 0) + event.dur);
    }
    const top = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 8);
    return { at: (task.ts - fcp) / 1000, ms: task.dur / 1000, top: top.map(([name, dur]) => `${name} ${(dur / 1000).toFixed(0)}`) };
  });
}

const api = await startReferenceServer(0);
const pages = await startHostPages(api.origin, ROOT);
const url = pages.url('script tag, README CSS');
try {
  for (let load = 0; load < LOADS; load++) {
    const browser = await launchBareBrowser();
    try {
      const tab = await browser.newPage({ ...PHONE.viewport, cpu: PHONE.cpu });
      const events = [];
      tab.on('Tracing.dataCollected', ({ value }) => events.push(...value));
      const done = new Promise((finish) => tab.on('Tracing.tracingComplete', finish));
      await tab.send('Tracing.start', { categories: CATEGORIES.join(','), transferMode: 'ReportEvents' });
      await tab.goto(url);
      await waitForWidgetReady(tab, url);
      await tab.send('Tracing.end');
      await done;
      const tasks = tasksOf(events);
      const tbt = tasks.reduce((sum, task) => sum + task.ms - 50, 0);
      console.log(`\nLoad ${load + 1}: ${tasks.length} long tasks after FCP, TBT ${tbt.toFixed(0)} ms`);
      for (const task of tasks) console.log(`  +${task.at.toFixed(0)} ms: ${task.ms.toFixed(0)} ms — ${task.top.join(', ')}`);
    } finally {
      await browser.close();
    }
  }
} finally {
  await pages.close();
  await api.stop();
}
