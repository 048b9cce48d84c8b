import type { GuestObject, Season } from './catalog.ts';

/** Seasonal nightly prices: pure rules, no database. */

function inSpan(monthDay: string, [from, to]: [string, string]): boolean {
  return from <= to ? monthDay >= from && monthDay <= to : monthDay >= from || monthDay <= to;
}

export function seasonOf(night: string, seasons: readonly Season[]): Season | undefined {
  const monthDay = night.slice(5);
  let best: Season | undefined;
  for (const season of seasons) {
    const matches = season.periods.length === 0 || season.periods.some((span) => inSpan(monthDay, span));
    if (matches && (!best || season.priority > best.priority)) best = season;
  }
  return best;
}

export function nightlyPrice(object: GuestObject, night: string, seasons: readonly Season[]): number {
  const season = seasonOf(night, seasons);
  return season ? (object.prices[season.id] ?? 0) : 0;
}

export function stayPrice(object: GuestObject, nights: readonly string[], seasons: readonly Season[]): number {
  return nights.reduce((sum, night) => sum + nightlyPrice(object, night, seasons), 0);
}

/**
 * The minimum stay of a stay that arrives on `arrival`: that of the arrival
 * night's season, with that season (issue 32). Booking sites set a minimum by
 * the day of arrival, so the calendar can tell each arrival its minimum before
 * the guest clicks (the availability answer's min_stay) and never has to refuse
 * a stay afterwards. A stay that arrives before a season and runs into it
 * needs only its arrival's minimum.
 */
export function arrivalMinimum(arrival: string, seasons: readonly Season[]): { nights: number; season?: Season } {
  const season = seasonOf(arrival, seasons);
  return season && season.minNights > 1 ? { nights: season.minNights, season } : { nights: 1 };
}

export function roundMoney(amount: number): number {
  return Math.round(amount * 100) / 100;
}
