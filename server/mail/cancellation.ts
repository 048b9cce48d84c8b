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

/**
 * The e-mail that tells the guest their booking is cancelled (issue 50), in the booking's
 * language: which booking, when, the cancellation fee and what comes back.
 */
export function cancellationMessage(booking: BookingRow, catalog: Catalog, propertyName: string): MailMessage {
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
    fillIn(rateWords.cancelled, { property: propertyName }),
    '',
    `${words.number}: ${booking.variable_symbol}`,
    `${words.arrival}: ${prettyDay(booking.arrival, lang)}`,
    `${words.departure}: ${prettyDay(booking.departure, lang)}`,
    `${rateWords.cancelledOn}: ${booking.cancelled_on ? prettyDay(booking.cancelled_on, lang) : ''}`,
    `${rateWords.fee}: ${formatMoney(booking.cancel_fee ?? 0, currency)}`,
    `${rateWords.refund}: ${formatMoney(refund, currency)}`,
    ...(refund > 0 ? ['', rateWords.refundNote] : []),
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
