/**
 * What the reference server says about rates, cancellation and the guest's booking page
 * (issue 50), in English. This object's shape is every language's (RateTexts): a language file
 * that lacks a text fails tsc. {placeholders} are filled in (domain/messages.ts fillIn).
 */
export const en = {
  /** Errors in the API's answers. */
  messages: {
    unknownRate: 'The chosen rate is not offered for {name}.',
    unknownManageToken: 'We could not find this booking. The link is not valid or has expired.',
    cancelAfterArrival: 'A booking cannot be cancelled on or after the day of arrival. Please contact the property directly.',
    alreadyCancelled: 'This booking has already been cancelled.',
    cancelledBooking: 'This booking has been cancelled and can no longer be changed.',
    expiredBooking: 'The card payment for this booking did not arrive in time, so the booking was released and its dates are available again. It can no longer be changed or cancelled.',
  },
  /** A rate's cancellation terms in sentences: the e-mails and the calendar file. */
  terms: {
    freeUntil: 'Free cancellation until {date}.',
    feeFrom: 'From {date}, the cancellation fee is {percent}% of the price.',
    nonRefundable: 'Non-refundable: the price is not refunded if you cancel.',
  },
  /** What a rate includes besides the bed. */
  board: {
    room_only: 'room only',
    breakfast: 'breakfast included',
    half_board: 'half board',
  },
  /** The confirmation e-mail's additions and the cancellation e-mail. */
  mail: {
    rate: 'Rate',
    manage: 'View or cancel your booking online:',
    cancelSubject: 'Booking cancelled',
    cancelled: 'your booking at {property} has been cancelled.',
    cancelledOn: 'Cancelled on',
    fee: 'Cancellation fee',
    refund: 'Refund',
    refundNote: 'We will send the refund to the account you paid from.',
    goodbye: 'We hope to welcome you another time.',
  },
};

export type RateTexts = typeof en;
