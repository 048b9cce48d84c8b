// Steps 5 and payment-failed against the reference server: a booking made
// through the API, the demo payment page's success and failure paths back to
// the host page, the thanks screen, the .ics download and the outbox. Ranges
// lie 200+ days ahead in the low season, far from other specs' stays.
import { axeViolations } from './support/gates';
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { lowSeasonOffset } from '../support/low-season';
import { dayFromToday } from './support/widget';

const GUEST = {
  first_name: 'Eva',
  last_name: 'Dvořáková',
  street_address: 'Lipová 7',
  city: 'Brno',
  postal_code: '602 00',
  country: 'Czech Republic',
  email: 'eva.dvorakova@example.cz',
  phone: '602345678',
  dial_code: '420',
};

type RawPayment = {
  booking: { uuid: string; from: string; to: string; dummy: string };
  variable_symbol: string;
  online_payment_link: string;
  price: string;
  deposit: string;
  settings: Record<string, string>;
  [field: string]: unknown;
};

/** What the widget's step 4 keeps after book: the answer as the client parses it. */
function keptBooking(raw: RawPayment) {
  const flags = (record: Record<string, string>) => Object.fromEntries(Object.entries(record).map(([key, value]) => [key, value === '1']));
  const payment = {
    ...raw,
    booking: { ...raw.booking, dummy: raw.booking.dummy === '1' },
    price: Number(raw.price),
    deposit: Number(raw.deposit),
    settings: flags(raw.settings),
  };
  return JSON.stringify({ status: 'booked', uuid: raw.booking.uuid, attemptKey: '', payment });
}

/** Books through the API as step 4 would, with the host page's return URLs, and keeps it in the tab. */
async function bookAndKeep(page: Page, options: { start: number; objectId: string; lang: 'cs' | 'en'; hostPath: string; key: string }) {
  const offset = lowSeasonOffset(options.start, 2, dayFromToday);
  const origin = new URL(page.url()).origin;
  const answer = await page.request.post(`${origin}/api/book.php?api_key=demo&lang=${options.lang}`, {
    data: {
      from: dayFromToday(offset),
      to: dayFromToday(offset + 2),
      objects: [{ id: options.objectId, occupancy: { adults: 2 }, services: {} }],
      customer: GUEST,
      accept_gdpr_compliance: true,
      payments: 'online',
      success_url: `${origin}${options.hostPath}#/step-5`,
      failure_url: `${origin}${options.hostPath}#/payment-failed`,
      idempotency_key: options.key,
    },
  });
  expect(answer.status()).toBe(200);
  const payment = (await answer.json()) as RawPayment;
  await page.evaluate((kept) => sessionStorage.setItem('booking-widget:default:booking', kept), keptBooking(payment));
  return { payment, arrival: dayFromToday(offset), departure: dayFromToday(offset + 2) };
}

const display = (day: string) => day.split('-').reverse().join('.');

const axeProblems = axeViolations;

const fact = (widget: Locator, name: string) => widget.locator(`[data-fact="${name}"] dd`);

test('paying online returns to step 5: thanks, the .ics, print and the e-mail in the outbox (cs)', async ({ page }) => {
  await page.goto('/');
  const { payment, arrival, departure } = await bookAndKeep(page, { start: 200, objectId: '1', lang: 'cs', hostPath: '/', key: 'e2e-step5-paid-1' });
  await page.goto(payment.online_payment_link);
  await page.getByRole('button', { name: 'Zaplatit' }).click();
  await expect(page).toHaveURL(/#\/step-5$/);

  const widget = page.locator('booking-widget');
  await expect(widget.getByRole('heading', { level: 2 })).toHaveText('Děkujeme, těšíme se na vás!');
  await expect(fact(widget, 'payment-status')).toHaveText('Zaplaceno');
  await expect(fact(widget, 'booking-number')).toHaveText(payment.variable_symbol);
  await expect(fact(widget, 'check-in')).toHaveText(display(arrival));
  await expect(fact(widget, 'check-out')).toHaveText(display(departure));
  await expect(fact(widget, 'nights')).toHaveText('2 noci');
  // Paid: nothing more to pay, so no payment details.
  await expect(widget.locator('.bw-payment')).toHaveCount(0);
  expect(await axeProblems(page)).toEqual([]);

  const downloading = page.waitForEvent('download');
  await widget.getByRole('button', { name: 'Přidat do kalendáře' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`booking-${payment.variable_symbol}.ics`);
  const ics = readFileSync((await download.path())!, 'utf8');
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  expect(lines).toContain('BEGIN:VEVENT');
  expect(lines).toContain(`DTSTART;VALUE=DATE:${arrival.replace(/-/g, '')}`);
  expect(lines).toContain(`DTEND;VALUE=DATE:${departure.replace(/-/g, '')}`);
  expect(lines).toContain(`SUMMARY:Penzion U Staré lípy – Rezervace ${payment.variable_symbol}`);

  // The browser's own Print shows only the confirmation of the widget.
  await page.emulateMedia({ media: 'print' });
  await expect(widget.locator('.bw-confirmation')).toBeVisible();
  await expect(widget.getByRole('button', { name: 'Přidat do kalendáře' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  await page.goto('/outbox');
  const message = page.getByRole('link', { name: new RegExp(`Potvrzení rezervace ${payment.variable_symbol}`) });
  await expect(message).toHaveCount(1);
  await message.click();
  await expect(page.locator('dd').filter({ hasText: `booking-${payment.variable_symbol}.ics` })).toBeVisible();
  await expect(page.locator('.mail-text')).toContainText(`Variabilní symbol: ${payment.variable_symbol}`);
});

test('a failed payment keeps the booking; paying again reaches step 5 (cs), with no axe violations', async ({ page }) => {
  await page.goto('/');
  const { payment } = await bookAndKeep(page, { start: 230, objectId: '2', lang: 'cs', hostPath: '/', key: 'e2e-step5-failed-1' });
  await page.goto(payment.online_payment_link);
  await page.getByRole('button', { name: 'Simulovat chybu platby' }).click();
  await expect(page).toHaveURL(/#\/payment-failed$/);

  const widget = page.locator('booking-widget');
  await expect(widget.getByRole('heading', { level: 2 })).toHaveText('Platba neproběhla');
  await expect(widget.getByRole('alert')).toContainText(`Vaše rezervace ${payment.variable_symbol} zůstává uložená`);
  await expect(widget.getByRole('button', { name: 'Kopírovat Variabilní symbol' })).toBeVisible();
  await expect(widget.getByRole('img', { name: /QR kód pro platbu/ })).toBeVisible();
  expect(await axeProblems(page)).toEqual([]);

  // A new card payment for the same booking (pay.php); paid once the gateway's notification is in.
  await widget.getByRole('button', { name: 'Zkusit kartu znovu' }).click();
  await page.getByRole('button', { name: 'Zaplatit' }).click();
  await expect(page).toHaveURL(/#\/step-5$/);
  await expect(fact(widget, 'payment-status')).toHaveText('Zaplaceno', { timeout: 20_000 });
  await expect(fact(widget, 'booking-number')).toHaveText(payment.variable_symbol);
});

test('step 5 unpaid and payment-failed in English have no axe violations', async ({ page }) => {
  await page.goto('/iframe.html?api_key=demo&lang=en');
  await bookAndKeep(page, { start: 260, objectId: '3', lang: 'en', hostPath: '/iframe.html?api_key=demo&lang=en', key: 'e2e-step5-en-1' });
  // Step 5 of a card booking not paid yet: the widget confirms the payment with the server (issue 51).
  await page.goto('/iframe.html?api_key=demo&lang=en#/step-5');
  const widget = page.locator('booking-widget');
  await expect(fact(widget, 'payment-status')).toHaveText('Confirming the payment…');
  await expect(widget.getByRole('status').filter({ hasText: 'We are confirming your card payment.' })).toBeVisible();
  // Nothing to pay while it is being confirmed: no second payment by mistake.
  await expect(widget.getByRole('heading', { name: 'How to pay' })).toHaveCount(0);
  expect(await axeProblems(page)).toEqual([]);

  await page.goto('/iframe.html?api_key=demo&lang=en#/payment-failed');
  await expect(widget.getByRole('heading', { level: 2 })).toHaveText('The payment did not go through');
  await expect(widget.getByRole('button', { name: 'Try the card again' })).toBeVisible();
  await expect(widget.getByRole('button', { name: 'Copy IBAN' })).toBeVisible();
  expect(await axeProblems(page)).toEqual([]);
});
