import * as v from 'valibot';
import { isoDay, object, wholeNumber } from '../wire.ts';

/**
 * availability: which days of the calendar can be used.
 * - unavailable: nights (named by their evening's date) with no free object;
 * - available_in: arrival-only days (the night before is full, this night is free);
 * - available_out: departure-only days (the night before is free, this night is
 *   full); such a day is also in `unavailable` and may only end a range.
 */
export const AvailabilitySchema = object({
  data: object({
    unavailable: v.array(isoDay),
    available_in: v.array(isoDay),
    available_out: v.array(isoDay),
  }),
  settings: object({
    days_nights: v.optional(v.picklist(['nights', 'days']), 'nights'),
    min_date: isoDay,
    max_date: isoDay,
    displayed_months: v.optional(v.pipe(wholeNumber, v.minValue(1), v.maxValue(12)), 3),
  }),
});

export type Availability = v.InferOutput<typeof AvailabilitySchema>;
