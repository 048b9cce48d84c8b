import * as v from 'valibot';
import { boolish, flag, id, numeric, object, text, wholeNumber } from '../wire.ts';
import { RateSchema } from './rates.ts';
import { cardAmount } from './payment-state.ts';

/** How a price is counted: once per stay, per night, or per person and night. */
export const PriceUnitSchema = v.picklist(['stay', 'night', 'person_night', 'adult_night']);
export type PriceUnit = v.InferOutput<typeof PriceUnitSchema>;

export const OccupancyTypeSchema = object({
  id,
  name: text,
  /** Starting count. */
  min: v.optional(wholeNumber, 0),
  max: v.optional(wholeNumber),
  /** Whether this type counts toward the object's max occupancy (infants do not). */
  count: flag,
});

export const ServiceSchema = object({
  id,
  name: text,
  price: v.optional(numeric, 0),
  unit: v.optional(PriceUnitSchema, 'stay'),
  count_min: v.optional(wholeNumber, 0),
  max: v.optional(wholeNumber),
  selected: flag,
  count: v.optional(wholeNumber, 0),
});

export const SelectableObjectSchema = object({
  id,
  name: text,
  description: text,
  kind: text,
  photos: v.optional(v.array(v.string()), []),
  max_occupancy: wholeNumber,
  available: flag,
  alert: text,
  /** Price of the whole range for this object, before services and fees. */
  price: v.optional(numeric, 0),
  occupancy: v.optional(v.array(OccupancyTypeSchema), []),
  services: v.optional(v.array(ServiceSchema), []),
  /** The object's rates (issue 50); left out by a server without rates: no choice, nothing sent. */
  rates: v.optional(v.array(RateSchema)),
});

export const FeeSchema = object({
  id,
  name: text,
  price: numeric,
  unit: v.optional(PriceUnitSchema, 'stay'),
});

export const ReferralSourceSchema = object({ id, name: v.string() });

/** selection: what step 2 offers for the chosen range (SPEC "Selection response"). */
export const SelectionSchema = object({
  checkin_hours: v.optional(v.array(v.string()), []),
  objects: v.array(SelectableObjectSchema),
  texts: v.optional(object({ booking_dates_text: text }), { booking_dates_text: '' }),
  source_of_referral: v.optional(v.array(ReferralSourceSchema), []),
  fees: v.optional(v.array(FeeSchema), []),
  settings: object({
    show_hours: flag,
    show_insurance: flag,
    use_coupon: flag,
    use_gift: flag,
    show_source_of_referral: flag,
    /** Step 4 offers a bank transfer (with the QR code); a server that does not say offers it. */
    show_bank: v.optional(boolish, true),
    /** Step 4 offers paying by card online: a gateway is configured and the hotel offers card. */
    show_online_payment: flag,
    /** What the card pays now: the deposit or the whole stay. */
    card_amount: cardAmount,
    currency_text: text,
  }),
});

export type OccupancyType = v.InferOutput<typeof OccupancyTypeSchema>;
export type Service = v.InferOutput<typeof ServiceSchema>;
export type SelectableObject = v.InferOutput<typeof SelectableObjectSchema>;
export type Fee = v.InferOutput<typeof FeeSchema>;
export type ReferralSource = v.InferOutput<typeof ReferralSourceSchema>;
export type Selection = v.InferOutput<typeof SelectionSchema>;
