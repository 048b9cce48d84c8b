// The pages beside the booking steps (docs/pages.md): the price list, the
// calendars, the compact view, the reviews, the error and not-found pages.
// Nothing here books; /compact only reads an offer for today+90.. dates.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './support/gates';
import { dayCell, dayFromToday } from './support/widget';

const czech = (day: string) => day.split('-').reverse().join('.');

async function open(page: Page, route: string, lang: 'cs' | 'en' = 'cs', width = 1280) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(lang === 'cs' ? `/#${route}` : `/iframe.html?api_key=demo&lang=en#${route}`);
  return page.locator('booking-widget');
}

test('/price-lists shows every season with its dates and minimum stay and every nightly price, at 360 px without scrolling sideways', async ({ page }) => {
  const widget = await open(page, '/price-lists', 'cs', 360);
  await expect(widget.getByRole('heading', { name: 'Ceník', level: 2 })).toBeVisible();
  for (const [season, minimum] of [
    ['Vedlejší sezóna', '1 noc'],
    ['Střední sezóna', '2 noci'],
    ['Hlavní sezóna', '5 nocí'],
  ]) {
    const card = widget.locator('li').filter({ has: page.getByRole('heading', { name: season, level: 4 }) });
    await expect(card).toContainText(`Minimální délka pobytu: ${minimum}`);
    await expect(card.locator('li').first()).toHaveText(/\d{2}\.\d{2}\.\d{4} – \d{2}\.\d{2}\.\d{4}/);
  }
  const lipa = widget.locator('li').filter({ has: page.getByRole('heading', { name: 'Pokoj Lípa', level: 4 }) });
  await expect(lipa.locator('dd')).toHaveText([/1\s400,00\sKč/, /1\s700,00\sKč/, /2\s100,00\sKč/]);
  const chalupa = widget.locator('li').filter({ has: page.getByRole('heading', { name: 'Chalupa Pod Lesem', level: 4 }) });
  await expect(chalupa.locator('dd')).toHaveText([/4\s800,00\sKč/, /5\s600,00\sKč/, /6\s900,00\sKč/]);
  await expect(widget.getByText('Závěrečný úklid')).toBeVisible();
  await expect(widget.getByText(/220,00\sKč za osobu a noc/)).toBeVisible();

  const overflow = await page.evaluate(() => {
    const root = document.querySelector('booking-widget')!.shadowRoot!.querySelector('.bw-root')!;
    return { page: document.documentElement.scrollWidth - document.documentElement.clientWidth, widget: root.scrollWidth - root.clientWidth };
  });
  expect(overflow).toEqual({ page: 0, widget: 0 });
});

test('/compact shows one month and the price, and its button leads into step 2 with the chosen dates', async ({ page }) => {
  const widget = await open(page, '/compact', 'cs', 1280);
  await expect(widget.getByRole('heading', { name: 'Rychlá rezervace', level: 2 })).toBeVisible();
  await expect(widget.locator('[role="grid"]')).toHaveCount(1);
  const arrival = dayFromToday(90);
  const departure = dayFromToday(93);
  await (await dayCell(widget, arrival)).click();
  await (await dayCell(widget, departure)).click();
  await expect(widget.getByTestId('price')).toBeVisible();
  await widget.getByRole('button', { name: 'Rezervovat termín' }).click();
  await expect(widget.getByRole('heading', { name: 'Výběr ubytování', level: 2 })).toBeVisible();
  await page.goto('/#/');
  await expect(widget.getByRole('textbox', { name: 'Příjezd' })).toHaveValue(czech(arrival));
  await expect(widget.getByRole('textbox', { name: 'Odjezd' })).toHaveValue(czech(departure));
});

test("/calendars shows each object's occupied nights", async ({ page }) => {
  const widget = await open(page, '/calendars');
  await expect(widget.getByRole('heading', { name: 'Kalendáře', level: 2 })).toBeVisible();
  const card = (name: string) => widget.locator('li.bw-page__card').filter({ has: page.getByRole('heading', { name, level: 3 }) });
  // The whole-house fixture: every object, today+5..today+8.
  for (const name of ['Pokoj Lípa', 'Rodinný pokoj Buk', 'Pokoj Javor', 'Apartmán Dub', 'Chalupa Pod Lesem']) {
    await expect(card(name).locator(`[data-first-night="${dayFromToday(5)}"]`)).toHaveText(
      `${czech(dayFromToday(5))} – ${czech(dayFromToday(8))} (4 noci)`,
    );
  }
  await expect(card('Pokoj Lípa').locator(`[data-first-night="${dayFromToday(20)}"]`)).toContainText('(3 noci)');
  await expect(card('Chalupa Pod Lesem').locator(`[data-first-night="${dayFromToday(26)}"]`)).toContainText('(7 nocí)');
  await expect(card('Pokoj Javor').locator(`[data-first-night="${dayFromToday(20)}"]`)).toHaveCount(0);
});

/** How /calendars draws one day of an object's month grids (the cell's look, as step 1's calendar draws it). */
const drawn = (widget: Locator, objectName: string, day: string) =>
  widget
    .locator('li.bw-page__card')
    .filter({ hasText: objectName })
    .locator(`[data-date="${day}"]`)
    .evaluate((cell) => ['occupied', 'arrival-only', 'departure-only', 'available'].find((kind) => cell.classList.contains(`bw-day--${kind}`)));

test('/calendars draws each object as read-only month grids at 360 px: booked nights, changeover days, one month per row', async ({ page }) => {
  const widget = await open(page, '/calendars', 'cs', 360);
  const lipa = widget.locator('li.bw-page__card').filter({ has: page.getByRole('heading', { name: 'Pokoj Lípa', level: 3 }) });
  // Three months from today, each with its title; the whole-house stay (nights today+5..+8) as step 1 draws one.
  await expect(lipa.locator('.bw-month')).toHaveCount(4);
  expect(await drawn(widget, 'Pokoj Lípa', dayFromToday(4))).toBe('available');
  expect(await drawn(widget, 'Pokoj Lípa', dayFromToday(5))).toBe('departure-only');
  expect(await drawn(widget, 'Pokoj Lípa', dayFromToday(7))).toBe('occupied');
  expect(await drawn(widget, 'Pokoj Lípa', dayFromToday(9))).toBe('arrival-only');
  expect(await drawn(widget, 'Pokoj Javor', dayFromToday(21))).toBe('available');
  expect(await drawn(widget, 'Pokoj Lípa', dayFromToday(21))).toBe('occupied');

  // One month per row on a phone, nothing to scroll sideways.
  const months = await lipa.locator('.bw-month').evaluateAll((all) => all.map((month) => Math.round(month.getBoundingClientRect().top)));
  expect(new Set(months).size).toBe(months.length);
  expect(await widget.evaluate((host) => host.scrollWidth <= host.clientWidth)).toBe(true);

  // Read-only: no day is a tab stop, a click chooses nothing, and the grids are a picture a screen
  // reader skips: it reads the spans.
  expect(await widget.evaluate((host) => host.shadowRoot!.querySelectorAll('.bw-calendars [tabindex="0"], .bw-calendars button').length)).toBe(0);
  await lipa.locator(`[data-date="${dayFromToday(12)}"]`).click();
  expect(await widget.evaluate((host) => host.shadowRoot!.querySelectorAll('.bw-calendars [aria-selected="true"], .bw-calendars .bw-day--start').length)).toBe(0);
  await expect(widget.getByRole('grid')).toHaveCount(0);
  await expect(lipa.getByRole('gridcell')).toHaveCount(0);
  await expect(lipa.getByRole('heading')).toHaveText(['Pokoj Lípa']);
  await expect(lipa.getByRole('listitem').filter({ hasText: '(4 noci)' })).toHaveText(`${czech(dayFromToday(5))} – ${czech(dayFromToday(8))} (4 noci)`);
  expect(await axeViolations(page)).toEqual([]);
});

test('/reviews shows the guests’ reviews with their rating', async ({ page }) => {
  const widget = await open(page, '/reviews', 'en');
  await expect(widget.getByRole('heading', { name: 'Reviews', level: 2 })).toBeVisible();
  await expect(widget.getByText(/Average rating 4\.7 out of 5 \(reviews: 3\)/)).toBeVisible();
  const petra = widget.locator('li').filter({ has: page.getByRole('heading', { name: 'Petra K.', level: 3 }) });
  await expect(petra).toContainText('5 out of 5');
  await expect(petra).toContainText('Krásný klidný penzion');
});

test("the flow's footer names the guests' rating and leads to their reviews; no rating without reviews", async ({ page }) => {
  const widget = await open(page, '/', 'cs', 360);
  // The footer is no landmark inside the widget (the host page has its own); its links are the widget's.
  const footer = widget.locator('footer');
  // The demo's three reviews (server/db/seed-reviews.ts): 5, 5 and 4 of 5, in the language's own decimal comma.
  const rating = footer.getByRole('link', { name: '4,7 z 5 (počet recenzí: 3)', exact: true });
  await expect(rating).toBeVisible();
  await rating.click();
  await expect(widget.getByRole('heading', { name: 'Recenze', level: 2 })).toBeVisible();
  // Not a link to the page the guest is on.
  await expect(footer.getByRole('link', { name: /z 5/ })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // A house nobody has rated: the server leaves the rating out, the footer shows only the contact.
  await page.route('**/global_settings.php*', async (route) => {
    const answer = (await (await route.fetch()).json()) as Record<string, unknown>;
    expect(answer.rating).toEqual({ average: '4.7', count: '3' });
    delete answer.rating;
    await route.fulfill({ json: answer });
  });
  await page.goto('/?lang=en#/');
  await expect(footer.getByRole('link', { name: /\+420/ })).toBeVisible();
  await expect(footer.getByRole('link', { name: /out of 5/ })).toHaveCount(0);
});

test('/error shows its message as text, never as HTML; an unknown route leads nowhere', async ({ page }) => {
  const widget = await open(page, `/error?msg=${encodeURIComponent('<b>Server je nedostupný</b><img src=x onerror=alert(1)>')}`);
  await expect(widget.getByRole('alert')).toHaveText('<b>Server je nedostupný</b><img src=x onerror=alert(1)>');
  await expect(widget.locator('b, img')).toHaveCount(0);
  await page.goto('/#/tudy/nikam');
  await expect(widget.getByRole('heading', { name: 'Tudy cesta nevede', level: 2 })).toBeVisible();
  await expect(widget.getByRole('link', { name: 'Zpět na výběr termínu' })).toBeVisible();
});
