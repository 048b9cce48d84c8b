import * as v from 'valibot';
import { isoDay, numeric, object, text, wholeNumber } from '../wire.ts';
import { bookedRates } from './rates.ts';
import { paymentStatus } from './payment-state.ts';

/** thanks: what step 5 tells the guest after booking (no personal data). */
export const ThanksSchema = object({
  texts: object({ title: text, text: text }),
  /** The property's name (for the calendar entry); older servers do not send it. */
  property_name: text,
  booking: object({
    uuid: v.string(),
    variable_symbol: text,
    from: isoDay,
    to: isoDay,
    nights: wholeNumber,
    price: numeric,
    deposit: numeric,
    currency_text: text,
    /** Paid only from the gateway's verified word, never from the guest's return (docs/payments.md). */
    payment_status: paymentStatus,
    paid_amount: v.optional(numeric, 0),
    refunded_amount: v.optional(numeric, 0),
    /** What is still to pay. */
    due: v.optional(numeric, 0),
  }),
  /** Each booked object's rate and its terms in dates (issue 50). */
  rates: bookedRates,
});

export type Thanks = v.InferOutput<typeof ThanksSchema>;
