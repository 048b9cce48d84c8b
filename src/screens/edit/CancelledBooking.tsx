// A cancelled booking on the operator's screen (issues 50, 51): it holds no
// nights and cannot be saved, so the screen says when it was cancelled, the fee
// kept and the refund (payment/CancelledNotice), and how that money reaches the
// guest: by the gateway to their card, or by the hotel's own bank transfer.
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { editCancelAtom, editedBookingAtom, editRefundAtom } from '../../state/edit';
import { CancelledNotice } from '../payment/CancelledNotice';

export function CancelledBooking() {
  const { t } = useLingui();
  const booking = useAtomValue(editedBookingAtom);
  const sent = useAtomValue(editRefundAtom);
  // Cancelled just now on this screen (not opened cancelled): what happened takes the focus.
  const justCancelled = useAtomValue(editCancelAtom).status === 'cancelled';
  if (booking?.status !== 'cancelled') return null;
  return (
    <CancelledNotice
      booking={booking}
      sent={sent}
      takeFocus={justCancelled}
      refundText={(toCard: boolean, amount: string, by: string) =>
        toCard
          ? t({ id: 'edit_refund_to_card', message: `${amount} is being refunded to the guest's card and should reach them by ${by}.` })
          : t({ id: 'edit_refund_by_transfer', message: `Please send ${amount} back to the guest by bank transfer by ${by}.` })
      }
    />
  );
}
