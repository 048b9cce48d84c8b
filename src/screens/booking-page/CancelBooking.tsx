// "Cancel booking" on the guest's booking page (issue 50): what cancelling today
// costs, then a modal dialog (native <dialog>, showModal: the page behind is
// inert and focus stays inside; it goes back to the button on close) that says
// the fee and the refund in money before anything is cancelled. A cancel the
// server refuses (on or after the arrival day) says the server's reason.
import { useLingui } from '@lingui/react/macro';
import { useStore } from 'jotai';
import { useId, useRef, useState } from 'react';
import type { ManagedBooking } from '../../api';
import { currencyCode } from '../../booking/currency';
import { formatPrice } from '../../i18n/format';
import { apiClientAtom } from '../../state/config';
import { availabilityAtom } from '../../state/startup';
import { FormError } from '../../ui/FormError';
import { useWidget } from '../../widget/instance';
import { tellHost } from '../../widget/tell-host';

interface CancelBookingProps {
  booking: ManagedBooking['booking'];
  token: string;
  onCancelled(answer: ManagedBooking): void;
}

export function CancelBooking({ booking, token, onCancelled }: CancelBookingProps) {
  const { t } = useLingui();
  const store = useStore();
  const { host } = useWidget();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const money = (amount: number) => formatPrice(amount, booking.currency_text);
  const { allowed, reason, fee, refund } = booking.cancellation;
  const feeText = money(fee);
  const refundText = money(refund);
  const today =
    fee > 0
      ? t({ id: 'cancel_today_fee', message: `If you cancel today, the cancellation fee is ${feeText} and you get back ${refundText}.` })
      : t({ id: 'cancel_today_free', message: `If you cancel today, it is free of charge and you get back ${refundText}.` });

  const close = () => {
    dialog.current?.close();
  };
  const confirm = async () => {
    const client = store.get(apiClientAtom);
    if (!client || busy) return;
    setBusy(true);
    setError(null);
    const result = await client.cancelBooking({ manageToken: token });
    setBusy(false);
    if (!result.ok) {
      setError(result.error.message);
      return;
    }
    dialog.current?.close();
    const cancelled = result.value.booking;
    // The host hears it without the guest's data or the link's token.
    tellHost(host, 'bw-booking-cancelled', {
      variableSymbol: cancelled.variable_symbol,
      fee: cancelled.cancel_fee ?? fee,
      refund: cancelled.refund ?? refund,
      currency: currencyCode(cancelled.currency_text),
    });
    // The nights are free again: the calendar shows them so when the guest goes there.
    void client.availability().then((fresh) => {
      if (fresh.ok) store.set(availabilityAtom, fresh.value);
    });
    onCancelled(result.value);
    // The button is gone with the booking: focus goes to what happened.
    requestAnimationFrame(() => host.shadowRoot?.querySelector<HTMLElement>('[data-cancelled-notice]')?.focus());
  };

  return (
    <section className="bw-managed__cancel" aria-labelledby={`${headingId}-section`}>
      <h3 id={`${headingId}-section`} className="bw-managed__heading">
        {t({ id: 'cancellation_heading', message: 'Cancelling your booking' })}
      </h3>
      {allowed ? (
        <>
          <p>{today}</p>
          <button
            ref={opener}
            type="button"
            className="bw-button bw-button--secondary bw-managed__cancel-button"
            onClick={() => {
              setError(null);
              dialog.current?.showModal();
            }}
          >
            {t({ id: 'cancel_booking', message: 'Cancel booking' })}
          </button>
        </>
      ) : (
        <p className="bw-notice" role="note">
          {reason || t({ id: 'cancel_not_allowed', message: 'This booking can no longer be cancelled online. Please contact us.' })}
        </p>
      )}
      <dialog
        ref={dialog}
        className="bw-dialog"
        aria-labelledby={headingId}
        onClose={() => opener.current?.focus()}
      >
        <h3 id={headingId} className="bw-dialog__heading">
          {t({ id: 'cancel_dialog_title', message: 'Cancel this booking?' })}
        </h3>
        <p>{t({ id: 'cancel_dialog_fee', message: `Cancellation fee: ${feeText}` })}</p>
        <p>{t({ id: 'cancel_dialog_refund', message: `We will refund: ${refundText}` })}</p>
        <p>{t({ id: 'cancel_dialog_final', message: 'A cancelled booking cannot be restored.' })}</p>
        <FormError error={error} />
        <div className="bw-dialog__actions">
          <button type="button" className="bw-button bw-button--secondary" onClick={close}>
            {t({ id: 'keep_booking', message: 'Keep my booking' })}
          </button>
          <button type="button" className="bw-button bw-dialog__confirm" aria-busy={busy || undefined} onClick={() => void confirm()}>
            {t({ id: 'cancel_booking_confirm', message: 'Yes, cancel booking' })}
          </button>
        </div>
      </dialog>
    </section>
  );
}
