import { readCatalog } from '../db/catalog.ts';
import type { BookingRow } from '../db/bookings.ts';
import { bookedRates } from '../db/rates.ts';
import { propertyNames } from '../db/kept.ts';
import type { RequestContext } from './context.ts';
import { bookingForToken } from './manage-token.ts';
import { cancellationToday, managedBookingAnswer } from './manage-answer.ts';
import { moneyState } from '../payments/store.ts';
import { refundOnCancel } from '../payments/settle.ts';
import { CARD_REFUND_DAYS } from '../payments/refunds.ts';
import { addDays } from '../domain/days.ts';
import { rateProblem } from './problem.ts';

/**
 * booking and cancel (issue 50): the guest's own booking, opened by the manage token of the
 * booking page's address. See docs/api.md "The guest's booking".
 */

export async function readBooking(ctx: RequestContext) {
  const booking = await bookingForToken(ctx, ctx.query.get('manage_token'));
  return managedBookingAnswer(ctx, await readCatalog(ctx.db), booking);
}

/**
 * Cancels the booking in one transaction: under a lock of the booking, so that of two cancels
 * at once one cancels and the other finds it cancelled and answers the same; its stays are
 * deleted, which frees its nights for other guests. Idempotent by the booking itself: a repeat
 * (with or without the same idempotency key) answers the cancelled booking and sends nothing.
 * From the day of arrival on it is refused (422) with the reason.
 */
export async function cancelBooking(ctx: RequestContext) {
  const body = ctx.body as Record<string, unknown>;
  const found = await bookingForToken(ctx, body.manage_token);
  const catalog = await readCatalog(ctx.db);
  const { booking, changed } = await ctx.db.transaction(async (tx) => {
    await tx.lock(`booking ${found.id}`);
    const current = (await tx.get<BookingRow>('SELECT * FROM bookings WHERE id = ?', found.id)) ?? found;
    if (current.status === 'cancelled') return { booking: current, changed: false };
    const { paid, status } = await moneyState(tx, current);
    // A released booking (its card hold ran out) has nothing left to cancel: answered as it is.
    if (status === 'expired') return { booking: current, changed: false };
    const today = cancellationToday(ctx, current, await bookedRates(tx, current.id), paid > 0 ? paid : undefined);
    if (!today.allowed) throw rateProblem(422, 'cancelAfterArrival', ctx.lang);
    await tx.run('DELETE FROM booked_stays WHERE booking_id = ?', current.id);
    // Nothing waits for a card payment any more: the sweep leaves it be, a late payment is refunded.
    await tx.run("DELETE FROM payment_holds WHERE booking_id = ? AND state = 'held'", current.id);
    const cancelled = await tx.get<BookingRow>(
      "UPDATE bookings SET status = 'cancelled', cancelled_on = ?, cancel_fee = ?, refund = ?, version = version + 1 WHERE id = ? RETURNING *",
      ctx.today,
      today.fee,
      today.refund,
      current.id,
    );
    return { booking: cancelled ?? current, changed: true };
  });
  // After the commit: what was paid by card goes back through the gateway, by the booking's terms.
  let cardRefund: { amount: number; by: string } | undefined;
  if (changed && booking.refund) {
    // A gateway that fails now leaves the refund to the hotel; the cancellation itself stands.
    const amount = await refundOnCancel(ctx.db, ctx.payments?.gateway, booking.id, booking.refund).catch((error: unknown) => {
      console.error('[payments] the refund did not go through:', error instanceof Error ? error.message : error);
      return 0;
    });
    if (amount > 0) cardRefund = { amount, by: addDays(ctx.today, CARD_REFUND_DAYS) };
  }
  // After the commit, in the background: the guest hears of it in the booking's language.
  if (changed && ctx.mailer) {
    const propertyName = (await propertyNames(ctx.db)).get(booking.api_key) ?? '';
    ctx.mailer.sendCancellation({ booking, catalog, propertyName, now: ctx.now, cardRefund });
  }
  return managedBookingAnswer(ctx, catalog, booking);
}
