import type { BookingRow } from '../db/bookings.ts';
import { pick, type Catalog } from '../domain/catalog.ts';
import { prettyDay } from '../domain/days.ts';
import { serverLang } from '../domain/lang.ts';
import { fillIn } from '../domain/messages.ts';
import { formatMoney } from '../domain/money.ts';
import { SERVER_TEXTS } from '../texts/index.ts';
import { RATE_TEXTS } from '../texts/rates/index.ts';
import type { MailMessage } from './confirmation.ts';
import { personName } from '../../src/i18n/person-name.ts';
import { PAYMENT_TEXTS } from '../texts/payments.ts';

/** A refund to the guest's card: how much, and the latest day (YYYY-MM-DD) it reaches them. */
export interface CardRefund {
  amount: number;
  by: string;
}

/**
 * The e-mail that tells the guest an unpaid card booking was released (issue 51): the hold ran out,
 * the dates are free again, and a payment that still came goes back to the card.
 */
export function expiryMessage(booking: BookingRow, propertyName: string): MailMessage {
  const lang = serverLang(booking.lang);
  const words = SERVER_TEXTS[lang].mail;
  const payment = PAYMENT_TEXTS[lang];
  const customer = JSON.parse(booking.customer) as { first_name?: string; last_name?: string; email?: string };
  const name = personName(customer.first_name, customer.last_name, lang);
  const text = [
    name ? fillIn(words.greeting, { name }) : words.greetingWithoutName,
    '',
    fillIn(payment.expired, { property: propertyName }),
    '',
    `${words.number}: ${booking.variable_symbol}`,
    `${words.arrival}: ${prettyDay(booking.arrival, lang)}`,
    `${words.departure}: ${prettyDay(booking.departure, lang)}`,
    '',
    payment.expiredAgain,
    payment.lateRefund,
    '',
    propertyName,
  ].join('\n');
  return { to: customer.email ?? '', subject: `${payment.expiredSubject} ${booking.variable_symbol} – ${propertyName}`, text, attachments: [] };
}

/**
 * The e-mail that tells the guest their booking is cancelled (issue 50), in the booking's
 * language: which booking, when, the cancellation fee and what comes back. The same e-mail when
 * the hotel cancelled it (edit_cancel), which then says so, and says when it waived the fee.
 */
export function cancellationMessage(
  booking: BookingRow,
  catalog: Catalog,
  propertyName: string,
  cardRefund?: CardRefund,
  how: { byProperty?: boolean; inFull?: boolean } = {},
): MailMessage {
  const lang = serverLang(booking.lang);
  const words = SERVER_TEXTS[lang].mail;
  const rateWords = RATE_TEXTS[lang].mail;
  const customer = JSON.parse(booking.customer) as { first_name?: string; last_name?: string; email?: string };
  const currency = pick(catalog.settings.currencyText, lang);
  const name = personName(customer.first_name, customer.last_name, lang);
  const refund = booking.refund ?? 0;
  const text = [
    name ? fillIn(words.greeting, { name }) : words.greetingWithoutName,
    '',
    fillIn(how.byProperty ? PAYMENT_TEXTS[lang].cancelledByProperty : rateWords.cancelled, { property: propertyName }),
    ...(how.inFull && refund > 0 ? [PAYMENT_TEXTS[lang].refundInFull] : []),
    '',
    `${words.number}: ${booking.variable_symbol}`,
    `${words.arrival}: ${prettyDay(booking.arrival, lang)}`,
    `${words.departure}: ${prettyDay(booking.departure, lang)}`,
    `${rateWords.cancelledOn}: ${booking.cancelled_on ? prettyDay(booking.cancelled_on, lang) : ''}`,
    `${rateWords.fee}: ${formatMoney(booking.cancel_fee ?? 0, currency)}`,
    `${rateWords.refund}: ${formatMoney(refund, currency)}`,
    // Card money goes back through the gateway (issue 51): how much and by when; the rest as before.
    ...(cardRefund ? ['', fillIn(PAYMENT_TEXTS[lang].cardRefund, { amount: formatMoney(cardRefund.amount, currency), date: prettyDay(cardRefund.by, lang) })] : refund > 0 ? ['', rateWords.refundNote] : []),
    '',
    rateWords.goodbye,
    '',
    propertyName,
  ].join('\n');
  return {
    to: customer.email ?? '',
    subject: `${rateWords.cancelSubject} ${booking.variable_symbol} – ${propertyName}`,
    text,
    attachments: [],
  };
}
