import * as v from 'valibot';
import { dayNumbers, isoDay, numeric, object, text } from '../wire.ts';

/**
 * availability: which days of the calendar can be used.
 * - unavailable: nights (named by their evening's date) with no free object;
 * - available_in: arrival-only days (the night before is full, this night is free);
 * - available_out: departure-only days (the night before is free, this night is
 *   full); such a day is also in `unavailable` and may only end a range.
 * - prices, min_stay (extensions, issue 32): each night's lowest price among
 *   the objects free that night, and the minimum nights of a stay arriving on
 *   a day, listed where it is more than one; both optional (empty when not sent),
 *   with the currency text in settings.
 * - displayed_months: how many months the calendar shows, a whole number from 1 to 12.
 */
export const AvailabilitySchema = object({
  data: object({
    unavailable: v.array(isoDay),
    available_in: v.array(isoDay),
    available_out: v.array(isoDay),
    prices: dayNumbers((price) => price > 0),
    min_stay: dayNumbers((nights) => Number.isInteger(nights) && nights > 1),
  }),
  settings: object({
    days_nights: v.optional(v.picklist(['nights', 'days']), 'nights'),
    min_date: isoDay,
    max_date: isoDay,
    displayed_months: v.optional(v.pipe(numeric, v.integer(), v.minValue(1), v.maxValue(12)), 3),
    currency_text: text,
  }),
});

export type Availability = v.InferOutput<typeof AvailabilitySchema>;
