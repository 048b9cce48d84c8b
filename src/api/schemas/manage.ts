import * as v from 'valibot';
import { flag, id, isoDay, numeric, object, text, wholeNumber } from '../wire.ts';
import { ChosenRateSchema } from './rates.ts';
import { paymentStatus } from './payment-state.ts';

/** An amount, or '' where there is none yet (a booking not cancelled has no fee): undefined then. */
export const amountOrNone = v.optional(
  v.union([v.pipe(v.literal(''), v.transform((): number | undefined => undefined)), numeric]),
  '',
);

/** How to pay what is still due; the server sends it only while something is due and the booking stands. */
export const DuePaymentSchema = object({
  bank_account: text,
  iban: text,
  variable_symbol: text,
  qr_content: text,
  qr_img: text,
  show_bank: flag,
  show_qr: flag,
  amount: numeric,
});

/** A refund on its way to the guest: by card through the gateway, or by bank transfer from the hotel. */
export const RefundSchema = object({
  amount: numeric,
  method: v.picklist(['card', 'bank']),
  /** The latest day the money should reach the guest. */
  expected_by: isoDay,
});

/**
 * booking (and cancel, which answers the same): the guest's own booking, read
 * by its manage token (issue 50, docs/api.md "The guest's booking"). What a
 * cancellation today would cost is in money, by the server's clock.
 */
export const ManagedBookingSchema = object({
  booking: object({
    /** expired: an unpaid card hold ran out and the nights were released. */
    status: v.picklist(['confirmed', 'cancelled', 'expired']),
    variable_symbol: text,
    from: isoDay,
    to: isoDay,
    nights: wholeNumber,
    objects: v.array(
      object({
        id,
        name: text,
        occupancy: v.optional(v.array(object({ id, name: text, count: v.optional(wholeNumber, 0) })), []),
        /** Left out for an object booked before the server had rates. */
        rate: v.optional(ChosenRateSchema),
      }),
    ),
    price: numeric,
    paid: numeric,
    due: numeric,
    currency_text: text,
    payment_status: paymentStatus,
    paid_amount: v.optional(numeric, 0),
    refunded_amount: v.optional(numeric, 0),
    payment: v.optional(DuePaymentSchema),
    /** "1" while something is due and the booking is neither cancelled nor expired: the page offers Pay (pay.php). */
    can_pay: flag,
    /** Whether the guest may cancel now, and if not why (in the call's language); the fee and refund if cancelled today. */
    cancellation: object({ allowed: flag, reason: text, fee: numeric, refund: numeric }),
    /** The day it was cancelled; '' while it stands. */
    cancelled_on: v.optional(v.union([v.literal(''), isoDay]), ''),
    cancel_fee: amountOrNone,
    refund: amountOrNone,
  }),
  property_name: text,
  /** After a cancellation that returns money: how much, which way and by when it reaches the guest. */
  refund: v.optional(RefundSchema),
});

export type Refund = v.InferOutput<typeof RefundSchema>;
export type ManagedBooking = v.InferOutput<typeof ManagedBookingSchema>;
export type DuePayment = v.InferOutput<typeof DuePaymentSchema>;
