import { readCatalog } from '../db/catalog.ts';
import { bookingForKey, NightTakenError, rememberKey, updateBookingStay, type BookingRow } from '../db/bookings.ts';
import { pick } from '../domain/catalog.ts';
import type { StayRequest } from '../domain/quote.ts';
import type { RequestContext } from './context.ts';
import { problem } from './problem.ts';
import { shortText } from './params.ts';
import { quoteNow, readStay } from './stay.ts';
import { assertBookable, idempotencyKey, timeOfArrival } from './book.ts';

/** edit_call and edit_save: the operator's view of one booking, opened by its edit link. */

function editedBooking(ctx: RequestContext): BookingRow {
  if (!ctx.editBooking) throw problem(403, 'editOnly', ctx.lang);
  return ctx.editBooking;
}

function details(ctx: RequestContext, row: BookingRow) {
  const stay = JSON.parse(row.stay) as StayRequest;
  const catalog = readCatalog(ctx.db);
  return {
    booking: {
      uuid: row.uuid,
      from: row.arrival,
      to: row.departure,
      objects: stay.objects,
      time_of_arrival: row.time_of_arrival,
      coupon: stay.coupon,
      note: row.note,
      rel: row.rel,
      customer: JSON.parse(row.customer) as Record<string, string | boolean>,
      price: row.price.toFixed(2),
      deposit: row.deposit.toFixed(2),
      custom_amount: (row.custom_amount ?? 0).toFixed(2),
      is_custom_amount: row.custom_amount === null ? '0' : '1',
      currency_text: pick(catalog.settings.currencyText, ctx.lang),
      variable_symbol: row.variable_symbol,
      payment_status: row.payment_status,
    },
  };
}

export function editCall(ctx: RequestContext) {
  return details(ctx, editedBooking(ctx));
}

/** Applies the operator's changes; the booking's own nights count as free while checking. */
export function editSave(ctx: RequestContext) {
  const booking = editedBooking(ctx);
  const body = ctx.body as Record<string, unknown>;
  const key = idempotencyKey(ctx, body);
  const catalog = readCatalog(ctx.db);
  const stay = readStay(ctx, body);
  const arrivalHour = timeOfArrival(ctx, catalog, body.time_of_arrival);
  const saved = ctx.db.transaction(() => {
    const repeat = bookingForKey(ctx.db, ctx.apiKey, 'edit_save', key);
    if (repeat) return repeat;
    const quote = quoteNow(ctx, catalog, stay);
    assertBookable(ctx, catalog, stay, quote);
    try {
      const updated = updateBookingStay(ctx.db, booking, {
        stay,
        time_of_arrival: arrivalHour,
        note: shortText(body.note, 2000),
        price: quote.total,
        deposit: quote.deposit.amount,
        custom_amount: stay.customAmount ?? null,
      });
      rememberKey(ctx.db, ctx.apiKey, 'edit_save', key, booking.id, ctx.now);
      return updated;
    } catch (error) {
      if (error instanceof NightTakenError) throw problem(409, 'noLongerAvailable', ctx.lang);
      throw error;
    }
  })();
  return details(ctx, saved);
}
