import { readCatalog } from '../db/catalog.ts';
import { bookingVersion, updateBookingStay, type BookingRow } from '../db/bookings.ts';
import { pick } from '../domain/catalog.ts';
import type { StayRequest } from '../domain/quote.ts';
import type { RequestContext } from './context.ts';
import { problem } from './problem.ts';
import { shortText } from './params.ts';
import { quoteNow, readStay } from './stay.ts';
import { assertBookable, idempotencyKey, timeOfArrival } from './book.ts';
import { readCustomer } from './guest.ts';
import { sendConfirmation } from './confirm.ts';
import { earlierAttempt, storeOnce } from './once.ts';
import { spend } from '../http/limits.ts';
import { rateProblem } from './problem.ts';
import { storedRatesAnswer } from './booked-rates.ts';
import { quotedRates } from '../domain/rates.ts';
import { bookedRates } from '../db/rates.ts';
import { cancelBookingNow } from './cancel.ts';
import { operatorMoney, refundChoice } from './edit-cancel.ts';
import { bookedOnOf } from '../domain/cancellation-fee.ts';
import { localToday } from '../domain/days.ts';
import { moneyState, type MoneyState } from '../payments/store.ts';
import { manageUrl, storeManageToken } from './manage-token.ts';

/** edit_call, edit_save and edit_cancel: the operator's view of one booking, opened by its edit link. */

function editedBooking(ctx: RequestContext): BookingRow {
  if (!ctx.editBooking) throw problem(403, 'editOnly', ctx.lang);
  return ctx.editBooking;
}

/**
 * The day a booking's unpaid card hold ran out and released its nights (issue 51), or '' while it
 * stands, from its money state (moneyState). Such a booking stays `confirmed` in its row; only its
 * hold says it expired.
 */
function expiredOn({ status, hold }: MoneyState): string {
  return status === 'expired' && hold ? localToday(new Date(hold.expires_at)) : '';
}

/**
 * A cancelled booking holds no nights, nor does one whose card hold ran out: changing either would
 * take them again (issues 50, 51), and an expired one has nothing left to cancel.
 */
async function assertStanding(ctx: RequestContext, booking: BookingRow): Promise<void> {
  if (booking.status === 'cancelled') throw rateProblem(409, 'cancelledBooking', ctx.lang);
  if (expiredOn(await moneyState(ctx.db, booking))) throw rateProblem(409, 'expiredBooking', ctx.lang);
}

async function details(ctx: RequestContext, row: BookingRow) {
  const stay = JSON.parse(row.stay) as StayRequest;
  const catalog = await readCatalog(ctx.db);
  const rates = await bookedRates(ctx.db, row.id);
  const state = await moneyState(ctx.db, row);
  const money = await operatorMoney(ctx, row, rates, state);
  const expired = row.status === 'confirmed' ? expiredOn(state) : '';
  return {
    ...money,
    booking: {
      ...money.booking,
      uuid: row.uuid,
      from: row.arrival,
      to: row.departure,
      // Each object names its booked rate (issue 50), the default one too.
      objects: stay.objects.map((choice) => {
        const rate = rates.find((booked) => booked.objectId === choice.id)?.rateId;
        return rate ? { ...choice, rate } : choice;
      }),
      time_of_arrival: row.time_of_arrival,
      coupon: stay.coupon,
      deposits: stay.deposits,
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
      version: String(row.version),
      // Whether it was cancelled (issue 50) or its unpaid card hold ran out (issue 51): then it holds
      // no nights and cannot be saved.
      status: expired ? 'expired' : row.status,
      expired_on: expired,
      // The day it was booked: its rates' terms count from it, not from the day it is edited.
      booked_on: bookedOnOf(row),
    },
    // Each object's rate and its terms, as the guest booked them (issue 50); objects[].rate names the rate.
    rates: await storedRatesAnswer(ctx.db, catalog, row, ctx.lang, rates),
  };
}

export async function editCall(ctx: RequestContext) {
  return details(ctx, editedBooking(ctx));
}

/** The version the operator's changes are based on (the one edit_call answered). */
function baseVersion(ctx: RequestContext, raw: unknown): number {
  const version = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 1) throw problem(400, 'badVersion', ctx.lang);
  return version;
}

/**
 * Applies the operator's changes; the booking's own nights count as free while
 * checking. A save based on an older version than the stored one (another tab
 * saved meanwhile) is refused with 409, so nobody silently overwrites anybody.
 */
export async function editSave(ctx: RequestContext) {
  const booking = editedBooking(ctx);
  const body = ctx.body as Record<string, unknown>;
  const key = idempotencyKey(ctx, body);
  // Each save sends the guest an e-mail: a few per minute per booking, and per address.
  spend(ctx.limits.saves, ctx.client);
  spend(ctx.limits.bookingSaves, booking.uuid);
  const catalog = await readCatalog(ctx.db);
  const stay = readStay(ctx, body);
  const earlier = await earlierAttempt(ctx, 'edit_save', key, stay);
  if (earlier) return details(ctx, earlier);
  await assertStanding(ctx, booking);
  const version = baseVersion(ctx, body.version);
  const arrivalHour = timeOfArrival(ctx, catalog, body.time_of_arrival);
  // Without customer details the guest's stay as stored.
  const customer = body.customer === undefined ? undefined : await readCustomer(ctx, body.customer);
  const { row, created } = await storeOnce(ctx, 'edit_save', key, stay, async (tx) => {
    if ((await bookingVersion(tx, booking.id)) !== version) throw problem(409, 'staleEdit', ctx.lang);
    const quote = await quoteNow(ctx, catalog, stay, tx);
    assertBookable(ctx, catalog, stay, quote);
    const stored = JSON.parse(booking.customer) as Record<string, unknown>;
    return updateBookingStay(tx, booking, {
      // The operator may change an object's rate (objects[].rate); an unchanged one keeps its terms.
      stay,
      rates: quotedRates(quote),
      time_of_arrival: arrivalHour,
      note: shortText(body.note, 2000),
      customer: JSON.stringify(customer ? { ...stored, ...customer } : stored),
      price: quote.total,
      deposit: quote.deposit.amount,
      custom_amount: stay.customAmount ?? null,
    });
  });
  // The guest hears of the change, after the commit and in the background, with a link of its own to
  // their booking page: the first link's token is known only as its hash.
  if (created) await sendConfirmation(ctx, catalog, row, { updated: true, manageUrl: manageUrl(ctx, row, await storeManageToken(ctx.db, row.id, ctx.now)) });
  return details(ctx, row);
}

/**
 * The hotel cancels the booking (cancel.ts): by its terms, or with `refund: "full"` everything paid
 * back. Idempotent by the booking itself: a repeat answers the cancelled booking and sends nothing;
 * a cancellation based on an older version than the stored one is refused with 409, as a save is.
 */
export async function editCancel(ctx: RequestContext) {
  const booking = editedBooking(ctx);
  const body = ctx.body as Record<string, unknown>;
  // A cancellation sends the guest an e-mail, as a save does.
  spend(ctx.limits.saves, ctx.client);
  spend(ctx.limits.bookingSaves, booking.uuid);
  const version = baseVersion(ctx, body.version);
  // An expired hold has nothing to cancel; a cancelled booking is answered as it is (a repeat).
  if (booking.status !== 'cancelled' && expiredOn(await moneyState(ctx.db, booking))) throw rateProblem(409, 'expiredBooking', ctx.lang);
  const catalog = await readCatalog(ctx.db);
  const cancelled = await cancelBookingNow(ctx, catalog, booking, { by: 'operator', refund: refundChoice(body.refund), version });
  return details(ctx, cancelled);
}
