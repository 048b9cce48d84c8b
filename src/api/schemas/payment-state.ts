import * as v from 'valibot';
import { numeric, object, text } from '../wire.ts';

/**
 * Where a booking's money stands (docs/payments.md "States"): pending until a gateway's verified
 * notification (or the server's own query of the gateway) says paid; expired when an unpaid card
 * hold ran out; refunded, wholly or partly, after a cancellation or a payment that came too late.
 */
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'expired', 'refunded', 'partially_refunded'] as const;
export const paymentStatus = v.picklist(PAYMENT_STATUSES);

/** One card payment at the gateway: what it asks for and until when the booking's nights are held for it. */
export const CardPaymentSchema = object({
  status: paymentStatus,
  amount: numeric,
  /** ISO 4217, e.g. CZK or EUR. */
  currency: v.string(),
  /** ISO time; after it an unpaid booking is released (status expired). */
  hold_expires_at: text,
});

/** pay: a new card payment for a booking's amount due (a retry after a declined or abandoned one). */
export const PayAnswerSchema = object({
  /** The gateway's hosted page; the guest leaves for it in the top-level window. */
  online_payment_link: v.string(),
  payment: CardPaymentSchema,
});

/** What the card pays now: the deposit, or the whole stay (the hotel's choice in global_settings); left out by an older server: the deposit. */
export const cardAmount = v.optional(v.picklist(['deposit', 'full']));

export type PaymentStatus = v.InferOutput<typeof paymentStatus>;
export type CardPayment = v.InferOutput<typeof CardPaymentSchema>;
export type PayAnswer = v.InferOutput<typeof PayAnswerSchema>;
