// /payment-failed: the card payment came back unpaid (the gateway's failure
// address, or step 5 hearing "failed" from the server). The booking stays; the
// guest can try the card again (a new payment for the same booking) or pay by
// bank transfer where the hotel offers it. The address itself proves nothing,
// so the server is asked: a payment that went through after all shows step 5.
import { useLingui } from '@lingui/react/macro';
import { useStore } from 'jotai';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { paymentStateAtom } from '../../state/kept-booking';
import { keepBooking } from '../../state/payment';
import { useWidget } from '../../widget/instance';
import { FormError } from '../../ui/FormError';
import { PageHeader } from '../../ui/PageHeader';
import { useLaterTexts } from '../later-texts';
import { NoBooking } from '../payment/NoBooking';
import { PaymentDetails } from '../payment/PaymentDetails';
import { useKeptBooking, useWidgetStorage } from '../payment/use-kept-booking';
import { usePay } from '../payment/use-pay';
import { useThanks } from '../step-5/use-thanks';

export function PaymentFailed() {
  const { t } = useLingui();
  const textsLoaded = useLaterTexts();
  const { kept, ready } = useKeptBooking();
  const store = useStore();
  const { key } = useWidget();
  const storage = useWidgetStorage();
  const [, navigate] = useLocation();
  const card = kept?.payment.payment !== undefined;
  const { state } = useThanks(card ? kept?.uuid : undefined, { confirm: false });
  const { pay, busy, error } = usePay('/step-5', '/payment-failed');
  const status = state.kind === 'loaded' ? state.thanks.booking.payment_status : undefined;
  const bookingNumber = kept?.payment.variable_symbol;

  useEffect(() => {
    if (!bookingNumber || !status) return;
    store.set(paymentStateAtom, { booking: bookingNumber, status });
    // Paid after all (the notification beat the guest back), or released: step 5 says so.
    if (status !== 'failed' && status !== 'pending') navigate('/step-5', { replace: true });
  }, [bookingNumber, status, store, navigate]);

  const title = t({ id: 'payment_failed_title', message: 'The payment did not go through' });
  if (!textsLoaded || !ready) return null;
  if (!kept) return <NoBooking title={title} />;
  const number = kept.payment.variable_symbol;
  const payAgain = async () => {
    const outcome = await pay({ uuid: kept.uuid }, (answer) =>
      // The new payment's page replaces the old one in what this tab keeps.
      keepBooking(store, storage, key, { ...kept.payment, online_payment_link: answer.online_payment_link, payment: answer.payment }, kept.attemptKey),
    );
    if (outcome === 'nothing-due') navigate('/step-5', { replace: true });
  };
  return (
    <section className="bw-payment-failed">
      <PageHeader title={title} />
      <div className="bw-notice bw-notice--error" role="alert">
        <p className="bw-notice__text">{t({ id: 'payment_failed', message: 'The payment failed. Please try again or pay by bank transfer.' })}</p>
        <p className="bw-notice__text">
          {t({ id: 'booking_kept', message: `Your booking ${number} is still saved; you have not been charged for it.` })}
        </p>
      </div>
      {card && (
        <div className="bw-payment-failed__retry">
          <button type="button" className="bw-button" aria-busy={busy || undefined} disabled={busy} onClick={() => void payAgain()}>
            {t({ id: 'try_card_again', message: 'Try the card again' })}
          </button>
          <FormError error={error} />
        </div>
      )}
      <PaymentDetails
        payment={kept.payment}
        heading={
          !card
            ? t({ id: 'pay_again_heading', message: 'Pay again or by bank transfer' })
            : kept.payment.settings.show_bank
              ? t({ id: 'pay_by_transfer_heading', message: 'Or pay by bank transfer' })
              : t({ id: 'pay_heading', message: 'Payment' })
        }
        onlinePaymentLabel={t({ id: 'pay_again', message: 'Pay by card again' })}
        // A card booking's old payment page is spent: the button above makes a new one.
        showOnlinePayment={card ? false : undefined}
        // The hotelier's text thanks for the booking: not the words for a payment that failed.
        showPaymentText={false}
      />
    </section>
  );
}
