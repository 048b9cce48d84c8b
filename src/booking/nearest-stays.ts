// The nearest stays that can be booked when the one a guest tried cannot
// (issue 22): the same length (or the season's minimum), arrivals closest to
// the one tried, judged by the very rules the calendar applies to two clicks
// (range.ts). Pure and computed from the availability answer the widget already
// has; loaded on demand with the suggestions, never with step 1.
import type { AvailabilityModel } from './availability';
import { addDaysTo, type Day, daysBetween, minDay } from './day';
import { chooseDay } from './range';

export interface Stay {
  arrival: Day;
  departure: Day;
  nights: number;
}

/** How far from the tried arrival a suggestion may arrive, either way. */
export const SEARCH_DAYS = 14;
/** How many suggestions a guest is offered at most. */
export const MOST_SUGGESTED = 3;

export interface NearestStays {
  /** Up to three bookable stays, nearest arrivals first chosen, listed in date order. */
  stays: Stay[];
  /** When none fits the window: the first bookable stay of that length after it, if any. */
  later: Stay | null;
}

const stayFrom = (arrival: Day, nights: number): Stay => ({ arrival, departure: addDaysTo(arrival, nights), nights });

/** Whether the calendar would accept arrival then departure as a stay (two clicks). */
export function isBookableStay(model: AvailabilityModel, stay: Stay): boolean {
  return chooseDay(model, { arrival: stay.arrival, departure: '' }, stay.departure).kind === 'completed';
}

/**
 * Offsets from the tried arrival in the order they are considered: 0, then
 * -1, +1, -2, +2 ... (at equal distance the earlier arrival comes first).
 */
export function searchOrder(days = SEARCH_DAYS): number[] {
  const order = [0];
  for (let distance = 1; distance <= days; distance++) order.push(-distance, distance);
  return order;
}

/**
 * The nearest bookable stays of `nights` nights around `tried.arrival`. The
 * tried stay itself is never offered again (after a 409 the availability may
 * still show it free until the fresh answer arrives).
 */
export function nearestStays(model: AvailabilityModel, tried: { arrival: Day; departure: Day }, nights: number): NearestStays {
  if (nights < 1) return { stays: [], later: null };
  const isTried = (stay: Stay) => stay.arrival === tried.arrival && stay.departure === tried.departure;
  const stays: Stay[] = [];
  for (const offset of searchOrder()) {
    const stay = stayFrom(addDaysTo(tried.arrival, offset), nights);
    if (!isTried(stay) && isBookableStay(model, stay)) stays.push(stay);
    if (stays.length === MOST_SUGGESTED) break;
  }
  stays.sort((a, b) => (a.arrival < b.arrival ? -1 : 1));
  return { stays, later: stays.length > 0 ? null : firstStayAfterWindow(model, tried.arrival, nights) };
}

/** How far after the tried arrival the first later stay is looked for without a max_date. */
export const LATER_SEARCH_DAYS = 731;

/** The first bookable stay arriving after the search window, up to the last bookable day. */
function firstStayAfterWindow(model: AvailabilityModel, triedArrival: Day, nights: number): Stay | null {
  // Without a max_date the window ends far away ('9999-12-31'): two years is enough to look.
  const lastDeparture = minDay(model.maxDate, addDaysTo(triedArrival, LATER_SEARCH_DAYS));
  const lastArrival = addDaysTo(lastDeparture, -nights);
  let arrival = addDaysTo(triedArrival, SEARCH_DAYS + 1);
  if (arrival < model.minDate) arrival = model.minDate;
  for (; arrival <= lastArrival; arrival = addDaysTo(arrival, 1)) {
    const stay = stayFrom(arrival, nights);
    if (isBookableStay(model, stay)) return stay;
  }
  return null;
}

/**
 * When one object is next free for `nights` nights, arriving on `from` or
 * later: its own occupied nights decide (step 2's taken objects). Null when
 * it is not free for that long before `until` (the end of what is known).
 */
export function nextFreeStay(occupied: ReadonlySet<Day>, from: Day, nights: number, until: Day): Stay | null {
  if (nights < 1) return null;
  let free = 0;
  for (let night = from; daysBetween(night, until) >= 1; night = addDaysTo(night, 1)) {
    free = occupied.has(night) ? 0 : free + 1;
    if (free === nights) return stayFrom(addDaysTo(night, 1 - nights), nights);
  }
  return null;
}
