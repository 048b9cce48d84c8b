import { readCatalog } from '../db/catalog.ts';
import { pick } from '../domain/catalog.ts';
import { addDays } from '../domain/days.ts';
import { seasonOf } from '../domain/pricing.ts';
import { photoUrl, type RequestContext } from './context.ts';

/** pricelist: nightly prices per season for each object, with services and fees. */
export async function pricelist(ctx: RequestContext) {
  const catalog = await readCatalog(ctx.db);
  // Concrete date spans of each season inside the bookable window.
  const periods = new Map<string, Array<{ from: string; to: string }>>();
  for (let day = ctx.today; day <= ctx.maxDate; day = addDays(day, 1)) {
    const season = seasonOf(day, catalog.seasons);
    if (!season) continue;
    const spans = periods.get(season.id) ?? [];
    const last = spans.at(-1);
    if (last && addDays(last.to, 1) === day) last.to = day;
    else spans.push({ from: day, to: day });
    periods.set(season.id, spans);
  }
  return {
    seasons: catalog.seasons.map((season) => ({
      id: season.id,
      name: pick(season.name, ctx.lang),
      min_nights: String(season.minNights),
      periods: periods.get(season.id) ?? [],
    })),
    objects: catalog.objects.map((object) => ({
      id: object.id,
      name: pick(object.name, ctx.lang),
      kind: object.kind,
      description: pick(object.description, ctx.lang),
      max_occupancy: String(object.maxOccupancy),
      photos: object.photos.map((path) => photoUrl(ctx, path)),
      prices: Object.entries(object.prices).map(([season, price]) => ({ season, price: price.toFixed(2) })),
    })),
    services: catalog.services.map((service) => ({
      id: service.id,
      name: pick(service.name, ctx.lang),
      price: service.price.toFixed(2),
      unit: service.unit,
      max: String(service.max),
    })),
    fees: catalog.fees.map((fee) => ({ id: fee.id, name: pick(fee.name, ctx.lang), price: fee.price.toFixed(2), unit: fee.unit })),
    settings: { currency_text: pick(catalog.settings.currencyText, ctx.lang) },
  };
}
