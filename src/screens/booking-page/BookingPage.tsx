// The guest's own booking page (route /booking, issue 50): opened from the link
// in the confirmation e-mail (its `manage_token`), in the element or the iframe
// page. The stay, objects and rates, what is paid and due with how to pay it,
// the terms with today's fee, and "Cancel booking". A token that opens no
// booking shows a screen that says so and nothing of any booking.
import { useLingui } from '@lingui/react/macro';
import { useStore } from 'jotai';
import { useEffect, useState } from 'react';
import { paymentStateAtom } from '../../state/kept-booking';
import { manageTokenOf } from '../../config/manage-token';
import { useAdoptedStyles } from '../../theme/adopt';
import { FailureRetry } from '../../ui/FailureRetry';
import { PageHeader } from '../../ui/PageHeader';
import { useWidget } from '../../widget/instance';
import { useLaterTexts } from '../later-texts';
import { ManagedBookingView } from './ManagedBookingView';
import { useManagedBooking } from './use-managed-booking';
import dialogCss from '../../ui/dialog.css?inline';
import css from './booking-page.css?inline';

export function BookingPage() {
  useAdoptedStyles(css);
  useAdoptedStyles(dialogCss);
  const textsLoaded = useLaterTexts();
  const { t } = useLingui();
  const { host } = useWidget();
  // Read once as the page opens: the link's token does not change while the guest reads the booking.
  const [token] = useState(() => manageTokenOf(host.getAttribute('manage-token'), host.ownerDocument.defaultView?.location.href ?? ''));
  const { state, retry, replace } = useManagedBooking(token);
  // The host hears the payment's state the page shows (bw-payment-change): on opening, after Pay and
  // the return, after a cancellation's refund. Keyed by the booking's number, never by the link's token.
  const store = useStore();
  const shown = state.kind === 'loaded' ? state.answer.booking : undefined;
  const [number, status] = [shown?.variable_symbol, shown?.payment_status];
  useEffect(() => {
    if (number && status) store.set(paymentStateAtom, { booking: number, status });
  }, [number, status, store]);
  if (!textsLoaded) return null;
  const title = t({ id: 'your_booking_title', message: 'Your booking' });
  if (state.kind === 'not-found') {
    return (
      <section className="bw-booking-page">
        <PageHeader title={t({ id: 'booking_link_invalid_title', message: 'Booking not found' })} />
        <div className="bw-notice" role="status">
          <p className="bw-notice__text">
            {t({
              id: 'booking_link_invalid',
              message: 'This link does not open any booking. It may be mistyped, or the stay is already over. Please use the link from your confirmation email, or contact us.',
            })}
          </p>
        </div>
      </section>
    );
  }
  if (state.kind !== 'loaded') {
    return (
      <section className="bw-booking-page">
        <PageHeader title={title} loading={state.kind === 'loading'} />
        <FailureRetry
          className="bw-booking-page__failure"
          message={state.kind === 'failed' ? state.message : null}
          retryLabel={t({ id: 'try_again', message: 'Try again' })}
          onRetry={retry}
        />
      </section>
    );
  }
  return (
    <section className="bw-booking-page">
      <PageHeader title={title} subtitle={state.answer.property_name || undefined} />
      <ManagedBookingView answer={state.answer} token={token} onCancelled={replace} />
    </section>
  );
}
