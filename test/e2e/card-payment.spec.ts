// Card payment through the demo gateway (issue 51), at a phone's and a
// desktop's width: a card booking shows "Payment received" on step 5 only once
// the gateway's signed notification reached the server; a declined card goes to
// payment-failed and trying again pays the same booking; a guest who leaves the
// gateway finds the payment due with a Pay button on the booking page; a paid
// flexible booking cancelled there shows its refund to the card. Each test books
// its own stay in a low-season block (days 495+, rooms 1 at 360 px and 2 at 1280 px) no other spec uses.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { lowSeasonOffset } from '../support/low-season';
import { acceptCancellationPolicy } from './support/flow';
import { openPrepared, prepareTab } from './support/prepared';
import { dayFromToday } from './support/widget';

const BLOCK = lowSeasonOffset(495, 12, dayFromToday);
const stayAt = (index: number) => ({ arrival: dayFromToday(BLOCK + index * 3), departure: dayFromToday(BLOCK + index * 3 + 2) });
const fact = (widget: Locator, name: string) => widget.locator(`[data-fact="${name}"] dd`);

/** Books the stay by card from step 4 (the flexible rate); the page leaves for the demo gateway. */
async function bookByCard(page: Page, index: number, objectId: string, email: string): Promise<Locator> {
  await openPrepared(page, { stay: stayAt(index), objectId, email }, '/#/step-4');
  const widget = page.locator('booking-widget');
  const book = widget.getByRole('button', { name: 'Závazně rezervovat' });
  await expect(book).not.toHaveAttribute('aria-disabled', 'true');
  // Bank transfer stays the default; the card says what it pays now.
  await expect(widget.getByRole('radio', { name: 'Bankovní převod (QR platba)' })).toBeChecked();
  const card = widget.getByRole('radio', { name: 'Zaplatit kartou online' });
  await card.check();
  await expect(widget.locator('.bw-pay-choice')).toContainText('Kartou nyní zaplatíte:');
  await acceptCancellationPolicy(widget);
  await book.click();
  await expect(page.getByRole('heading', { name: 'Platba kartou (demo)' })).toBeVisible();
  return widget;
}

/** The booking this tab keeps (what step 4 stored before leaving): its number and its booking page. */
async function keptBooking(page: Page): Promise<{ number: string; manageUrl: string }> {
  return page.evaluate(() => {
    const kept = JSON.parse(sessionStorage.getItem('booking-widget:default:booking') ?? '{}') as { payment?: { variable_symbol: string; manage_url?: string } };
    return { number: kept.payment?.variable_symbol ?? '', manageUrl: kept.payment?.manage_url ?? '' };
  });
}

for (const [slot, width, objectId] of [[0, 360, '1'], [0, 1280, '2']] as const) {
  test.describe(`${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
    });

    test('a card booking shows the payment received on step 5', async ({ page }) => {
      const widget = await bookByCard(page, slot, objectId, `card.paid.${width}@example.cz`);
      await page.getByRole('button', { name: 'Zaplatit' }).click();
      await expect(page).toHaveURL(/#\/step-5$/);
      await expect(widget.getByRole('status').filter({ hasText: 'Platba přijata' })).toBeVisible({ timeout: 20_000 });
      await expect(fact(widget, 'payment-status')).toHaveText('Zaplaceno');
      await expect(widget.locator('.bw-payment')).toHaveCount(0);
    });

    test('a declined card goes to payment-failed, and trying again pays the same booking', async ({ page }) => {
      const widget = await bookByCard(page, slot + 1, objectId, `card.declined.${width}@example.cz`);
      await page.getByRole('button', { name: 'Simulovat chybu platby' }).click();
      await expect(page).toHaveURL(/#\/payment-failed$/);
      await expect(widget.getByRole('heading', { level: 2 })).toHaveText('Platba neproběhla');
      const { number } = await keptBooking(page);
      await expect(widget.getByRole('alert').first()).toContainText(`Vaše rezervace ${number} zůstává uložená`);
      await widget.getByRole('button', { name: 'Zkusit kartu znovu' }).click();
      await page.getByRole('button', { name: 'Zaplatit' }).click();
      await expect(page).toHaveURL(/#\/step-5$/);
      await expect(widget.getByRole('status').filter({ hasText: 'Platba přijata' })).toBeVisible({ timeout: 20_000 });
      await expect(fact(widget, 'booking-number')).toHaveText(number);
    });

    test('leaving the gateway unpaid: the booking page shows the payment due with a Pay button', async ({ page }) => {
      await bookByCard(page, slot + 2, objectId, `card.left.${width}@example.cz`);
      const { manageUrl } = await keptBooking(page);
      expect(manageUrl).toContain('manage_token=');
      await page.getByRole('link', { name: 'Odejít bez placení' }).click();
      await page.goto(manageUrl);
      const widget = page.locator('booking-widget');
      await expect(widget.getByRole('heading', { name: 'Vaše rezervace', level: 2 })).toBeVisible();
      await expect(fact(widget, 'payment-status')).toHaveText('Čeká na platbu');
      await expect(widget.locator('.bw-managed__pay')).toContainText('Zbývá zaplatit:');
      await widget.getByRole('button', { name: 'Zaplatit', exact: true }).click();
      // A new payment of the same booking, at the gateway's page.
      await expect(page.getByRole('heading', { name: 'Platba kartou (demo)' })).toBeVisible();
    });

    test('cancelling a paid flexible booking shows the refund to the card', async ({ page }) => {
      const widget = await bookByCard(page, slot + 3, objectId, `card.refund.${width}@example.cz`);
      const { manageUrl } = await keptBooking(page);
      await page.getByRole('button', { name: 'Zaplatit' }).click();
      await expect(widget.getByRole('status').filter({ hasText: 'Platba přijata' })).toBeVisible({ timeout: 20_000 });
      await page.goto(manageUrl);
      await expect(fact(widget, 'payment-status')).toHaveText('Zaplaceno');
      await widget.getByRole('button', { name: 'Zrušit rezervaci', exact: true }).click();
      await widget.getByRole('dialog').getByRole('button', { name: 'Ano, zrušit rezervaci' }).click();
      await expect(widget.locator('[data-refund="card"]')).toContainText(/^Částku .+ vracíme na vaši kartu; na účet by vám měla dorazit nejpozději .+\.$/);
    });
  });
}

test('in a frame the gateway opens as a new top-level window, and the frame hears the payment', async ({ page }) => {
  // The frame learns of the payment by asking with backoff, not from a return.
  test.setTimeout(60_000);
  // Room 3 at the block's fourth slot (the engines suite books room 3 at the first three).
  await prepareTab(page, { stay: stayAt(3), objectId: '3', email: 'card.frame@example.cz' });
  // A host page of the widget's origin that frames iframe.html (served by the test, not the demo).
  await page.route('**/card-frame-host.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Host</title><h1>Host</h1><iframe title="Rezervace" src="/iframe.html?api_key=demo&lang=cs#/step-4" style="width:800px;height:1600px"></iframe>',
    }),
  );
  await page.goto('/card-frame-host.html');
  const frame = page.frameLocator('iframe[title="Rezervace"]');
  const widget = frame.locator('booking-widget');
  const book = widget.getByRole('button', { name: 'Závazně rezervovat' });
  await expect(book).not.toHaveAttribute('aria-disabled', 'true');
  await widget.getByRole('radio', { name: 'Zaplatit kartou online' }).check();
  await acceptCancellationPolicy(widget);
  const opening = page.waitForEvent('popup');
  await book.click();
  const gateway = await opening;
  await expect(gateway.getByRole('heading', { name: 'Platba kartou (demo)' })).toBeVisible();
  // The host page stays where it was, its frame on step 5, confirming.
  await expect(page.getByRole('heading', { name: 'Host' })).toBeVisible();
  await expect(widget.getByRole('status').filter({ hasText: 'Ověřujeme vaši platbu kartou.' })).toBeVisible();
  await gateway.getByRole('button', { name: 'Zaplatit' }).click();
  await expect(widget.getByRole('status').filter({ hasText: 'Platba přijata' })).toBeVisible({ timeout: 30_000 });
  await gateway.close();
});
