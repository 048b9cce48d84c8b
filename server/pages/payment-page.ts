import type { IncomingMessage, ServerResponse } from 'node:http';
import { serverLang } from '../domain/lang.ts';
import { formatMoney } from '../domain/money.ts';
import { redirect } from '../http/respond.ts';
import type { DemoGateway } from '../payments/demo-gateway.ts';
import { SERVER_TEXTS } from '../texts/index.ts';
import { escapeHtml, page, sendPage } from './html.ts';

/**
 * The demo gateway's hosted page (docs/payments.md "The demo gateway"): the guest pays, declines,
 * or leaves without paying. Pressing a button changes only the gateway's own record; the booking
 * learns of it from the gateway's signed notification, as with a real gateway, never from this page.
 * Only the demo serves it (server/extras.ts).
 */

function origins(...urls: string[]): string[] {
  return [...new Set(urls.filter(Boolean).map((url) => new URL(url).origin))];
}

export async function handlePaymentPage(req: IncomingMessage, res: ServerResponse, gateway: DemoGateway, rest: string, url: URL): Promise<void> {
  const lang = serverLang(url.searchParams.get('lang'));
  const t = SERVER_TEXTS[lang].paymentPage;
  const [reference = '', action] = rest.split('/');
  req.resume();
  const payment = await gateway.payment(reference);
  if (!payment) return sendPage(res, 404, page(lang, t.title, `<h1>${t.title}</h1><p>${t.unknown}</p>`));

  if (req.method === 'POST' && (action === 'pay' || action === 'decline')) {
    const decided = await gateway.decide(reference, action === 'pay' ? 'paid' : 'failed');
    const target = decided?.state === 'paid' ? payment.returnUrl : payment.cancelUrl;
    if (target) return redirect(res, target);
    return sendPage(res, 200, page(lang, t.title, `<h1>${t.title}</h1><p>${decided?.state === 'paid' ? t.paid : t.failed}</p>`));
  }
  if (req.method !== 'GET' || action !== undefined) return sendPage(res, 405, page(lang, t.title, `<h1>405</h1>`));

  const base = url.pathname.replace(/\/+$/, '');
  const form = (act: string, label: string, css: string) =>
    `<form method="post" action="${escapeHtml(`${base}/${act}?lang=${lang}`)}"><button class="${css}" type="submit">${label}</button></form>`;
  // Leaving tells the gateway nothing: the booking waits for its payment until its hold ends.
  const leave = payment.cancelUrl ? `<p><a href="${escapeHtml(payment.cancelUrl)}">${t.leave}</a></p>` : '';
  sendPage(
    res,
    200,
    page(
      lang,
      t.title,
      `<h1>${t.title}</h1>
<p class="demo">${t.demo}</p>
<p>${t.booking}: <strong>${escapeHtml(payment.description)}</strong></p>
<p>${t.amount}: <strong>${escapeHtml(formatMoney(payment.amount, payment.currency))}</strong></p>
${payment.state === 'pending' ? `${form('pay', t.pay, 'pay')}${form('decline', t.fail, 'fail')}${leave}` : `<p>${payment.state === 'paid' ? t.paid : t.failed}</p>`}`,
    ),
    { formTargets: origins(payment.returnUrl, payment.cancelUrl) },
  );
}

export function insurancePage(res: ServerResponse, url: URL): void {
  const lang = serverLang(url.searchParams.get('lang'));
  const { insuranceTitle: title, insuranceText: text } = SERVER_TEXTS[lang].paymentPage;
  sendPage(res, 200, page(lang, title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`));
}
