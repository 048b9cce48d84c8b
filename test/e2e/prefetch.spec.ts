// The next screen is fetched before the guest asks for it (issue 17): not on a
// page view alone, after the first day chosen and then on each booking screen
// for the one after it; never with Save-Data; a failed prefetch is silent.
// Not timed: these tests look at which files the browser asked for and when.
import { gzipSync } from 'node:zlib';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { lowSeasonOffset } from '../support/low-season';
import { acceptCancellationPolicy, fillGuestDetails, openStepOne, reachStepThree } from './support/flow';
import { dayCell, dayFromToday, watchHostErrors } from './support/widget';
import { MODULES, chunkUrl } from './support/chunks';

// Read-only stays (nothing is booked on them) and one stay the full booking takes.
const LOOKING = { arrival: dayFromToday(44), departure: dayFromToday(46) };
const BOOKED_FROM = lowSeasonOffset(400, 2, dayFromToday);
const BOOKED = { arrival: dayFromToday(BOOKED_FROM), departure: dayFromToday(BOOKED_FROM + 2) };

/** The file of a booking screen, as the build's manifest names it. */
const chunkOf = (screen: 2 | 3 | 4 | 5) => chunkUrl(MODULES.step(screen));
const STEP_TWO = chunkOf(2);

interface ScriptLoad {
  url: string;
  /** The widget's route when the browser asked for the file. */
  route: string;
  gzipBytes: number;
}

/** Records every script the page loads, with the route it was asked for on. */
function recordScripts(page: Page): ScriptLoad[] {
  const loads: ScriptLoad[] = [];
  const asked = new Map<string, string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') asked.set(request.url(), new URL(page.url()).hash || '#/');
  });
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    const body = await response.body().catch(() => null);
    if (!body) return;
    loads.push({ url: response.url(), route: asked.get(response.url()) ?? '?', gzipBytes: gzipSync(body, { level: 9 }).length });
  });
  return loads;
}

const asked = (loads: ScriptLoad[], chunk: RegExp) => loads.filter((load) => chunk.test(load.url));

/** Lets the browser run its idle work (the prefetch waits for idle time). */
const idle = (page: Page) => page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1500)));

/** Both days of the looked-at stay chosen; resolves to the enabled book button. */
async function chooseStay(widget: Locator): Promise<Locator> {
  await (await dayCell(widget, LOOKING.arrival)).click();
  await (await dayCell(widget, LOOKING.departure)).click();
  const book = widget.getByRole('button', { name: 'Rezervovat termín' });
  await expect(book).not.toHaveAttribute('aria-disabled', 'true');
  return book;
}

test('nothing is prefetched on a page view; the first day chosen fetches step 2 while the guest is still on step 1', async ({ page }) => {
  const loads = recordScripts(page);
  const widget = await openStepOne(page);
  await idle(page);
  // The demo page offers a language menu, whose own chunk comes with the page, beside the texts of
  // the widget's language (every language's are a chunk of their own); no screen's does.
  const pageView = loads.map((load) => new URL(load.url).pathname).filter((path) => !/\/LanguageChoice-[\w-]+\.js$/.test(path));
  expect(pageView.sort()).toEqual(['/booking-widget.js', expect.stringMatching(chunkUrl(MODULES.czechTexts))]);

  await (await dayCell(widget, LOOKING.arrival)).click();
  await expect.poll(() => asked(loads, chunkOf(2)).length).toBe(1);
  expect(asked(loads, chunkOf(2))[0]!.route).toBe('#/');
  await expect(widget.getByRole('heading', { name: 'Vyberte termín', level: 2 })).toBeVisible();
  // Only the next screen: step 3's own chunk waits until the guest is on step 2.
  expect(asked(loads, chunkOf(3))).toEqual([]);
});

test('with Save-Data nothing is prefetched, and the click still opens step 2', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
  const loads = recordScripts(page);
  const book = await chooseStay(await openStepOne(page));
  await idle(page);
  expect(asked(loads, chunkOf(2))).toEqual([]);

  await book.click();
  await expect(page.locator('booking-widget').getByRole('heading', { name: 'Výběr ubytování', level: 2 })).toBeVisible();
  // Polled: a load is recorded once its body has been read, which can come after the screen shows.
  await expect.poll(() => asked(loads, chunkOf(2)).map((load) => load.route)).toEqual(['#/step-2']);
});

test('a prefetch that fails is silent: the click loads step 2 as it would have anyway', async ({ page }) => {
  const hostErrors = await watchHostErrors(page);
  let aborted = 0;
  await page.route(STEP_TWO, (route) => (aborted++ === 0 ? route.abort('internetdisconnected') : route.continue()));
  const widget = await openStepOne(page);
  const book = await chooseStay(widget);
  await expect.poll(() => aborted).toBe(1);
  await expect(widget.getByRole('alert')).toHaveCount(0);

  await book.click();
  await expect(widget.getByRole('heading', { name: 'Výběr ubytování', level: 2 })).toBeVisible();
  expect(aborted).toBe(2);
  expect(await hostErrors()).toEqual([]);
});

test("with the network gone, the click meets step 2's own error state and 'try again' works once it is back", async ({ page, context }) => {
  const hostErrors = await watchHostErrors(page);
  await page.route(STEP_TWO, (route) => route.abort('internetdisconnected'));
  const widget = await openStepOne(page);
  const book = await chooseStay(widget);
  await idle(page);

  await context.setOffline(true);
  await book.click();
  await expect(widget.getByRole('alert')).toHaveText(
    'Tuto část rezervace se nepodařilo načíst. Zkontrolujte připojení a zkuste to znovu.',
  );
  await context.setOffline(false);
  await page.unroute(STEP_TWO);
  await widget.getByRole('button', { name: 'Zkusit znovu' }).click();
  await expect(widget.getByRole('heading', { name: 'Výběr ubytování', level: 2 })).toBeVisible();
  expect(await hostErrors()).toEqual([]);
});

test('a whole booking: each next screen is fetched before it is asked for, every script once, at most 160 KB; step 5 asks no price', async ({ page }) => {
  const loads = recordScripts(page);
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(`${new URL(page.url()).hash} ${url.pathname}`);
  });
  const widget = await reachStepThree(page, BOOKED);
  // Each screen's file is fetched on the screen before it, while the guest reads or types there.
  await expect.poll(() => asked(loads, chunkOf(3)).map((load) => load.route)).toEqual(['#/step-2']);

  await fillGuestDetails(widget, 'prefetch.booking@example.cz');
  await widget.getByRole('button', { name: 'Pokračovat' }).click();
  await expect(widget.getByRole('heading', { name: 'Platba a rezervace', level: 2 })).toBeVisible();
  await expect.poll(() => asked(loads, chunkOf(4)).map((load) => load.route)).toEqual(['#/step-3']);
  // The guest reads the recap before booking: time enough for the browser to fetch the thanks.
  await idle(page);

  const book = widget.getByRole('button', { name: 'Závazně rezervovat' });
  await expect(book).not.toHaveAttribute('aria-disabled', 'true');
  await acceptCancellationPolicy(widget);
  await book.click();
  await expect(widget.getByRole('heading', { level: 2 })).toHaveText('Děkujeme, těšíme se na vás!');
  await expect(widget.locator('[data-fact="booking-number"] dd')).toHaveText(/\d+/);
  await idle(page);

  // No call that nobody reads: the "from" price is for step 1, not for the screen after a booking.
  expect(apiCalls.filter((call) => call.startsWith('#/step-5 ') && call.endsWith('/dates.php'))).toEqual([]);
  expect(apiCalls.filter((call) => call.startsWith('#/step-5 '))).toContain('#/step-5 /api/thanks.php');

  const urls = loads.map((load) => load.url);
  expect(urls.filter((url, index) => urls.indexOf(url) !== index)).toEqual([]);
  expect(asked(loads, chunkOf(5)).map((load) => load.route)).toEqual(['#/step-4']);
  expect(asked(loads, chunkOf(2)).map((load) => load.route)).toEqual(['#/']);
  const totalKb = loads.reduce((sum, load) => sum + load.gzipBytes, 0) / 1024;
  expect(totalKb).toBeLessThanOrEqual(160);
});
