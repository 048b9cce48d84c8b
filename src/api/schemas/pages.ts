import * as v from 'valibot';
import { id, isoDay, numeric, text, wholeNumber } from '../wire.ts';

/** object_availability: each object's occupied nights from today for the coming months (the calendars page). */
export const ObjectAvailabilitySchema = v.object({
  from: isoDay,
  to: isoDay,
  objects: v.array(v.object({ id, name: v.string(), kind: text, occupied: v.array(isoDay) })),
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
