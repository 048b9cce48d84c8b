import type { BookingRow } from '../db/bookings.ts';
import type { Catalog } from '../domain/catalog.ts';
import { propertyNames } from '../db/kept.ts';
import { bookedRates } from '../db/rates.ts';
import { bookedOnOf, bookingCancellationFee, paidOf } from '../domain/cancellation-fee.ts';
import { addDays } from '../domain/days.ts';
import { roundMoney } from '../domain/pricing.ts';
import type { BookedRate } from '../domain/rates.ts';
import { CARD_REFUND_DAYS } from '../payments/refunds.ts';
import { attemptRefunds, queueCancelRefunds } from '../payments/refund-queue.ts';
import { moneyState, type MoneyState } from '../payments/store.ts';
import type { RequestContext } from './context.ts';
import { cancellationToday } from './manage-answer.ts';
import { problem, rateProblem } from './problem.ts';

/**
 * Cancelling a booking, by the guest (cancel, their booking page) or by the hotel (edit_cancel, the
 * operator's edit link): one way for both (docs/payments.md "Refunds", docs/edit.md). The fee and
 * the refund follow the booking's own cancellation terms, as they were when it was booked
 * (src/booking/cancellation.ts through the stored rates); the hotel may instead give back all that
 * was paid, as a goodwill refund. What was paid by card goes back through the gateway.
 */

/** By the booking's terms (the fee of today is kept), or everything paid back without a fee. */
export type RefundChoice = 'terms' | 'full';

export interface OperatorCancellation {
  fee: number;
  /** What goes back by the terms: what was paid minus today's fee. */
  refund: number;
  /** What goes back in full: all that was paid. */
  fullRefund: number;
}

/**
 * What the hotel's cancellation today keeps and gives back. Unlike the guest, the hotel may cancel on
 * or after the day of arrival (a guest who never came); the terms' fee of that day applies then.
 */
export function operatorCancellationToday(ctx: RequestContext, booking: BookingRow, rates: readonly BookedRate[], paid: number): OperatorCancellation {
  if (booking.status === 'cancelled') return { fee: booking.cancel_fee ?? 0, refund: booking.refund ?? 0, fullRefund: booking.refund ?? 0 };
  const fee = bookingCancellationFee(booking.price, rates, booking.arrival, bookedOnOf(booking), ctx.today);
  return { fee, refund: roundMoney(Math.max(0, paid - fee)), fullRefund: roundMoney(paid) };
}

/** What the booking's money came to: card money as the gateway took it, a bank transfer as the hotel marked it. */
export function paidSoFar(money: MoneyState, booking: BookingRow): number {
  return money.paid > 0 ? money.paid : paidOf(booking);
}

export interface CancelRequest {
  by: 'guest' | 'operator';
  refund: RefundChoice;
  /** The version the operator's screen showed: an older one is refused (409) like edit_save. */
  version?: number;
}

/**
 * Cancels in one transaction, under a lock of the booking, so that of two cancels at once one
 * cancels and the other finds it cancelled and answers the same: its stays are deleted (its nights
 * are free again), its hold ends, the fee and refund are stored, and the card refunds are written
 * down in the same commit (refund-queue.ts). Then, after the commit, the refunds are made and the
 * guest gets the e-mail in the booking's language. A repeat changes nothing and sends nothing;
 * a booking whose unpaid hold ran out has nothing left to cancel and is answered as it is.
 */
export async function cancelBookingNow(ctx: RequestContext, catalog: Catalog, found: BookingRow, request: CancelRequest): Promise<BookingRow> {
  const gateway = ctx.payments?.gateway;
  const { booking, changed, refunds } = await ctx.db.transaction(async (tx) => {
    await tx.lock(`booking ${found.id}`);
    const current = (await tx.get<BookingRow>('SELECT * FROM bookings WHERE id = ?', found.id)) ?? found;
    const unchanged = { booking: current, changed: false, refunds: { ids: [] as number[], amount: 0 } };
    if (current.status === 'cancelled') return unchanged;
    if (request.version !== undefined && current.version !== request.version) throw problem(409, 'staleEdit', ctx.lang);
    const money = await moneyState(tx, current);
    if (money.status === 'expired') return unchanged;
    const rates = await bookedRates(tx, current.id);
    const paid = paidSoFar(money, current);
    let fee: number;
    let refund: number;
    if (request.by === 'guest') {
      const today = cancellationToday(ctx, current, rates, paid);
      if (!today.allowed) throw rateProblem(422, 'cancelAfterArrival', ctx.lang);
      ({ fee, refund } = today);
    } else {
      const today = operatorCancellationToday(ctx, current, rates, paid);
      // A goodwill refund waives the fee: the guest gets back all they paid.
      [fee, refund] = request.refund === 'full' ? [0, today.fullRefund] : [today.fee, today.refund];
    }
    await tx.run('DELETE FROM booked_stays WHERE booking_id = ?', current.id);
    // Nothing waits for a card payment any more: the sweep leaves it be, a late payment is refunded.
    await tx.run("DELETE FROM payment_holds WHERE booking_id = ? AND state = 'held'", current.id);
    const cancelled = await tx.get<BookingRow>(
      "UPDATE bookings SET status = 'cancelled', cancelled_on = ?, cancel_fee = ?, refund = ?, version = version + 1 WHERE id = ? RETURNING *",
      ctx.today,
      fee,
      refund,
      current.id,
    );
    // Written down with the cancellation: a refund the gateway refuses now is tried again by the sweep.
    const queued = gateway && refund > 0 ? await queueCancelRefunds(tx, gateway.name, current.id, refund, ctx.now) : unchanged.refunds;
    return { booking: cancelled ?? current, changed: true, refunds: queued };
  });
  if (!changed) return booking;
  await attemptRefunds(ctx.db, gateway, refunds.ids, ctx.now, ctx.payments?.refundRetry);
  // In the background: the guest hears of it in the booking's language, with what comes back to the card and by when.
  if (ctx.mailer) {
    const propertyName = (await propertyNames(ctx.db)).get(booking.api_key) ?? '';
    const cardRefund = refunds.amount > 0 ? { amount: refunds.amount, by: addDays(ctx.today, CARD_REFUND_DAYS) } : undefined;
    ctx.mailer.sendCancellation({ booking, catalog, propertyName, now: ctx.now, cardRefund, byProperty: request.by === 'operator', inFull: request.refund === 'full' });
  }
  return booking;
}
