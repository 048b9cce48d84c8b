import { readCatalog } from '../db/catalog.ts';
import { occupiedNights } from '../db/bookings.ts';
import { pick } from '../domain/catalog.ts';
import { addDays, addMonths } from '../domain/days.ts';
import { arrivalMinimums, lowestNightPrices } from '../domain/day-prices.ts';
import type { RequestContext } from './context.ts';
import { problem } from './problem.ts';

/**
 * object_availability: the occupied nights of every object from today for the
 * coming `months` (1-12, default 3), for the calendars page. With an edit link
 * the edited booking's own nights count as free, as everywhere else. Each
 * object's price of each of its free nights and the arrivals' minimum stays
 * come with them (issue 32), from the rules that price the availability answer.
 */
export async function objectAvailability(ctx: RequestContext) {
  const raw = ctx.query.get('months') ?? '3';
  const months = Number(raw);
  if (!/^\d{1,2}$/.test(raw) || months < 1 || months > 12) throw problem(400, 'badMonths', ctx.lang);
  const catalog = await readCatalog(ctx.db);
  const to = addMonths(ctx.today, months) < ctx.maxDate ? addMonths(ctx.today, months) : ctx.maxDate;
  const occupied = await occupiedNights(ctx.db, ctx.today, addDays(to, 1), ctx.editBooking?.id);
  // The nights a stay can include end the night before max_date.
  const lastNight = to < ctx.maxDate ? to : addDays(ctx.maxDate, -1);
  return {
    from: ctx.today,
    to,
    objects: catalog.objects.map((object) => ({
      id: object.id,
      name: pick(object.name, ctx.lang),
      kind: object.kind,
      occupied: [...(occupied.get(object.id) ?? [])].sort(),
      prices: lowestNightPrices([object], catalog.seasons, occupied, ctx.today, lastNight),
    })),
    min_stay: arrivalMinimums(catalog.seasons, ctx.today, lastNight),
    currency_text: pick(catalog.settings.currencyText, ctx.lang),
  };
}
