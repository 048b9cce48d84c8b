// The host page's own figures on the phone profile (issue 33): what the widget does to a hotel's
// page around it. A page with text above and below the widget, served from its own origin
// (127.0.0.1) with the widget from the reference server (localhost), as a hotel embeds it: the
// script tag and embed.js, each with and without the README's CSS block. Per cold load:
// CLS (the layout shifts of the host page), TBT (the host page's long tasks after its first
// contentful paint, each over 50 ms counted beyond 50 ms, until step 1 has its availability and
// a second more) and LCP (the host page's largest contentful paint).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { phonePage } from './phone.mjs';

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
<title>Hotel</title><style>body { margin: 0; font: 16px/1.5 Georgia, serif; } main { padding: 12px; } ${css}</style>${head}</head>
<body><main><h1>Hotel Linden</h1>${TEXT}${widget}${TEXT.repeat(4)}</main></body></html>`;
}

const OBSERVE = () => {
  const figures = (window.__hostFigures = { cls: 0, longTasks: [], lcp: 0 });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) figures.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) figures.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) figures.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

async function hostLoad(url, iframe) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const { page } = await phonePage(browser);
    await page.addInitScript(OBSERVE);
    await page.goto(url);
    const widget = iframe ? page.frameLocator('iframe') : page;
    await widget.locator('.bw-calendar:not([aria-busy])').first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1000);
    const figures = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const { cls, longTasks, lcp } = window.__hostFigures;
      const tbt = longTasks.filter(([start]) => start >= fcp).reduce((total, [, duration]) => total + Math.max(0, duration - 50), 0);
      return { cls, tbt, lcp };
    });
    return figures;
  } finally {
    await browser.close();
  }
}

/** Resolves to { [variant]: [{ cls, tbt, lcp }, ...] }, `runs` cold loads each, the variants alternating. */
export async function hostPageFigures(widgetOrigin, root, runs) {
  const readmeCss = /```css\n([\s\S]*?)```/.exec(readFileSync(join(root, 'README.md'), 'utf8'))?.[1] ?? '';
  const server = createServer((req, res) => {
    const variant = HOST_VARIANTS[Number(new URL(req.url ?? '/', 'http://host').searchParams.get('v'))];
    if (!variant) return res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(hostPage(variant, widgetOrigin, readmeCss));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const results = Object.fromEntries(HOST_VARIANTS.map((variant) => [variant, []]));
  try {
    for (let run = 0; run < runs; run++) {
      for (const [index, variant] of HOST_VARIANTS.entries()) {
        console.log(`Host page ${run + 1}/${runs}: ${variant} on the phone profile…`);
        results[variant].push(await hostLoad(`${origin}/?v=${index}`, variant.startsWith('embed.js')));
      }
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  return results;
}
