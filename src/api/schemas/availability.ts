import { answerSchema, day, fields, list, numeric, oneOf, optional, refuse, type Read, type ReadOutput } from '../readers.ts';

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
 * (Read without valibot: step 1's answer, src/api/readers.ts.)
 */
export const AvailabilitySchema = answerSchema(
  fields({
    data: fields({
      unavailable: list(day),
      available_in: list(day),
      available_out: list(day),
    }),
    settings: fields({
      days_nights: optional(oneOf('nights', 'days'), 'nights'),
      min_date: day,
      max_date: day,
      displayed_months: optional(monthsShown, 3),
    }),
  }),
);

export type Availability = ReadOutput<typeof AvailabilitySchema>;
