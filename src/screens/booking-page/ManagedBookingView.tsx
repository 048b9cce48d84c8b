// What the booking page shows of a booking that opened (issue 50): its state,
// the stay, each object with its rate's terms, the money, how to pay what is
// due, and what cancelling today costs, with the button that asks first.
import { useLingui } from '@lingui/react/macro';
import type { ManagedBooking } from '../../api';
import { formatDisplayDate, formatPrice, stayLengthText } from '../../i18n/format';
import { useCalendarTexts } from '../../calendar/hooks/use-calendar-texts';
import { FactList, type Fact } from '../payment/FactList';
import { PaymentDetails } from '../payment/PaymentDetails';
import { dayWithYear, endOnce } from '../rates/rate-words';
import { RateTerms } from '../rates/RateTerms';
import { CancelBooking } from './CancelBooking';
import { PayButton } from './PayButton';
import { paymentStatusText } from '../payment/payment-status-text';
import { paymentOf } from './payment-of';

/** "Adults 2, Children 1": the types with someone in them (as step 4's recap says it). */
const countsText = (items: readonly { name: string; count: number }[]) =>
  items
    .filter((item) => item.count > 0)
    .map((item) => `${item.name} ${item.count}`)
    .join(', ');

interface ManagedBookingViewProps {
  answer: ManagedBooking;
  token: string;
  onCancelled(answer: ManagedBooking): void;
}

export function ManagedBookingView({ answer, token, onCancelled }: ManagedBookingViewProps) {
  const { t, i18n } = useLingui();
  const days = useCalendarTexts();
  const { booking } = answer;
  const money = (amount: number) => formatPrice(amount, booking.currency_text);
  const cancelled = booking.status === 'cancelled';
  const facts: Fact[] = [
    [t({ id: 'booking_number', message: 'Booking number' }), booking.variable_symbol, 'booking-number'],
    [t({ id: 'check_in', message: 'Check-in' }), formatDisplayDate(booking.from), 'check-in'],
    [t({ id: 'check_out', message: 'Check-out' }), formatDisplayDate(booking.to), 'check-out'],
    [t({ id: 'length_of_stay', message: 'Length of stay' }), stayLengthText(i18n, booking.nights, 'nights'), 'nights'],
    [t({ id: 'total_price', message: 'Total price' }), money(booking.price), 'price'],
    [t({ id: 'amount_paid', message: 'Paid' }), money(booking.paid), 'paid'],
    ...(cancelled ? [] : [[t({ id: 'amount_due', message: 'Still to pay' }), money(booking.due), 'due'] as Fact]),
    [t({ id: 'payment_state', message: 'Payment' }), paymentStatusText(i18n, booking.payment_status), 'payment-status'],
  ];
  const refundSent = answer.refund;
  const refundBy = refundSent ? dayWithYear(days, refundSent.expected_by) : '';
  const refundAmount = refundSent ? money(refundSent.amount) : '';
  const payment = !cancelled && booking.due > 0 ? paymentOf(booking) : null;
  const cancelledOn = booking.cancelled_on ? dayWithYear(days, booking.cancelled_on) : '';
  const fee = money(booking.cancel_fee ?? 0);
  const refund = money(booking.refund ?? 0);
  return (
    <article className="bw-managed" data-status={booking.status}>
      {cancelled && (
        <div className="bw-notice bw-managed__cancelled" role="status" tabIndex={-1} data-cancelled-notice>
          <p className="bw-notice__text">
            <strong>
              {cancelledOn
                ? endOnce(t({ id: 'booking_cancelled_on', message: `This booking was cancelled on ${cancelledOn}.` }))
                : t({ id: 'booking_cancelled', message: 'This booking has been cancelled.' })}
            </strong>
          </p>
          {booking.cancel_fee !== undefined && (
            <p className="bw-notice__text">
              {t({ id: 'cancellation_fee_charged', message: `Cancellation fee: ${fee}. Refund: ${refund}.` })}
            </p>
          )}
          {refundSent && refundSent.amount > 0 && (
            <p className="bw-notice__text" data-refund={refundSent.method}>
              {refundSent.method === 'card'
                ? t({ id: 'refund_to_card', message: `We are refunding ${refundAmount} to your card; it should reach you by ${refundBy}.` })
                : t({ id: 'refund_by_transfer', message: `We will send ${refundAmount} back to you by bank transfer by ${refundBy}.` })}
            </p>
          )}
        </div>
      )}
      <FactList facts={facts} className="bw-managed__facts" />
      <h3 className="bw-managed__heading">{t({ id: 'step_accommodation', message: 'Accommodation' })}</h3>
      <ul className="bw-managed__objects">
        {booking.objects.map((object) => {
          const guests = object.occupancy.some((type) => type.count > 0);
          return (
            <li key={object.id} data-object={object.id}>
              <strong>{object.name}</strong>
              {guests && <p className="bw-managed__guests">{t({ id: 'who_is_staying_list', message: `Guests: ${countsText(object.occupancy)}` })}</p>}
              {object.rate && <RateTerms name={object.rate.name} board={object.rate.board} terms={object.rate.terms} />}
            </li>
          );
        })}
      </ul>
      {booking.can_pay && <PayButton token={token} due={money(booking.due)} />}
      {payment && <PaymentDetails payment={payment} heading={t({ id: 'how_to_pay', message: 'How to pay' })} />}
      {!cancelled && booking.status !== 'expired' && <CancelBooking booking={booking} token={token} onCancelled={onCancelled} />}
    </article>
  );
}
