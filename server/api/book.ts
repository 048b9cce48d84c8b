import { randomUUID } from 'node:crypto';
import { readCatalog } from '../db/catalog.ts';
import { insertBooking, type BookingRow } from '../db/bookings.ts';
import type { Catalog } from '../domain/catalog.ts';
import type { Quote, StayRequest } from '../domain/quote.ts';
import { variableSymbol } from '../domain/payment.ts';
import { nightsOf } from '../domain/days.ts';
import { minStayProblem } from '../domain/min-stay.ts';
import type { RequestContext } from './context.ts';
import { ApiProblem, problem } from './problem.ts';
import { shortText } from './params.ts';
import { quoteNow, readStay } from './stay.ts';
import { readCustomer, readInvoice, returnUrl } from './guest.ts';
import { paymentAnswer } from './payment.ts';
import { sendConfirmation } from './confirm.ts';
import { earlierAttempt, storeOnce } from './once.ts';
import { spend } from '../http/limits.ts';
import { bookedRatesAnswer, quotedRates } from '../domain/rates.ts';
import { manageUrl, newManageToken } from './manage-token.ts';
import { objectNamer, storedRatesAnswer } from './booked-rates.ts';
import { cardAnswer, startPayment } from './card.ts';

/**
 * book: stores a booking in one transaction that re-checks every night
 * (storeOnce, once.ts), and answers how to pay. The idempotency key makes repeats of one attempt (a
 * double click, a retry after a lost answer) return the same booking. It takes no custom total: an
 * operator sets one afterwards with edit_save, so an edit link cannot make a booking cheap.
 * The answer carries each object's rate with its terms, and the first answer the guest's booking
 * page with its manage token (issue 50); a repeat cannot (only the token's hash is kept) and the
 * confirmation e-mail has it.
 */

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

export function idempotencyKey(ctx: RequestContext, body: Record<string, unknown>): string {
  const key = shortText(body.idempotency_key, 200);
  if (!KEY_PATTERN.test(key)) throw problem(400, 'badIdempotencyKey', ctx.lang);
  return key;
}

/**
 * Refuses a quote that cannot be booked: taken nights are 409, other problems
 * 422, among them a stay shorter than its season's minimum (an alert in dates).
 */
export function assertBookable(ctx: RequestContext, catalog: Catalog, stay: StayRequest, quote: Quote): void {
  if (stay.objects.some((choice) => quote.disabledObjects.includes(choice.id))) {
    throw problem(409, 'noLongerAvailable', ctx.lang);
  }
  const first = quote.problems[0] ?? minStayProblem(nightsOf(stay.from, stay.to), catalog.seasons, ctx.lang);
  if (first !== undefined) throw new ApiProblem(422, first);
}

export function timeOfArrival(ctx: RequestContext, catalog: Catalog, raw: unknown): string {
  const hour = shortText(raw, 10);
  if (hour !== '' && !catalog.settings.checkinHours.includes(hour)) throw problem(422, 'badHour', ctx.lang);
  return hour;
}

function payable(row: BookingRow) {
  return {
    uuid: row.uuid,
    from: row.arrival,
    to: row.departure,
    price: row.price,
    deposit: row.deposit,
    variableSymbol: row.variable_symbol,
    dummy: false,
  };
}

/** The book answer of a stored booking: how to pay, its rates, and its page when this answer may tell it. */
async function bookAnswer(ctx: RequestContext, catalog: Catalog, row: BookingRow, link?: string) {
  const rates = await storedRatesAnswer(ctx.db, catalog, row, ctx.lang);
  const card = row.payments === 'card' ? await cardAnswer(ctx, row) : undefined;
  return { ...(await paymentAnswer(ctx, catalog, payable(row), card)), rates, ...(link ? { manage_url: link } : {}) };
}

export async function book(ctx: RequestContext) {
  const body = ctx.body as Record<string, unknown>;
  const key = idempotencyKey(ctx, body);
  // Each booking may send an e-mail: counted per address before anything else is done.
  spend(ctx.limits.bookings, ctx.client);
  const stay = readStay(ctx, body, { customTotal: false });
  const earlier = await earlierAttempt(ctx, 'book', key, stay);
  const catalog = await readCatalog(ctx.db);
  if (earlier) return bookAnswer(ctx, catalog, earlier);

  const customer = await readCustomer(ctx, body.customer);
  const invoice = readInvoice(body.invoice);
  const arrivalHour = timeOfArrival(ctx, catalog, body.time_of_arrival);
  const returnPages = { success_url: returnUrl(ctx, body.success_url), failure_url: returnUrl(ctx, body.failure_url) };

  if (ctx.dummy) {
    const quote = await quoteNow(ctx, catalog, stay);
    assertBookable(ctx, catalog, stay, quote);
    const dummy = { uuid: `dummy-${randomUUID()}`, from: stay.from, to: stay.to, price: quote.total, deposit: quote.deposit.amount };
    const rates = bookedRatesAnswer(quotedRates(quote), objectNamer(catalog, ctx.lang), stay.from, ctx.today, ctx.lang);
    return { ...(await paymentAnswer(ctx, catalog, { ...dummy, variableSymbol: variableSymbol(0, stay.from), dummy: true })), rates };
  }

  const manage = newManageToken();
  const { row, created } = await storeOnce(ctx, 'book', key, stay, async (tx) => {
    const quote = await quoteNow(ctx, catalog, stay, tx);
    assertBookable(ctx, catalog, stay, quote);
    return insertBooking(
      tx,
      {
        api_key: ctx.apiKey,
        stay,
        rates: quotedRates(quote),
        manage_token_hash: manage.hash,
        time_of_arrival: arrivalHour,
        note: shortText(body.note, 2000),
        rel: shortText(body.rel, 40),
        customer: JSON.stringify({
          ...customer,
          accept_gdpr_compliance: body.accept_gdpr_compliance === true,
          // The guest accepted the rates' cancellation terms (issue 50); kept as the GDPR consent is.
          accept_cancellation_terms: body.accept_cancellation_terms === true,
        }),
        invoice: invoice ? JSON.stringify(invoice) : null,
        lang: ctx.lang,
        price: quote.total,
        deposit: quote.deposit.amount,
        custom_amount: null,
        // 'online' is the older name of 'card'; a card only where a gateway takes it.
        payments: (body.payments === 'card' || body.payments === 'online') && ctx.payments ? 'card' : 'bank',
        ...returnPages,
        fixture: null,
      },
      ctx.now,
    );
  });
  // Only the request that stored the booking knows its token; a repeat of the attempt cannot tell it.
  const link = created ? manageUrl(ctx, row, manage.token) : undefined;
  // After the commit, and in the background: a repeat of the same attempt sends nothing new.
  if (created) await sendConfirmation(ctx, catalog, row, { manageUrl: link });
  // The card payment after the commit: the gateway's page for what is due now, the nights held meanwhile.
  if (created && row.payments === 'card') await startPayment(ctx, catalog, row, { success: row.success_url, failure: row.failure_url });
  return bookAnswer(ctx, catalog, row, link);
}
