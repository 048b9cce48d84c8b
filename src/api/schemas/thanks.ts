import * as v from 'valibot';
import { isoDay, numeric, object, text, wholeNumber } from '../wire.ts';
import { bookedRates } from './rates.ts';

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
    payment_status: v.picklist(['pending', 'paid', 'failed']),
  }),
  /** Each booked object's rate and its terms in dates (issue 50). */
  rates: bookedRates,
});

export type Thanks = v.InferOutput<typeof ThanksSchema>;
