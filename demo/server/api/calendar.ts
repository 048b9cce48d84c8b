import { readCatalog } from '../db/catalog.ts';
import { occupiedNights } from '../db/bookings.ts';
import { pick } from '../domain/catalog.ts';
import { addDays, nightsOf } from '../domain/days.ts';
import { houseCalendar, isObjectFree } from '../domain/availability.ts';
import { message } from '../domain/messages.ts';
import { minStayProblem } from '../domain/min-stay.ts';
import { minimumStay, roundMoney, stayPrice } from '../domain/pricing.ts';
import type { RequestContext } from './context.ts';
import { insideWindow, queryRange } from './params.ts';

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
  return {
    data: calendar,
    settings: {
      days_nights: 'nights',
      min_date: ctx.today,
      max_date: ctx.maxDate,
      displayed_months: String(catalog.settings.displayedMonths),
    },
  };
}

/** The cheapest object free for the whole range sets the "price from". */
export async function dates(ctx: RequestContext) {
  const catalog = await readCatalog(ctx.db);
  const currency = pick(catalog.settings.currencyText, ctx.lang);
  const range = queryRange(ctx);
  const answer = (price: number, priceText: string, alerts: string[], error: boolean, minNights?: number) => ({
    price: price.toFixed(2),
    texts: { price_text: priceText },
    // min_nights (an extension, docs/api.md): the season minimum a range must reach, so the widget
    // can offer the nearest stays of that length without asking again.
    settings: minNights === undefined ? { currency_text: currency } : { currency_text: currency, min_nights: String(minNights) },
    alerts,
    error: error ? '1' : '0',
  });
  if (!range) return answer(0, '', [], false);
  if (!insideWindow(ctx, range)) return answer(0, '', [message('outsideWindow', ctx.lang)], true);

  const nights = nightsOf(range.from, range.to);
  const occupied = await occupiedNights(ctx.db, range.from, range.to, ctx.editBooking?.id);
  const prices = catalog.objects
    .filter((object) => isObjectFree(occupied.get(object.id), nights))
    .map((object) => stayPrice(object, nights, catalog.seasons));
  if (prices.length === 0) return answer(0, '', [message('noObjectFree', ctx.lang)], true);

  // A stay shorter than its season's minimum cannot be booked (book and edit_save refuse it): no
  // price, so step 1 keeps the way on closed, and the alert says why (issue 21).
  const minNights = minimumStay(nights, catalog.seasons).nights;
  const tooShort = minStayProblem(nights, catalog.seasons, ctx.lang);
  if (tooShort !== undefined) return answer(0, '', [tooShort], false, minNights);
  return answer(roundMoney(Math.min(...prices)), message('priceFrom', ctx.lang), [], false, minNights);
}
