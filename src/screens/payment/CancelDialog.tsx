// "Cancel booking" and the modal dialog it opens, on the guest's booking page
// and the operator's edit screen alike: a native <dialog> (showModal: the page
// behind is inert, focus stays inside, Escape closes it and focus goes back to
// the button). Each screen puts its own words inside (what cancelling today
// keeps and gives back); the server's refusal shows inside the dialog, and a
// cancellation that went through closes it.
import { useLingui } from '@lingui/react/macro';
import { useId, useRef, type ReactNode } from 'react';
import { useAdoptedStyles } from '../../theme/adopt';
import { FormError } from '../../ui/FormError';
import css from '../../ui/dialog.css?inline';

interface CancelDialogProps {
  /** "Keep my booking" to the guest, "Keep the booking" to the hotel. */
  keepLabel: string;
  busy: boolean;
  error: string | null;
  /** Each opening starts afresh: no refusal of an earlier try. */
  onOpen(): void;
  /** Cancels; answers whether it went through (then the dialog closes). */
  onConfirm(): Promise<boolean>;
  children: ReactNode;
}

export function CancelDialog({ keepLabel, busy, error, onOpen, onConfirm, children }: CancelDialogProps) {
  useAdoptedStyles(css);
  const { t } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const close = () => dialog.current?.close();
  return (
    <>
      <button
        ref={opener}
        type="button"
        className="bw-button bw-button--secondary"
        onClick={() => {
          onOpen();
          dialog.current?.showModal();
        }}
      >
        {t({ id: 'cancel_booking', message: 'Cancel booking' })}
      </button>
      <dialog ref={dialog} className="bw-dialog" aria-labelledby={titleId} onClose={() => opener.current?.focus()}>
        <h3 id={titleId} className="bw-dialog__heading">
          {t({ id: 'cancel_dialog_title', message: 'Cancel this booking?' })}
        </h3>
        {children}
        <p>{t({ id: 'cancel_dialog_final', message: 'A cancelled booking cannot be restored.' })}</p>
        <FormError error={error} />
        <div className="bw-dialog__actions">
          <button type="button" className="bw-button bw-button--secondary" onClick={close}>
            {keepLabel}
          </button>
          <button type="button" className="bw-button bw-dialog__confirm" aria-busy={busy || undefined} onClick={() => void onConfirm().then((done) => done && close())}>
            {t({ id: 'cancel_booking_confirm', message: 'Yes, cancel booking' })}
          </button>
        </div>
      </dialog>
    </>
  );
}
