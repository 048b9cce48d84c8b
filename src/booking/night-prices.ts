// Each night's price on its day (issue 32): the availability answer's lowest
// price of the night among the objects free that night, shown on the days a
// stay can include.
import { type AvailabilityModel, isLocked } from './availability';
import type { Day, Month } from './day';

/** The night's price, where a stay can include the night (free, inside the bookable window). */
export const nightPrice = (model: AvailabilityModel, day: Day): number | undefined =>
  isLocked(model, day) || model.departureOnly.has(day) ? undefined : model.prices[day];

/**
 * The lowest night price of the months shown, marked on its days; none when
 * every price shown is the same (a mark on every day would tell nothing).
 */
export function lowestPrice(model: AvailabilityModel, months: readonly Month[]): number | undefined {
  let lowest = Infinity;
  let highest = 0;
  for (const day in model.prices) {
    const price = months.includes(day.slice(0, 7)) ? nightPrice(model, day) : undefined;
    if (price === undefined) continue;
    lowest = Math.min(lowest, price);
    highest = Math.max(highest, price);
  }
  return lowest < highest ? lowest : undefined;
}
