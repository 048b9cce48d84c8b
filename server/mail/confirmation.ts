import type { BookingRow } from '../db/bookings.ts';
import { pick, type Catalog } from '../domain/catalog.ts';
import { daysBetween, prettyDay } from '../domain/days.ts';
import { serverLang, type Lang } from '../domain/lang.ts';
import { fillIn } from '../domain/messages.ts';
import { formatMoney } from '../domain/money.ts';
import { nightsText } from '../domain/plural.ts';
import { SERVER_TEXTS } from '../texts/index.ts';
import type { StayRequest } from '../domain/quote.ts';
import { stayCalendar, stayCalendarFileName } from '../../src/booking/ics.ts';
import { bookedOnOf } from '../domain/cancellation-fee.ts';
import type { BookedRate } from '../domain/rates.ts';
import { RATE_TEXTS } from '../texts/rates/index.ts';
import { rateEntries } from './terms-text.ts';
import { personName } from '../../src/i18n/person-name.ts';

/**
 * The confirmation e-mail of a stored booking, in the guest's language: what
 * was booked and how to pay, each object's rate with its cancellation terms in
 * dates, the link to the guest's own booking page (each e-mail its own token: the
 * server keeps only their hashes), with the stay as an .ics attachment. Never the edit
 * token: that link is the operator's.
 */

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  attachments: Array<{ filename: string; content: string; contentType: string }>;
}

/** "Pokoj Lípa: Dospělí 2, Snídaně 2×" per chosen object. */
function objectLines(stay: StayRequest, catalog: Catalog, lang: Lang): string[] {
  return stay.objects.map((choice) => {
    const object = catalog.objects.find((candidate) => candidate.id === choice.id);
    const guests = catalog.occupancyTypes
      .filter((type) => (choice.occupancy[type.id] ?? 0) > 0)
      .map((type) => `${pick(type.name, lang)} ${choice.occupancy[type.id]}`);
    const services = catalog.services
      .filter((service) => (choice.services[service.id] ?? 0) > 0)
      .map((service) => `${pick(service.name, lang)} ${choice.services[service.id]}×`);
    return `  - ${object ? pick(object.name, lang) : `#${choice.id}`}: ${[...guests, ...services].join(', ')}`;
  });
}

export function confirmationMessage(
  booking: BookingRow,
  catalog: Catalog,
  propertyName: string,
  now: Date,
  { updated = false, rates = [], manageUrl }: { updated?: boolean; rates?: readonly BookedRate[]; manageUrl?: string } = {},
): MailMessage {
  const lang = serverLang(booking.lang);
  const words = SERVER_TEXTS[lang].mail;
  const customer = JSON.parse(booking.customer) as { first_name?: string; last_name?: string; email?: string };
  const stay = JSON.parse(booking.stay) as StayRequest;
  const currency = pick(catalog.settings.currencyText, lang);
  const name = personName(customer.first_name, customer.last_name, lang);
  const arrivalHour = booking.time_of_arrival ? ` (${words.from} ${booking.time_of_arrival})` : '';
  const rateWords = RATE_TEXTS[lang].mail;
  const objectName = (id: number) => {
    const object = catalog.objects.find((candidate) => candidate.id === id);
    return object ? pick(object.name, lang) : `#${id}`;
  };
  const booked = rateEntries(rates, objectName, booking.arrival, bookedOnOf(booking), lang);
  const text = [
    name ? fillIn(words.greeting, { name }) : words.greetingWithoutName,
    '',
    updated ? words.updated : `${words.thanks} ${propertyName}.`,
    '',
    `${words.number}: ${booking.variable_symbol}`,
    `${words.arrival}: ${prettyDay(booking.arrival, lang)}${arrivalHour}`,
    `${words.departure}: ${prettyDay(booking.departure, lang)}`,
    `${words.nights}: ${nightsText(daysBetween(booking.arrival, booking.departure), lang)}`,
    `${words.objects}:`,
    ...objectLines(stay, catalog, lang),
    ...(booked.length > 0 ? [`${rateWords.rate}:`, ...booked.map((rate) => `  - ${rate.objectName}: ${rate.rateName} – ${rate.terms}`)] : []),
    `${words.total}: ${formatMoney(booking.price, currency)}`,
    `${words.deposit}: ${formatMoney(booking.deposit, currency)}`,
    ...(booking.note ? [`${words.note}: ${booking.note}`] : []),
    '',
    `${words.howToPay}:`,
    `  ${words.account}: ${catalog.settings.bankAccount}`,
    `  ${words.iban}: ${catalog.settings.iban}`,
    `  ${words.symbol}: ${booking.variable_symbol}`,
    `  ${words.amount}: ${formatMoney(booking.deposit, currency)}`,
    ...(manageUrl ? ['', rateWords.manage, manageUrl] : []),
    '',
    words.calendar,
    '',
    propertyName,
  ].join('\n');
  const calendar = stayCalendar({
    uid: `${booking.uuid}@booking-widget`,
    arrival: booking.arrival,
    departure: booking.departure,
    propertyName,
    bookingNumber: booking.variable_symbol,
    bookingLabel: words.booking,
    rates: booked,
    stamp: now,
  });
  return {
    to: customer.email ?? '',
    subject: `${updated ? words.updatedSubject : words.subject} ${booking.variable_symbol} – ${propertyName}`,
    text,
    attachments: [
      { filename: stayCalendarFileName(booking.variable_symbol), content: calendar, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' },
    ],
  };
}
