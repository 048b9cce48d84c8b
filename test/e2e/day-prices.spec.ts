// Issue 32: the calendar tells before the click. Each free day shows its
// night's price (the reference server's one-night price), the full amount is in
// its name and tooltip, and in high season (July asks 5 nights from each
// arrival) the days too close to a chosen arrival cannot be chosen and say why.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { lowSeasonOffset } from '../support/low-season';
import { axeViolations } from './support/gates';
import { openStepOne } from './support/flow';
import { dayCell, dayFromToday } from './support/widget';
import { LANGS } from '../../src/config/config';
import { textsOf } from '../support/catalog';

const czech = (digits: number) => new Intl.NumberFormat('cs-CZ', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const display = (day: string) => day.split('-').reverse().join('.');

/** The reference server's price of one night, as step 1 asks it (0 when that night cannot be booked alone). */
async function oneNightPrice(page: Page, night: string): Promise<number> {
  const next = new Date(`${night}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  const answer = await page.request.get(`/api/dates.php?api_key=demo&lang=cs&from=${night}&to=${next.toISOString().slice(0, 10)}`);
  return Number(((await answer.json()) as { price: string }).price);
}

/** A day's price line where it shows a price (it is empty until the prices come). */
const SHOWN_PRICE = '.bw-day__price:not(:empty)';

/** What the day's tooltip shows while the pointer is on it: its words, once shown (by CSS alone). */
const tipOf = (cell: Locator) => cell.locator('.bw-day__tip').evaluate((tip) => (getComputedStyle(tip).display === 'none' ? '' : tip.textContent));

/** The next July inside the bookable window (high season: each arrival asks 5 nights). */
function nextJuly(monthDay: string): string {
  const today = dayFromToday(0);
  return `${Number(today.slice(0, 4)) + (today.slice(5) < '07-01' ? 0 : 1)}-${monthDay}`;
}

for (const width of [360, 1280]) {
  test(`at ${width} px each free day shows its night's price as a one-night stay is priced, in full in its name and tooltip`, async ({ page }) => {
    const widget = await openStepOne(page, width);
    const first = lowSeasonOffset(10, 4, dayFromToday);
    for (let offset = first; offset < first + 4; offset++) {
      const night = dayFromToday(offset);
      const cell = await dayCell(widget, night);
      const price = await oneNightPrice(page, night);
      expect(price, night).toBeGreaterThan(0);
      // Text in the cell, as find-in-page, selection and translation tools read it.
      await expect(cell.locator('.bw-day__price')).toHaveText(czech(0).format(price));
      expect(await cell.textContent()).toContain(`${Number(night.slice(8))}${czech(0).format(price)}`);
      await expect(cell).toHaveAccessibleName(new RegExp(`, volno, od ${czech(2).format(price)}\\sKč za noc$`));
      await cell.hover();
      await expect.poll(() => tipOf(cell)).toBe(`od ${czech(2).format(price)}\u00a0Kč za noc`);
    }
    // Never cut off, at least 12 px, and the lowest of the months shown a badge where prices differ: its weight
    // and round shape mark it without colour, and nothing is underlined like a link.
    const prices = await widget.locator(SHOWN_PRICE).evaluateAll((spans) =>
      spans.map((span) => ({
        value: Number(span.textContent!.replace(/\D/g, '')),
        fits: span.scrollWidth <= span.clientWidth,
        marked: getComputedStyle(span).fontWeight === '600' && getComputedStyle(span).borderRadius !== '0px',
        underlined: getComputedStyle(span).textDecorationLine.includes('underline'),
        size: parseFloat(getComputedStyle(span).fontSize),
      })),
    );
    expect(prices.filter((price) => price.underlined || price.size < 12)).toEqual([]);
    expect(prices.length).toBeGreaterThan(10);
    expect(prices.filter((price) => !price.fits)).toEqual([]);
    // Marked only where it singles days out: on a third of the priced days shown or fewer (a season's
    // base price on most days is no news).
    const lowest = Math.min(...prices.map((price) => price.value));
    const differ = prices.some((price) => price.value !== lowest);
    const rare = prices.filter((price) => price.value === lowest).length * 3 <= prices.length;
    expect(prices.filter((price) => price.marked !== (differ && rare && price.value === lowest))).toEqual([]);
    await expect(widget.getByRole('list', { name: 'Legenda' })).toContainText('Cena za noc od');
  });
}

// Issue 48: the price is text in the cell, not drawn by CSS, so find-in-page, selection and translation
// tools see it, in every language's grouping, on a phone.
for (const lang of LANGS) {
  test(`at 360 px in ${lang} a free day's price is text in its cell, found by find-in-page`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 900 });
    await page.goto(`/?lang=${lang}`);
    const widget = page.locator('booking-widget');
    await expect(widget.locator(`.bw-root[lang="${lang}"]`)).toBeVisible();
    const night = dayFromToday(lowSeasonOffset(10, 4, dayFromToday));
    const cell = await dayCell(widget, night, new RegExp(textsOf(lang)('next_month')));
    const price = await oneNightPrice(page, night);
    await expect(cell.locator(SHOWN_PRICE)).toBeVisible();
    const shown = (await cell.locator('.bw-day__price').textContent())!;
    expect(shown.replace(/\D/g, ''), shown).toBe(String(price));
    expect(await cell.textContent()).toContain(`${Number(night.slice(8))}${shown}`);
    expect(await page.evaluate((text) => (window as unknown as { find(text: string): boolean }).find(text), shown)).toBe(true);
  });
}

test('in July, after an arrival, the days closer than five nights cannot be chosen and say why; a five-night stay goes through', async ({ page }) => {
  const widget = await openStepOne(page);
  const [arrival, tooClose, fiveNights] = [nextJuly('07-10'), nextJuly('07-12'), nextJuly('07-15')];
  const arrivalCell = await dayCell(widget, arrival);
  // Before the click, the arrival says its minimum.
  await expect(arrivalCell).toHaveAccessibleName(/, volno, od 2\s100,00\sKč za noc, minimální počet nocí: 5$/);

  // By keyboard: the arrival, then the arrow moves day by day onto days that say why they cannot end the stay.
  await arrivalCell.focus();
  await page.keyboard.press('Enter');
  await expect(widget.getByLabel('Příjezd', { exact: true })).toHaveValue(display(arrival));
  await page.keyboard.press('ArrowRight');
  const why = `Od 10. července je minimální pobyt 5 nocí.`;
  const next = widget.locator(`[data-date="${nextJuly('07-11')}"]`);
  await expect(next).toBeFocused();
  await expect(next).toHaveAccessibleName(new RegExp(`, volno, od 2\\s100,00\\sKč za noc, minimální počet nocí: 5\\. ${why}$`));
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  for (const day of ['07-11', '07-12', '07-13', '07-14']) await expect(widget.locator(`[data-date="${nextJuly(day)}"]`)).toHaveClass(/bw-day--too-short/);
  await expect(widget.locator(`[data-date="${fiveNights}"]`)).not.toHaveClass(/bw-day--too-short/);
  // Struck through, not only coloured; the pointer's tooltip says why.
  const close = widget.locator(`[data-date="${tooClose}"]`);
  expect(await close.locator('.bw-day__number').evaluate((number) => getComputedStyle(number).textDecorationLine)).toBe('line-through');
  await close.hover();
  await expect.poll(() => tipOf(close)).toBe(why);

  // A click on it chooses nothing and offers no other stays: the rule was on the day already.
  await close.click({ force: true });
  await expect(widget.getByRole('status').filter({ hasText: why })).toBeAttached();
  await expect(widget.getByLabel('Odjezd', { exact: true })).toHaveValue('');
  await expect(widget.getByRole('region', { name: 'Nejbližší volné termíny' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  await widget.locator(`[data-date="${fiveNights}"]`).click();
  await expect(widget.getByRole('heading', { name: '5 nocí' })).toBeVisible();
  await expect(widget.getByTestId('price')).toHaveText(/\d,\d\d\sKč/);
  await widget.getByRole('button', { name: 'Rezervovat termín' }).click();
  await expect(widget.getByRole('heading', { name: 'Výběr ubytování', level: 2 })).toBeVisible();
});

test('day-prices="off" on the element, or show_day_prices "0" from the hotelier, keeps the prices off the days', async ({ page }) => {
  const widget = await openStepOne(page, 360);
  await expect(widget.locator(SHOWN_PRICE).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.locator('booking-widget').evaluate((element) => element.setAttribute('day-prices', 'off'));
  await expect(widget.locator('.bw-day__price')).toHaveCount(0);
  await expect(widget.getByRole('list', { name: 'Legenda' })).not.toContainText('Cena za noc od');
  // The full price leaves the days' names too; the minimum stay is a rule, not a price, and stays.
  await expect(widget.locator('[data-date]').filter({ hasText: /./ }).first()).not.toHaveAttribute('aria-label', /Kč/);

  await page.route(/\/api\/global_settings\.php/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ status: response.status(), json: { ...(await response.json()), show_day_prices: '0' } });
  });
  await openStepOne(page, 360);
  await expect(widget.locator('.bw-day')).not.toHaveCount(0);
  await expect(widget.locator('.bw-day__price')).toHaveCount(0);
});
