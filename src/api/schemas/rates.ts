import * as v from 'valibot';
import { flag, id, isoDay, numeric, object, text, wholeNumber } from '../wire.ts';

/**
 * Rates and their cancellation terms (issue 50, docs/api.md "Rates"): the
 * pieces the offer, the summary, the book and thanks answers, the operator's
 * edit call and the guest's booking page share. The parsed tiers and terms
 * are what src/booking/cancellation.ts takes and gives (test/unit/booking/cancellation.test.ts).
 */

/** What a rate includes besides the bed. */
export const BoardSchema = v.picklist(['room_only', 'breakfast', 'half_board']);
export type Board = v.InferOutput<typeof BoardSchema>;

const percent = v.pipe(numeric, v.minValue(0), v.maxValue(100));

/** From `days_before` days before arrival ("booking": from the day of booking) the fee is `percent` % of the price. */
export const TierSchema = object({
  days_before: v.union([v.literal('booking'), v.pipe(wholeNumber, v.minValue(0))]),
  percent,
});

/** One rate of an object in the offer, priced for the chosen stay and the object's default occupancy. */
export const RateSchema = object({
  id,
  name: text,
  board: v.optional(BoardSchema, 'room_only'),
  /** The ids of the extras (services) this rate includes: shown as included, never offered again. */
  includes: v.optional(v.array(id), []),
  price: numeric,
  /** The rate chosen until the guest picks another. */
  default: flag,
  policy: v.optional(object({ tiers: v.optional(v.array(TierSchema), []) }), { tiers: [] }),
});

/** The policy in dates: free until `free_until` ('' when never free), then each fee from its day. */
export const TermsSchema = object({
  free_until: v.union([v.literal(''), isoDay]),
  fees: v.optional(v.array(object({ from: isoDay, percent })), []),
});

/** The chosen rate of one object with its terms (summary's selected objects, the booking page's objects). */
export const ChosenRateSchema = object({
  id,
  name: text,
  board: v.optional(BoardSchema, 'room_only'),
  refundable: flag,
  terms: TermsSchema,
});

/** A booked object's rate (book, thanks and edit_call answers). */
export const BookedRateSchema = object({
  object_id: id,
  object_name: text,
  rate_id: id,
  name: text,
  board: v.optional(BoardSchema, 'room_only'),
  refundable: flag,
  terms: TermsSchema,
});

/** A list of booked rates; left out (undefined) by a server without rates. */
export const bookedRates = v.optional(v.array(BookedRateSchema));

export type Rate = v.InferOutput<typeof RateSchema>;
export type ChosenRate = v.InferOutput<typeof ChosenRateSchema>;
export type BookedRate = v.InferOutput<typeof BookedRateSchema>;
export type Terms = v.InferOutput<typeof TermsSchema>;
export type Tier = v.InferOutput<typeof TierSchema>;
