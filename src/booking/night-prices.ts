// Each night's price on its day (issue 32): the availability answer's lowest
// price of the night among the objects free that night, shown on the days a
// stay can include.
import { type AvailabilityModel, isLocked } from './availability';
import type { Day } from './day';

/** The night's price, where a stay can include the night (free, inside the bookable window). */
export const nightPrice = (model: AvailabilityModel, day: Day): number | undefined =>
  isLocked(model, day) || model.departureOnly.has(day) ? undefined : model.prices[day];

/**
 * The price of a set of nights worth marking as the lowest: the lowest, where it singles nights out.
 * None when every price is the same, nor when more than a third of the nights have it (a season's
 * base price on most days of two months made the mark on nearly every day, which told nothing;
 * issue 52).
 */
export function markedLowest(prices: readonly number[]): number | undefined {
  if (prices.length === 0) return undefined;
  const lowest = Math.min(...prices);
  const marked = prices.filter((price) => price === lowest).length;
  return lowest < Math.max(...prices) && marked * 3 <= prices.length ? lowest : undefined;
}

/** The lowest night price of the days shown (`first` to `last`) worth marking on its days (`markedLowest`). */
export function lowestPrice(model: AvailabilityModel, first: Day, last: Day): number | undefined {
  const prices: number[] = [];
  for (const day in model.prices) {
    const price = day >= first && day <= last ? nightPrice(model, day) : undefined;
    if (price !== undefined) prices.push(price);
  }
  return markedLowest(prices);
}
