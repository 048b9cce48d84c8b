import { readCatalog } from '../db/catalog.ts';
import { occupiedNights } from '../db/bookings.ts';
import { pick } from '../domain/catalog.ts';
import { addDays } from '../domain/days.ts';
import { houseCalendar } from '../domain/availability.ts';
import { arrivalMinimums, lowestNightPrices } from '../domain/day-prices.ts';
import { datesAnswer } from '../domain/range-price.ts';
import type { RequestContext } from './context.ts';
import { queryRange } from './params.ts';

/** availability and dates: the house calendar and the price of a range. */

export async function availability(ctx: RequestContext) {
  const catalog = await readCatalog(ctx.db);
  const occupied = await occupiedNights(ctx.db, ctx.today, addDays(ctx.maxDate, 1), ctx.editBooking?.id);
  const calendar = houseCalendar(
    catalog.objects.map((object) => object.id),
    occupied,
    ctx.today,
    ctx.maxDate,
  );
  // prices and min_stay (extensions, issue 32): every night a stay can include, the last one being
  // the night before max_date (a stay departs on max_date at the latest).
  const lastNight = addDays(ctx.maxDate, -1);
  return {
    data: {
      ...calendar,
      prices: lowestNightPrices(catalog.objects, catalog.seasons, occupied, ctx.today, lastNight),
      min_stay: arrivalMinimums(catalog.seasons, ctx.today, lastNight),
    },
    settings: {
      days_nights: 'nights',
      min_date: ctx.today,
      max_date: ctx.maxDate,
      displayed_months: String(catalog.settings.displayedMonths),
      currency_text: pick(catalog.settings.currencyText, ctx.lang),
    },
  };
}

/** The cheapest object free for the whole range sets the "price from" (domain/range-price.ts). */
export async function dates(ctx: RequestContext) {
  const catalog = await readCatalog(ctx.db);
  const range = queryRange(ctx);
  const occupied = range ? await occupiedNights(ctx.db, range.from, range.to, ctx.editBooking?.id) : new Map<number, Set<string>>();
  return datesAnswer(catalog, occupied, range, { today: ctx.today, maxDate: ctx.maxDate }, ctx.lang);
}
