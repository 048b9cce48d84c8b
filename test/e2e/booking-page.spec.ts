// The guest's booking page against the reference server (issue 50), at a
// phone's and a desktop's width: a flexible booking's e-mail link opens it, it
// cancels with a fee of 0 after a modal dialog that names the fee and the
// refund, the host page hears it without the token, and the nights can be
// booked again. In German it reads in German; a wrong token shows nothing of
// any booking; axe and keyboard on the page and its dialog. Each test books its
// own stay of rooms 1-3 in a low-season block (days 300+) no other spec uses.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { readEml } from '../../server/mail/eml.ts';
import { messageFor, waitFor } from '../api/outbox';
import { lowSeasonOffset } from '../support/low-season';
import { acceptCancellationPolicy, objectChooser, reachStepTwo } from './support/flow';
import { axeViolations } from './support/gates';
import { openPrepared } from './support/prepared';
import { dayFromToday } from './support/widget';

const BLOCK = lowSeasonOffset(300, 12, dayFromToday);
const stayAt = (index: number) => ({ arrival: dayFromToday(BLOCK + index * 4), departure: dayFromToday(BLOCK + index * 4 + 2) });
const OUTBOX = 'data/e2e/outbox';

/** Books `objectId` for the stay through steps 4 and 5 with the flexible (default) rate; returns the booking number. */
async function bookFlexible(page: Page, stay: { arrival: string; departure: string }, objectId: string, email: string): Promise<string> {
  await openPrepared(page, { stay, objectId, email }, '/#/step-4');
  const widget = page.locator('booking-widget');
  const book = widget.getByRole('button', { name: 'Závazně rezervovat' });
  await expect(book).not.toHaveAttribute('aria-disabled', 'true');
  await acceptCancellationPolicy(widget);
  await book.click();
  await expect(page).toHaveURL(/#\/step-5$/);
  // Step 5 leads to the booking page too.
  await expect(widget.getByRole('link', { name: 'Zobrazit nebo zrušit rezervaci' })).toBeVisible();
  return (await widget.locator('[data-fact="booking-number"] dd').textContent())!.trim();
}

/** The link to the booking page in the booking's confirmation e-mail. */
async function mailedLink(variableSymbol: string): Promise<string> {
  const source = await waitFor(() => messageFor(OUTBOX, variableSymbol), `the confirmation of ${variableSymbol}`);
  const link = /https?:\/\/\S*manage_token=[\w-]+\S*/.exec(readEml(source).text)?.[0];
  expect(link, 'the e-mail links to the booking page').toBeTruthy();
  return link!;
}

const cancelButton = (widget: Locator, name = 'Zrušit rezervaci') => widget.getByRole('button', { name, exact: true });

for (const [index, width, objectId] of [[0, 360, '1'], [1, 1280, '2']] as const) {
  test(`the e-mail link opens the booking page, which cancels for free and frees the nights (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const stay = stayAt(index);
    const number = await bookFlexible(page, stay, objectId, `booking.page.${width}@example.cz`);
    const link = await mailedLink(number);
    const token = new URL(link).searchParams.get('manage_token')!;

    await page.addInitScript(() => {
      const heard: unknown[] = [];
      (window as unknown as { heard: unknown[] }).heard = heard;
      document.addEventListener('bw-booking-cancelled', (event) => heard.push((event as CustomEvent).detail), true);
      window.addEventListener('message', (event) => heard.push(event.data));
    });
    await page.goto(link);
    const widget = page.locator('booking-widget');
    await expect(widget.getByRole('heading', { name: 'Vaše rezervace', level: 2 })).toBeVisible();
    await expect(widget.locator('[data-fact="booking-number"] dd')).toHaveText(number);
    await expect(widget.locator('[data-rate-terms]').first()).toContainText('Zrušení zdarma do');
    await expect(widget.getByText(/Dnes můžete rezervaci zrušit zdarma/)).toBeVisible();
    // Something is due: how to pay it, with the variable symbol.
    await expect(widget.locator('[data-detail="variable-symbol"]')).toContainText(number);

    const open = cancelButton(widget);
    await open.click();
    const dialog = widget.getByRole('dialog', { name: 'Zrušit tuto rezervaci?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Storno poplatek: 0,00\u00a0Kč');
    await expect(dialog).toContainText('Vrátíme vám: 0,00\u00a0Kč');
    // A real modal: Escape closes it and focus goes back to the button.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await dialog.getByRole('button', { name: 'Ano, zrušit rezervaci' }).click();
    await expect(widget.getByRole('status').filter({ hasText: 'Tato rezervace byla zrušena' })).toBeVisible();
    await expect(cancelButton(widget)).toHaveCount(0);
    await expect(widget.locator('.bw-payment')).toHaveCount(0);
    const heard = await page.evaluate(() => JSON.stringify((window as unknown as { heard: unknown[] }).heard));
    expect(heard).toContain(number);
    expect(heard).not.toContain(token);

    // The nights are free for other guests again.
    await page.goto('/');
    const again = await reachStepTwo(page, { ...stay, width });
    await expect(objectChooser(again, objectId === '1' ? 'Pokoj Lípa' : 'Rodinný pokoj Buk')).toBeEnabled();
  });
}

test('in German the booking page reads in German; keyboard and axe on the page and its dialog', async ({ page }) => {
  const number = await bookFlexible(page, stayAt(2), '3', 'booking.page.de@example.cz');
  const link = new URL(await mailedLink(number));
  link.searchParams.set('lang', 'de');
  await page.goto(link.href);
  const widget = page.locator('booking-widget');
  await expect(widget.getByRole('heading', { name: 'Ihre Buchung', level: 2 })).toBeVisible();
  await expect(widget.getByText('Buchungsnummer')).toBeVisible();
  await expect(widget.locator('[data-rate-terms]').first()).toContainText('Kostenlose Stornierung bis');
  expect(await axeViolations(page)).toEqual([]);

  const open = cancelButton(widget, 'Buchung stornieren');
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = widget.getByRole('dialog', { name: 'Diese Buchung stornieren?' });
  await expect(dialog).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // Focus stays in the dialog: Tab moves between its two buttons only.
  const keep = dialog.getByRole('button', { name: 'Buchung behalten' });
  await expect(keep).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Ja, Buchung stornieren' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(keep).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

test('a wrong token shows a clear screen and nothing of any booking', async ({ page }) => {
  await page.goto('/iframe.html?api_key=demo&lang=cs&manage_token=AAAAAAAAAAAAAAAAAAAAAA#/booking');
  const widget = page.locator('booking-widget');
  await expect(widget.getByRole('heading', { name: 'Rezervace nenalezena', level: 2 })).toBeVisible();
  await expect(widget.getByText(/Tento odkaz nevede k žádné rezervaci/)).toBeVisible();
  await expect(widget.locator('.bw-managed')).toHaveCount(0);
  await expect(cancelButton(widget)).toHaveCount(0);
});

test('embed.js hands the booking link\'s token to its frame, which opens the booking page', async ({ page }) => {
  await page.goto('/iframe-host.html?manage_token=AAAAAAAAAAAAAAAAAAAAAA');
  const frame = page.frameLocator('iframe').first();
  await expect(frame.locator('booking-widget').getByRole('heading', { name: 'Rezervace nenalezena', level: 2 })).toBeVisible();
});
