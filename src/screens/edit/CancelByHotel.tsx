// "Cancel booking" on the operator's screen (issue 51): a modal dialog (native
// <dialog>, showModal: the page behind is inert, focus stays inside and goes
// back to the button when it closes) that shows in money what cancelling today
// keeps and gives back before anything is cancelled: by the booking's own
// cancellation policy (the default) or everything paid back without a fee, a
// goodwill refund. The server's refusal (a stale version) shows inside it.
import { useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import type { RefundChoice } from '../../api';
import { formatPrice } from '../../i18n/format';
import { cancelEditAtom, editCancelAtom, editedBookingAtom } from '../../state/edit';
import { FormError } from '../../ui/FormError';
import { useAtomValue } from '../../widget/atom-value';

export function CancelByHotel() {
  const { t } = useLingui();
  const booking = useAtomValue(editedBookingAtom);
  const state = useAtomValue(editCancelAtom);
  const cancel = useSetAtom(cancelEditAtom);
  const setState = useSetAtom(editCancelAtom);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const id = useId();
  const [choice, setChoice] = useState<RefundChoice>('terms');
  if (!booking?.cancellation || booking.status === 'cancelled') return null;
  const money = (amount: number) => formatPrice(amount, booking.currency_text);
  const paid = money(booking.paid);
  const fee = money(booking.cancellation.fee);
  const refund = money(booking.cancellation.refund);
  const full = money(booking.cancellation.full_refund);
  const busy = state.status === 'cancelling';

  const confirm = async () => {
    if (await cancel(choice)) dialog.current?.close();
  };

  return (
    <section className="bw-edit__cancel" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t({ id: 'edit_cancel_heading', message: 'Cancellation' })}</h3>
      <p>{t({ id: 'edit_cancel_paid', message: `The guest has paid ${paid}.` })}</p>
      <button
        ref={opener}
        type="button"
        className="bw-button bw-button--secondary"
        onClick={() => {
          // Each opening starts afresh: the policy's refund chosen, no refusal of an earlier try.
          setChoice('terms');
          if (state.status === 'failed') setState({ status: 'idle' });
          dialog.current?.showModal();
        }}
      >
        {t({ id: 'cancel_booking', message: 'Cancel booking' })}
      </button>
      <dialog ref={dialog} className="bw-dialog" aria-labelledby={`${id}-title`} onClose={() => opener.current?.focus()}>
        <h3 id={`${id}-title`} className="bw-dialog__heading">
          {t({ id: 'cancel_dialog_title', message: 'Cancel this booking?' })}
        </h3>
        <fieldset>
          <legend>{t({ id: 'edit_refund_choice', message: 'Refund to the guest' })}</legend>
          <label className="bw-edit__check">
            <input type="radio" name={`${id}-refund`} checked={choice === 'terms'} onChange={() => setChoice('terms')} />
            {t({ id: 'edit_refund_terms', message: `By the cancellation policy: cancellation fee ${fee}, refund ${refund}` })}
          </label>
          <label className="bw-edit__check">
            <input type="radio" name={`${id}-refund`} checked={choice === 'full'} onChange={() => setChoice('full')} />
            {t({ id: 'edit_refund_full', message: `Full refund without a fee: ${full}` })}
          </label>
        </fieldset>
        <p>{t({ id: 'edit_cancel_mail', message: 'The guest will receive an email saying how much is refunded and when.' })}</p>
        <p>{t({ id: 'cancel_dialog_final', message: 'A cancelled booking cannot be restored.' })}</p>
        <FormError error={state.status === 'failed' ? state.message : null} />
        <div className="bw-dialog__actions">
          <button type="button" className="bw-button bw-button--secondary" onClick={() => dialog.current?.close()}>
            {t({ id: 'edit_keep_booking', message: 'Keep the booking' })}
          </button>
          <button type="button" className="bw-button bw-dialog__confirm" aria-busy={busy || undefined} onClick={() => void confirm()}>
            {t({ id: 'cancel_booking_confirm', message: 'Yes, cancel booking' })}
          </button>
        </div>
      </dialog>
    </section>
  );
}
