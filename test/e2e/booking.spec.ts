// Booking through the whole widget against the reference server (issue 11's
// acceptance): step 1 to step 5, one booking per intent (double click, a lost
// answer), dates taken by someone else before and during booking, the card
// payment's failure path, keyboard only, dummy mode, and axe on step 4.
// Every test books its own two nights in one low-season block that no other
// spec uses (step 5's spec books rooms 1-3 from day 200 on, which can land on
// 1 October: the block skips its first four nights so it never meets them).
import Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { lowSeasonOffset } from '../support/low-season';
import { acceptCancellationPolicy, fillGuestDetails, objectChooser, POLICY_BOX, reachStepThree } from './support/flow';
import { openPrepared } from './support/prepared';
import { dayCell, dayFromToday } from './support/widget';

const SLOTS = 8;
const BLOCK = lowSeasonOffset(76, 4 + SLOTS * 4, dayFromToday) + 4;

/** The two nights of slot `index` (0..SLOTS-1). */
function slot(index: number) {
  const offset = BLOCK + index * 4;
  return { arrival: dayFromToday(offset), departure: dayFromToday(offset + 2) };
}

const DUB = { cs: 'Apartmán Dub', en: 'Apartment Dub', id: 4 };
const display = (day: string) => day.split('-').reverse().join('.');

/** Bookings stored for `email` (the e2e database playwright.config.ts gives the server), read only. */
function bookingsOf(email: string): Array<{ arrival: string; departure: string; variable_symbol: string; stay: string }> {
  const db = new Database('data/e2e/booking.sqlite', { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare("SELECT arrival, departure, variable_symbol, stay FROM bookings WHERE json_extract(customer, '$.email') = ?")
      .all(email) as Array<{ arrival: string; departure: string; variable_symbol: string; stay: string }>;
  } finally {
    db.close();
  }
}

/** Books objects for a stay through the API, as another guest would. */
async function bookElsewhere(page: Page, stay: { arrival: string; departure: string }, objectIds: number[], key: string) {
  const answer = await page.request.post('/api/book.php?api_key=demo&lang=cs', {
    data: {
      from: stay.arrival,
      to: stay.departure,
      objects: objectIds.map((id) => ({ id: String(id), occupancy: { adults: 1 }, services: {} })),
      customer: {
        first_name: 'Jana', last_name: 'Jiná', street_address: 'Dlouhá 1', city: 'Praha', postal_code: '110 00',
        country: 'CZ', email: 'someone.else@example.cz', phone: '602111222', dial_code: '420',
      },
      accept_gdpr_compliance: true,
      idempotency_key: key,
    },
  });
  expect(answer.status()).toBe(200);
}

/**
 * Step 4 with Apartment Dub and a valid guest, from a prepared tab (steps 1-3
 * have suites of their own; the keyboard and dummy tests below walk them).
 */
async function reachStepFour(page: Page, stay: { arrival: string; departure: string }, email: string): Promise<Locator> {
  await openPrepared(page, { stay, objectId: String(DUB.id), email }, '/#/step-4');
  const widget = page.locator('booking-widget');
  await expect(widget.getByRole('heading', { name: 'Platba a rezervace', level: 2 })).toBeVisible();
  await expect(bookButton(widget)).not.toHaveAttribute('aria-disabled', 'true');
  await acceptCancellationPolicy(widget);
  return widget;
}

const bookButton = (widget: Locator) => widget.getByRole('button', { name: 'Závazně rezervovat' });

test('booking from the recap to step 5: stored, in the outbox, the .ics parses, the apartment no longer free (cs)', async ({ page }) => {
  const stay = slot(0);
  const email = 'full.booking@example.cz';
  const widget = await reachStepFour(page, stay, email);

  // The recap the guest checks, each part with its way back.
  const fact = (name: string) => widget.locator(`[data-fact="${name}"] dd`);
  await expect(fact('check-in').first()).toHaveText(display(stay.arrival));
  await expect(fact('check-out').first()).toHaveText(display(stay.departure));
  await expect(fact('nights')).toHaveText('2 noci');
  await expect(widget.locator('[data-part="accommodation"]')).toContainText('Apartmán Dub');
  await expect(fact('check-in-hour')).toHaveText('16:00');
  await expect(fact('name')).toHaveText('Petr Svoboda');
  await expect(fact('email')).toHaveText(email);
  await expect(fact('phone')).toHaveText('+420 601 234 567');
  await expect(fact('total')).toHaveText(/\d\sKč$/);
  await expect(fact('due')).toHaveText(/\d\sKč$/);
  for (const name of ['Změnit termín', 'Změnit ubytování', 'Změnit údaje']) await expect(widget.getByRole('link', { name })).toBeVisible();
  await expect(widget.getByRole('radio', { name: 'Bankovní převod (QR platba)' })).toBeChecked();
  await expect(widget.getByRole('radio', { name: 'Zaplatit kartou online' })).not.toBeChecked();

  await bookButton(widget).click();
  await expect(page).toHaveURL(/#\/step-5$/);
  await expect(widget.getByRole('heading', { level: 2 })).toHaveText('Děkujeme, těšíme se na vás!');
  const number = (await widget.locator('[data-fact="booking-number"] dd').textContent())!;

  const stored = bookingsOf(email);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ arrival: stay.arrival, departure: stay.departure, variable_symbol: number });
  expect(JSON.parse(stored[0]!.stay).objects.map((object: { id: number }) => object.id)).toEqual([DUB.id]);

  const downloading = page.waitForEvent('download');
  await widget.getByRole('button', { name: 'Přidat do kalendáře' }).click();
  const ics = readFileSync((await (await downloading).path())!, 'utf8');
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  expect(lines).toContain(`DTSTART;VALUE=DATE:${stay.arrival.replace(/-/g, '')}`);
  expect(lines).toContain(`DTEND;VALUE=DATE:${stay.departure.replace(/-/g, '')}`);
  expect(lines).toContain(`SUMMARY:Penzion U Staré lípy – Rezervace ${number}`);

  // The browser's Back from step 5 never shows a bookable step 4 of this booking.
  await page.goBack();
  await expect(page).not.toHaveURL(/#\/step-4$/);
  await expect(bookButton(widget)).toHaveCount(0);

  // The apartment is no longer free for those nights.
  await page.goto('/');
  await page.reload();
  await (await dayCell(widget, stay.arrival)).click();
  await (await dayCell(widget, stay.departure)).click();
  await widget.getByRole('button', { name: 'Rezervovat termín' }).click();
  await expect(objectChooser(widget, DUB.cs)).toBeDisabled();
  // Issue 22: the taken apartment says when it is next free for a stay as long (one object_availability call).
  await expect(objectChooser(widget, DUB.cs)).toHaveAccessibleDescription(
    /Nejbližší volný termín: (Po|Út|St|Čt|Pá|So|Ne)\s\d{1,2}\.\s\p{L}+\s–\s(Po|Út|St|Čt|Pá|So|Ne)\s\d{1,2}\.\s\p{L}+,\s2\snoci\./u,
  );

  // The mail thread writes the confirmation after the booking's answer: look again until it is there.
  await expect(async () => {
    await page.goto('/outbox');
    await expect(page.getByRole('link', { name: new RegExp(`Potvrzení rezervace ${number}`) })).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 15000 });
});

test('a double click on Book makes one booking', async ({ page }) => {
  const email = 'double.click@example.cz';
  const widget = await reachStepFour(page, slot(1), email);
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/book.php')) calls += 1;
  });
  await bookButton(widget).dblclick();
  await expect(page).toHaveURL(/#\/step-5$/);
  await expect(widget.locator('[data-fact="booking-number"] dd')).toHaveText(/\d+/);
  expect(calls).toBe(1);
  expect(bookingsOf(email)).toHaveLength(1);
});

test('a lost answer: trying again books once, with the same key', async ({ page }) => {
  const email = 'lost.answer@example.cz';
  const widget = await reachStepFour(page, slot(2), email);
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/book.php')) keys.push((request.postDataJSON() as { idempotency_key: string }).idempotency_key);
  });
  // The server stores the booking, but no answer reaches the guest (nor the client's own retries).
  const loseAnswers = async (route: Route) => {
    await route.fetch();
    await route.abort('connectionreset');
  };
  await page.route('**/api/book.php*', loseAnswers);
  await bookButton(widget).click();
  await expect(widget.getByRole('alert')).toContainText('Rezervace se nepodařila');
  await expect(widget.getByRole('alert')).toContainText('rezervace nevznikne dvakrát');
  expect(bookingsOf(email)).toHaveLength(1);

  await page.unroute('**/api/book.php*', loseAnswers);
  await widget.getByRole('button', { name: 'Zkusit znovu' }).click();
  await expect(page).toHaveURL(/#\/step-5$/);
  expect(keys.length).toBeGreaterThan(1);
  expect(new Set(keys).size).toBe(1);
  expect(bookingsOf(email)).toHaveLength(1);
});

test('dates booked by someone else before Book: the guest is told, nothing is booked, the form is intact', async ({ page }) => {
  const stay = slot(3);
  const email = 'taken.before@example.cz';
  const widget = await reachStepFour(page, stay, email);
  await bookElsewhere(page, stay, [DUB.id], 'e2e-booking-taken-before-1');

  await bookButton(widget).click();
  await expect(widget.getByRole('alert')).toContainText('Mezitím si někdo jiný ve vašem termínu rezervoval: Apartmán Dub. Vaše rezervace proto nevznikla.');
  expect(bookingsOf(email)).toHaveLength(0);
  await expect(bookButton(widget)).toHaveCount(0);

  // Step 2 shows the apartment as taken now; with another one chosen, step 3 still holds the form.
  await widget.getByRole('link', { name: 'Vybrat jiné ubytování' }).click();
  await expect(objectChooser(widget, DUB.cs)).toBeDisabled();
  await objectChooser(widget, 'Pokoj Javor').check();
  await widget.getByLabel('Čas příjezdu').selectOption('16:00');
  await widget.getByRole('button', { name: 'Pokračovat' }).click();
  await expect(widget.getByLabel('Jméno', { exact: true })).toHaveValue('Petr');
  await expect(widget.getByLabel('E-mail', { exact: true })).toHaveValue(email);
  await expect(widget.getByLabel('Telefon', { exact: true })).toHaveValue('601 234 567');
  await expect(widget.getByRole('checkbox', { name: /Souhlasím se zpracováním/ })).toBeChecked();
});

test('the whole house booked while booking (409): back on step 1 with the dates, the nights occupied, a notice and the nearest free stays', async ({ page }) => {
  const stay = slot(4);
  const email = 'conflict@example.cz';
  const widget = await reachStepFour(page, stay, email);
  // Someone books every object between the last check and the booking.
  await page.route('**/api/book.php*', async (route) => {
    await bookElsewhere(page, stay, [1, 2, 3, 4, 5], 'e2e-booking-conflict-1');
    await route.continue();
  }, { times: 1 });

  await bookButton(widget).click();
  await expect(widget.getByRole('heading', { name: 'Vyberte termín', level: 2 })).toBeVisible();
  const notice = widget.getByRole('alert');
  await expect(notice).toContainText('Zvolený termín už bohužel není volný.');
  await expect(notice).toContainText(`Od ${display(stay.arrival)} do ${display(stay.departure)} už není volno: Apartmán Dub.`);
  await expect(widget.getByLabel('Příjezd', { exact: true })).toHaveValue(display(stay.arrival));
  await expect(widget.getByLabel('Odjezd', { exact: true })).toHaveValue(display(stay.departure));
  await expect(widget.locator(`[data-date="${stay.arrival}"]`)).toHaveClass(/bw-day--(occupied|departure-only)/);
  await expect(widget.locator(`[data-date="${dayFromToday(BLOCK + 4 * 4 + 1)}"]`)).toHaveClass(/bw-day--occupied/);
  expect(bookingsOf(email)).toHaveLength(0);

  // Issue 22: the nearest stays of the same length that can still be booked, from the fresh calendar.
  const offer = widget.getByRole('region', { name: 'Nejbližší volné termíny' });
  const first = offer.getByRole('button').first();
  await expect(first).toContainText('2 noci');
  const [arrival, departure] = await first.evaluate((button) => [button.getAttribute('data-arrival') ?? '', button.getAttribute('data-departure') ?? '']);
  expect(arrival).not.toBe(stay.arrival);
  await first.click();
  await expect(widget.getByLabel('Příjezd', { exact: true })).toHaveValue(display(arrival!));
  await expect(widget.getByLabel('Odjezd', { exact: true })).toHaveValue(display(departure!));
  await expect(notice).toHaveCount(0);
  await widget.getByRole('button', { name: 'Rezervovat termín' }).click();
  await expect(widget.getByRole('heading', { name: 'Výběr ubytování', level: 2 })).toBeVisible();
});

test('paying by card: the failure path reaches /payment-failed and paying again reaches step 5', async ({ page }) => {
  const email = 'card.payment@example.cz';
  const widget = await reachStepFour(page, slot(5), email);
  await widget.getByRole('radio', { name: 'Zaplatit kartou online' }).check();
  await bookButton(widget).click();
  await page.getByRole('button', { name: 'Simulovat chybu platby' }).click();
  await expect(page).toHaveURL(/\/#\/payment-failed$/);
  await expect(widget.getByRole('heading', { level: 2 })).toHaveText('Platba neproběhla');
  // A new card payment for the same booking (pay.php), confirmed by the gateway's notification.
  await widget.getByRole('button', { name: 'Zkusit kartu znovu' }).click();
  await page.getByRole('button', { name: 'Zaplatit' }).click();
  await expect(page).toHaveURL(/\/#\/step-5$/);
  await expect(widget.locator('[data-fact="payment-status"] dd')).toHaveText('Zaplaceno', { timeout: 20_000 });
  expect(bookingsOf(email)).toHaveLength(1);
});

/** Presses Tab until `target` has focus (keyboard only, as a guest would). */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    if (await target.evaluate((element) => element === (element.getRootNode() as ShadowRoot).activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Moves the calendar's focus to `day` with the arrow keys and PageDown, then chooses it with Enter. */
async function chooseDayByKeyboard(page: Page, widget: Locator, day: string): Promise<void> {
  const focusedDay = () => widget.evaluate((host) => host.shadowRoot?.activeElement?.getAttribute('data-date') ?? '');
  for (let step = 0; step < 60; step += 1) {
    const current = await focusedDay();
    if (current === day) break;
    const monthsApart = (Number(day.slice(0, 4)) - Number(current.slice(0, 4))) * 12 + Number(day.slice(5, 7)) - Number(current.slice(5, 7));
    if (monthsApart > 0) await page.keyboard.press('PageDown');
    else if (Math.abs(Number(day.slice(8)) - Number(current.slice(8))) >= 7) await page.keyboard.press(day > current ? 'ArrowDown' : 'ArrowUp');
    else await page.keyboard.press(day > current ? 'ArrowRight' : 'ArrowLeft');
  }
  expect(await focusedDay()).toBe(day);
  await page.keyboard.press('Enter');
}

test('keyboard only: the whole booking from step 1 to step 5 without a mouse; axe on step 4 (en)', async ({ page }) => {
  // Five screens a key at a time, step 2's rates and step 4's policy box among them (issue 50).
  test.setTimeout(60_000);
  const stay = slot(6);
  const email = 'keyboard.only@example.cz';
  await page.goto('/iframe.html?api_key=demo&lang=en');
  const widget = page.locator('booking-widget');
  await expect(widget.locator('.bw-calendar')).not.toHaveAttribute('aria-busy', 'true');

  // Step 1: into the calendar's grid, to the days, Enter on each.
  await tabTo(page, widget.locator('[role="gridcell"][tabindex="0"]').first());
  await chooseDayByKeyboard(page, widget, stay.arrival);
  await chooseDayByKeyboard(page, widget, stay.departure);
  const book = widget.getByRole('button', { name: 'Book these dates' });
  await expect(book).not.toHaveAttribute('aria-disabled', 'true');
  await tabTo(page, book);
  await page.keyboard.press('Enter');

  // Step 2: an arrival time (asked first, above the cards), the apartment by its band, continue.
  await tabTo(page, widget.getByLabel('Arrival time'));
  await page.keyboard.press('ArrowDown');
  await expect(widget.getByLabel('Arrival time')).not.toHaveValue('');
  const chooseDub = objectChooser(widget, DUB.en, 'en');
  await tabTo(page, chooseDub);
  await page.keyboard.press('Space');
  await expect(chooseDub).toBeChecked();
  const next = widget.getByRole('button', { name: 'Continue' });
  await expect(next).not.toHaveAttribute('aria-disabled', 'true');
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  // Step 3: type the details field by field.
  const type = async (label: string, text: string) => {
    await tabTo(page, widget.getByLabel(label, { exact: true }).first());
    await page.keyboard.type(text);
  };
  await type('First name', 'Anna');
  await type('Last name', 'Nováková');
  await type('Street', 'Husova 3');
  await type('City', 'Písek');
  await type('Postal code', '397 01');
  await type('Email', email);
  await type('Phone', '603123456');
  await tabTo(page, widget.getByLabel('How did you hear about us?'));
  await page.keyboard.press('ArrowDown');
  await tabTo(page, widget.getByRole('checkbox', { name: /I agree to the processing/ }));
  await page.keyboard.press('Space');
  await tabTo(page, widget.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');

  // Step 4: the recap, then Book (axe checks step 4 in both languages: a11y-matrix.spec.ts).
  await expect(widget.getByRole('heading', { name: 'Payment and booking', level: 2 })).toBeVisible();
  const bookNow = widget.getByRole('button', { name: 'Book now' });
  await expect(bookNow).not.toHaveAttribute('aria-disabled', 'true');
  // The rates' cancellation policy (issue 50) is accepted with the keyboard too.
  const policy = widget.getByRole('checkbox', { name: POLICY_BOX });
  if (await policy.count()) {
    await tabTo(page, policy);
    await page.keyboard.press('Space');
    await expect(policy).toBeChecked();
  }
  await tabTo(page, bookNow);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/#\/step-5$/);
  await expect(widget.getByRole('heading', { level: 2 })).toHaveText('Thank you, we look forward to seeing you!');
  expect(bookingsOf(email)).toHaveLength(1);
});

test('dummy mode runs the whole booking and stores nothing', async ({ page }) => {
  const stay = slot(7);
  const email = 'dummy.mode@example.cz';
  const widget = await reachStepThree(page, { ...stay, objectName: DUB.cs, startUrl: '/dummy.html' });
  await fillGuestDetails(widget, email);
  await widget.getByRole('button', { name: 'Pokračovat' }).click();
  await expect(bookButton(widget)).not.toHaveAttribute('aria-disabled', 'true');
  // Step 4 promises no e-mail for a booking that is not made.
  await expect(widget.getByText('Jde o zkušební rezervaci: nic se nezarezervuje a žádný e-mail neodejde.')).toBeVisible();
  await expect(widget.getByText(/pošleme vám e-mailem|Potvrzení rezervace vám pošleme/)).toHaveCount(0);
  await acceptCancellationPolicy(widget);
  await bookButton(widget).click();
  await expect(widget.getByRole('note')).toHaveText('Šlo o zkušební rezervaci: nic nebylo rezervováno.');
  // Step 5 claims nothing that did not happen: no thanks for a saved booking, no e-mail sent, nothing to pay.
  await expect(widget.getByRole('heading', { level: 2 })).toHaveText('Zkušební rezervace dokončena');
  await expect(widget.getByText('Nic: žádný e-mail neodešel a nic se neplatí. Platební údaje výše jsou jen ukázka.')).toBeVisible();
  for (const claim of [/uložena/, /poslali e-mailem/, /Děkujeme/, /těšíme se/]) await expect(widget.getByText(claim)).toHaveCount(0);
  expect(bookingsOf(email)).toHaveLength(0);
});
