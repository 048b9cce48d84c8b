import type { BookingRow } from '../db/bookings.ts';
import type { Queryable } from '../db/database.ts';
import type { Catalog } from '../domain/catalog.ts';
import { moneyState } from '../payments/store.ts';
import { startCardPayment } from '../payments/settle.ts';
import type { RequestContext } from './context.ts';
import { problem } from './problem.ts';
import { bookingForToken } from './manage-token.ts';
import { returnUrl } from './guest.ts';

/** Card payment in the API's answers (issue 51, docs/api.md "Card payment"). */

const round = (amount: number) => Math.round(amount * 100) / 100;

/** What the card pays in all (the deposit, or the whole stay by the hotel's choice), before what was paid. */
export function cardTotal(catalog: Catalog, booking: Pick<BookingRow, 'price' | 'deposit'>): number {
  return catalog.settings.cardAmount === 'full' || booking.deposit <= 0 ? booking.price : booking.deposit;
}

/** The book (and pay) answer's card fields: the gateway's page and the payment it waits for. */
export async function cardAnswer(ctx: RequestContext, booking: BookingRow) {
  const money = await moneyState(ctx.db, booking);
  const pending = money.pending;
  if (!pending || !money.hold) return { online_payment_link: '' };
  return {
    online_payment_link: pending.link,
    payment: { status: money.status, amount: pending.amount.toFixed(2), currency: pending.currency, hold_expires_at: money.hold.expires_at },
  };
}

/** The money fields of the thanks and booking answers. */
export async function moneyAnswer(ctx: RequestContext, catalog: Catalog, booking: BookingRow, db: Queryable = ctx.db) {
  const money = await moneyState(db, booking);
  const due = Math.max(0, round(cardTotal(catalog, booking) - money.paid));
  return {
    payment_status: money.status,
    paid_amount: money.paid.toFixed(2),
    refunded_amount: money.refunded.toFixed(2),
    due: due.toFixed(2),
    canPay: due > 0 && money.status !== 'expired' && booking.status !== 'cancelled' && ctx.payments !== undefined && money.paid === 0,
  };
}

/** Starts a card payment of what is due now; a gateway that does not answer leaves the booking held, to be paid by pay.php. */
export async function startPayment(ctx: RequestContext, catalog: Catalog, booking: BookingRow, pages: { success: string; failure: string }) {
  if (!ctx.payments) return;
  const money = await moneyState(ctx.db, booking);
  const amount = round(cardTotal(catalog, booking) - money.paid);
  if (amount <= 0) return;
  try {
    await startCardPayment(ctx.db, ctx.payments, booking, {
      amount,
      currency: catalog.settings.currency,
      description: booking.variable_symbol,
      returnUrl: pages.success || `${ctx.publicUrl}/`,
      cancelUrl: pages.failure || pages.success || `${ctx.publicUrl}/`,
      now: ctx.now,
    });
  } catch (error) {
    // Never the request or its secrets: the gateway's own words of what went wrong.
    console.error('[payments] the gateway did not make a payment:', error instanceof Error ? error.message : error);
  }
}

/** pay: a new card payment for the same booking's amount due (a retry, or the booking page's Pay). */
export async function pay(ctx: RequestContext, catalog: Catalog, findByUuid: (uuid: string) => Promise<BookingRow | undefined>) {
  const body = ctx.body as Record<string, unknown>;
  const booking = body.manage_token !== undefined ? await bookingForToken(ctx, body.manage_token) : await findByUuid(String(body.uuid ?? ''));
  if (!booking || booking.api_key !== ctx.apiKey || (typeof body.uuid === 'string' && body.uuid !== booking.uuid)) throw problem(404, 'unknownBooking', ctx.lang);
  if (!ctx.payments) throw problem(409, 'nothingDue', ctx.lang);
  const money = await moneyState(ctx.db, booking);
  if (booking.status === 'cancelled' || money.status === 'expired') throw problem(422, 'bookingClosed', ctx.lang);
  if (money.paid > 0 || cardTotal(catalog, booking) <= 0) throw problem(409, 'nothingDue', ctx.lang);
  // A payment still open at the gateway is offered again rather than a second one beside it.
  if (!money.pending || money.pending.status !== 'pending' || money.latest?.status !== 'pending') {
    await startPayment(ctx, catalog, booking, { success: returnUrl(ctx, body.success_url) || booking.success_url, failure: returnUrl(ctx, body.failure_url) || booking.failure_url });
  }
  const answer = await cardAnswer(ctx, booking);
  if (!answer.payment) throw problem(503, 'gatewayDown', ctx.lang);
  return answer;
}
