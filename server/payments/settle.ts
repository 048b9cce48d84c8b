import type { Database } from '../db/database.ts';
import type { BookingRow } from '../db/bookings.ts';
import type { Gateway, GatewayEvent } from './gateway.ts';
import { attemptRefunds, queueRefund, type RefundRetry } from './refund-queue.ts';
import { holdUntil, insertCardPayment, moneyState, recordOutcome, storeEventOnce, type CardPaymentRow } from './store.ts';

/**
 * What the server does with a gateway's word (docs/payments.md): a booking counts as paid only from
 * a verified notification or the server's own query of the gateway, never from the guest's return.
 */

export interface PaymentSettings {
  gateway: Gateway;
  /** BOOKING_PAYMENT_HOLD_SECONDS: how long a booking's nights wait for its card payment. */
  holdSeconds: number;
  /** How a refund the gateway refused is tried again (refund-queue.ts); tests shorten the waits. */
  refundRetry?: RefundRetry;
}

export interface NewCardPayment {
  link: string;
  payment: { status: 'pending'; amount: string; currency: string; hold_expires_at: string };
}

/** Asks the gateway for a payment of `amount` and holds the booking's nights until the hold ends. */
export async function startCardPayment(
  db: Database,
  settings: PaymentSettings,
  booking: Pick<BookingRow, 'id' | 'uuid' | 'lang' | 'variable_symbol'>,
  request: { amount: number; currency: string; description: string; returnUrl: string; cancelUrl: string; now: Date },
): Promise<NewCardPayment> {
  const expiresAt = new Date(request.now.getTime() + settings.holdSeconds * 1000);
  // The hold first: a notification may arrive before this function returns.
  await holdUntil(db, booking.id, expiresAt);
  const created = await settings.gateway.createPayment({
    bookingUuid: booking.uuid,
    amount: request.amount,
    currency: request.currency,
    description: request.description,
    returnUrl: request.returnUrl,
    cancelUrl: request.cancelUrl,
    lang: booking.lang,
    expiresAt,
  });
  await insertCardPayment(db, { booking_id: booking.id, gateway: settings.gateway.name, ...created, amount: request.amount, currency: request.currency }, request.now);
  return {
    link: created.link,
    payment: { status: 'pending', amount: request.amount.toFixed(2), currency: request.currency, hold_expires_at: expiresAt.toISOString() },
  };
}

export type EventOutcome = 'repeat' | 'ignored' | 'unknown' | 'paid' | 'failed' | 'mismatch' | 'refunded-late';

/**
 * Applies one verified event: stored once by its id (a repeat changes nothing); a payment's amount
 * and currency are checked against what was asked; a payment for a released or cancelled booking
 * is refunded at once.
 */
export async function applyEvent(db: Database, gateway: Gateway, event: GatewayEvent, now: Date, retry?: RefundRetry): Promise<EventOutcome> {
  const kind = event.ignored ? 'ignored' : event.state;
  const late = await db.transaction(async (tx): Promise<{ outcome: EventOutcome; refund?: number }> => {
    if (!(await storeEventOnce(tx, gateway.name, { ...event, kind }, now))) return { outcome: 'repeat' };
    const row = event.ignored ? undefined : await tx.get<CardPaymentRow>('SELECT * FROM card_payments WHERE gateway = ? AND reference = ?', gateway.name, event.reference);
    const outcome = await settleRow(tx, row, event);
    await recordOutcome(tx, gateway.name, event.id, outcome.outcome);
    // Written down with the event: a refund the gateway refuses now is tried again by the sweep.
    const refund = outcome.refund ? await queueRefund(tx, outcome.refund.id, outcome.refund.amount, 'late', now) : undefined;
    return { outcome: outcome.outcome, refund };
  });
  if (late.refund !== undefined) await attemptRefunds(db, gateway, [late.refund], now, retry);
  return late.outcome;
}

async function settleRow(
  tx: Parameters<Parameters<Database['transaction']>[0]>[0],
  row: CardPaymentRow | undefined,
  event: GatewayEvent,
): Promise<{ outcome: EventOutcome; refund?: CardPaymentRow }> {
  if (event.ignored) return { outcome: 'ignored' };
  if (!row) return { outcome: 'unknown' };
  await tx.lock(`booking ${row.booking_id}`);
  if (event.state === 'failed') {
    await tx.run("UPDATE card_payments SET status = 'failed' WHERE id = ? AND status = 'pending'", row.id);
    await tx.run("UPDATE bookings SET payment_status = 'failed' WHERE id = ? AND payment_status = 'pending'", row.booking_id);
    return { outcome: 'failed' };
  }
  if (event.state !== 'paid' || row.status === 'paid' || row.status === 'refunded') return { outcome: 'ignored' };
  // Not what was asked: recorded, never counted as paid (the hotel sorts it out with the gateway).
  if (Math.round(event.amount * 100) !== Math.round(row.amount * 100) || event.currency.toUpperCase() !== row.currency.toUpperCase()) {
    await tx.run("UPDATE card_payments SET status = 'mismatch' WHERE id = ?", row.id);
    return { outcome: 'mismatch' };
  }
  const booking = await tx.get<{ status: string }>('SELECT status FROM bookings WHERE id = ?', row.booking_id);
  const hold = await tx.get<{ state: string }>('SELECT state FROM payment_holds WHERE booking_id = ?', row.booking_id);
  await tx.run("UPDATE card_payments SET status = 'paid', paid_amount = ? WHERE id = ?", row.amount, row.id);
  // Too late: the nights were released (or the guest cancelled), so the money goes back.
  if (hold?.state === 'expired' || booking?.status === 'cancelled') return { outcome: 'refunded-late', refund: row };
  await tx.run("UPDATE payment_holds SET state = 'paid' WHERE booking_id = ?", row.booking_id);
  await tx.run("UPDATE bookings SET payment_status = 'paid' WHERE id = ?", row.booking_id);
  return { outcome: 'paid' };
}

/**
 * Asks the gateway itself about a booking's pending payment (the guest is back, no notification
 * yet): the other way a payment counts as paid. Applied like an event, under an id of its own.
 */
export async function queryPending(db: Database, gateway: Gateway, booking: BookingRow, now: Date, retry?: RefundRetry): Promise<void> {
  const { pending } = await moneyState(db, booking);
  if (!pending || pending.gateway !== gateway.name) return;
  const reading = await gateway.readPayment(pending.reference).catch(() => undefined);
  if (!reading || reading.state === 'pending') return;
  await applyEvent(db, gateway, { ...reading, id: `query:${reading.reference}:${reading.state}` }, now, retry);
}
