import { answerSchema, day, dayNumbers, fields, list, numeric, oneOf, optional, refuse, text, type Read, type ReadOutput } from '../readers.ts';

/** How many months the calendar shows: a whole number from 1 to 12. */
const monthsShown: Read<number> = (raw) => {
  const months = numeric(raw);
  return Number.isInteger(months) && months >= 1 && months <= 12 ? months : refuse();
};

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
 * (Read without valibot: step 1's answer, src/api/readers.ts.)
 */
export const AvailabilitySchema = answerSchema(
  fields({
    data: fields({
      unavailable: list(day),
      available_in: list(day),
      available_out: list(day),
      prices: dayNumbers((price) => price > 0),
      min_stay: dayNumbers((nights) => Number.isInteger(nights) && nights > 1),
    }),
    settings: fields({
      days_nights: optional(oneOf('nights', 'days'), 'nights'),
      min_date: day,
      max_date: day,
      displayed_months: optional(monthsShown, 3),
      currency_text: optional(text, ''),
    }),
  }),
);

export type Availability = ReadOutput<typeof AvailabilitySchema>;
