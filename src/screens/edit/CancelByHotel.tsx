// "Cancel booking" on the operator's screen (issue 51): the shared dialog
// (payment/CancelDialog) shows in money what cancelling today keeps and gives
// back before anything is cancelled: by the booking's own cancellation policy
// (the default) or everything paid back without a fee, a goodwill refund. The
// server's refusal (a stale version) shows inside it.
import { useAtomValue, useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { RefundChoice } from '../../api';
import { formatPrice } from '../../i18n/format';
import { cancelEditAtom, editCancelAtom, editedBookingAtom } from '../../state/edit';
import { CancelDialog } from '../payment/CancelDialog';

export function CancelByHotel() {
  const { t } = useLingui();
  const booking = useAtomValue(editedBookingAtom);
  const state = useAtomValue(editCancelAtom);
  const cancel = useSetAtom(cancelEditAtom);
  const setState = useSetAtom(editCancelAtom);
  const id = useId();
  const [choice, setChoice] = useState<RefundChoice>('terms');
  if (!booking?.cancellation || booking.status !== 'confirmed') return null;
  const money = (amount: number) => formatPrice(amount, booking.currency_text);
  const paid = money(booking.paid);
  const fee = money(booking.cancellation.fee);
  const refund = money(booking.cancellation.refund);
  const full = money(booking.cancellation.full_refund);

  return (
    <section className="bw-edit__cancel" aria-labelledby={id}>
      <h3 id={id}>{t({ id: 'edit_cancel_heading', message: 'Cancellation' })}</h3>
      <p>{t({ id: 'edit_cancel_paid', message: `The guest has paid ${paid}.` })}</p>
      <CancelDialog
        keepLabel={t({ id: 'edit_keep_booking', message: 'Keep the booking' })}
        busy={state.status === 'cancelling'}
        error={state.status === 'failed' ? state.message : null}
        onOpen={() => {
          // Each opening starts with the policy's refund chosen.
          setChoice('terms');
          if (state.status === 'failed') setState({ status: 'idle' });
        }}
        onConfirm={() => cancel(choice)}
      >
        <fieldset>
          <legend>{t({ id: 'edit_refund_choice', message: 'Refund to the guest' })}</legend>
          <label className="bw-edit__check">
            <input type="radio" name={id} checked={choice === 'terms'} onChange={() => setChoice('terms')} />
            {t({ id: 'edit_refund_terms', message: `By the cancellation policy: cancellation fee ${fee}, refund ${refund}` })}
          </label>
          <label className="bw-edit__check">
            <input type="radio" name={id} checked={choice === 'full'} onChange={() => setChoice('full')} />
            {t({ id: 'edit_refund_full', message: `Full refund without a fee: ${full}` })}
          </label>
        </fieldset>
        <p>{t({ id: 'edit_cancel_mail', message: 'The guest will receive an email saying how much is refunded and when.' })}</p>
      </CancelDialog>
    </section>
  );
}
