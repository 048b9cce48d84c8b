import * as v from 'valibot';
import { id, isoDay, numeric, object, text, wholeNumber } from '../wire.ts';
import { FeeSchema, ServiceSchema } from './selection.ts';

export const SeasonSchema = object({
  id,
  name: v.string(),
  min_nights: v.optional(wholeNumber, 1),
  /** Concrete date spans of this season within the bookable window. */
  periods: v.array(object({ from: isoDay, to: isoDay })),
});

export const PricedObjectSchema = object({
  id,
  name: v.string(),
  kind: text,
  description: text,
  max_occupancy: wholeNumber,
  photos: v.optional(v.array(v.string()), []),
  prices: v.array(object({ season: id, price: numeric })),
});

/** pricelist: nightly prices per season, services and fees. */
export const PricelistSchema = object({
  seasons: v.array(SeasonSchema),
  objects: v.array(PricedObjectSchema),
  services: v.optional(v.array(ServiceSchema), []),
  fees: v.optional(v.array(FeeSchema), []),
  settings: object({ currency_text: text }),
});

export type Season = v.InferOutput<typeof SeasonSchema>;
export type PricedObject = v.InferOutput<typeof PricedObjectSchema>;
export type Pricelist = v.InferOutput<typeof PricelistSchema>;
