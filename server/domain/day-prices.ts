import type { GuestObject, Season } from './catalog.ts';
import { addDays } from './days.ts';
import { arrivalMinimum, nightlyPrice, roundMoney } from './pricing.ts';

/**
 * What the calendar tells before the click (issue 32, docs/api.md "GET
 * availability"): each night's lowest price among the objects free that night,
 * and the minimum stay of each arrival day where it is more than one night.
 * From the same rules as the dates answer (range-price.ts), so a one-night
 * stay that its arrival allows is priced there at exactly `prices[night]`.
 * Both for the nights (and arrivals) from `first` to `last`, both included.
 */

/** Each night's lowest price among `objects` free that night; a night none is free is left out. */
export function lowestNightPrices(
  objects: readonly GuestObject[],
  seasons: readonly Season[],
  occupied: ReadonlyMap<number, ReadonlySet<string>>,
  first: string,
  last: string,
): Record<string, number> {
  const prices: Record<string, number> = {};
  for (let night = first; night <= last; night = addDays(night, 1)) {
    let lowest = Infinity;
    for (const object of objects) {
      if (!occupied.get(object.id)?.has(night)) lowest = Math.min(lowest, nightlyPrice(object, night, seasons));
    }
    if (lowest > 0 && lowest < Infinity) prices[night] = roundMoney(lowest);
  }
  return prices;
}

/** The minimum stay of each arrival day, where it is more than one night. */
export function arrivalMinimums(seasons: readonly Season[], first: string, last: string): Record<string, number> {
  const minimums: Record<string, number> = {};
  for (let day = first; day <= last; day = addDays(day, 1)) {
    const nights = arrivalMinimum(day, seasons).nights;
    if (nights > 1) minimums[day] = nights;
  }
  return minimums;
}
