// What step 5 says about a card payment (issue 51), from the server's word only
// (the gateway's return address proves nothing): confirming while the
// notification is on its way, received once paid, and after a minute without
// word what the state is and what to do. A bank transfer says none of this.
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { PaymentStatus } from '../../api';

export interface CardPaymentStateProps {
  status: PaymentStatus;
  /** The widget still asks the server (the first minute after the return). */
  confirming: boolean;
  /** Asks the server again, after the minute. */
  onCheckAgain(): void;
  /** Starts a new booking (the hold expired and the nights were released). */
  onNewBooking(): void;
}

/** One shape for every state: a notice with its text and, where the guest can act, one button. */
function StateNotice({ state, error, busy, text, action }: {
  state: string;
  error?: boolean;
  busy?: boolean;
  text: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div
      className={error ? 'bw-notice bw-notice--error bw-card-state' : 'bw-notice bw-card-state'}
      role={error ? 'alert' : 'status'}
      aria-busy={busy || undefined}
      data-card-state={state}
    >
      <p className="bw-notice__text">{text}</p>
      {action}
    </div>
  );
}

export function CardPaymentState({ status, confirming, onCheckAgain, onNewBooking }: CardPaymentStateProps) {
  const { t } = useLingui();
  if (status === 'paid') {
    return <StateNotice state="paid" text={<strong>{t({ id: 'payment_received', message: 'Payment received' })}</strong>} />;
  }
  if (status === 'expired') {
    return (
      <StateNotice
        state="expired"
        error
        text={t({ id: 'payment_expired', message: 'The payment did not arrive in time, so the booking was released and its dates are available again. If your card is charged later, we will refund the money automatically. Please book again.' })}
        action={
          <button type="button" className="bw-button" onClick={onNewBooking}>
            {t({ id: 'book_again', message: 'Book again' })}
          </button>
        }
      />
    );
  }
  if (status !== 'pending') return null;
  if (confirming) {
    return (
      <StateNotice
        state="confirming"
        busy
        text={t({ id: 'payment_confirming', message: 'We are confirming your card payment. This usually takes a few seconds.' })}
      />
    );
  }
  return (
    <StateNotice
      state="unconfirmed"
      text={t({ id: 'payment_unconfirmed', message: 'We have not received confirmation of your card payment yet. If you paid, do not pay again: the confirmation will come by email. If you left the payment page before paying, pay using the details below.' })}
      action={
        <button type="button" className="bw-button bw-button--secondary" onClick={onCheckAgain}>
          {t({ id: 'payment_check_again', message: 'Check the payment again' })}
        </button>
      }
    />
  );
}
