import * as v from 'valibot';
import { flag, id, numeric, object, text, wholeNumber } from '../wire.ts';
import { ChosenRateSchema } from './rates.ts';

const CountedItemSchema = object({
  id,
  name: text,
  count: v.optional(wholeNumber, 0),
  price: v.optional(numeric, 0),
});

export const SelectedObjectSchema = object({
  id,
  name: text,
  nights: wholeNumber,
  price: numeric,
  occupancy: v.optional(v.array(CountedItemSchema), []),
  services: v.optional(v.array(CountedItemSchema), []),
  /** The chosen rate and its terms in dates (issue 50); left out by a server without rates. */
  rate: v.optional(ChosenRateSchema),
});

export const ObjectPhotoSchema = object({ object_id: id, url: v.string(), alt: text });

export const SummaryLineSchema = object({ label: v.string(), amount: numeric });

/** How much is paid now: one deposit, or none (everything at once). */
export const DepositsSchema = object({
  num: v.optional(v.picklist(['one', 'none']), 'none'),
  percent: v.optional(numeric, 0),
  amount: v.optional(numeric, 0),
  rest: v.optional(numeric, 0),
  text: text,
  customAmount: v.optional(numeric, 0),
  isCustomAmount: flag,
  /** What a card pays now (issue 51): the deposit or the whole price, by the hotel's choice. */
  card_amount: v.optional(numeric, 0),
});

/** summary: the priced selection of step 2 (SPEC "Summary response"). */
export const SummarySchema = object({
  persons: v.optional(wholeNumber, 0),
  selected_objects: v.optional(v.array(SelectedObjectSchema), []),
  object_photos: v.optional(v.array(ObjectPhotoSchema), []),
  summary: object({
    lines: v.optional(v.array(SummaryLineSchema), []),
    discount: v.optional(numeric, 0),
    total: numeric,
    currency_text: text,
  }),
  /** Number of chosen accommodations; step 2 may continue only when above 0. */
  accomodation: v.optional(wholeNumber, 0),
  continue: flag,
  alert: text,
  disabled_objects: v.optional(v.array(id), []),
  deposits: v.optional(DepositsSchema, {
    num: 'none',
    percent: 0,
    amount: 0,
    rest: 0,
    text: '',
    customAmount: 0,
    isCustomAmount: false,
    card_amount: 0,
  }),
});

export type SelectedObject = v.InferOutput<typeof SelectedObjectSchema>;
export type ObjectPhoto = v.InferOutput<typeof ObjectPhotoSchema>;
export type SummaryLine = v.InferOutput<typeof SummaryLineSchema>;
export type Deposits = v.InferOutput<typeof DepositsSchema>;
export type Summary = v.InferOutput<typeof SummarySchema>;
