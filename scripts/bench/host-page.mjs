// The host page's own figures on the phone profile (issue 33): what the widget does to a hotel's
// page around it. A page with text above and below the widget, served from its own origin
// (127.0.0.1) with the widget from the reference server (localhost), as a hotel embeds it: the
// script tag and embed.js, each with and without the README's CSS block. Per cold load:
// CLS (the layout shifts of the host page), TBT (the host page's long tasks after its first
// contentful paint, each over 50 ms counted beyond 50 ms, until step 1 has its availability and
// a second more) and LCP (the host page's largest contentful paint).
// The browser is the phone profile's (390 x 844, touch, 4x CPU, 150 ms to every server) without
// DevTools' Runtime and Network domains, which change what V8 does (bare-browser.mjs).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { launchBareBrowser } from './bare-browser.mjs';
import { startLatencyProxy } from './latency-proxy.mjs';
import { PHONE } from './phone.mjs';

export const HOST_VARIANTS = ['script tag', 'script tag, README CSS', 'embed.js', 'embed.js, README CSS'];

const TEXT = '<p>The guesthouse stands at the edge of the forest, ten minutes from the lifts. Every room has a view of the valley.</p>';

function hostPage(variant, widgetOrigin, readmeCss) {
  const iframe = variant.startsWith('embed.js');
  const css = variant.endsWith('README CSS') ? readmeCss : '';
  const head = iframe
    ? `<script src="${widgetOrigin}/embed.js" defer></script>`
    : `<script type="module" src="${widgetOrigin}/booking-widget.js"></script>`;
  const widget = iframe
    ? '<div data-booking-widget data-api-key="demo" data-lang="cs"></div>'
    : '<booking-widget api-key="demo" lang="cs"></booking-widget>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Hotel</title>${OBSERVE}<style>body { margin: 0; font: 16px/1.5 Georgia, serif; } main { padding: 12px; } ${css}</style>${head}</head>
<body><main><h1>Hotel Linden</h1>${TEXT}${widget}${TEXT.repeat(4)}</main></body></html>`;
}

// Runs in the host page before its own scripts (inline in its head). The load's end is the
// widget's `bw-ready` (step 1 has its availability; embed.js passes it on from its frame).
const OBSERVE = `<script>(() => {
  const figures = (window.__hostFigures = { cls: 0, longTasks: [], lcp: 0, readyAt: 0 });
  document.addEventListener('bw-ready', () => (figures.readyAt = performance.now()), { once: true });
  // Every shift counts, also those marked hadRecentInput: nothing touches this page, yet Chrome
  // marked the widget's shift so in every load of embed.js without the CSS and in about half of the
  // script tag's (450-850 ms after the navigation began; why, we have not found), and those read 0.000.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) figures.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) figures.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) figures.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})();</script>`;

/** What the page tells once the widget is ready and a second more has passed. */
const FIGURES = `(() => {
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
  const { cls, longTasks, lcp, readyAt } = window.__hostFigures;
  const counted = longTasks.filter(([start]) => start >= fcp && start <= readyAt + 1000);
  const tbt = counted.reduce((total, [, duration]) => total + Math.max(0, duration - 50), 0);
  return { cls, tbt, lcp, longTasks: counted.map(([start, duration]) => [Math.round(start), Math.round(duration)]) };
})()`;

/**
 * Waits until the widget on `page` has told `bw-ready`, then a second more: the window the host
 * page's figures count. Asking every 100 ms costs the page a few microseconds each time, not a
 * script of its own.
 */
export async function waitForWidgetReady(page, url) {
  const deadline = Date.now() + 60_000;
  let readyAt = 0;
  while (!readyAt) {
    if (Date.now() > deadline) throw new Error(`the widget on ${url} did not tell bw-ready within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    readyAt = await page.evaluate('window.__hostFigures?.readyAt ?? 0');
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
}

/** One cold load of a host page on the phone profile: its { cls, tbt, lcp, longTasks: [[start, duration]] }. */
export async function hostLoad(url) {
  const browser = await launchBareBrowser();
  try {
    const page = await browser.newPage({ ...PHONE.viewport, cpu: PHONE.cpu });
    await page.goto(url);
    await waitForWidgetReady(page, url);
    return await page.evaluate(FIGURES);
  } finally {
    await browser.close();
  }
}

/**
 * The hotel page of every variant on its own origin (127.0.0.1), 150 ms away as the widget's
 * server is behind its proxy. Resolves to { url(variant), close() }.
 */
export async function startHostPages(serverOrigin, root) {
  const readmeCss = /```css\n([\s\S]*?)```/.exec(readFileSync(join(root, 'README.md'), 'utf8'))?.[1] ?? '';
  const proxy = await startLatencyProxy(serverOrigin, PHONE.latencyMs);
  const server = createServer((req, res) => {
    const variant = HOST_VARIANTS[Number(new URL(req.url ?? '/', 'http://host').searchParams.get('v'))];
    if (!variant) return res.writeHead(404).end();
    setTimeout(() => res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(hostPage(variant, proxy.origin, readmeCss)), PHONE.latencyMs);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return {
    url: (variant) => `${origin}/?v=${HOST_VARIANTS.indexOf(variant)}`,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await proxy.close();
    },
  };
}

/** Resolves to { [variant]: [{ cls, tbt, lcp }, ...] }, `runs` cold loads each, the variants alternating. */
export async function hostPageFigures(serverOrigin, root, runs) {
  const pages = await startHostPages(serverOrigin, root);
  const results = Object.fromEntries(HOST_VARIANTS.map((variant) => [variant, []]));
  try {
    for (let run = 0; run < runs; run++) {
      for (const variant of HOST_VARIANTS) {
        console.log(`Host page ${run + 1}/${runs}: ${variant} on the phone profile…`);
        const figures = await hostLoad(pages.url(variant));
        results[variant].push(figures);
        const tasks = figures.longTasks.map(([start, duration]) => `${duration} ms at ${start}`).join(', ');
        console.log(`  CLS ${figures.cls.toFixed(3)}, TBT ${Math.round(figures.tbt)} ms; long tasks: ${tasks || 'none'}`);
      }
    }
  } finally {
    await pages.close();
  }
  return results;
}
