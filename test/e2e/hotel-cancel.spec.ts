// The hotel cancels a paid card booking on its edit link (issue 51), at a
// phone's and a desktop's width: the guest books the flexible rate and pays the
// deposit on the demo gateway; the operator opens the booking's edit link,
// "Zrušit rezervaci" opens a modal dialog that names what goes back by the
// policy and in full (keyboard: Escape closes it and focus returns; axe finds
// nothing in it), the cancellation shows the refund to the guest's card, and
// the guest's booking page then shows the booking cancelled with that refund.
// Each test books its own stay in a low-season block (days 510+, rooms 3 at
// 360 px and 4 at 1280 px) no other spec uses.
import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { lowSeasonOffset } from '../support/low-season';
import { acceptCancellationPolicy } from './support/flow';
import { axeViolations } from './support/gates';
import { openPrepared } from './support/prepared';
import { dayFromToday } from './support/widget';

const BLOCK = lowSeasonOffset(510, 8, dayFromToday);
const stayAt = (index: number) => ({ arrival: dayFromToday(BLOCK + index * 4), departure: dayFromToday(BLOCK + index * 4 + 2) });

/** Books the stay by card (the flexible rate, the deposit now) and pays on the demo gateway; answers its number and booking page. */
async function paidCardBooking(page: Page, index: number, objectId: string, email: string): Promise<{ number: string; manageUrl: string }> {
  await openPrepared(page, { stay: stayAt(index), objectId, email }, '/#/step-4');
  const widget = page.locator('booking-widget');
  const book = widget.getByRole('button', { name: 'Závazně rezervovat' });
  await expect(book).not.toHaveAttribute('aria-disabled', 'true');
  await widget.getByRole('radio', { name: 'Zaplatit kartou online' }).check();
  await acceptCancellationPolicy(widget);
  await book.click();
  await page.getByRole('button', { name: 'Zaplatit' }).click();
  await expect(widget.getByRole('status').filter({ hasText: 'Platba přijata' })).toBeVisible({ timeout: 20_000 });
  return page.evaluate(() => {
    const kept = JSON.parse(sessionStorage.getItem('booking-widget:default:booking') ?? '{}') as { payment?: { variable_symbol: string; manage_url?: string } };
    return { number: kept.payment?.variable_symbol ?? '', manageUrl: kept.payment?.manage_url ?? '' };
  });
}

/** The booking's edit link, as the hotel's own system holds it (the server's database). */
function editLink(number: string): string {
  const db = new Database('data/e2e/booking.sqlite', { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('SELECT uuid, edit_token FROM bookings WHERE variable_symbol = ?').get(number) as { uuid: string; edit_token: string };
    return `/?edit_token=${encodeURIComponent(row.edit_token)}&edit_uuid=${row.uuid}#/step-2/edit`;
  } finally {
    db.close();
  }
}

for (const [index, width, objectId] of [[0, 360, '3'], [1, 1280, '4']] as const) {
  test(`the hotel cancels a paid flexible booking on its edit link and the refund shows to both (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const { number, manageUrl } = await paidCardBooking(page, index, objectId, `hotel.cancel.${width}@example.cz`);
    expect(manageUrl).toContain('manage_token=');

    await page.goto(editLink(number));
    const widget = page.locator('booking-widget');
    await expect(widget.getByRole('heading', { level: 2, name: `Úprava rezervace ${number}` })).toBeVisible();
    const cancel = widget.locator('.bw-edit__cancel');
    await expect(cancel).toContainText(/Host zaplatil .+\u00a0Kč\./);
    const open = cancel.getByRole('button', { name: 'Zrušit rezervaci', exact: true });
    await open.click();
    const dialog = widget.getByRole('dialog', { name: 'Zrušit tuto rezervaci?' });
    await expect(dialog).toBeVisible();
    const byTerms = dialog.getByRole('radio', { name: /^Podle storno podmínek: storno poplatek 0,00\sKč, vrátíme .+\sKč$/ });
    await expect(byTerms).toBeChecked();
    await expect(dialog.getByRole('radio', { name: /^Vrátit vše bez storno poplatku: .+\sKč$/ })).not.toBeChecked();
    expect(await axeViolations(page)).toEqual([]);
    // A real modal: Escape closes it and focus goes back to the button.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Ano, zrušit rezervaci' }).click();
    const notice = widget.locator('[data-cancelled-notice]');
    await expect(notice).toBeFocused();
    await expect(notice).toContainText('Tato rezervace byla zrušena');
    await expect(widget.locator('[data-refund="card"]')).toHaveText(/^Částku .+\u00a0Kč vracíme na kartu hosta; na účet by mu měla dorazit nejpozději .+\.$/);
    await expect(widget.getByRole('button', { name: 'Uložit změny' })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    // The guest's page says the same: cancelled, and the money on its way back to the card.
    await page.goto(manageUrl);
    await expect(widget.locator('[data-cancelled-notice]')).toContainText('Tato rezervace byla zrušena');
    await expect(widget.locator('[data-fact="payment-status"] dd')).toHaveText('Vráceno');
    await expect(widget.locator('[data-refund="card"]')).toHaveText(/^Částku .+\u00a0Kč vracíme na vaši kartu; na účet by vám měla dorazit nejpozději .+\.$/);
    await expect(widget.getByRole('button', { name: 'Zrušit rezervaci', exact: true })).toHaveCount(0);
  });
}
