/** Route `/payment-failed`: the booking is kept; pay again or by transfer (loaded on demand by React.lazy). */
export { PaymentFailed, PaymentFailed as default } from './PaymentFailed';
