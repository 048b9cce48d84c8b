// /payment-failed: the online payment came back unpaid. The booking stays;
// the guest can try the card again or pay by bank transfer.
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../ui/PageHeader';
import { useLaterTexts } from '../later-texts';
import { NoBooking } from '../payment/NoBooking';
import { PaymentDetails } from '../payment/PaymentDetails';
import { useKeptBooking } from '../payment/use-kept-booking';

export function PaymentFailed() {
  const { t } = useLingui();
  const textsLoaded = useLaterTexts();
  const { kept, ready } = useKeptBooking();
  const title = t({ id: 'payment_failed_title', message: 'The payment did not go through' });
  if (!textsLoaded || !ready) return null;
  if (!kept) return <NoBooking title={title} />;
  const number = kept.payment.variable_symbol;
  return (
    <section className="bw-payment-failed">
      <PageHeader title={title} />
      <div className="bw-notice bw-notice--error" role="alert">
        <p className="bw-notice__text">{t({ id: 'payment_failed', message: 'The payment failed. Please try again or pay by bank transfer.' })}</p>
        <p className="bw-notice__text">
          {t({ id: 'booking_kept', message: `Your booking ${number} is still saved; you have not been charged for it.` })}
        </p>
      </div>
      <PaymentDetails
        payment={kept.payment}
        heading={t({ id: 'pay_again_heading', message: 'Pay again or by bank transfer' })}
        onlinePaymentLabel={t({ id: 'pay_again', message: 'Pay by card again' })}
      />
    </section>
  );
}
