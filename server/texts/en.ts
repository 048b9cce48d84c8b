import type { PluralForms } from './plural-forms.ts';

/**
 * What the reference server says by itself, in English. This object's shape is
 * every language's (ServerTexts): a language file that lacks a text fails tsc.
 * The texts a hotelier can reword are in labels/ (global_translations).
 */
export const en = {
  /** Errors and alerts in the API's answers (domain/messages.ts); {placeholders} are filled in. */
  messages: {
    unknownApiKey: 'Unknown booking system key (api_key).',
    missingApiKey: 'The booking system key (api_key) is missing.',
    wrongPass: 'Access to the booking system was denied.',
    unknownEndpoint: 'This booking system address does not exist.',
    badDates: 'The chosen dates are not valid.',
    outsideWindow: 'The chosen dates are outside the bookable period.',
    tooLong: 'A stay can last at most 60 nights.',
    noObjectFree: 'No accommodation is free on the chosen dates.',
    minStay: 'In {season} the minimum stay is {nights}.',
    objectTaken: '{name} is taken on the chosen dates.',
    noLongerAvailable: 'The chosen dates are no longer available. Please choose other dates.',
    badHour: 'The chosen arrival time is not offered.',
    unknownObject: 'The chosen accommodation does not exist.',
    chooseObject: 'Please choose at least one accommodation.',
    tooManyGuests: '{name} sleeps at most {max} guests.',
    needAdult: 'Each accommodation needs at least one adult.',
    badCount: 'Counts must be whole numbers from 0 to {max}.',
    unknownCoupon: 'The discount code {code} is not known.',
    badObjects: 'The accommodation choice (objects) is not valid.',
    badBody: 'The request is not valid JSON.',
    bodyTooLarge: 'The request is too large.',
    requiredField: 'Please fill in {field}.',
    invalidEmail: 'Invalid email address.',
    badIdempotencyKey: 'The attempt key (idempotency_key) is missing or invalid.',
    badEditLink: 'The booking edit link is not valid.',
    editOnly: 'Only the operator with an edit link may do this.',
    staleEdit: 'Someone else changed this booking meanwhile (for example in another window). Please load it again and repeat your changes.',
    badVersion: 'The booking version (version) is missing.',
    badMonths: 'The number of months (months) must be from 1 to 12.',
    badAmount: 'The amount must be a number from 0 to 10,000,000.',
    unknownBooking: 'We could not find the booking.',
    methodNotAllowed: 'This request method is not allowed.',
    returnUrlNotAllowed: 'The return address after payment (success_url, failure_url) is not allowed for this booking system.',
    keyReused: 'This attempt key (idempotency_key) was already used for a different booking. Please start the booking again.',
    tooManyRequests: 'Too many attempts. Please try again in a while.',
    serverError: 'Something went wrong in the booking system.',
    priceFrom: 'price from',
  },
  /** The confirmation e-mail (mail/confirmation.ts); booking is the .ics event's word before the number. */
  mail: {
    subject: 'Booking confirmation',
    updatedSubject: 'Booking changed',
    // Greeting, comma, name, comma; Ukrainian and Hungarian letters end the address with "!" and
    // start the next line with a capital (Hungarian "Kedves", dear, takes no comma), so each
    // language writes its own punctuation here.
    greeting: 'Hello, {name},',
    greetingWithoutName: 'Hello,',
    updated: 'your booking has been changed. These are its details now:',
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
  /** The demo's card payment and travel insurance pages (pages/payment-page.ts). */
  paymentPage: {
    title: 'Card payment (demo)',
    demo: 'This is a demo payment gateway. No money moves.',
    booking: 'Booking',
    amount: 'To pay',
    pay: 'Pay',
    fail: 'Simulate a failed payment',
    paid: 'The payment went through.',
    failed: 'The payment failed.',
    unknown: 'We do not know this booking (dummy mode stores no bookings).',
    insuranceTitle: 'Travel insurance (demo)',
    insuranceText: 'Here the guest would take out cancellation insurance with an insurer. Nothing is arranged in the demo.',
  },
  /** The summary's deposit line (api/stay.ts). */
  depositLine: 'Deposit {percent}%: {amount} {currency}, balance {rest} {currency}',
  /** Before the number in the QR payment's message, which must be printable ASCII once accents are stripped. */
  qrBooking: 'Booking',
  /** "1 night", "5 nights": the word after a count by Intl.PluralRules category (domain/plural.ts). */
  nights: { one: 'night', other: 'nights' } as PluralForms,
};

export type ServerTexts = typeof en;
