// The facts of the booking: number, dates, nights, price and payment state.
import { useLingui } from '@lingui/react/macro';
import type { Payment } from '../../api/schemas/payment';
import type { Thanks } from '../../api/schemas/thanks';
import { daysBetween } from '../../booking/day';
import { FactList, type Fact } from '../payment/FactList';
import { paymentStatusText } from '../payment/payment-status-text';
import { formatDisplayDate, formatPrice, stayLengthText } from '../../i18n/format';

export interface ConfirmationProps {
  payment: Payment;
  /** The thanks answer, once it came (payment state and closing words). */
  thanks: Thanks | null;
  /** A card payment the widget is still confirming with the server. */
  confirming?: boolean;
}

export function Confirmation({ payment, thanks, confirming = false }: ConfirmationProps) {
  const { t, i18n } = useLingui();
  const { from, to } = payment.booking;
  const status = thanks?.booking.payment_status;
  // While step 5 asks the server again, a pending card payment is being confirmed, not awaited.
  const statusText = !status
    ? ''
    : status === 'pending' && confirming
      ? t({ id: 'payment_status_confirming', message: 'Confirming the payment…' })
      : paymentStatusText(i18n, status);
  const facts: Fact[] = [
    [t({ id: 'booking_number', message: 'Booking number' }), payment.variable_symbol, 'booking-number'],
    [t({ id: 'check_in', message: 'Check-in' }), formatDisplayDate(from), 'check-in'],
    [t({ id: 'check_out', message: 'Check-out' }), formatDisplayDate(to), 'check-out'],
    [t({ id: 'length_of_stay', message: 'Length of stay' }), stayLengthText(i18n, daysBetween(from, to), 'nights'), 'nights'],
    [t({ id: 'total_price', message: 'Total price' }), formatPrice(payment.price, payment.currency_text), 'price'],
  ];
  // Only the thanks answer knows whether the online payment went through.
  if (status) facts.push([t({ id: 'payment_state', message: 'Payment' }), statusText, 'payment-status']);
  return (
    <>
      {/* The server's thanks speak of a saved booking: a test booking shows what really happened instead. */}
      {payment.booking.dummy ? (
        <p className="bw-notice" role="note">
          {t({ id: 'dummy_booking', message: 'This was a test booking: nothing has been booked.' })}
        </p>
      ) : (
        thanks?.texts.text && <p className="bw-confirmation__text">{thanks.texts.text}</p>
      )}
      <FactList facts={facts} className="bw-confirmation__facts" />
    </>
  );
}
