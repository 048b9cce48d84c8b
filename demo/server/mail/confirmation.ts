import type { BookingRow } from '../db/bookings.ts';
import { pick, type Catalog } from '../domain/catalog.ts';
import { daysBetween, prettyDay, type Lang } from '../domain/days.ts';
import { nightsText } from '../domain/plural.ts';
import type { StayRequest } from '../domain/quote.ts';
import { stayCalendar, stayCalendarFileName } from '../../../src/booking/ics.ts';

/**
 * The confirmation e-mail of a stored booking, in the guest's language: what
 * was booked and how to pay, with the stay as an .ics attachment. Never the
 * edit token: that link is the operator's.
 */

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  attachments: Array<{ filename: string; content: string; contentType: string }>;
}

const WORDS = {
  cs: {
    subject: 'Potvrzení rezervace',
    updatedSubject: 'Změna rezervace',
    updated: 'vaši rezervaci jsme upravili. Platí tyto údaje:',
    hello: 'Dobrý den',
    thanks: 'děkujeme za rezervaci v ubytování',
    number: 'Číslo rezervace',
    arrival: 'Příjezd',
    from: 'od',
    departure: 'Odjezd',
    nights: 'Délka pobytu',
    objects: 'Ubytování',
    total: 'Celková cena',
    deposit: 'K úhradě nyní (záloha)',
    howToPay: 'Jak zaplatit převodem',
    account: 'Číslo účtu',
    iban: 'IBAN',
    symbol: 'Variabilní symbol',
    amount: 'Částka',
    calendar: 'Termín pobytu si můžete uložit do kalendáře z přiloženého souboru.',
    booking: 'Rezervace',
    note: 'Poznámka',
  },
  en: {
    subject: 'Booking confirmation',
    updatedSubject: 'Booking changed',
    updated: 'your booking has been changed. These are its details now:',
    hello: 'Hello',
    thanks: 'thank you for your booking at',
    number: 'Booking number',
    arrival: 'Arrival',
    from: 'from',
    departure: 'Departure',
    nights: 'Length of stay',
    objects: 'Accommodation',
    total: 'Total price',
    deposit: 'Due now (deposit)',
    howToPay: 'How to pay by bank transfer',
    account: 'Bank account',
    iban: 'IBAN',
    symbol: 'Payment reference (variable symbol)',
    amount: 'Amount',
    calendar: 'The attached file adds the stay to your calendar.',
    booking: 'Booking',
    note: 'Note',
  },
} as const;

/** Made once: building a number format costs more than the rest of the message. */
const AMOUNTS = {
  cs: new Intl.NumberFormat('cs-CZ', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
} as const;

function money(amount: number, currency: string, lang: Lang): string {
  return `${AMOUNTS[lang].format(amount)} ${currency}`;
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
  { updated = false }: { updated?: boolean } = {},
): MailMessage {
  const lang: Lang = booking.lang === 'en' ? 'en' : 'cs';
  const words = WORDS[lang];
  const customer = JSON.parse(booking.customer) as { first_name?: string; last_name?: string; email?: string };
  const stay = JSON.parse(booking.stay) as StayRequest;
  const currency = pick(catalog.settings.currencyText, lang);
  const name = [customer.first_name, customer.last_name].filter(Boolean).join(' ');
  const arrivalHour = booking.time_of_arrival ? ` (${words.from} ${booking.time_of_arrival})` : '';
  const text = [
    `${words.hello}${name ? ` ${name}` : ''},`,
    '',
    updated ? words.updated : `${words.thanks} ${propertyName}.`,
    '',
    `${words.number}: ${booking.variable_symbol}`,
    `${words.arrival}: ${prettyDay(booking.arrival, lang)}${arrivalHour}`,
    `${words.departure}: ${prettyDay(booking.departure, lang)}`,
    `${words.nights}: ${nightsText(daysBetween(booking.arrival, booking.departure), lang)}`,
    `${words.objects}:`,
    ...objectLines(stay, catalog, lang),
    `${words.total}: ${money(booking.price, currency, lang)}`,
    `${words.deposit}: ${money(booking.deposit, currency, lang)}`,
    ...(booking.note ? [`${words.note}: ${booking.note}`] : []),
    '',
    `${words.howToPay}:`,
    `  ${words.account}: ${catalog.settings.bankAccount}`,
    `  ${words.iban}: ${catalog.settings.iban}`,
    `  ${words.symbol}: ${booking.variable_symbol}`,
    `  ${words.amount}: ${money(booking.deposit, currency, lang)}`,
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
