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

/** The longest minimum stay among the seasons the stay touches, with that season. */
export function minimumStay(nights: readonly string[], seasons: readonly Season[]): { nights: number; season?: Season } {
  let strictest: { nights: number; season?: Season } = { nights: 1 };
  for (const night of nights) {
    const season = seasonOf(night, seasons);
    if (season && season.minNights > strictest.nights) strictest = { nights: season.minNights, season };
  }
  return strictest;
}

export function roundMoney(amount: number): number {
  return Math.round(amount * 100) / 100;
}
