// Each night's price on its day (issue 32): the availability answer's lowest
// price of the night among the objects free that night, shown on the days a
// stay can include.
import { type AvailabilityModel, isLocked } from './availability';
import type { Day } from './day';

/** The night's price, where a stay can include the night (free, inside the bookable window). */
export const nightPrice = (model: AvailabilityModel, day: Day): number | undefined =>
  isLocked(model, day) || model.departureOnly.has(day) ? undefined : model.prices[day];

/**
 * The lowest night price of the days shown (`first` to `last`), marked on its days where it singles
 * days out: none when every price shown is the same, nor when more than a third of the priced days
 * have it (a season's base price on most days of two months made the mark on nearly every day, which
 * told nothing; issue 52).
 */
export function lowestPrice(model: AvailabilityModel, first: Day, last: Day): number | undefined {
  const prices: number[] = [];
  for (const day in model.prices) {
    const price = day >= first && day <= last ? nightPrice(model, day) : undefined;
    if (price !== undefined) prices.push(price);
  }
  if (prices.length === 0) return undefined;
  const lowest = Math.min(...prices);
  const marked = prices.filter((price) => price === lowest).length;
  return lowest < Math.max(...prices) && marked * 3 <= prices.length ? lowest : undefined;
}
