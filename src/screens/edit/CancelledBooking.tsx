// A cancelled booking on the operator's screen (issues 50, 51): it holds no
// nights and cannot be saved, so the screen says when it was cancelled, the fee
// kept and the refund, and how that money reaches the guest: by the gateway to
// their card, or by the hotel's own bank transfer. Focus comes here after the
// hotel cancels (the dialog and its button are gone).
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useCalendarTexts } from '../../calendar/hooks/use-calendar-texts';
import { formatPrice } from '../../i18n/format';
import { editCancelAtom, editedBookingAtom, editRefundAtom } from '../../state/edit';
import { useAtomValue } from '../../widget/atom-value';
import { dayWithYear, endOnce } from '../rates/rate-words';

export function CancelledBooking() {
  const { t } = useLingui();
  const days = useCalendarTexts();
  const booking = useAtomValue(editedBookingAtom);
  const sent = useAtomValue(editRefundAtom);
  // Cancelled just now on this screen (not opened cancelled): what happened takes the focus.
  const justCancelled = useAtomValue(editCancelAtom).status === 'cancelled';
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (justCancelled) notice.current?.focus();
  }, [justCancelled]);
  if (booking?.status !== 'cancelled') return null;
  const money = (amount: number) => formatPrice(amount, booking.currency_text);
  const cancelledOn = booking.cancelled_on ? dayWithYear(days, booking.cancelled_on) : '';
  const fee = money(booking.cancel_fee ?? 0);
  const refund = money(booking.refund ?? 0);
  const amount = sent ? money(sent.amount) : '';
  const by = sent ? dayWithYear(days, sent.expected_by) : '';
  return (
    <div ref={notice} className="bw-notice bw-edit__cancelled" role="status" tabIndex={-1} data-cancelled-notice>
      <p className="bw-notice__text">
        <strong>
          {cancelledOn
            ? endOnce(t({ id: 'booking_cancelled_on', message: `This booking was cancelled on ${cancelledOn}.` }))
            : t({ id: 'booking_cancelled', message: 'This booking has been cancelled.' })}
        </strong>
      </p>
      {booking.cancel_fee !== undefined && (
        <p className="bw-notice__text">{t({ id: 'cancellation_fee_charged', message: `Cancellation fee: ${fee}. Refund: ${refund}.` })}</p>
      )}
      {sent && sent.amount > 0 && (
        <p className="bw-notice__text" data-refund={sent.method}>
          {sent.method === 'card'
            ? t({ id: 'edit_refund_to_card', message: `${amount} is being refunded to the guest's card and should reach them by ${by}.` })
            : t({ id: 'edit_refund_by_transfer', message: `Please send ${amount} back to the guest by bank transfer by ${by}.` })}
        </p>
      )}
    </div>
  );
}
