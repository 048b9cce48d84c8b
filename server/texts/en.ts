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
    noObjectFree: 'Nothing is available for the chosen dates.',
    minStay: 'In {season}, the minimum stay is {nights}.',
    objectTaken: '{name} is already booked for the chosen dates.',
    noLongerAvailable: 'The chosen dates are no longer available. Please choose other dates.',
    badHour: 'The chosen arrival time is not offered.',
    unknownObject: 'The chosen accommodation does not exist.',
    chooseObject: 'Please choose where you would like to stay.',
    tooManyGuests: 'Maximum number of guests for {name}: {max}.',
    needAdult: 'Each room, apartment or cottage needs at least one adult.',
    badCount: 'Counts must be whole numbers from 0 to {max}.',
    unknownCoupon: 'We do not recognise the discount code {code}.',
    badObjects: 'The accommodation choice (objects) is not valid.',
    badBody: 'The request is not valid JSON.',
    bodyTooLarge: 'The request is too large.',
    requiredField: 'Please fill in {field}.',
    invalidEmail: 'Invalid email address.',
    badIdempotencyKey: 'The attempt key (idempotency_key) is missing or invalid.',
    nothingDue: 'Nothing is due by card for this booking.',
    bookingClosed: 'This booking is cancelled or has expired and takes no payment.',
    gatewayDown: 'The payment gateway is not answering right now. Please try again in a moment.',
    badEditLink: 'The booking edit link is not valid.',
    editOnly: 'Only the operator with an edit link may do this.',
    staleEdit: 'Someone else has changed this booking in the meantime (for example in another window). Please reload it and make your changes again.',
    badVersion: 'The booking version (version) is missing.',
    badMonths: 'The number of months (months) must be between 1 and 12.',
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
    // Each language writes its own salutation and punctuation: English, Czech, German, Slovak and
    // Polish end it with a comma, Ukrainian and Hungarian with "!" (Hungarian "Kedves", dear, takes
    // no comma); the next line starts with a capital where the language's letters do (English,
    // Polish, Ukrainian, Hungarian) and in lower case where they continue the sentence (Czech,
    // German, Slovak). {name} is the guest's name in the language's order (src/i18n/person-name.ts:
    // "Kovács János").
    greeting: 'Dear {name},',
    greetingWithoutName: 'Dear guest,',
    updated: 'Your booking has been changed. Here are the updated details:',
    thanks: 'Thank you for booking your stay at',
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
    calendar: 'Open the attached file to add your stay to your calendar.',
    booking: 'Booking',
    note: 'Note',
  },
  /** The demo's card payment and travel insurance pages (pages/payment-page.ts). */
  paymentPage: {
    title: 'Card payment (demo)',
    demo: 'This is a demo payment page. You will not be charged.',
    booking: 'Booking',
    amount: 'To pay',
    pay: 'Pay',
    fail: 'Simulate a failed payment',
    leave: 'Leave without paying',
    paid: 'The payment went through.',
    failed: 'The payment failed.',
    unknown: 'We could not find this booking (test bookings are not saved).',
    insuranceTitle: 'Travel insurance (demo)',
    insuranceText: 'This is where the guest would take out cancellation insurance with an insurer. Nothing is arranged in this demo.',
  },
  /** The summary's deposit line (api/stay.ts). */
  depositLine: 'Deposit {percent}%: {amount}, balance {rest}',
  /** Before the number in the QR payment's message, which must be printable ASCII once accents are stripped. */
  qrBooking: 'Booking',
  /** "1 night", "5 nights": the word after a count by Intl.PluralRules category (domain/plural.ts). */
  nights: { one: 'night', other: 'nights' } as PluralForms,
};

export type ServerTexts = typeof en;
