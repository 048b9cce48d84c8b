// Step 2 against the reference API server (docs/api.md). Ranges used here and
// nowhere else: today+50 → today+53 (nothing booked; read-only) and
// today+56 → today+58, where the simple-view test books objects 2–5 through
// the API itself, so that only object 1 stays free. No fixture leaves exactly
// one object free (they take one object or all of them), hence the booking.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { objectChooser, reachStepTwo, reachStepTwoWithObject } from './support/flow';
import { dayFromToday } from './support/widget';

const STAY = { arrival: dayFromToday(50), departure: dayFromToday(53) };
const LIPA = 'Pokoj Lípa';

const czechPrice = (amount: number) =>
  `${new Intl.NumberFormat('cs-CZ', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)}\u00a0Kč`;

/** The summary panel shows an answer for the current choice (not one on its way). */
async function summarySettled(widget: Locator): Promise<void> {
  await expect(widget.locator('.bw-summary')).not.toHaveAttribute('aria-busy', 'true');
  await expect(widget.locator('.bw-summary')).not.toHaveAttribute('data-stale', 'true');
  await expect(widget.getByTestId('summary-total')).toBeVisible();
}

/** Lípa's counters: every free card shows who is staying, so each counter's name carries its room's. */
const ofLipa = (name: string) => `${name} ${LIPA}`;

async function twoAdultsAndBreakfast(widget: Locator): Promise<void> {
  await widget.getByRole('button', { name: ofLipa('Přidat: Dospělí') }).click();
  await expect(widget.getByRole('spinbutton', { name: ofLipa('Dospělí') })).toHaveValue('2');
  await widget.getByRole('spinbutton', { name: 'Snídaně' }).fill('2');
  await expect(widget.getByRole('spinbutton', { name: 'Snídaně' })).toHaveValue('2');
}

test("the shown total is the server's own total for the same choice", async ({ page }) => {
  const widget = await reachStepTwoWithObject(page, { ...STAY, objectName: LIPA });
  await twoAdultsAndBreakfast(widget);
  await summarySettled(widget);

  const objects = JSON.stringify([{ id: '1', occupancy: { adults: 2, children: 0, infants: 0 }, services: { breakfast: 2 } }]);
  const query = new URLSearchParams({ api_key: 'demo', lang: 'cs', from: STAY.arrival, to: STAY.departure, objects, deposits: 'one' });
  const answer = await page.request.get(`/api/summary.php?${query}`);
  expect(answer.ok()).toBe(true);
  const server = (await answer.json()) as { summary: { total: string } };
  const total = Number(server.summary.total);
  // 3 nights of Lípa, breakfast for 2 on 3 nights, cleaning and the adults' city tax: more than the room alone.
  expect(total).toBeGreaterThan(1320);
  await expect(widget.getByTestId('summary-total')).toHaveText(czechPrice(total));
  await expect(widget.locator('.bw-summary')).toContainText('Snídaně (2×)');
});

test('a third adult in a room for two is refused with a message, by + and by typing', async ({ page }) => {
  const widget = await reachStepTwoWithObject(page, { ...STAY, objectName: LIPA });
  const adults = widget.getByRole('spinbutton', { name: ofLipa('Dospělí') });
  const more = widget.getByRole('button', { name: ofLipa('Přidat: Dospělí') });
  await more.click();
  await expect(adults).toHaveValue('2');
  await expect(more).toBeDisabled();
  await more.click({ force: true }); // aria-disabled, yet a guest can still press it and learn why
  await expect(adults).toHaveValue('2');
  await expect(widget.getByRole('alert').filter({ hasText: 'Pokoj Lípa – maximální obsazenost je 2.' })).toBeVisible();

  await widget.getByRole('button', { name: ofLipa('Ubrat: Dospělí') }).click();
  await expect(widget.getByRole('alert')).toHaveCount(0);
  await adults.fill('3');
  await expect(adults).toHaveValue('1');
  await expect(widget.getByRole('alert').filter({ hasText: 'maximální obsazenost je 2' })).toBeVisible();
  // An infant does not count toward the maximum.
  await more.click();
  await widget.getByRole('button', { name: ofLipa('Přidat: Batolata (do 3 let)') }).click();
  await expect(widget.getByRole('spinbutton', { name: ofLipa('Batolata (do 3 let)') })).toHaveValue('1');
});

test('a reload on step 2 keeps the choices, and continue reaches step 3 once the hour is chosen', async ({ page }) => {
  const widget = await reachStepTwoWithObject(page, { ...STAY, objectName: LIPA });
  await twoAdultsAndBreakfast(widget);
  await widget.getByLabel('Čas příjezdu').selectOption('16:00');
  await summarySettled(widget);
  const total = await widget.getByTestId('summary-total').textContent();

  await page.reload();
  await expect(page).toHaveURL(/#\/step-2$/);
  await expect(objectChooser(widget, LIPA)).toBeChecked();
  await expect(widget.getByRole('spinbutton', { name: ofLipa('Dospělí') })).toHaveValue('2');
  await expect(widget.getByRole('spinbutton', { name: 'Snídaně' })).toHaveValue('2');
  await expect(widget.getByLabel('Čas příjezdu')).toHaveValue('16:00');
  await summarySettled(widget);
  await expect(widget.getByTestId('summary-total')).toHaveText(total ?? '');

  // Without an hour the button says what is missing, and stays.
  await widget.getByLabel('Čas příjezdu').selectOption('');
  const next = widget.getByRole('button', { name: 'Pokračovat' });
  await next.click();
  await expect(widget.getByLabel('Čas příjezdu')).toBeFocused();
  await expect(widget.getByLabel('Čas příjezdu')).toHaveAccessibleDescription(/Vyberte čas příjezdu\./);
  await expect(page).toHaveURL(/#\/step-2$/);

  await widget.getByLabel('Čas příjezdu').selectOption('15:00');
  await next.click();
  await expect(page).toHaveURL(/#\/step-3$/);
  // Step 3's guard needs the step-2 check; a reload keeps what passes it.
  await page.reload();
  await expect(page).toHaveURL(/#\/step-3$/);
  await expect(widget.getByRole('heading', { name: 'Vaše údaje', level: 2 })).toBeVisible();
});

/** Elements of the widget reaching past the window's left or right edge, and a page that scrolls sideways. */
function sideways(widget: Locator): Promise<string[]> {
  return widget.evaluate((host) => {
    const width = document.documentElement.clientWidth;
    const found = [...host.shadowRoot!.querySelectorAll('*')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 0.5 || box.left < -0.5);
      })
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className)}`);
    if (document.documentElement.scrollWidth > width) found.push(`page ${document.documentElement.scrollWidth} > ${width}`);
    return found;
  });
}

for (const width of [360, 1280]) {
  test(`at ${width} px each room is chosen by a band that says so, who is staying shows before choosing, the arrival time is marked required before any error`, async ({ page }) => {
    const widget = await reachStepTwo(page, { ...STAY, width });
    const cards = widget.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(cards).toHaveCount(5);

    // The arrival time comes first, above the cards, and says it is required before anything is pressed.
    const hour = widget.getByLabel('Čas příjezdu');
    await expect(hour).toHaveAttribute('required', '');
    await expect(hour).toHaveAccessibleDescription('Povinný údaj, abychom na vás byli připraveni.');
    await expect(widget.getByText('Vyberte čas příjezdu.')).toHaveCount(0);
    expect((await hour.boundingBox())!.y).toBeLessThan((await cards.first().boundingBox())!.y);

    for (const name of ['Pokoj Lípa', 'Rodinný pokoj Buk', 'Pokoj Javor', 'Apartmán Dub', 'Chalupa Pod Lesem']) {
      const card = cards.filter({ has: page.getByRole('heading', { name, level: 3 }) });
      // Who is staying, before anything is chosen.
      await expect(card.getByRole('spinbutton', { name: `Dospělí ${name}` })).toHaveValue('1');
      await expect(card.getByRole('spinbutton', { name: `Děti (3–14 let) ${name}` })).toBeVisible();
      // The band: its visible word and the room's name, at least 44 px high, across the card on a phone.
      const choose = objectChooser(card, name);
      await expect(choose).not.toBeChecked();
      const band = card.locator('label').filter({ has: page.getByRole('checkbox', { name: `Vybrat ${name}`, exact: true }) });
      await expect(band).toHaveText('Vybrat');
      const box = (await band.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      if (width === 360) expect(box.width).toBeGreaterThan((await card.boundingBox())!.width - 40);
    }

    // A count set on a card chooses its room; the band chooses and unchooses.
    await widget.getByRole('button', { name: 'Přidat: Dospělí Rodinný pokoj Buk' }).click();
    await expect(objectChooser(widget, 'Rodinný pokoj Buk')).toBeChecked();
    await expect(widget.getByRole('spinbutton', { name: 'Dospělí Rodinný pokoj Buk' })).toHaveValue('2');
    await objectChooser(widget, 'Rodinný pokoj Buk').uncheck();
    await expect(widget.getByRole('spinbutton', { name: 'Snídaně' })).toHaveCount(0);
    await objectChooser(widget, LIPA).check();
    await expect(widget.getByRole('spinbutton', { name: `Snídaně ${LIPA}` })).toBeVisible();

    // Continue without the hour: the field says so under itself and takes the focus, in view and above any bar.
    await widget.getByRole('button', { name: 'Pokračovat' }).click();
    await expect(hour).toBeFocused();
    await expect(hour).toHaveAccessibleDescription(/Vyberte čas příjezdu\./);
    const error = widget.getByText('Vyberte čas příjezdu.');
    await expect(error).toBeInViewport();
    const bar = widget.getByRole('complementary', { name: 'Souhrn' });
    await expect
      .poll(async () => {
        const shown = (await error.boundingBox())!;
        const cover = (await bar.boundingBox())!;
        return width > 900 || shown.y + shown.height <= cover.y;
      })
      .toBe(true);
    expect(await sideways(widget)).toEqual([]);
  });
}

test('step 3 sends a guest who has not chosen yet back to step 2', async ({ page }) => {
  const widget = await reachStepTwo(page, STAY);
  await page.evaluate(() => {
    window.location.hash = '#/step-3';
  });
  await expect(page).toHaveURL(/#\/step-2$/);
  await expect(widget.getByRole('heading', { name: 'Výběr ubytování', level: 2 })).toBeVisible();
});

async function bookAllBut(page: Page, keep: string, from: string, to: string): Promise<void> {
  const answer = await page.request.post('/api/book.php?api_key=demo&lang=cs', {
    data: {
      from,
      to,
      objects: ['2', '3', '4', '5']
        .filter((id) => id !== keep)
        .map((id) => ({ id, occupancy: { adults: 1 }, services: {} })),
      time_of_arrival: '',
      coupon: '',
      gift: '',
      deposits: 'one',
      customer: {
        first_name: 'Test',
        last_name: 'Krok Dva',
        street_address: 'Náměstí 5',
        city: 'Tábor',
        postal_code: '390 01',
        country: 'Czech Republic',
        email: 'step2@example.cz',
        phone: '601234567',
        dial_code: '420',
      },
      invoice: null,
      note: '',
      rel: '',
      accept_gdpr_compliance: true,
      payments: 'bank',
      idempotency_key: `step-2-simple-view-${from}`,
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

test('a range where only one object is free shows the simple view with it chosen', async ({ page }) => {
  const from = dayFromToday(56);
  const to = dayFromToday(58);
  await bookAllBut(page, '1', from, to);
  const widget = await reachStepTwo(page, { arrival: from, departure: to });
  await expect(widget.locator('.bw-step2')).toHaveAttribute('data-simple', 'true');
  await expect(widget.getByRole('checkbox')).toHaveCount(2); // the object's band, and late check-out
  await expect(objectChooser(widget, LIPA)).toBeChecked();
  await expect(widget.getByRole('spinbutton', { name: 'Dospělí' })).toHaveValue('1');
  await expect(widget.getByText('Rodinný pokoj Buk')).toHaveCount(0);
  await summarySettled(widget);
});
