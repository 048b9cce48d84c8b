import { readCatalog } from '../db/catalog.ts';
import { bookingByUuid } from '../db/bookings.ts';
import { propertyNames } from '../db/kept.ts';
import { pick } from '../domain/catalog.ts';
import { daysBetween } from '../domain/days.ts';
import type { RequestContext } from './context.ts';
import { problem } from './problem.ts';
import { shortText } from './params.ts';
import { storedRatesAnswer } from './booked-rates.ts';
import { moneyAnswer } from './card.ts';
import { queryPending } from '../payments/settle.ts';

/** thanks: the closing words of step 5 and the booking's public facts (no personal data). */
export async function thanks(ctx: RequestContext) {
  const uuid = shortText(ctx.query.get('uuid'), 100);
  const catalog = await readCatalog(ctx.db);
  const rows = await ctx.db.all<{ key: string; text: string }>("SELECT key, text FROM translations WHERE lang = ? AND key IN ('thanks_title', 'thanks_text')", ctx.lang);
  const texts = {
    title: rows.find((row) => row.key === 'thanks_title')?.text ?? '',
    text: rows.find((row) => row.key === 'thanks_text')?.text ?? '',
  };
  const currency = pick(catalog.settings.currencyText, ctx.lang);
  // The property's name titles the guest's calendar entry (step 5's .ics).
  const propertyName = (await propertyNames(ctx.db)).get(ctx.apiKey) ?? '';
  // Dummy mode stores nothing, so its bookings have nothing to show beyond the texts.
  if (uuid.startsWith('dummy-')) {
    const booking = { uuid, variable_symbol: '', from: ctx.today, to: ctx.today, nights: '0', price: '0.00', deposit: '0.00' };
    // Nor does it thank for a saved booking: the hotelier's thanks speak of one ("Rezervace je uložena").
    const noThanks = { title: '', text: '' };
    return { texts: noThanks, property_name: propertyName, booking: { ...booking, currency_text: currency, payment_status: 'pending' } };
  }
  const row = uuid === '' ? undefined : await bookingByUuid(ctx.db, uuid);
  if (!row || row.api_key !== ctx.apiKey) throw problem(404, 'unknownBooking', ctx.lang);
  // The guest is back before the gateway's notification: the server asks the gateway itself.
  if (ctx.payments) await queryPending(ctx.db, ctx.payments.gateway, row, ctx.now, ctx.payments.refundRetry);
  const { canPay: _canPay, ...money } = await moneyAnswer(ctx, catalog, row);
  return {
    texts,
    property_name: propertyName,
    booking: {
      uuid: row.uuid,
      variable_symbol: row.variable_symbol,
      from: row.arrival,
      to: row.departure,
      nights: String(daysBetween(row.arrival, row.departure)),
      price: row.price.toFixed(2),
      deposit: row.deposit.toFixed(2),
      currency_text: currency,
      ...money,
    },
    // Each object's rate and its terms in dates (issue 50).
    rates: await storedRatesAnswer(ctx.db, catalog, row, ctx.lang),
  };
}
