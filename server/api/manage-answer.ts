import type { BookingRow } from '../db/bookings.ts';
import { bookedRates } from '../db/rates.ts';
import { propertyNames } from '../db/kept.ts';
import { pick, type Catalog } from '../domain/catalog.ts';
import { bookedOnOf, bookingCancellationFee, paidOf } from '../domain/cancellation-fee.ts';
import { daysBetween } from '../domain/days.ts';
import { qrPaymentText } from '../domain/payment.ts';
import { roundMoney } from '../domain/pricing.ts';
import { chosenRateAnswer, type BookedRate } from '../domain/rates.ts';
import type { StayRequest } from '../domain/quote.ts';
import { qrPaymentUrl } from '../http/qr-payment.ts';
import { SERVER_TEXTS } from '../texts/index.ts';
import { rateMessage } from '../texts/rates/index.ts';
import type { Queryable } from '../db/database.ts';
import type { RequestContext } from './context.ts';
import { moneyAnswer } from './card.ts';
import { cardRefundOf } from '../payments/refunds.ts';

/** The guest's booking as booking.php and cancel.php answer it (docs/api.md "The guest's booking"). No personal data. */

const bool = (value: boolean) => (value ? '1' : '0');
const money = (amount: number) => amount.toFixed(2);

/** What cancelling on `today` would cost and give back, or why it cannot be done. */
// `paid`: card money as the gateway took it (issue 51); a bank transfer as the hotel marked it.
export function cancellationToday(ctx: RequestContext, booking: BookingRow, rates: readonly BookedRate[], paid = paidOf(booking)) {
  if (booking.status === 'cancelled') {
    const fee = booking.cancel_fee ?? 0;
    return { allowed: false, reason: rateMessage('alreadyCancelled', ctx.lang), fee, refund: booking.refund ?? 0 };
  }
  const fee = bookingCancellationFee(booking.price, rates, booking.arrival, bookedOnOf(booking), ctx.today);
  const refund = roundMoney(Math.max(0, paid - fee));
  if (ctx.today >= booking.arrival) return { allowed: false, reason: rateMessage('cancelAfterArrival', ctx.lang), fee, refund: 0 };
  return { allowed: true, reason: '', fee, refund };
}

export async function managedBookingAnswer(ctx: RequestContext, catalog: Catalog, booking: BookingRow, db: Queryable = ctx.db) {
  const rates = await bookedRates(db, booking.id);
  const stay = JSON.parse(booking.stay) as StayRequest;
  const currency = pick(catalog.settings.currencyText, ctx.lang);
  const bookedOn = bookedOnOf(booking);
  const card = await moneyAnswer(ctx, catalog, booking, db);
  const expired = card.payment_status === 'expired';
  // Card money counts as what the gateway took (issue 51); a bank transfer as the hotel marked it.
  const paid = Number(card.paid_amount) > 0 ? Number(card.paid_amount) : paidOf(booking);
  const due = roundMoney(Math.max(0, booking.price - paid));
  const cancellation = cancellationToday(ctx, booking, rates, paid);
  // What to pay next: the deposit before anything is paid, then the rest.
  const amount = paid > 0 ? due : booking.deposit;
  const { settings } = catalog;
  const qrContent = qrPaymentText({
    iban: settings.iban,
    amount,
    variableSymbol: booking.variable_symbol,
    message: `${SERVER_TEXTS[ctx.lang].qrBooking} ${booking.variable_symbol}`,
  });
  const payable = booking.status === 'confirmed' && !expired && due > 0;
  const objects = stay.objects.map((choice) => {
    const object = catalog.objects.find((candidate) => candidate.id === choice.id);
    const rate = rates.find((candidate) => candidate.objectId === choice.id);
    return {
      id: String(choice.id),
      name: object ? pick(object.name, ctx.lang) : `#${choice.id}`,
      occupancy: catalog.occupancyTypes.map((type) => ({ id: type.id, name: pick(type.name, ctx.lang), count: String(choice.occupancy[type.id] ?? 0) })),
      ...(rate ? { rate: chosenRateAnswer(rate, booking.arrival, bookedOn, ctx.lang) } : {}),
    };
  });
  return {
    booking: {
      status: expired && booking.status === 'confirmed' ? 'expired' : booking.status,
      variable_symbol: booking.variable_symbol,
      from: booking.arrival,
      to: booking.departure,
      nights: String(daysBetween(booking.arrival, booking.departure)),
      objects,
      price: money(booking.price),
      paid: money(paid),
      due: money(due),
      currency_text: currency,
      payment_status: card.payment_status,
      paid_amount: card.paid_amount,
      refunded_amount: card.refunded_amount,
      can_pay: bool(card.canPay),
      ...(payable
        ? {
            payment: {
              bank_account: settings.bankAccount,
              iban: settings.iban,
              variable_symbol: booking.variable_symbol,
              qr_content: qrContent,
              qr_img: qrPaymentUrl(ctx.publicUrl, qrContent),
              show_bank: bool(settings.showBank),
              show_qr: bool(settings.showQr),
              amount: money(amount),
            },
          }
        : {}),
      cancellation: { allowed: bool(cancellation.allowed), reason: cancellation.reason, fee: money(cancellation.fee), refund: money(cancellation.refund) },
      cancelled_on: booking.cancelled_on ?? '',
      cancel_fee: booking.cancel_fee === null ? '' : money(booking.cancel_fee),
      refund: booking.refund === null ? '' : money(booking.refund),
    },
    property_name: (await propertyNames(ctx.db)).get(booking.api_key) ?? '',
    ...(await cardRefundOf(db, booking)),
  };
}
