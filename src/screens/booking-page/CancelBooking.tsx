// "Cancel booking" on the guest's booking page (issue 50): what cancelling today
// costs, then the shared dialog (payment/CancelDialog) that says the fee and the
// refund in money before anything is cancelled. A cancel the server refuses (on
// or after the arrival day) says the server's reason.
import { useLingui } from '@lingui/react/macro';
import { useStore } from 'jotai';
import { useId, useState } from 'react';
import type { ManagedBooking } from '../../api';
import { currencyCode } from '../../booking/currency';
import { formatPrice } from '../../i18n/format';
import { apiClientAtom } from '../../state/config';
import { availabilityAtom } from '../../state/startup';
import { useWidget } from '../../widget/instance';
import { tellHost } from '../../widget/tell-host';
import { CancelDialog } from '../payment/CancelDialog';

interface CancelBookingProps {
  booking: ManagedBooking['booking'];
  token: string;
  onCancelled(answer: ManagedBooking): void;
}

export function CancelBooking({ booking, token, onCancelled }: CancelBookingProps) {
  const { t } = useLingui();
  const store = useStore();
  const { host } = useWidget();
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const money = (amount: number) => formatPrice(amount, booking.currency_text);
  const { allowed, reason, fee, refund } = booking.cancellation;
  const feeText = money(fee);
  const refundText = money(refund);

  const confirm = async () => {
    const client = store.get(apiClientAtom);
    if (!client || busy) return false;
    setBusy(true);
    setError(null);
    const result = await client.cancelBooking({ manageToken: token });
    setBusy(false);
    if (!result.ok) {
      setError(result.error.message);
      return false;
    }
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
    return true;
  };

  return (
    <section className="bw-managed__cancel" aria-labelledby={headingId}>
      <h3 id={headingId} className="bw-managed__heading">{t({ id: 'cancellation_heading', message: 'Cancelling your booking' })}</h3>
      {allowed ? (
        <>
          <p>
            {fee > 0
              ? t({ id: 'cancel_today_fee', message: `If you cancel today, the cancellation fee is ${feeText} and you get back ${refundText}.` })
              : t({ id: 'cancel_today_free', message: `If you cancel today, it is free of charge and you get back ${refundText}.` })}
          </p>
          <CancelDialog
            keepLabel={t({ id: 'keep_booking', message: 'Keep my booking' })}
            busy={busy}
            error={error}
            onOpen={() => setError(null)}
            onConfirm={confirm}
          >
            <p>{t({ id: 'cancel_dialog_fee', message: `Cancellation fee: ${feeText}` })}</p>
            <p>{t({ id: 'cancel_dialog_refund', message: `We will refund: ${refundText}` })}</p>
          </CancelDialog>
        </>
      ) : (
        <p className="bw-notice" role="note">
          {reason || t({ id: 'cancel_not_allowed', message: 'This booking can no longer be cancelled online. Please contact us.' })}
        </p>
      )}
    </section>
  );
}
