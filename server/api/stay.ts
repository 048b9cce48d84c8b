import type { Catalog } from '../domain/catalog.ts';
import { pick } from '../domain/catalog.ts';
import { occupiedNights } from '../db/bookings.ts';
import { fillIn } from '../domain/messages.ts';
import { formatMoney } from '../domain/money.ts';
import { SERVER_TEXTS } from '../texts/index.ts';
import type { Queryable } from '../db/database.ts';
import { quoteStay, type Quote, type StayRequest } from '../domain/quote.ts';
import { photoUrl, type RequestContext } from './context.ts';
import { problem } from './problem.ts';
import { customAmount, insideWindow, objectChoices, requiredRange, shortText } from './params.ts';
import { bookedRateOf, chosenRateAnswer } from '../domain/rates.ts';
import { bookedOnOf } from '../domain/cancellation-fee.ts';

/**
 * A chosen stay as summary, book and edit_save receive it (query or JSON body). `customTotal: false`
 * (book): an operator's own total is not read at all; the guest's booking is priced as summary prices
 * it, and the operator changes the total afterwards with edit_save.
 */
export function readStay(ctx: RequestContext, source: Record<string, unknown>, { customTotal = true } = {}): StayRequest {
  const range = requiredRange(ctx, { from: source.from, to: source.to });
  if (!insideWindow(ctx, range)) throw problem(400, 'outsideWindow', ctx.lang);
  const deposits = source.deposits === 'none' ? 'none' : 'one';
  const amount = customTotal ? customAmount(ctx, source.is_custom_amount, source.custom_amount) : undefined;
  return {
    ...range,
    objects: objectChoices(ctx, source.objects),
    coupon: shortText(source.coupon, 40),
    gift: shortText(source.gift, 40),
    deposits,
    ...(amount === undefined ? {} : { customAmount: amount }),
  };
}

export function queryObject(query: URLSearchParams): Record<string, unknown> {
  const source: Record<string, unknown> = {};
  for (const [key, value] of query) source[key] = value;
  return source;
}

/**
 * Prices the stay against the nights booked right now (the edited booking's own nights are free),
 * as seen by `db`: the request's database, or the transaction that is about to store the stay.
 */
export async function quoteNow(ctx: RequestContext, catalog: Catalog, stay: StayRequest, db: Queryable = ctx.db): Promise<Quote> {
  return quoteStay(catalog, ctx.lang, stay, await occupiedNights(db, stay.from, stay.to, ctx.editBooking?.id));
}

const bool = (value: boolean) => (value ? '1' : '0');

/** The summary answer (docs/api.md) for a quote. */
/** The day the terms count from: today, or the edited booking's own day of booking. */
const bookedOn = (ctx: RequestContext) => (ctx.editBooking ? bookedOnOf(ctx.editBooking) : ctx.today);

export function summaryAnswer(ctx: RequestContext, catalog: Catalog, quote: Quote, stay: Pick<StayRequest, 'from'>) {
  const currency = pick(catalog.settings.currencyText, ctx.lang);
  const { percent, amount, rest } = quote.deposit;
  // Amounts as the widget writes them (SPEC 9: "2 205,00 Kč"), beside its own prices.
  const depositText =
    quote.deposit.num === 'one'
      ? fillIn(SERVER_TEXTS[ctx.lang].depositLine, { percent, amount: formatMoney(amount, currency), rest: formatMoney(rest, currency) })
      : '';
  return {
    persons: String(quote.persons),
    selected_objects: quote.objects.map(({ rate, ...object }) => ({
      ...object,
      nights: String(object.nights),
      price: object.price.toFixed(2),
      occupancy: object.occupancy.map((o) => ({ ...o, count: String(o.count) })),
      services: object.services.map((s) => ({ ...s, count: String(s.count), price: s.price.toFixed(2) })),
      // The chosen rate with its terms as if booked today (issue 50); an operator's edit keeps the booking's own day.
      ...(rate ? { rate: chosenRateAnswer(bookedRateOf(object.id, rate, object.price), stay.from, bookedOn(ctx), ctx.lang) } : {}),
    })),
    object_photos: quote.objects.flatMap((chosen) =>
      (catalog.objects.find((o) => o.id === chosen.id)?.photos ?? []).map((path) => ({ object_id: chosen.id, url: photoUrl(ctx, path), alt: chosen.name })),
    ),
    summary: {
      lines: quote.lines.map((line) => ({ label: line.label, amount: line.amount.toFixed(2) })),
      discount: quote.discount.toFixed(2),
      total: quote.total.toFixed(2),
      currency_text: currency,
    },
    accomodation: String(quote.objects.length),
    continue: bool(quote.objects.length > 0 && quote.problems.length === 0),
    alert: quote.problems[0] ?? '',
    disabled_objects: quote.disabledObjects,
    deposits: {
      num: quote.deposit.num,
      percent: String(quote.deposit.percent),
      amount: quote.deposit.amount.toFixed(2),
      rest: quote.deposit.rest.toFixed(2),
      text: depositText,
      customAmount: quote.customAmount.toFixed(2),
      isCustomAmount: bool(quote.isCustomAmount),
      // What a card pays now (issue 51): the deposit, or the whole price by the hotel's choice.
      card_amount: (catalog.settings.cardAmount === 'full' || quote.deposit.amount <= 0 ? quote.total : quote.deposit.amount).toFixed(2),
    },
  };
}
