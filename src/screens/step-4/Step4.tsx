// Step 4 (/step-4): check, pay and book (SPEC 2 "Step 4", issue 11). A recap
// of the stay with a link to the step that changes each part, the ways to pay
// the settings allow, and Book. A booking this attempt already made (Back from
// step 5, a reload) is never offered again: the guest goes to step 5.
import { useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { configAtom } from '../../state/config';
import { useEffect, useRef, useState } from 'react';
import { Redirect } from 'wouter';
import { bookingAttemptAtom, bookingBusyAtom, bookingStateAtom } from '../../state/book';
import { isBooked } from '../../state/payment';
import { selectionAtom } from '../../state/selection';
import { fetchSummaryAtom, lastSummaryAtom, stepTwoMissingAtom, summaryFailureAtom } from '../../state/summary';
import { termsAcceptedAtom, termsErrorShownAtom } from '../../state/terms';
import { useAdoptedStyles } from '../../theme/adopt';
import { BookingBreadcrumbs } from '../booking-steps';
import { FailureRetry } from '../../ui/FailureRetry';
import { PageHeader } from '../../ui/PageHeader';
import { useLaterTexts } from '../later-texts';
import { useKeptBooking } from '../payment/use-kept-booking';
import { useRememberedCheckout } from '../step-3/use-remembered-checkout';
import { useFreshSummary } from '../use-summary';
import { BookPanel } from './BookPanel';
import { FinishBar } from './FinishBar';
import { useSummaryPlace } from '../summary/summary-place';
import { cardAmountText, PaymentChoice } from './PaymentChoice';
import { usePaymentChoice } from './use-payment-choice';
import { RecapGuest } from './RecapGuest';
import { dueNow, RecapPrice } from './RecapPrice';
import { formatPrice } from '../../i18n/format';
import { RecapAccommodation, RecapDates } from './RecapStay';
import { TermsConsent } from './TermsConsent';
import type { PaymentMethod } from './use-booking';
import css from './step-4.css?inline';

export function Step4() {
  useAdoptedStyles(css);
  const textsLoaded = useLaterTexts();
  // Restores the form and the attempt's key (a reload after a lost answer retries with it).
  const remembered = useRememberedCheckout();
  const { kept, ready } = useKeptBooking();
  const attempt = useAtomValue(bookingAttemptAtom);
  if (!textsLoaded || !remembered || !ready) return null;
  if (isBooked(kept, attempt?.key ?? '')) return <Redirect to="/step-5" replace />;
  return <BookingScreen />;
}

function BookingScreen() {
  const { t } = useLingui();
  // Dummy mode books nothing and sends nothing: the screen says so instead of promising an email.
  const dummy = useAtomValue(configAtom)?.dummy ?? false;
  const store = useStore();
  const status = useFreshSummary();
  const last = useAtomValue(lastSummaryAtom);
  const failure = useAtomValue(summaryFailureAtom);
  const fetchSummary = useSetAtom(fetchSummaryAtom);
  const missing = useAtomValue(stepTwoMissingAtom);
  const settings = useAtomValue(selectionAtom)?.settings;
  const busy = useAtomValue(bookingBusyAtom);
  // After a lost answer the same attempt must be repeated: another way to pay would be a new intent.
  const retrying = useAtomValue(bookingStateAtom).kind === 'failed';
  const offered: PaymentMethod[] = [
    ...(settings?.show_bank !== false ? (['bank'] as const) : []),
    ...(settings?.show_online_payment ? (['online'] as const) : []),
  ];
  const methods: PaymentMethod[] = offered.length > 0 ? offered : ['bank'];
  const [method, setChosen] = usePaymentChoice(methods);

  // What an earlier visit was told (a taken room, a failure) belongs to that visit.
  useEffect(() => {
    if (!store.get(bookingBusyAtom)) store.set(bookingStateAtom, { kind: 'idle' });
    store.set(termsErrorShownAtom, false);
  }, [store]);
  const termsRef = useRef<HTMLDivElement>(null);
  const [screen, setScreen] = useState<HTMLElement | null>(null);
  const place = useSummaryPlace(screen);

  const summary = status === 'empty' ? null : last;
  const current = status === 'current' ? summary : null;
  // A stay with rates has cancellation terms, which the guest accepts before booking (issue 50).
  const due = !summary
    ? ''
    : method === 'online'
      ? cardAmountText(summary, settings?.card_amount)
      : formatPrice(dueNow(summary).amount, summary.summary.currency_text);
  const hasTerms = summary?.selected_objects.some((chosen) => chosen.rate) ?? false;
  const mayBook = () => {
    if (!hasTerms || store.get(termsAcceptedAtom)) return true;
    store.set(termsErrorShownAtom, true);
    termsRef.current?.querySelector('input')?.focus();
    return false;
  };
  const blocked =
    missing.length > 0 && status !== 'updating'
      ? t({ id: 'booking_needs_step_two', message: 'Your choice of accommodation is incomplete. Please complete it in step 2.' })
      : undefined;

  return (
    <section ref={setScreen} className="bw-step4">
      <PageHeader title={t({ id: 'step_4_title', message: 'Payment and booking' })} breadcrumbs={<BookingBreadcrumbs active="/step-4" />} />
      <section className="bw-recap" aria-labelledby="bw-recap-heading">
        <h3 id="bw-recap-heading" className="bw-step4__heading">
          {t({ id: 'check_booking', message: 'Check your booking' })}
        </h3>
        <div className="bw-recap__parts">
          <RecapDates />
          <RecapAccommodation summary={summary} />
          <RecapGuest />
          <RecapPrice summary={summary} updating={status === 'updating'} />
        </div>
        <FailureRetry
          className="bw-step4__failure"
          message={failure}
          retryLabel={t({ id: 'try_again', message: 'Try again' })}
          onRetry={() => void fetchSummary()}
        />
      </section>
      <PaymentChoice methods={methods} value={method} onChange={setChosen} disabled={busy || retrying} cardAmount={summary ? cardAmountText(summary, settings?.card_amount) : ''} />
      <section className="bw-finish" aria-labelledby="bw-finish-heading">
        <h3 id="bw-finish-heading" className="bw-step4__heading">
          {t({ id: 'finish_heading', message: 'Finishing your booking' })}
        </h3>
        <p>
          {dummy
            ? t({ id: 'dummy_book_note', message: 'This is a test booking: nothing will be booked and no email will be sent.' })
            : t({ id: 'confirmation_by_email', message: 'We will email your confirmation as soon as you book.' })}
        </p>
        {hasTerms && (
          <div ref={termsRef}>
            <TermsConsent />
          </div>
        )}
      </section>
      <FinishBar due={due} place={place} screen={screen}>
          <BookPanel
            method={method}
            mayBook={mayBook}
            shownTotal={current?.summary.total ?? null}
            currency={summary?.summary.currency_text ?? ''}
            blocked={blocked}
          />
      </FinishBar>
    </section>
  );
}
