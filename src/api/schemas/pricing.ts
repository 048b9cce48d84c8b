import * as v from 'valibot';
import { flag, numeric, text } from '../wire.ts';

/** dates: the price of the chosen range (SPEC "Pricing response"). */
export const PricingSchema = v.object({
  price: v.optional(numeric, 0),
  texts: v.optional(v.object({ price_text: text }), { price_text: '' }),
  settings: v.optional(v.object({ currency_text: text }), { currency_text: '' }),
  alerts: v.optional(v.array(v.string()), []),
  error: flag,
});

export type Pricing = v.InferOutput<typeof PricingSchema>;
