import { cancellationTerms, isNonRefundable, type CancellationTerms, type CancellationTier } from '../../src/booking/cancellation.ts';
import type { GuestObject, Season } from './catalog.ts';
import type { Lang } from './lang.ts';
import { roundMoney, stayPrice } from './pricing.ts';
import type { Quote } from './quote.ts';

/**
 * Rates (issue 50): ways to sell one object's stay, each with what it includes
 * and its cancellation policy. A rate prices the stay as the object's nightly
 * prices less its discount, plus its board per guest and night. The fee rule
 * itself is src/booking/cancellation.ts, shared with the widget.
 */

export type Board = 'room_only' | 'breakfast' | 'half_board';

/**
 * The hotel's extras (services) a board already includes, by the service's id: a guest on the
 * breakfast rate is not offered breakfast again, nor charged for it (docs/api.md "Rates").
 */
export const BOARD_SERVICES: Readonly<Record<Board, readonly string[]>> = {
  room_only: [],
  breakfast: ['breakfast'],
  half_board: ['breakfast', 'dinner'],
};

/** Whether the object's chosen rate includes the service, so it is neither offered nor charged. */
export const includedInRate = (rate: Pick<RatePlan, 'board'> | undefined, serviceId: string): boolean =>
  rate !== undefined && BOARD_SERVICES[rate.board].includes(serviceId);

export interface RatePlan {
  id: string;
  /** The rate's name by language; a language without one reads the English, then the Czech. */
  names: Partial<Record<Lang, string>>;
  board: Board;
  /** Percent off the object's nightly prices (the non-refundable rate's 10). */
  discountPercent: number;
  /** Per guest (those who count toward occupancy) and night, for the board. */
  boardPrice: number;
  tiers: CancellationTier[];
  isDefault: boolean;
}

/** A rate as a booking keeps it: the policy the guest accepted, whatever the hotel changes later. */
export interface BookedRate {
  objectId: number;
  rateId: string;
  names: Partial<Record<Lang, string>>;
  board: Board;
  tiers: CancellationTier[];
  /** The object's accommodation price under this rate, when booked. */
  price: number;
}

export function rateName(names: Partial<Record<Lang, string>>, lang: Lang, fallback: string): string {
  return names[lang] || names.en || names.cs || fallback;
}

/** The rate a guest gets without choosing: the one marked default, else the first. */
export function defaultRate(object: GuestObject): RatePlan | undefined {
  return object.rates?.find((rate) => rate.isDefault) ?? object.rates?.[0];
}

/** The rate `id` of the object; its default when no id is given; undefined for an unknown id. */
export function chosenRate(object: GuestObject, id: string | undefined): RatePlan | undefined {
  return id ? object.rates?.find((rate) => rate.id === id) : defaultRate(object);
}

/** The object's accommodation price for the nights under a rate (without one, as before rates). */
export function ratePrice(object: GuestObject, rate: RatePlan | undefined, nights: readonly string[], seasons: readonly Season[], guests: number): number {
  const base = stayPrice(object, nights, seasons);
  if (!rate) return roundMoney(base);
  return roundMoney((base * (100 - rate.discountPercent)) / 100 + rate.boardPrice * guests * nights.length);
}

const bool = (value: boolean) => (value ? '1' : '0');

/** The offer's rates of one object (selection), priced for the nights and `guests`. */
export function offeredRates(object: GuestObject, nights: readonly string[], seasons: readonly Season[], guests: number, lang: Lang) {
  const fallback = defaultRate(object);
  return (object.rates ?? []).map((rate) => ({
    id: rate.id,
    name: rateName(rate.names, lang, rate.id),
    board: rate.board,
    // The extras this rate includes: the widget shows them as included instead of offering them.
    includes: [...BOARD_SERVICES[rate.board]],
    price: ratePrice(object, rate, nights, seasons, guests).toFixed(2),
    default: bool(rate === fallback),
    policy: { tiers: rate.tiers.map((tier) => ({ days_before: String(tier.days_before), percent: String(tier.percent) })) },
  }));
}

/** The terms in dates as the wire carries them (numbers as text). */
export function wireTerms(terms: CancellationTerms) {
  return { free_until: terms.free_until, fees: terms.fees.map((fee) => ({ from: fee.from, percent: String(fee.percent) })) };
}

/** A chosen rate with its terms for a stay arriving on `arrival` and booked on `bookedOn` (summary, booking page). */
export function chosenRateAnswer(rate: Pick<BookedRate, 'rateId' | 'names' | 'board' | 'tiers'>, arrival: string, bookedOn: string, lang: Lang) {
  return {
    id: rate.rateId,
    name: rateName(rate.names, lang, rate.rateId),
    board: rate.board,
    refundable: bool(!isNonRefundable(rate.tiers)),
    terms: wireTerms(cancellationTerms({ tiers: rate.tiers, arrival, bookedOn })),
  };
}

/** A plan as a booking keeps it. */
export const bookedRateOf = (objectId: number, rate: RatePlan, price: number): BookedRate => ({
  objectId,
  rateId: rate.id,
  names: rate.names,
  board: rate.board,
  tiers: rate.tiers,
  price,
});

/** Each priced object's rate as the booking will keep it. */
export const quotedRates = (quote: Pick<Quote, 'objects'>): BookedRate[] =>
  quote.objects.flatMap((object) => (object.rate ? [bookedRateOf(object.id, object.rate, object.price)] : []));

/** The booked rates as book, thanks and edit_call answer them, with their terms in dates. */
export function bookedRatesAnswer(rates: readonly BookedRate[], objectName: (id: number) => string, arrival: string, bookedOn: string, lang: Lang) {
  return rates.map((rate) => {
    const { id, name, board, refundable, terms } = chosenRateAnswer(rate, arrival, bookedOn, lang);
    return { object_id: String(rate.objectId), object_name: objectName(rate.objectId), rate_id: id, name, board, refundable, terms };
  });
}
