import * as v from 'valibot';
import { flag, numeric, object, text } from '../wire.ts';

/** dates: the price of the chosen range (SPEC "Pricing response"). */
export const PricingSchema = object({
  price: v.optional(numeric, 0),
  texts: v.optional(object({ price_text: text }), { price_text: '' }),
  settings: v.optional(object({ currency_text: text, min_nights: v.optional(numeric, 0) }), { currency_text: '', min_nights: 0 }),
  alerts: v.optional(v.array(v.string()), []),
  error: flag,
});

export type Pricing = v.InferOutput<typeof PricingSchema>;
