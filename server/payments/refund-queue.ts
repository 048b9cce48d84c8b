import type { Database, Queryable } from '../db/database.ts';
import { RefundRefused, type Gateway } from './gateway.ts';
import { addRefund, type CardPaymentRow } from './store.ts';
import { roundMoney } from '../domain/pricing.ts';

/**
 * Card refunds that must reach the guest (docs/payments.md "Refunds"). A refund is written down in
 * the transaction that decides it (a payment that came too late, a cancellation), so a crash or a
 * gateway that says no loses none; it is made through the gateway right after the commit, and one
 * that fails is tried again by the hold sweep with a growing wait, in whichever process sweeps
 * first. Each attempt is claimed by a conditional update, so two processes never try one refund
 * at the same time, and a refund done is never made again.
 */

export interface RefundRetry {
  /** The wait after the first failed attempt; each further one doubles it, up to `maxMs`. */
  firstMs: number;
  maxMs: number;
  /** After this many failed attempts the refund is given up and left to the hotel (logged). */
  attempts: number;
  /** How long an attempt owns its refund: longer than any gateway call, so a crashed attempt is taken over. */
  leaseMs: number;
}

/** A minute, doubling to six hours, twelve attempts: about a day of trying before the hotel is asked. */
export const REFUND_RETRY: RefundRetry = { firstMs: 60_000, maxMs: 6 * 3_600_000, attempts: 12, leaseMs: 120_000 };

export type RefundReason = 'late' | 'cancel';

export interface CardRefundRow {
  id: number;
  payment_id: number;
  amount: number;
  reason: RefundReason;
  state: 'due' | 'done' | 'given_up';
  attempts: number;
  /** Clear refusals so far: each gets a new idempotency key, since the gateway keeps the answer of a key. */
  refusals: number;
  next_attempt_at: string;
  gateway_refund_id: string | null;
  last_error: string | null;
  created_at: string;
}

/** The wait before the next attempt after `failed` failed ones. */
export const refundBackoffMs = (failed: number, retry: RefundRetry = REFUND_RETRY): number =>
  Math.min(retry.maxMs, retry.firstMs * 2 ** Math.max(0, failed - 1));

/** Writes a refund down, due at once; inside the transaction that decides it. Answers its id. */
export async function queueRefund(tx: Queryable, paymentId: number, amount: number, reason: RefundReason, now: Date): Promise<number | undefined> {
  if (roundMoney(amount) <= 0) return undefined;
  const row = await tx.get<{ id: number }>(
    "INSERT INTO card_refunds (payment_id, amount, reason, state, next_attempt_at, created_at) VALUES (?, ?, ?, 'due', ?, ?) RETURNING id",
    paymentId,
    roundMoney(amount),
    reason,
    now.toISOString(),
    now.toISOString(),
  );
  return row ? Number(row.id) : undefined;
}

/**
 * Splits what a cancellation gives back over the booking's paid card payments of this gateway,
 * newest first, and writes each part down; answers the ids and the amount that goes back to the card.
 */
export async function queueCancelRefunds(tx: Queryable, gatewayName: string, bookingId: number, refundable: number, now: Date): Promise<{ ids: number[]; amount: number }> {
  const rows = await tx.all<CardPaymentRow>("SELECT * FROM card_payments WHERE booking_id = ? AND gateway = ? AND status = 'paid' ORDER BY id DESC", bookingId, gatewayName);
  let left = Math.round(refundable * 100);
  const ids: number[] = [];
  for (const row of rows) {
    if (left <= 0) break;
    const part = Math.min(left, Math.round((row.paid_amount - row.refunded_amount) * 100));
    if (part <= 0) continue;
    const id = await queueRefund(tx, row.id, part / 100, 'cancel', now);
    if (id !== undefined) ids.push(id);
    left -= part;
  }
  return { ids, amount: (Math.round(refundable * 100) - Math.max(0, left)) / 100 };
}

/**
 * One attempt at a due refund: 'done' once the gateway has made it (and it is recorded on its
 * payment), 'failed' when the gateway said no (the next attempt waits), 'taken' when another
 * attempt owns it or it is no longer due.
 */
export async function attemptRefund(db: Database, gateway: Gateway, id: number, now: Date, retry: RefundRetry = REFUND_RETRY): Promise<'done' | 'failed' | 'taken'> {
  const lease = new Date(now.getTime() + retry.leaseMs).toISOString();
  const claimed = await db.get<CardRefundRow>(
    "UPDATE card_refunds SET attempts = attempts + 1, next_attempt_at = ? WHERE id = ? AND state = 'due' AND next_attempt_at <= ? RETURNING *",
    lease,
    id,
    now.toISOString(),
  );
  if (!claimed) return 'taken';
  const payment = await db.get<CardPaymentRow>('SELECT * FROM card_payments WHERE id = ?', claimed.payment_id);
  if (!payment || payment.gateway !== gateway.name) return 'taken';
  const amount = Number(claimed.amount);
  let made: { id: string };
  try {
    made = await gateway.refund(payment.reference, amount, payment.currency, `refund:${payment.reference}:${claimed.id}:${claimed.refusals}`);
  } catch (error) {
    const refused = error instanceof RefundRefused;
    // The gateway's own words, never the request: its keys stay out of logs and rows.
    const words = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const attempts = Number(claimed.attempts);
    const givenUp = attempts >= retry.attempts;
    await db.run(
      'UPDATE card_refunds SET last_error = ?, refusals = refusals + ?, next_attempt_at = ?, state = ? WHERE id = ? AND state = ?',
      words,
      refused ? 1 : 0,
      new Date(now.getTime() + refundBackoffMs(attempts, retry)).toISOString(),
      givenUp ? 'given_up' : 'due',
      id,
      'due',
    );
    console.error(`[payments] refund ${id} failed (attempt ${attempts}${givenUp ? ', given up: the hotel refunds by hand' : ''}):`, words);
    return 'failed';
  }
  await db.transaction(async (tx) => {
    const done = await tx.run("UPDATE card_refunds SET state = 'done', gateway_refund_id = ?, last_error = NULL WHERE id = ? AND state = 'due'", made.id, id);
    if (done !== 1) return;
    const fresh = await tx.get<CardPaymentRow>('SELECT * FROM card_payments WHERE id = ?', payment.id);
    const after = Math.round(((fresh?.refunded_amount ?? 0) + amount) * 100);
    await addRefund(tx, payment.id, amount, after >= Math.round((fresh?.paid_amount ?? payment.amount) * 100));
  });
  return 'done';
}

/** Makes the refunds just written down; a failure is left to the sweep. */
export async function attemptRefunds(db: Database, gateway: Gateway | undefined, ids: readonly number[], now: Date, retry?: RefundRetry): Promise<void> {
  if (!gateway) return;
  for (const id of ids) await attemptRefund(db, gateway, id, now, retry);
}

/** The sweep's part: every due refund of this gateway whose wait is over, oldest first. */
export async function retryDueRefunds(db: Database, gateway: Gateway, now: Date, retry?: RefundRetry): Promise<void> {
  const due = await db.all<{ id: number }>(
    "SELECT r.id FROM card_refunds r JOIN card_payments p ON p.id = r.payment_id WHERE r.state = 'due' AND r.next_attempt_at <= ? AND p.gateway = ? ORDER BY r.next_attempt_at LIMIT 50",
    now.toISOString(),
    gateway.name,
  );
  for (const { id } of due) await attemptRefund(db, gateway, Number(id), now, retry);
}

/** What goes back to the card for a booking's cancellation: made or still being tried. */
export async function cancelRefundAmount(db: Queryable, bookingId: number): Promise<number> {
  const row = await db.get<{ amount: number | string | null }>(
    "SELECT SUM(r.amount) AS amount FROM card_refunds r JOIN card_payments p ON p.id = r.payment_id WHERE p.booking_id = ? AND r.reason = 'cancel' AND r.state IN ('due', 'done')",
    bookingId,
  );
  return roundMoney(Number(row?.amount ?? 0));
}
