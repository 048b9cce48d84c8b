// Steps 2-4 on a phone (issue 18), at 360 x 780 with touch, as most guests
// book: the total and the way on stay in reach while the guest scrolls, a
// focused field is never hidden behind the bar, and no amount or date breaks
// over two lines on any screen from step 1 to step 5.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { lowSeasonOffset } from '../support/low-season';
import { axeViolations } from './support/gates';
import { acceptCancellationPolicy, objectChooser } from './support/flow';
import { openPrepared } from './support/prepared';
import { dayCell, dayFromToday } from './support/widget';

test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });

/** Three nights far out, for the one walk that books (no other spec books there). */
const WALK_FROM = lowSeasonOffset(420, 3, dayFromToday);
const WALK = { arrival: dayFromToday(WALK_FROM), departure: dayFromToday(WALK_FROM + 3) };
/** A stay that is only looked at: step 2 and 3 are opened from a prepared tab, nothing is booked. */
const LOOK = { arrival: dayFromToday(WALK_FROM + 5), departure: dayFromToday(WALK_FROM + 7) };
const DUB = '4';
const EDIT = 'edit_token=demo-edit-token-0001&edit_uuid=5f0c8a52-7f1e-4c7e-9a51-0d1e5b7a0001';

const bar = (widget: Locator) => widget.getByRole('complementary', { name: 'Souhrn' });
const toggle = (widget: Locator) => bar(widget).getByRole('button', { name: 'Souhrn' });
/** The bar's running total, read out when it changes. */
const barTotal = (widget: Locator) => bar(widget).getByRole('status').filter({ hasText: 'Celková cena' });

async function openStep(page: Page, route: string): Promise<Locator> {
  await openPrepared(page, { stay: LOOK, objectId: DUB, email: 'telefon@example.cz' }, `/#${route}`);
  const widget = page.locator('booking-widget');
  await expect(barTotal(widget)).toBeVisible();
  return widget;
}

/** The box of `target` in the viewport, and whether its middle is what the guest sees there (nothing covers it). */
function seen(target: Locator) {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const root = element.getRootNode() as ShadowRoot;
    const top = root.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {
      inViewport: box.top >= 0 && box.bottom <= window.innerHeight && box.width > 0,
      uncovered: top !== null && (top === element || element.contains(top)),
    };
  });
}

test('step 2 with a room chosen: at every stop from the top of the widget to its end, Continue and the summary total are in view', async ({ page }) => {
  const widget = await openStep(page, '/step-2');
  // The full summary opens from the bar, says the total, and closes again.
  await expect(toggle(widget)).toHaveAttribute('aria-expanded', 'false');
  await toggle(widget).click();
  await expect(toggle(widget)).toHaveAttribute('aria-expanded', 'true');
  const summaryTotal = bar(widget).locator('.bw-summary__line--total dd');
  await expect(summaryTotal).toHaveText(/\d,\d\d\s?Kč/);
  const total = (await summaryTotal.textContent())!;
  await toggle(widget).click();
  await expect(toggle(widget)).toHaveAttribute('aria-expanded', 'false');
  await expect(summaryTotal).toBeHidden();

  const continueButton = bar(widget).getByRole('button', { name: 'Pokračovat' });
  const { top, bottom } = await widget.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { top: box.top + window.scrollY, bottom: box.bottom + window.scrollY };
  });
  const stops: number[] = [];
  for (let y = top; y < bottom - 780; y += 600) stops.push(y);
  stops.push(bottom - 780);
  // Five objects: the way from the top to the end is long (several stops).
  expect(stops.length).toBeGreaterThan(3);
  for (const y of stops) {
    await page.evaluate((to) => window.scrollTo(0, to), y);
    expect(await seen(continueButton), `Continue at ${y}`).toEqual({ inViewport: true, uncovered: true });
    expect((await seen(barTotal(widget))).inViewport, `total at ${y}`).toBe(true);
    await expect(barTotal(widget)).toContainText(total);
  }
});

/** Tabs through the screen from its first control until focus leaves the widget; every focused control is seen. */
async function tabThrough(page: Page, widget: Locator, first: Locator): Promise<string[]> {
  await first.focus();
  const covered: string[] = [];
  let visited = 0;
  for (let press = 0; press < 80; press += 1) {
    // The bar's scroll happens in the next frame after focus: let it settle.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const focused = await page.evaluate(() => {
      let active = document.activeElement;
      if (active?.tagName.toLowerCase() !== 'booking-widget') return null;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      if (!active) return null;
      const box = active.getBoundingClientRect();
      const root = active.getRootNode() as ShadowRoot;
      const middle = root.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      const name = active.getAttribute('aria-label') || active.id || active.textContent?.trim().slice(0, 30) || active.tagName;
      const shown = box.top >= 0 && box.bottom <= window.innerHeight;
      const uncovered = middle !== null && (middle === active || active.contains(middle) || (middle as Element).closest?.('label')?.control === active);
      return { name, ok: shown && uncovered };
    });
    if (!focused) break;
    visited += 1;
    if (!focused.ok) covered.push(focused.name);
    await page.keyboard.press('Tab');
  }
  expect(visited, 'controls tabbed through').toBeGreaterThan(10);
  return covered;
}

test('tabbing through every field of step 3, no focused control is covered by the bar or anything else', async ({ page }) => {
  const widget = await openStep(page, '/step-3');
  // With the summary open too: a focus outside the bar closes it, so it hides nothing.
  await toggle(widget).click();
  const covered = await tabThrough(page, widget, widget.getByRole('link').first());
  expect(covered).toEqual([]);
  await expect(toggle(widget)).toHaveAttribute('aria-expanded', 'false');
});

test("tabbing through every field of the operator's edit screen, no focused control is covered", async ({ page }) => {
  await page.goto(`/?${EDIT}#/step-2/edit`);
  const widget = page.locator('booking-widget');
  await expect(barTotal(widget)).toBeVisible();
  await screenFits(widget, 'the edit screen', 360);
  expect(await tabThrough(page, widget, widget.getByRole('link', { name: 'Změnit termín' }))).toEqual([]);
  await expect(bar(widget).getByRole('button', { name: 'Uložit změny' })).toBeVisible();
});

/** Every amount or date on the widget's screen whose text runs over two lines; and how many were looked at. */
function brokenAmounts(widget: Locator) {
  return widget.evaluate((host) => {
    const pattern = /\d{1,3}(?:[\s\u00a0\u202f]\d{3})*(?:,\d{2})?[\s\u00a0]?Kč|\d{1,2}\.\s?\d{1,2}\.\s?\d{4}/g;
    const root = host.shadowRoot!;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const broken: string[] = [];
    let looked = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(pattern)) {
        const range = document.createRange();
        range.setStart(node, match.index!);
        range.setEnd(node, match.index! + match[0].length);
        const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0 && rect.height > 0);
        if (rects.length === 0) continue;
        looked += 1;
        const lines = new Set(rects.map((rect) => Math.round(rect.top / 4)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return { broken, looked };
  });
}

/**
 * Controls smaller than WCAG 2.2's 24 x 24 px (2.5.8), and day cells, counter
 * steps and primary buttons under 44 x 44 px. A control's clickable label
 * counts as part of it; a link inside a sentence is exempt (WCAG's inline
 * exception), as is what is hidden.
 */
function smallTargets(widget: Locator, phoneTargets: boolean) {
  return widget.evaluate((host, phone) => {
    const root = host.shadowRoot!;
    const small: string[] = [];
    const controls = root.querySelectorAll<HTMLElement>(
      'button, a[href], input:not([type="hidden"]), select, textarea, summary, [role="gridcell"], [tabindex]:not([tabindex="-1"])',
    );
    for (const control of Array.from(controls)) {
      const box = control.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(control).visibility === 'hidden') continue;
      // Hidden, or a picture only (the read-only month grids of /calendars): nothing to tap.
      if (control.closest('[hidden], [aria-hidden="true"]')) continue;
      const inSentence = control.tagName === 'A' && (control.parentElement?.textContent ?? '').trim() !== (control.textContent ?? '').trim();
      if (inSentence) continue;
      const label = control instanceof HTMLInputElement ? control.labels?.[0]?.getBoundingClientRect() : undefined;
      const width = Math.max(box.width, label?.width ?? 0);
      const height = Math.max(box.height, label?.height ?? 0);
      const name = control.getAttribute('aria-label') || control.textContent?.trim().slice(0, 24) || control.id || control.tagName;
      const big = phone && control.matches('[role="gridcell"], .bw-counter__step, .bw-button:not(.bw-button--secondary)');
      const least = big ? 44 : 24;
      if (width < least - 0.5 || height < least - 0.5) small.push(`${name} ${Math.round(width)}x${Math.round(height)} (< ${least})`);
    }
    return Array.from(new Set(small));
  }, phoneTargets);
}

/**
 * What a guest on a phone needs on each screen: no amount or date over two
 * lines, no control under 24 px, and at 360 px (seven day columns of 44 px fit
 * from 336 px of widget width: docs/phones.md) 44 px day cells, counters and
 * primary buttons.
 */
async function screenFits(widget: Locator, screen: string, width: number) {
  expect(await smallTargets(widget, width >= 360), `controls too small on ${screen}`).toEqual([]);
  const { broken, looked } = await brokenAmounts(widget);
  expect(looked, `amounts and dates looked at on ${screen}`).toBeGreaterThan(0);
  expect(broken, `amounts or dates over two lines on ${screen}`).toEqual([]);
}

for (const width of [360, 320]) {
  test(`a booking from step 1 to step 5 at ${width} px: no amount or date over two lines, every control big enough to tap`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: 780 });
    const stay = width === 360 ? WALK : { arrival: dayFromToday(WALK_FROM + 10), departure: dayFromToday(WALK_FROM + 13) };
    await openPrepared(page, { stay, objectId: DUB, email: `sirka${width}@example.cz` }, '/');
    const widget = page.locator('booking-widget');
    const book = widget.getByRole('button', { name: 'Rezervovat termín' });
    await expect(book).not.toHaveAttribute('aria-disabled', 'true');
    await dayCell(widget, stay.arrival);
    await screenFits(widget, 'step 1', width);

    await book.click();
    await expect(widget.getByRole('heading', { name: 'Výběr ubytování', level: 2 })).toBeVisible();
    await objectChooser(widget, 'Apartmán Dub').check();
    await expect(barTotal(widget)).toBeVisible();
    await screenFits(widget, 'step 2', width);
    await toggle(widget).click();
    await screenFits(widget, 'step 2 with the summary open', width);
    await bar(widget).getByRole('button', { name: 'Pokračovat' }).click();

    await expect(widget.getByRole('heading', { name: 'Vaše údaje', level: 2 })).toBeVisible();
    await toggle(widget).click();
    await screenFits(widget, 'step 3', width);
    await bar(widget).getByRole('button', { name: 'Pokračovat' }).click();

    await expect(widget.getByRole('heading', { name: 'Platba a rezervace', level: 2 })).toBeVisible();
    const bookNow = widget.getByRole('button', { name: 'Závazně rezervovat' });
    await expect(bookNow).not.toHaveAttribute('aria-disabled', 'true');
    await screenFits(widget, 'step 4', width);
    await acceptCancellationPolicy(widget);
    await bookNow.click();

    await expect(widget.getByRole('heading', { name: 'Děkujeme', level: 2 })).toBeVisible();
    await expect(widget.getByText(/\d,\d\d\s?Kč/).first()).toBeVisible();
    await screenFits(widget, 'step 5', width);
  });
}

test('axe finds nothing on steps 2 and 3 and the edit screen with the bar open and closed', async ({ page }) => {
  for (const route of ['/step-2', '/step-3']) {
    const widget = await openStep(page, route);
    expect(await axeViolations(page), `${route}, closed`).toEqual([]);
    await toggle(widget).click();
    expect(await axeViolations(page), `${route}, open`).toEqual([]);
  }
  await page.goto(`/?${EDIT}#/step-2/edit`);
  const widget = page.locator('booking-widget');
  await toggle(widget).click();
  expect(await axeViolations(page), 'edit, open').toEqual([]);
});

test('a host whose column clips (overflow: hidden) gets the summary and Continue after the cards, as before', async ({ page }) => {
  await page.route('**/clipping-host.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="cs"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
        <script type="module" src="/booking-widget.js"></script></head>
        <body><main style="overflow: hidden"><booking-widget api-key="demo"></booking-widget></main></body></html>`,
    }),
  );
  await openPrepared(page, { stay: LOOK, objectId: DUB, email: 'klip@example.cz' }, '/clipping-host.html#/step-2');
  const widget = page.locator('booking-widget');
  const aside = widget.getByRole('complementary', { name: 'Souhrn' });
  await expect(aside.locator('.bw-summary__line--total dd')).toBeVisible();
  await expect(aside.getByRole('button', { name: 'Souhrn' })).toHaveCount(0);
  await expect(aside.getByRole('button', { name: 'Pokračovat' })).toBeVisible();
});

test('with only the arrival time missing, Continue in the bar takes the guest up to it, its error under it and above the bar', async ({ page }) => {
  const widget = await openStep(page, '/step-2');
  const hour = widget.getByRole('combobox', { name: 'Čas příjezdu' });
  await hour.selectOption('');
  // The guest pressed after looking through the cards, far below the field.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await bar(widget).getByRole('button', { name: 'Pokračovat' }).click();
  await expect(hour).toBeFocused();
  await expect(hour).toHaveAccessibleDescription(/Vyberte čas příjezdu\./);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await seen(hour)).toEqual({ inViewport: true, uncovered: true });
  expect(await seen(widget.getByText('Vyberte čas příjezdu.'))).toEqual({ inViewport: true, uncovered: true });
});

test('the side pages, the error and the not-found screen: every control at least 24 x 24 px at 360 px', async ({ page }) => {
  for (const route of ['/price-lists', '/calendars', '/compact', '/reviews', '/error?msg=Chyba', '/nowhere']) {
    await page.goto(`/#${route}`);
    const widget = page.locator('booking-widget');
    await expect(widget.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(widget.getByRole('progressbar')).toHaveCount(0);
    expect(await smallTargets(widget, true), route).toEqual([]);
  }
});
