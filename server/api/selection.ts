import { readCatalog } from '../db/catalog.ts';
import { occupiedNights } from '../db/bookings.ts';
import { pick } from '../domain/catalog.ts';
import { nightsOf, prettyDay } from '../domain/days.ts';
import { isObjectFree } from '../domain/availability.ts';
import { message } from '../domain/messages.ts';
import { nightsText } from '../domain/plural.ts';
import { stayPrice } from '../domain/pricing.ts';
import { offeredRates } from '../domain/rates.ts';
import { photoUrl, type RequestContext } from './context.ts';
import { problem } from './problem.ts';
import { insideWindow, queryRange } from './params.ts';

const bool = (value: boolean) => (value ? '1' : '0');

/** selection: what step 2 offers for the chosen range. */
export async function selection(ctx: RequestContext) {
  const range = queryRange(ctx);
  if (!range) throw problem(400, 'badDates', ctx.lang);
  if (!insideWindow(ctx, range)) throw problem(400, 'outsideWindow', ctx.lang);
  const catalog = await readCatalog(ctx.db);
  const nights = nightsOf(range.from, range.to);
  const occupied = await occupiedNights(ctx.db, range.from, range.to, ctx.editBooking?.id);
  const { settings } = catalog;
  // A rate's price is for the object's starting occupancy; the summary prices the guest's own.
  const startingGuests = catalog.occupancyTypes.filter((type) => type.counts).reduce((sum, type) => sum + type.min, 0);

  const objects = catalog.objects.map((object) => {
    const available = isObjectFree(occupied.get(object.id), nights);
    const name = pick(object.name, ctx.lang);
    return {
      id: object.id,
      name,
      description: pick(object.description, ctx.lang),
      kind: object.kind,
      photos: object.photos.map((path) => photoUrl(ctx, path)),
      max_occupancy: String(object.maxOccupancy),
      available: bool(available),
      alert: available ? '' : message('objectTaken', ctx.lang, { name }),
      price: stayPrice(object, nights, catalog.seasons).toFixed(2),
      occupancy: catalog.occupancyTypes.map((type) => ({
        id: type.id,
        name: pick(type.name, ctx.lang),
        min: String(type.min),
        max: String(object.maxOccupancy),
        count: bool(type.counts),
      })),
      services: catalog.services.map((service) => ({
        id: service.id,
        name: pick(service.name, ctx.lang),
        price: service.price.toFixed(2),
        unit: service.unit,
        count_min: '0',
        max: String(service.max),
        selected: '0',
        count: '0',
      })),
      // Issue 50: left out for an object without rates, which is booked as before.
      ...(object.rates?.length ? { rates: offeredRates(object, nights, catalog.seasons, startingGuests, ctx.lang) } : {}),
    };
  });
  const datesText = `${prettyDay(range.from, ctx.lang)} – ${prettyDay(range.to, ctx.lang)}, ${nightsText(nights.length, ctx.lang)}`;
  return {
    checkin_hours: settings.checkinHours,
    objects,
    texts: { booking_dates_text: datesText },
    source_of_referral: catalog.referralSources.map((source) => ({ id: source.id, name: pick(source.name, ctx.lang) })),
    fees: catalog.fees.map((fee) => ({ id: fee.id, name: pick(fee.name, ctx.lang), price: fee.price.toFixed(2), unit: fee.unit })),
    settings: {
      show_hours: bool(settings.showHours),
      show_insurance: bool(settings.showInsurance),
      use_coupon: bool(settings.useCoupon),
      use_gift: bool(settings.useGift),
      show_source_of_referral: bool(settings.showSourceOfReferral),
      // Which ways to pay step 4 offers before booking (the book answer repeats them).
      show_bank: bool(settings.showBank),
      show_online_payment: bool(settings.showOnlinePayment && ctx.payments !== undefined),
      card_amount: settings.cardAmount,
      currency_text: pick(settings.currencyText, ctx.lang),
    },
  };
}
