// What the booking page shows of a booking that opened (issue 50): its state
// (a cancelled one says so: payment/CancelledNotice, in the guest's words), the
// stay, each object with its rate's terms, the money, how to pay what is due,
// and what cancelling today costs, with the button that asks first.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ManagedBooking } from '../../api';
import { formatDisplayDate, formatPrice, stayLengthText } from '../../i18n/format';
import { FactList, type Fact } from '../payment/FactList';
import { PaymentDetails } from '../payment/PaymentDetails';
import { CancelledNotice } from '../payment/CancelledNotice';
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
  const { booking } = answer;
  // Cancelled just now on this page (not opened cancelled): what happened takes the focus.
  const [justCancelled, setJustCancelled] = useState(false);
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
  const payment = !cancelled && booking.due > 0 ? paymentOf(booking) : null;
  return (
    <article className="bw-managed" data-status={booking.status}>
      {cancelled && (
        <CancelledNotice
          booking={booking}
          sent={answer.refund}
          takeFocus={justCancelled}
          refundText={(toCard: boolean, refundAmount: string, refundBy: string) =>
            toCard
              ? t({ id: 'refund_to_card', message: `We are refunding ${refundAmount} to your card; it should reach you by ${refundBy}.` })
              : t({ id: 'refund_by_transfer', message: `We will send ${refundAmount} back to you by bank transfer by ${refundBy}.` })
          }
        />
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
      {!cancelled && booking.status !== 'expired' && (
        <CancelBooking
          booking={booking}
          token={token}
          onCancelled={(cancelledNow) => {
            setJustCancelled(true);
            onCancelled(cancelledNow);
          }}
        />
      )}
    </article>
  );
}
