import * as v from 'valibot';
import { flag, id, isoDay, numeric, object, record, text, wholeNumber } from '../wire.ts';

const ObjectChoiceSchema = object({
  id,
  occupancy: v.optional(record(wholeNumber), {}),
  services: v.optional(record(wholeNumber), {}),
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
  }),
});

export type BookingDetails = v.InferOutput<typeof BookingDetailsSchema>;
