// A cancelled booking's notice, on the guest's booking page and the operator's
// edit screen alike: the day it was cancelled, the fee kept and the refund, and
// how the refund reaches the guest, which each screen says in its own words (to
// the guest "your card", to the hotel "the guest's card"). Right after a
// cancellation the notice takes the focus: the dialog and its button are gone.
import { useLingui } from '@lingui/react/macro';
import type { Refund } from '../../api';
import { useCalendarTexts } from '../../calendar/hooks/use-calendar-texts';
import { formatPrice } from '../../i18n/format';
import { dayWithYear, endOnce } from '../rates/rate-words';

interface CancelledNoticeProps {
  booking: { cancelled_on: string; cancel_fee?: number; refund?: number; currency_text: string };
  /** What went back (the answer's `refund`), when money goes back. */
  sent?: Refund | null;
  /** The refund's way in the screen's words: to the card or by bank transfer, how much and by when. */
  refundText(toCard: boolean, amount: string, by: string): string;
  takeFocus?: boolean;
}

const focus = (element: HTMLElement | null) => element?.focus();

export function CancelledNotice({ booking, sent, refundText, takeFocus }: CancelledNoticeProps) {
  const { t } = useLingui();
  const days = useCalendarTexts();
  const money = (amount: number) => formatPrice(amount, booking.currency_text);
  const cancelledOn = booking.cancelled_on && dayWithYear(days, booking.cancelled_on);
  const fee = money(booking.cancel_fee ?? 0);
  const refund = money(booking.refund ?? 0);
  return (
    // Focused as it appears: it replaces the dialog and the button that had the focus.
    <div ref={takeFocus ? focus : undefined} className="bw-notice bw-cancelled" role="status" tabIndex={-1} data-cancelled-notice>
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
          {refundText(sent.method === 'card', money(sent.amount), dayWithYear(days, sent.expected_by))}
        </p>
      )}
    </div>
  );
}
