// Step 5 (/step-5): the booking is made. The booking number, the stay, what is
// due and how to pay, what happens next; the stay as an .ics download and a
// printable confirmation. Shown also when the card payment comes back here: a
// card booking waits for the server's word on its payment (CardPaymentState).
import { useLingui } from '@lingui/react/macro';
import { useSetAtom, useStore } from 'jotai';
import { useEffect, useRef } from 'react';
import { paymentStateAtom } from '../../state/kept-booking';
import { useLocation } from 'wouter';
import { useWidget } from '../../widget/instance';
import { clearFinishedStayAtom, clearKeptBooking } from '../../state/payment';
import { useAdoptedStyles } from '../../theme/adopt';
import { safeLink } from '../../ui/safe-url';
import { PageHeader } from '../../ui/PageHeader';
import { RetryButton } from '../../ui/FailureRetry';
import { useLaterTexts } from '../later-texts';
import { NoBooking } from '../payment/NoBooking';
import { PaymentDetails } from '../payment/PaymentDetails';
import { printOnly } from './print-only';
import { useKeptBooking, useWidgetStorage } from '../payment/use-kept-booking';
import { downloadStayCalendar } from './calendar-file';
import { useCalendarTexts } from '../../calendar/hooks/use-calendar-texts';
import { BookedRates } from '../rates/BookedRates';
import { termsLines } from '../rates/rate-words';
import { Confirmation } from './Confirmation';
import { CardPaymentState } from './CardPaymentState';
import { useThanks } from './use-thanks';
import css from './step-5.css?inline';

export interface Step5Props {
  /** The waits between asks while a card payment is confirmed (tests shorten the minute). */
  confirmDelays?: readonly number[];
}

export function Step5({ confirmDelays }: Step5Props = {}) {
  useAdoptedStyles(css);
  const { t, i18n } = useLingui();
  const days = useCalendarTexts();
  const textsLoaded = useLaterTexts();
  const { kept, ready } = useKeptBooking();
  // A card booking: the book answer carried its card payment (issue 51).
  const card = kept?.payment.payment !== undefined;
  const { state, retry } = useThanks(kept?.uuid, { confirm: card, delays: confirmDelays });
  const clearFinishedStay = useSetAtom(clearFinishedStayAtom);
  const store = useStore();
  const { key } = useWidget();
  const storage = useWidgetStorage();
  const [, navigate] = useLocation();
  const confirmation = useRef<HTMLElement>(null);
  const actions = useRef<HTMLDivElement>(null);
  const loaded = state.kind === 'loaded';
  const status = loaded ? state.thanks.booking.payment_status : undefined;
  const confirming = loaded && state.confirming;

  // The booking shows: its stay is done, so nothing leads back to booking it again.
  useEffect(() => {
    if (loaded) clearFinishedStay();
  }, [loaded, clearFinishedStay]);

  // The host hears a card payment's state as the server says it; a declined one offers a new try.
  const number = kept?.payment.variable_symbol;
  useEffect(() => {
    if (!card || !number || !status) return;
    store.set(paymentStateAtom, { booking: number, status });
    if (status === 'failed') navigate('/payment-failed', { replace: true });
  }, [card, number, status, store, navigate]);

  const title = t({ id: 'step_5_title', message: 'Thank you' });
  if (!textsLoaded || !ready) return null;
  if (!kept) return <NoBooking title={title} />;
  const { payment } = kept;
  const thanks = loaded ? state.thanks : null;
  const paid = thanks?.booking.payment_status === 'paid';
  // A test booking (dummy mode) was neither stored nor confirmed: no thanks for a stay that is not booked.
  const dummy = payment.booking.dummy === true;
  const dummyTitle = t({ id: 'dummy_title', message: 'Test booking finished' });
  // How to pay shows once the payment state is known, or when it cannot be asked for.
  // The guest's own booking page (issue 50); only an address the widget may open.
  const manageUrl = safeLink(payment.manage_url ?? '');
  const bookedRates = thanks?.rates ?? payment.rates ?? [];
  // A card payment being confirmed, or released unpaid, has nothing to pay now.
  const showHowToPay = state.kind === 'failed' || (thanks !== null && !paid && !confirming && status !== 'expired');

  const payOnline = showHowToPay && payment.settings.show_online_payment && safeLink(payment.online_payment_link) !== undefined;

  const addToCalendar = () => {
    if (!actions.current) return;
    downloadStayCalendar(
      {
        uid: `${kept.uuid}@booking-widget`,
        arrival: payment.booking.from,
        departure: payment.booking.to,
        propertyName: thanks?.property_name ?? '',
        bookingNumber: payment.variable_symbol,
        bookingLabel: t({ id: 'booking_word', message: 'Booking' }),
        // The calendar entry keeps the terms too (issue 50), in the guest's words.
        rates: bookedRates.map((rate) => ({ objectName: rate.object_name, rateName: rate.name, terms: termsLines(i18n, days, rate.terms).join(' ') })),
        stamp: new Date(),
      },
      actions.current,
    );
  };
  const newBooking = () => {
    clearKeptBooking(store, storage, key);
    navigate('/');
  };

  return (
    // data-done: a made booking's heading carries the success sign (step-5.css).
    <section className="bw-step5" data-done={(thanks !== null && !dummy) || undefined}>
      <PageHeader title={dummy ? dummyTitle : thanks?.texts.title || title} loading={state.kind === 'loading'} />
      {state.kind === 'failed' && (
        <div className="bw-notice bw-notice--error" role="alert">
          <p className="bw-notice__text">{state.message}</p>
          <RetryButton label={t({ id: 'try_again', message: 'Try again' })} onRetry={retry} />
        </div>
      )}
      <article ref={confirmation} className="bw-confirmation" aria-label={t({ id: 'booking_confirmation', message: 'Booking confirmation' })}>
        {card && status && (
          <CardPaymentState status={status} confirming={confirming} onCheckAgain={retry} onNewBooking={newBooking} />
        )}
        <Confirmation payment={payment} thanks={thanks} confirming={confirming} />
        <BookedRates rates={bookedRates} />
        {showHowToPay && <PaymentDetails payment={payment} heading={t({ id: 'how_to_pay', message: 'How to pay' })} />}
        <h3 className="bw-confirmation__heading">{t({ id: 'what_happens_next', message: 'What happens next' })}</h3>
        {dummy ? (
          // A test booking: nothing was stored or sent, and nothing is to be paid.
          <p className="bw-confirmation__next">
            {t({ id: 'dummy_next', message: 'Nothing: no email was sent and nothing is to be paid. The payment details above are an example.' })}
          </p>
        ) : (
          <ul className="bw-confirmation__next">
            <li>{t({ id: 'mail_info', message: 'We have sent you a confirmation by email.' })}</li>
            {paid ? (
              <li>{t({ id: 'next_paid', message: 'We have received your payment; there is nothing more to pay now.' })}</li>
            ) : (
              showHowToPay && <li>{t({ id: 'next_pay', message: 'Pay the amount due using the details above; your booking number identifies your payment.' })}</li>
            )}
            <li>{t({ id: 'next_arrival', message: 'Please arrive at your check-in time. We look forward to welcoming you.' })}</li>
            {manageUrl && (
              <li>
                <a href={manageUrl} className="bw-confirmation__manage">
                  {t({ id: 'manage_booking_link', message: 'View or cancel your booking' })}
                </a>
              </li>
            )}
          </ul>
        )}
      </article>
      <div ref={actions} className="bw-step5__actions">
        {/* One filled button on the screen: paying by card when it is due, else adding the stay to a calendar. */}
        <button type="button" className={payOnline ? 'bw-button bw-button--secondary' : 'bw-button'} onClick={addToCalendar}>
          {t({ id: 'add_to_calendar', message: 'Add to calendar' })}
        </button>
        <button type="button" className="bw-button bw-button--secondary" onClick={() => confirmation.current && printOnly(confirmation.current)}>
          {t({ id: 'print_confirmation', message: 'Print the confirmation' })}
        </button>
        <button type="button" className="bw-button bw-button--secondary" onClick={newBooking}>
          {t({ id: 'new_booking', message: 'Make another booking' })}
        </button>
      </div>
    </section>
  );
}
