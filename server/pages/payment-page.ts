import type { IncomingMessage, ServerResponse } from 'node:http';
import { bookingByUuid, setPaymentStatus } from '../db/bookings.ts';
import { readCatalog } from '../db/catalog.ts';
import type { Database } from '../db/database.ts';
import { pick } from '../domain/catalog.ts';
import { serverLang } from '../domain/lang.ts';
import { formatMoney } from '../domain/money.ts';
import { redirect } from '../http/respond.ts';
import { SERVER_TEXTS } from '../texts/index.ts';
import { rateMessage } from '../texts/rates/index.ts';
import { escapeHtml, page, sendPage } from './html.ts';

/**
 * A stand-in for a card payment gateway: the guest presses "pay" or "fail",
 * the booking's payment status changes, and the guest goes back to the URL
 * the booking gave (success_url / failure_url), or sees a plain result.
 * Only the demo serves it (server/extras.ts): anyone with the link marks the booking paid.
 */

/** The origins of the pages a booking returns to: its forms' answers redirect there. */
function returnOrigins(booking: { success_url: string; failure_url: string }): string[] {
  const origins = [booking.success_url, booking.failure_url].filter(Boolean).map((url) => new URL(url).origin);
  return [...new Set(origins)];
}

export async function handlePaymentPage(req: IncomingMessage, res: ServerResponse, db: Database, rest: string, url: URL): Promise<void> {
  const lang = serverLang(url.searchParams.get('lang'));
  const t = SERVER_TEXTS[lang].paymentPage;
  const [uuid = '', action] = rest.split('/');
  const booking = await bookingByUuid(db, uuid);
  if (!booking) return sendPage(res, 404, page(lang, t.title, `<h1>${t.title}</h1><p>${t.unknown}</p>`));
  // A booking the guest cancelled (issue 50) takes no payment.
  if (booking.status === 'cancelled') {
    req.resume();
    return sendPage(res, 409, page(lang, t.title, `<h1>${t.title}</h1><p>${escapeHtml(rateMessage('alreadyCancelled', lang))}</p>`));
  }

  if (req.method === 'POST' && (action === 'succeed' || action === 'fail')) {
    await setPaymentStatus(db, uuid, action === 'succeed' ? 'paid' : 'failed');
    req.resume();
    const target = action === 'succeed' ? booking.success_url : booking.failure_url;
    if (target) return redirect(res, target);
    const result = action === 'succeed' ? t.paid : t.failed;
    return sendPage(res, 200, page(lang, t.title, `<h1>${t.title}</h1><p>${result}</p>`));
  }
  if (req.method !== 'GET' || action !== undefined) return sendPage(res, 405, page(lang, t.title, `<h1>405</h1>`));

  const currency = pick((await readCatalog(db)).settings.currencyText, lang);
  const base = `${url.pathname.replace(/\/+$/, '')}`;
  const form = (act: string, label: string, css: string) =>
    `<form method="post" action="${escapeHtml(`${base}/${act}?lang=${lang}`)}"><button class="${css}" type="submit">${label}</button></form>`;
  sendPage(
    res,
    200,
    page(
      lang,
      t.title,
      `<h1>${t.title}</h1>
<p class="demo">${t.demo}</p>
<p>${t.booking}: <strong>${escapeHtml(booking.variable_symbol)}</strong> (${escapeHtml(booking.arrival)} – ${escapeHtml(booking.departure)})</p>
<p>${t.amount}: <strong>${escapeHtml(formatMoney(booking.deposit, currency))}</strong></p>
${form('succeed', t.pay, 'pay')}${form('fail', t.fail, 'fail')}`,
    ),
    { formTargets: returnOrigins(booking) },
  );
}

export function insurancePage(res: ServerResponse, url: URL): void {
  const lang = serverLang(url.searchParams.get('lang'));
  const { insuranceTitle: title, insuranceText: text } = SERVER_TEXTS[lang].paymentPage;
  sendPage(res, 200, page(lang, title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`));
}
