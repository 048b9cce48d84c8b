import * as v from 'valibot';
import { dayNumbers, id, isoDay, numeric, text, wholeNumber } from '../wire.ts';

/**
 * object_availability: each object's occupied nights from today for the coming months (the calendars
 * page); since issue 32 also each object's price of each of its free nights, the arrivals' minimum
 * stays and the currency (all optional: a server without them gives the page as before).
 */
export const ObjectAvailabilitySchema = v.object({
  from: isoDay,
  to: isoDay,
  objects: v.array(v.object({ id, name: v.string(), kind: text, occupied: v.array(isoDay), prices: dayNumbers((price) => price > 0) })),
  min_stay: dayNumbers((nights) => Number.isInteger(nights) && nights > 1),
  currency_text: v.optional(v.string(), ''),
});

/** reviews: what guests wrote, newest stay first, and the average rating. */
export const ReviewsSchema = v.object({
  reviews: v.array(
    v.object({
      id,
      author: v.string(),
      lang: text,
      rating: v.pipe(wholeNumber, v.minValue(1), v.maxValue(5)),
      stayed_on: isoDay,
      text: v.string(),
    }),
  ),
  summary: v.object({ count: wholeNumber, average: numeric }),
});

export type ObjectAvailability = v.InferOutput<typeof ObjectAvailabilitySchema>;
export type Reviews = v.InferOutput<typeof ReviewsSchema>;
export type Review = Reviews['reviews'][number];
