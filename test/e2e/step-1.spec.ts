// Step 1 against the reference API server and its seeded bookings (docs/api.md):
// every object is booked for the nights today+5 .. today+8; today+12 .. today+15 is free.
import { expect, test, type Locator, type Page, type Response } from '@playwright/test';
import { dayCell, dayFromToday } from './support/widget';
import { openStepOne } from './support/flow';
import { withoutMinStay } from './support/answers';
import { COMPILE_ALL_ON_LOAD } from '../../scripts/compile-hint';

const display = (day: string) => day.split('-').reverse().join('.');

const openStep1 = (page: Page): Promise<Locator> => openStepOne(page);

test('occupied days are locked and a refused choice says why', async ({ page }) => {
  const widget = await openStep1(page);
  const occupied = await dayCell(widget, dayFromToday(6));
  await expect(occupied).toHaveAttribute('aria-disabled', 'true');
  await expect(occupied).toHaveAttribute('aria-label', /obsazeno$/);
  await expect(await dayCell(widget, dayFromToday(5))).toHaveClass(/bw-day--departure-only/);
  await expect(await dayCell(widget, dayFromToday(9))).toHaveClass(/bw-day--arrival-only/);

  await occupied.click({ force: true }); // aria-disabled, yet a guest can still click it
  await expect(widget.getByRole('tooltip')).toHaveText('Tento den je obsazený.');
  await expect(widget.getByLabel('Příjezd', { exact: true })).toHaveValue('');

  // A stay across the occupied nights is refused, and the arrival stays.
  await (await dayCell(widget, dayFromToday(3))).click();
  await (await dayCell(widget, dayFromToday(10))).click();
  await expect(widget.getByRole('tooltip')).toHaveText('Pobyt by zahrnoval obsazené noci. Zvolte jiné dny.');
  await expect(widget.getByLabel('Příjezd', { exact: true })).toHaveValue(display(dayFromToday(3)));
  await expect(widget.getByLabel('Odjezd', { exact: true })).toHaveValue('');
});

test("a free range shows the server's price and the button leads to step 2, also after a reload", async ({ page }) => {
  const widget = await openStep1(page);
  const button = widget.getByRole('button', { name: 'Rezervovat termín' });
  await expect(button).toHaveAttribute('aria-disabled', 'true');

  const arrival = dayFromToday(12);
  const departure = dayFromToday(15);
  const priced = page.waitForResponse((response) => /\/dates\.php\?.*from=/.test(response.url()));
  await (await dayCell(widget, arrival)).click();
  await (await dayCell(widget, departure)).click();
  const pricing = (await (await priced).json()) as { price: number | string; settings: { currency_text: string } };
  const price = Number(pricing.price);
  expect(price).toBeGreaterThan(0);

  const expected = new Intl.NumberFormat('cs-CZ', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(price);
  await expect(widget.getByTestId('price')).toContainText(expected);
  await expect(widget.getByRole('heading', { name: '3 noci' })).toBeVisible();
  await expect(widget.getByLabel('Příjezd', { exact: true })).toHaveValue(display(arrival));
  await expect(widget.getByLabel('Odjezd', { exact: true })).toHaveValue(display(departure));

  await expect(button).not.toHaveAttribute('aria-disabled', 'true');
  await button.click();
  await expect(page).toHaveURL(/#\/step-2$/);
  await expect(widget.locator('[role="grid"]')).toHaveCount(0);

  await page.reload();
  await expect(page).toHaveURL(/#\/step-2$/);
  await expect(widget.locator('.bw-root')).toBeVisible();
  await expect(widget.locator('[role="grid"]')).toHaveCount(0);

  // Back returns to step 1 (the page as first opened had no hash), with the stay kept.
  await page.goBack();
  await expect(widget.locator('[role="grid"]').first()).toBeVisible();
  await expect(widget.getByLabel('Příjezd', { exact: true })).toHaveValue(display(arrival));
});

test('keyboard alone chooses a stay', async ({ page }) => {
  const widget = await openStep1(page);
  const tabStop = widget.locator('[data-date][tabindex="0"]');
  await expect(tabStop).toHaveCount(1);
  await tabStop.focus();
  const start = await tabStop.getAttribute('data-date');
  await page.keyboard.press('Enter');
  await expect(widget.getByLabel('Příjezd', { exact: true })).toHaveValue(display(start!));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(widget.getByRole('heading', { name: '2 noci' })).toBeVisible();

  // On to step 2 from the keyboard: focus lands on the new screen, not on the page's start.
  const book = widget.getByRole('button', { name: 'Rezervovat termín' });
  await expect(book).not.toHaveAttribute('aria-disabled', 'true');
  await book.focus();
  await page.keyboard.press('Enter');
  await expect(widget.getByRole('heading', { name: 'Výběr ubytování' })).toBeFocused();
});

test("step 1's script carries no texts of later screens; they come with those screens", async ({ page }) => {
  const scripts: Response[] = [];
  const collect = (response: Response): void => {
    if (response.url().endsWith('.js')) scripts.push(response);
  };
  page.on('response', collect);
  const widget = await openStep1(page);
  // Step 1's scripts only: a body asked for later (a screen fetched ahead) could outlive the test.
  page.off('response', collect);
  const step1Scripts = (await Promise.all(scripts.map((response) => response.text()))).join('\n');
  expect(step1Scripts).toContain('Rezervovat termín');
  expect(step1Scripts).not.toContain('Platba neproběhla');
  expect(step1Scripts).not.toContain('Tato část rezervace zatím není k dispozici.');

  expect(step1Scripts).not.toContain('Přidat do kalendáře');
  expect(step1Scripts).not.toContain('Ceny za noc');

  await page.evaluate(() => (location.hash = '#/price-lists'));
  await expect(widget.getByRole('heading', { name: 'Ceník' })).toBeVisible();
  await expect(widget.getByRole('heading', { name: 'Ceny za noc' })).toBeVisible();
});

test("step 1's script, and only it, asks Chromium to compile its functions while it downloads", async ({ page, request }) => {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.add(response.url());
  });
  const widget = await openStep1(page);
  // A later screen's chunk: almost none of its functions run on arrival.
  await page.evaluate(() => (location.hash = '#/price-lists'));
  await expect(widget.getByRole('heading', { name: 'Ceník' })).toBeVisible();
  // The same files again from the server (a body read from the page can outlive the test).
  const firstLines = new Map<string, string>();
  for (const url of scripts) firstLines.set(new URL(url).pathname, (await (await request.get(url)).text()).split('\n', 1)[0] ?? '');
  expect(firstLines.get('/booking-widget.js')).toBe(COMPILE_ALL_ON_LOAD);
  const chunks = [...firstLines].filter(([path]) => path.includes('/chunks/'));
  expect(chunks.length).toBeGreaterThan(0);
  for (const [path, line] of chunks) expect(line, path).not.toContain('allFunctionsCalledOnLoad');
});

test('a stay shorter than its season minimum cannot leave step 1 and says why; a long enough one can (a server without min_stay)', async ({ page }) => {
  // A server that does not tell the calendar each arrival's minimum stay (issue 32's min_stay), so the
  // stay can be tried: the next July inside the bookable window, whose high season asks 5 nights.
  await withoutMinStay(page);
  const today = dayFromToday(0);
  const year = Number(today.slice(0, 4)) + (today.slice(5) < '07-01' ? 0 : 1);
  const [arrival, twoNights, fiveNights] = ['07-10', '07-12', '07-15'].map((monthDay) => `${year}-${monthDay}`);
  const widget = await openStep1(page);
  await (await dayCell(widget, arrival!)).click();
  await (await dayCell(widget, twoNights!)).click();
  const why = 'Hlavní sezóna: minimální délka pobytu je 5 nocí.';
  const book = widget.getByRole('button', { name: 'Rezervovat termín' });
  await expect(book).toHaveAttribute('aria-disabled', 'true');
  await expect(book).toHaveAccessibleDescription(why);
  // The nearest bookable stays come below the calendar a moment later and move the button down:
  // a pointer resting where the button was has left it, and its tooltip closes, as it should.
  await expect(widget.getByRole('region', { name: 'Nejbližší volné termíny' })).toBeVisible();
  // A press does nothing but say it again beside the button. The pointer comes to the button first,
  // as a guest's does: a click that jumps straight from the departure day can land while that day's
  // tooltip is still drawn over the button, and the button never gets the press (seen on a busy machine).
  await book.hover();
  await book.click({ force: true });
  await expect(book).toBeFocused();
  await expect(widget.getByRole('tooltip').filter({ hasText: why })).toHaveCount(2);
  await expect(page).toHaveURL(/#\/$|\/$/);
  await expect(widget.getByRole('heading', { name: 'Vyberte termín', level: 2 })).toBeVisible();

  // Long enough for the season: priced, and the way on opens.
  await (await dayCell(widget, arrival!)).click();
  await (await dayCell(widget, fiveNights!)).click();
  await expect(book).not.toHaveAttribute('aria-disabled', 'true');
  await expect(widget.getByTestId('price')).toHaveText(/\d,\d\d\sKč/);
});

test("the start-up's three calls and the language's texts go out before the element is upgraded, each once, and leave nothing in the host page", async ({ page }) => {
  // When the first day cells appear (as the bench takes it): a hook on the shadow root. When the
  // element is defined: its upgrade (store, language, router) is a task after the requests (issue 33).
  await page.addInitScript(() => {
    const define = customElements.define;
    customElements.define = function (name, constructor, options) {
      if (name === 'booking-widget') (window as unknown as { definedAt: number }).definedAt = performance.now();
      define.call(this, name, constructor, options);
    };
    const attach = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function (init) {
      const root = attach.call(this, init);
      new MutationObserver((_records, observer) => {
        if (!root.querySelector('[data-date]')) return;
        (window as unknown as { firstCells: number }).firstCells = performance.now();
        observer.disconnect();
      }).observe(root, { childList: true, subtree: true });
      return root;
    };
  });
  const startup = /\/(global_translations|global_settings|availability)\.php/;
  const asked: string[] = [];
  page.on('request', (request) => {
    const call = startup.exec(request.url());
    if (call) asked.push(call[1]!);
  });
  await openStepOne(page);
  // The early requests' links go once all three answers are in; the host's <head> never had any.
  const linksLeft = () =>
    page.evaluate(
      () =>
        document.querySelector('booking-widget')!.shadowRoot!.querySelectorAll('link').length +
        document.head.querySelectorAll('link[rel="preload"]').length,
    );
  await expect.poll(linksLeft).toBe(0);
  expect(asked.sort()).toEqual(['availability', 'global_settings', 'global_translations']);

  const seen = await page.evaluate((pattern) => {
    const started = (name: RegExp) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => name.test(entry.name))
        .map((entry) => entry.startTime);
    const marks = window as unknown as { firstCells: number; definedAt: number };
    return { calls: started(new RegExp(pattern)), texts: started(/\/chunks\/texts-cs-/), ...marks };
  }, startup.source);
  // One download per call: the calls after the first render are answered from the early requests.
  expect(seen.calls).toHaveLength(3);
  expect(seen.texts).toHaveLength(1);
  for (const start of [...seen.calls, ...seen.texts]) {
    expect(start).toBeLessThan(seen.firstCells);
    expect(start).toBeLessThan(seen.definedAt);
  }
});
