/** Route `/payment-failed`: the booking is kept; pay again or by transfer (loaded on demand). */
export { PaymentFailed } from './PaymentFailed';
