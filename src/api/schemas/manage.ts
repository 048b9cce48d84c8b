import * as v from 'valibot';
import { flag, id, isoDay, numeric, object, text, wholeNumber } from '../wire.ts';
import { ChosenRateSchema } from './rates.ts';

/** An amount, or '' where there is none yet (a booking not cancelled has no fee): undefined then. */
const amountOrNone = v.optional(
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

/**
 * booking (and cancel, which answers the same): the guest's own booking, read
 * by its manage token (issue 50, docs/api.md "The guest's booking"). What a
 * cancellation today would cost is in money, by the server's clock.
 */
export const ManagedBookingSchema = object({
  booking: object({
    status: v.picklist(['confirmed', 'cancelled']),
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
    payment_status: v.picklist(['pending', 'paid', 'failed']),
    payment: v.optional(DuePaymentSchema),
    /** Whether the guest may cancel now, and if not why (in the call's language); the fee and refund if cancelled today. */
    cancellation: object({ allowed: flag, reason: text, fee: numeric, refund: numeric }),
    /** The day it was cancelled; '' while it stands. */
    cancelled_on: v.optional(v.union([v.literal(''), isoDay]), ''),
    cancel_fee: amountOrNone,
    refund: amountOrNone,
  }),
  property_name: text,
});

export type ManagedBooking = v.InferOutput<typeof ManagedBookingSchema>;
export type DuePayment = v.InferOutput<typeof DuePaymentSchema>;
