import * as v from 'valibot';
import { flag, id, isoDay, numeric, object, record, text, wholeNumber } from '../wire.ts';
import { bookedRates } from './rates.ts';
import { amountOrNone, RefundSchema } from './manage.ts';

const ObjectChoiceSchema = object({
  id,
  occupancy: v.optional(record(wholeNumber), {}),
  services: v.optional(record(wholeNumber), {}),
  /** The object's booked rate id (issue 50); left out by a server without rates. */
  rate: v.optional(v.string()),
});

/** An existing booking as the operator sees it (edit_call, edit_save). */
export const BookingDetailsSchema = object({
  booking: object({
    uuid: v.string(),
    from: isoDay,
    to: isoDay,
    objects: v.array(ObjectChoiceSchema),
    time_of_arrival: text,
    coupon: text,
    deposits: v.optional(v.picklist(['one', 'none']), 'one'),
    note: text,
    rel: text,
    customer: record(v.union([v.string(), v.boolean()])),
    price: numeric,
    deposit: numeric,
    custom_amount: v.optional(numeric, 0),
    is_custom_amount: flag,
    currency_text: text,
    variable_symbol: text,
    payment_status: v.picklist(['pending', 'paid', 'failed']),
    /** edit_save must send it back; a save based on an older version is refused (409). */
    version: wholeNumber,
    /** Cancelled by the guest or the hotel (issues 50, 51): it holds no nights and a save is refused. Left out by older servers. */
    status: v.optional(v.picklist(['confirmed', 'cancelled'])),
    /** What the guest has paid (card money as the gateway took it). */
    paid: v.optional(numeric, 0),
    /** What the hotel's cancellation today keeps and gives back: by the terms, or everything paid (issue 51). */
    cancellation: v.optional(object({ fee: numeric, refund: numeric, full_refund: numeric })),
    /** Once cancelled: the day, the fee kept and the refund. */
    cancelled_on: v.optional(v.union([v.literal(''), isoDay]), ''),
    cancel_fee: amountOrNone,
    refund: amountOrNone,
  }),
  /** After a cancellation that returns money: how much, which way and by when it reaches the guest. */
  refund: v.optional(RefundSchema),
  /** Each booked object's rate and its terms in dates, as the guest booked them (issue 50). */
  rates: bookedRates,
});

export type BookingDetails = v.InferOutput<typeof BookingDetailsSchema>;
/** The hotel's choice when it cancels: by the booking's terms, or everything paid back. */
export type RefundChoice = 'terms' | 'full';
