// A host page (Vitest's happy-dom window) with one <booking-widget> that loads
// the built booking-widget.js, and its chunks, from a folder, the API's answers
// canned. No network: whatever else the page asks for is a 404.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Window as HappyWindow } from 'happy-dom';
import { onTestFailed } from 'vitest';
import { addDaysTo, dateToDay } from '../../../src/booking/day.ts';

export const DIST = resolve(__dirname, '../../../dist');

export const today = dateToDay(new Date());
export const STAY = { arrival: addDaysTo(today, 10), departure: addDaysTo(today, 13) };

const price = (amount: string) => ({ price: amount, texts: { price_text: '' }, settings: { currency_text: 'Kč' }, alerts: [], error: false });

/** What the reference server answers at start-up, cut to what step 1 reads, and the price of a stay (0 without one). */
const ANSWERS: Record<string, (query: URLSearchParams) => unknown> = {
  global_translations: () => ({ texts: {} }),
  global_settings: () => ({ styles: {} }),
  availability: () => ({
    data: { unavailable: [], available_in: [], available_out: [] },
    settings: { days_nights: 'nights', min_date: today, max_date: addDaysTo(today, 300), displayed_months: 2 },
  }),
  dates: (query) => price(query.get('from') === STAY.arrival && query.get('to') === STAY.departure ? '4200' : '0'),
};

export interface WidgetPage {
  /** The API calls the page made, by name and stay (`availability`, `dates 2031-07-01 2031-07-04`...). */
  calls: string[];
  /** Errors the page's scripts threw, as the page's `error` event saw them. */
  errors: string[];
  widget(): ShadowRoot | null;
}

/** Puts a widget with STAY preselected on the page and loads `dist`'s booking-widget.js; rejects when the script does not load. */
export async function openWidgetPage(dist = DIST): Promise<WidgetPage> {
  const script = join(dist, 'booking-widget.js');
  if (!existsSync(script)) throw new Error(`${script} is missing: run \`npm run build\` first`);
  const page = window as unknown as HappyWindow;
  const calls: string[] = [];
  const errors: string[] = [];
  page.happyDOM.settings.fetch.interceptor = {
    async beforeAsyncRequest({ request }) {
      const url = new URL(request.url);
      const name = url.pathname.replace(/^.*\/api\//, '').replace(/\.php$/, '');
      const answer = url.pathname.includes('/api/') ? ANSWERS[name]?.(url.searchParams) : undefined;
      calls.push([name, url.searchParams.get('from'), url.searchParams.get('to')].filter(Boolean).join(' '));
      return new page.Response(JSON.stringify(answer ?? {}), { status: answer ? 200 : 404, headers: { 'content-type': 'application/json' } });
    },
  };
  page.addEventListener('error', (event) => {
    const { error, message } = event as unknown as ErrorEvent;
    errors.push(error?.message ?? message);
  });
  document.body.innerHTML = `<booking-widget api-key="demo" lang="en" arrival="${STAY.arrival}" departure="${STAY.departure}"></booking-widget>`;
  await import(/* @vite-ignore */ pathToFileURL(script).href);
  return { calls, errors, widget: () => document.querySelector('booking-widget')?.shadowRoot ?? null };
}

/**
 * Resolves with `check()`'s first truthy answer, asked every 20 ms; rejects at once when the page
 * threw. It keeps no clock of its own: what the widget waits for (the script's chunks through
 * Node's loader, the canned answers, React's renders) only comes later on a busy machine, so a
 * deadline here failed a widget that was still on its way. The test's own timeout
 * (test/bundle/vitest.config.ts) ends a widget that never gets there, and `why()` is printed then.
 */
export async function waitFor<T>(page: WidgetPage, check: () => T | null | undefined | false, why: () => string): Promise<T> {
  let waiting = true;
  onTestFailed(() => {
    if (waiting) console.error(`still waiting: ${why()}`);
  });
  for (;;) {
    const found = check();
    if (found) {
      waiting = false;
      return found;
    }
    if (page.errors.length > 0) throw new Error(`${why()}; the page threw: ${page.errors.join('; ')}`);
    await new Promise((next) => setTimeout(next, 20));
  }
}

/** Step 1's day cells: grid cells named with their full date. */
export const dayCells = (page: WidgetPage) => [...(page.widget()?.querySelectorAll('[role="gridcell"][aria-label]') ?? [])];
