// Issue 22: a refused stay turns into an offer of the nearest stays that can be
// booked, against the reference server's seeded bookings (every object taken
// for the nights today+5 .. today+8; high season in July asks 5 nights).
// The 409 path (taken while booking) is in booking.spec.ts.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { withoutMinStay } from './support/answers';
import { axeViolations } from './support/gates';
import { openStepOne } from './support/flow';
import { dayCell, dayFromToday } from './support/widget';
import { MODULES, chunkUrl } from './support/chunks';

const display = (day: string) => day.split('-').reverse().join('.');

/** The server's price for a stay, as step 1 would ask it (0 when it cannot be booked). */
async function serverPrice(page: Page, arrival: string, departure: string): Promise<number> {
  const answer = await page.request.get(`/api/dates.php?api_key=demo&lang=cs&from=${arrival}&to=${departure}`);
  return Number(((await answer.json()) as { price: string }).price);
}

/** Each offered stay as its button says it: the days it carries and its visible words. */
async function offeredStays(offer: Locator) {
  const buttons = offer.getByRole('button');
  await expect(buttons.first()).toBeVisible();
  return buttons.evaluateAll((all) =>
    all.map((button) => ({
      arrival: button.getAttribute('data-arrival') ?? '',
      departure: button.getAttribute('data-departure') ?? '',
      text: button.textContent ?? '',
    })),
  );
}

async function heardAlternatives(page: Page): Promise<unknown[]> {
  return page.evaluate(() => (window as unknown as { __alternatives: unknown[] }).__alternatives);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const heard: unknown[] = [];
    (window as unknown as { __alternatives: unknown[] }).__alternatives = heard;
    document.addEventListener('bw-alternatives-shown', (event) => heard.push((event as CustomEvent).detail));
    const dates: unknown[] = [];
    (window as unknown as { __dates: unknown[] }).__dates = dates;
    document.addEventListener('bw-dates-change', (event) => dates.push((event as CustomEvent).detail));
  });
});

test('a range across taken nights offers bookable stays of the same length; choosing one leads to step 2 with it', async ({ page }) => {
  const widget = await openStepOne(page);
  const arrival = dayFromToday(3);
  await (await dayCell(widget, arrival)).click();
  const refusedDay = await dayCell(widget, dayFromToday(6));
  await refusedDay.click({ force: true }); // occupied: refused, the arrival stays

  const offer = widget.getByRole('region', { name: 'Nejbližší volné termíny' });
  await expect(offer).toBeVisible();
  await expect(widget.getByRole('status').filter({ hasText: 'Pod kalendářem jsou 3 nejbližší volné termíny.' })).toBeAttached();
  const stays = await offeredStays(offer);
  expect(stays).toHaveLength(3);
  for (const stay of stays) {
    // Three nights, as tried, each one the server prices (so it can be booked), said in words.
    expect(stay.text).toMatch(/^(Po|Út|St|Čt|Pá|So|Ne)\s\d{1,2}\.\s\p{L}+\s–\s(Po|Út|St|Čt|Pá|So|Ne)\s\d{1,2}\.\s\p{L}+,\s3\snoci/u);
    expect(await serverPrice(page, stay.arrival, stay.departure)).toBeGreaterThan(0);
  }
  // Each is priced once shown (one call each), in the button's own words.
  await expect(offer.getByRole('button').first()).toContainText(/cena od .*Kč/);
  expect(await heardAlternatives(page)).toEqual([{ count: 3, reason: 'taken' }]);

  // Focus stays on the day the guest pressed (nothing is stolen); the next Tab reaches the offer.
  await expect(refusedDay).toBeFocused();
  await (await dayCell(widget, arrival)).focus();
  await page.keyboard.press('Tab');
  await expect(offer.getByRole('button').first()).toBeFocused();

  const chosen = stays[1]!;
  const datesBefore = await page.evaluate(() => (window as unknown as { __dates: unknown[] }).__dates.length);
  await offer.getByRole('button').nth(1).press('Enter');
  await expect(widget.getByLabel('Příjezd', { exact: true })).toHaveValue(display(chosen.arrival));
  await expect(widget.getByLabel('Odjezd', { exact: true })).toHaveValue(display(chosen.departure));
  await expect(offer).toHaveCount(0);
  await expect(widget.locator(`[data-date="${chosen.arrival}"]`)).toBeFocused();
  // The host hears the new stay once, never an emptied calendar on the way to it.
  expect(await page.evaluate((from) => (window as unknown as { __dates: unknown[] }).__dates.slice(from), datesBefore)).toEqual([
    { arrival: chosen.arrival, departure: chosen.departure, nights: 3 },
  ]);
  await expect(widget.getByTestId('price')).toHaveText(/\d,\d\d\sKč/);
  await widget.getByRole('button', { name: 'Rezervovat termín' }).click();
  await expect(widget.getByRole('heading', { name: 'Výběr ubytování', level: 2 })).toBeVisible();
  const kept = await page.evaluate(() => JSON.parse(sessionStorage.getItem('booking-widget:default:stay') ?? '{}'));
  expect(kept).toMatchObject({ arrival: chosen.arrival, departure: chosen.departure });
});

test('a stay too short for high season offers stays of the season minimum (5 nights), from a server that does not send min_stay', async ({ page }) => {
  // The reference server tells the calendar each arrival's minimum, which then never lets a guest
  // try a stay too short (day-prices.spec.ts); a server without it refuses the stay after the clicks.
  await withoutMinStay(page);
  const today = dayFromToday(0);
  const year = Number(today.slice(0, 4)) + (today.slice(5) < '07-01' ? 0 : 1);
  const widget = await openStepOne(page);
  await (await dayCell(widget, `${year}-07-10`)).click();
  await (await dayCell(widget, `${year}-07-12`)).click();

  const offer = widget.getByRole('region', { name: 'Nejbližší volné termíny' });
  const stays = await offeredStays(offer);
  expect(stays.length).toBeGreaterThan(0);
  for (const stay of stays) {
    expect(stay.text).toMatch(/5\snocí/);
    expect(await serverPrice(page, stay.arrival, stay.departure)).toBeGreaterThan(0);
  }
  expect(await heardAlternatives(page)).toEqual([{ count: stays.length, reason: 'too-short' }]);

  const datesBefore = await page.evaluate(() => (window as unknown as { __dates: unknown[] }).__dates.length);
  await offer.getByRole('button').first().click();
  await expect(widget.getByRole('button', { name: 'Rezervovat termín' })).not.toHaveAttribute('aria-disabled', 'true');
  // From one whole stay to another: the host hears the new one once, not an emptied calendar between.
  expect(await page.evaluate((from) => (window as unknown as { __dates: unknown[] }).__dates.slice(from), datesBefore)).toEqual([
    { arrival: stays[0]!.arrival, departure: stays[0]!.departure, nights: 5 },
  ]);
  await expect(widget.getByRole('heading', { name: '5 nocí' })).toBeVisible();
});

test('axe finds nothing with the suggestions shown, in Czech and in English', async ({ page }) => {
  for (const [url, name] of [['/', 'Nejbližší volné termíny'], ['/iframe.html?api_key=demo&lang=en', 'Closest available dates']] as const) {
    await page.goto(url);
    const widget = page.locator('booking-widget');
    await expect(widget.locator('.bw-calendar:not([aria-busy])')).toBeVisible();
    await (await dayCell(widget, dayFromToday(3))).click();
    await (await dayCell(widget, dayFromToday(10))).click();
    const offer = widget.getByRole('region', { name });
    await expect(offer.getByRole('button').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  }
});

test('when the suggestions cannot load, the refusal still explains itself and the widget keeps working', async ({ page }) => {
  await page.route(chunkUrl(MODULES.nearestStays), (route) => route.abort('internetdisconnected'));
  const widget = await openStepOne(page);
  await (await dayCell(widget, dayFromToday(3))).click();
  await (await dayCell(widget, dayFromToday(10))).click();
  await expect(widget.getByRole('tooltip')).toHaveText('Pobyt by zahrnoval obsazené noci. Zvolte jiné dny.');
  await expect(widget.getByRole('region', { name: 'Nejbližší volné termíny' })).toHaveCount(0);
  // The arrival stays after the refusal: a departure before the taken nights completes a stay.
  await (await dayCell(widget, dayFromToday(4))).click();
  await expect(widget.getByTestId('price')).toHaveText(/\d,\d\d\sKč/);
});
