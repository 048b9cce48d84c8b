import type { BookingRow } from '../db/bookings.ts';
import type { Queryable } from '../db/database.ts';
import { addDays } from '../domain/days.ts';
import { cancelRefundAmount } from './refund-queue.ts';

/**
 * How long a card refund takes to reach the guest's account: banks show it within 5 to 10 working
 * days (Stripe's own guidance), so the answer and the e-mail promise the later end, in calendar days.
 */
export const CARD_REFUND_DAYS = 14;
/** A bank transfer from the hotel: the hotel sends it within a week. */
export const BANK_REFUND_DAYS = 7;

/** The refund of a cancelled booking (the cancel and booking answers' `refund`): how much, which way, by when. */
export async function cardRefundOf(db: Queryable, booking: Pick<BookingRow, 'id' | 'status' | 'cancelled_on' | 'refund'>) {
  if (booking.status !== 'cancelled' || !booking.cancelled_on || !booking.refund || booking.refund <= 0) return {};
  // What goes back to the card: made, or written down and still being tried (refund-queue.ts).
  const queued = await cancelRefundAmount(db, booking.id);
  const card = await db.get<{ refunded: number }>('SELECT COALESCE(SUM(refunded_amount), 0) AS refunded FROM card_payments WHERE booking_id = ?', booking.id);
  const toCard = queued > 0 ? queued : Number(card?.refunded ?? 0);
  const byCard = toCard > 0;
  return {
    refund: {
      amount: (byCard ? toCard : booking.refund).toFixed(2),
      method: byCard ? 'card' : 'bank',
      expected_by: addDays(booking.cancelled_on, byCard ? CARD_REFUND_DAYS : BANK_REFUND_DAYS),
    },
  };
}
