import type { BookingRow } from '../db/bookings.ts';
import type { Queryable } from '../db/database.ts';
import type { BookedRate } from '../domain/rates.ts';
import { cardRefundOf } from '../payments/refunds.ts';
import type { MoneyState } from '../payments/store.ts';
import { operatorCancellationToday, paidSoFar, type RefundChoice } from './cancel.ts';
import type { RequestContext } from './context.ts';

/**
 * The hotel's cancellation on the operator's edit link (edit_cancel, docs/edit.md): what the edit
 * screen shows before the operator confirms (edit_call's `cancellation`) and, once cancelled, what
 * went back. The cancellation itself is cancel.ts's, the same as the guest's.
 */

const money = (amount: number) => amount.toFixed(2);

/** The edit_call and edit_save answers' money: what was paid, what cancelling today keeps and gives back, and after it what was refunded. */
export async function operatorMoney(ctx: RequestContext, row: BookingRow, rates: readonly BookedRate[], state: MoneyState, db: Queryable = ctx.db) {
  const paid = paidSoFar(state, row);
  const today = operatorCancellationToday(ctx, row, rates, paid);
  return {
    booking: {
      paid: money(paid),
      cancellation: { fee: money(today.fee), refund: money(today.refund), full_refund: money(today.fullRefund) },
      cancelled_on: row.cancelled_on ?? '',
      cancel_fee: row.cancel_fee === null ? '' : money(row.cancel_fee),
      refund: row.refund === null ? '' : money(row.refund),
    },
    ...(await cardRefundOf(db, row)),
  };
}

/** "by the terms" unless the operator chose "in full": the default never gives away more than the terms. */
export function refundChoice(raw: unknown): RefundChoice {
  return raw === 'full' ? 'full' : 'terms';
}
