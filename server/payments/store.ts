import type { Database, Queryable } from '../db/database.ts';
import { roundMoney } from '../domain/pricing.ts';

/**
 * A booking's card money in the database (docs/payments.md "States"): its payments at the gateway,
 * the hold on its nights while one is due, and the gateway's events, each stored once by its id.
 */

export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'expired' | 'refunded' | 'partially_refunded';

export interface CardPaymentRow {
  id: number;
  booking_id: number;
  gateway: string;
  reference: string;
  link: string;
  amount: number;
  currency: string;
  status: 'pending' | 'paid' | 'failed' | 'mismatch' | 'refunded';
  paid_amount: number;
  refunded_amount: number;
  created_at: string;
}

export interface HoldRow {
  booking_id: number;
  expires_at: string;
  state: 'held' | 'paid' | 'expired';
}

/** Where a booking's money stands, as answers tell it. */
export interface MoneyState {
  status: PaymentStatus;
  paid: number;
  refunded: number;
  /** The card payment the booking waits for, if one is on its way. */
  pending?: CardPaymentRow;
  hold?: HoldRow;
  latest?: CardPaymentRow;
}

export async function cardPayments(db: Queryable, bookingId: number): Promise<CardPaymentRow[]> {
  return db.all<CardPaymentRow>('SELECT * FROM card_payments WHERE booking_id = ? ORDER BY id', bookingId);
}

export async function paymentHold(db: Queryable, bookingId: number): Promise<HoldRow | undefined> {
  return db.get<HoldRow>('SELECT * FROM payment_holds WHERE booking_id = ?', bookingId);
}

/**
 * The status of a booking's money. A booking without card payments keeps the status it always had
 * (a bank transfer the hotel marks paid).
 */
export async function moneyState(db: Queryable, booking: { id: number; payment_status: 'pending' | 'paid' | 'failed' }): Promise<MoneyState> {
  const [payments, hold] = await Promise.all([cardPayments(db, booking.id), paymentHold(db, booking.id)]);
  const paid = roundMoney(payments.reduce((sum, row) => sum + row.paid_amount, 0));
  const refunded = roundMoney(payments.reduce((sum, row) => sum + row.refunded_amount, 0));
  const latest = payments.at(-1);
  const pending = latest?.status === 'pending' ? latest : undefined;
  const status: PaymentStatus =
    hold?.state === 'expired'
      ? 'expired'
      : refunded > 0
        ? refunded >= paid
          ? 'refunded'
          : 'partially_refunded'
        : paid > 0
          ? 'paid'
          : latest?.status === 'failed' || latest?.status === 'mismatch'
            ? 'failed'
            : latest
              ? 'pending'
              : booking.payment_status;
  return { status, paid, refunded, pending, hold, latest };
}

export async function insertCardPayment(
  db: Queryable,
  payment: Pick<CardPaymentRow, 'booking_id' | 'gateway' | 'reference' | 'link' | 'amount' | 'currency'>,
  now: Date,
): Promise<void> {
  await db.run(
    'INSERT INTO card_payments (booking_id, gateway, reference, link, amount, currency, created_at) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (gateway, reference) DO NOTHING',
    payment.booking_id,
    payment.gateway,
    payment.reference,
    payment.link,
    payment.amount,
    payment.currency,
    now.toISOString(),
  );
}

/** Holds (or holds longer) the booking's nights for a card payment; a paid or expired hold stays as it is. */
export async function holdUntil(db: Queryable, bookingId: number, expiresAt: Date): Promise<void> {
  await db.run(
    "INSERT INTO payment_holds (booking_id, expires_at, state) VALUES (?, ?, 'held') ON CONFLICT (booking_id) DO UPDATE SET expires_at = excluded.expires_at WHERE payment_holds.state = 'held'",
    bookingId,
    expiresAt.toISOString(),
  );
}

/** Stores a gateway's event by its id; false when it was stored before (a repeat, answered but not applied again). */
export async function storeEventOnce(
  db: Queryable,
  gateway: string,
  event: { id: string; reference: string; kind: string; amount: number; currency: string },
  now: Date,
): Promise<boolean> {
  const stored = await db.run(
    "INSERT INTO payment_events (gateway, event_id, reference, kind, amount, currency, outcome, received_at) VALUES (?, ?, ?, ?, ?, ?, 'received', ?) ON CONFLICT (gateway, event_id) DO NOTHING",
    gateway,
    event.id,
    event.reference,
    event.kind,
    event.amount,
    event.currency,
    now.toISOString(),
  );
  return stored === 1;
}

export async function recordOutcome(db: Queryable, gateway: string, eventId: string, outcome: string): Promise<void> {
  await db.run('UPDATE payment_events SET outcome = ? WHERE gateway = ? AND event_id = ?', outcome, gateway, eventId);
}

export async function addRefund(db: Database | Queryable, paymentId: number, amount: number, wholly: boolean): Promise<void> {
  await db.run(
    `UPDATE card_payments SET refunded_amount = refunded_amount + ?${wholly ? ", status = 'refunded'" : ''} WHERE id = ?`,
    roundMoney(amount),
    paymentId,
  );
}
