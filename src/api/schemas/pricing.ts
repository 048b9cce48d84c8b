import { answerSchema, fields, flag, list, numeric, optional, text, type ReadOutput } from '../readers.ts';

/** dates: the price of the chosen range (SPEC "Pricing response"); read without valibot (src/api/readers.ts). */
export const PricingSchema = answerSchema(
  fields({
    price: optional(numeric, 0),
    texts: optional(fields({ price_text: optional(text, '') }), { price_text: '' }),
    settings: optional(fields({ currency_text: optional(text, ''), min_nights: optional(numeric, 0) }), { currency_text: '', min_nights: 0 }),
    alerts: optional(list(text), []),
    error: optional(flag, false),
  }),
);

export type Pricing = ReadOutput<typeof PricingSchema>;
