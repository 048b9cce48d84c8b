// /step-2/edit: the operator's screen for an existing booking (SPEC 6,
// docs/edit.md). It says which booking and whose it is, shows the stay's
// dates with their live price (dates change on step 1), the objects with
// occupancy and services as on step 2, the operator's own total and deposit,
// the guest's details and note, and saves everything with edit_save. The
// hotel may cancel it here (CancelByHotel); a cancelled booking shows what it
// cost and what went back, one whose card hold ran out when it expired, and
// neither anything to edit.
import { useAtomValue, useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { stayLengthText } from '../../i18n/format';
import { useCalendarTexts } from '../../calendar/hooks/use-calendar-texts';
import { dayWithYear } from '../rates/rate-words';
import { configAtom } from '../../state/config';
import { arrivalPrettyAtom, daysNightsAtom, departurePrettyAtom, nightsAtom } from '../../state/dates';
import { chooseBookedObjectsAtom, editedBookingAtom, editLoadAtom } from '../../state/edit';
import { useAdoptedStyles } from '../../theme/adopt';
import { FailureRetry } from '../../ui/FailureRetry';
import { PageHeader } from '../../ui/PageHeader';
import { useLaterTexts } from '../later-texts';
import { PriceLine } from '../step-1/PriceLine';
import { CheckInHour } from '../step-2/CheckInHour';
import { Fees } from '../step-2/Fees';
import { OfferedObjects } from '../step-2/OfferedObjects';
import { SummaryPanel } from '../summary/SummaryPanel';
import { useSummaryPlace } from '../summary/summary-place';
import { TotalBar } from '../summary/TotalBar';
import { useOffer } from '../step-2/use-offer';
import { BillingFields } from '../step-3/BillingFields';
import { NoteField } from '../step-3/NoteField';
import { useFreshSummary } from '../use-summary';
import { CancelByHotel } from './CancelByHotel';
import { CancelledBooking } from './CancelledBooking';
import { OperatorTerms } from './OperatorTerms';
import { SaveBar } from './SaveBar';
import { StayRules } from './StayRules';
import step2Css from '../step-2/step-2.css?inline';
import step3Css from '../step-3/step-3.css?inline';
import css from './edit.css?inline';
import { PressGuardProvider, usePressGuard } from '../step-3/press-guard';

export function EditScreen() {
  useAdoptedStyles(step2Css);
  useAdoptedStyles(step3Css);
  useAdoptedStyles(css);
  const textsLoaded = useLaterTexts();
  const { t } = useLingui();
  const config = useAtomValue(configAtom);
  const load = useAtomValue(editLoadAtom);
  const booking = useAtomValue(editedBookingAtom);
  const days = useCalendarTexts();
  if (!textsLoaded) return null;
  const title = t({ id: 'step_2_edit_title', message: 'Edit the booking' });
  if (!config?.editToken || !config.editUuid) {
    return <Notice title={title} text={t({ id: 'edit_link_missing', message: 'This page needs the edit link of a booking.' })} />;
  }
  if (load.status === 'failed') return <Notice title={title} text={load.message} />;
  if (!booking) return <PageHeader title={title} loading />;
  // A cancelled booking, or one whose unpaid card hold ran out: no nights, nothing to save or cancel.
  if (booking.status === 'cancelled' || booking.status === 'expired') {
    const expiredOn = booking.expired_on && dayWithYear(days, booking.expired_on);
    return (
      <section className="bw-edit">
        <BookingHeader />
        {booking.status === 'cancelled' ? (
          <CancelledBooking />
        ) : (
          // The hold ran out: the card payment did not come, the nights went back on sale (issue 51).
          <div className="bw-notice" role="status">
            <p className="bw-notice__text">
              {t({
                id: 'edit_hold_expired',
                message: `The card payment did not arrive in time: the hold on this booking expired on ${expiredOn} and its nights are available again. There is nothing to cancel or change.`,
              })}
            </p>
          </div>
        )}
      </section>
    );
  }
  return <EditForm />;
}

/** "Editing booking N", the guest's name and e-mail under it. */
function BookingHeader({ loading = false }: { loading?: boolean }) {
  const { t } = useLingui();
  const booking = useAtomValue(editedBookingAtom)!;
  const number = booking.variable_symbol;
  const guest = [booking.customer.first_name, booking.customer.last_name].filter((part) => typeof part === 'string' && part).join(' ');
  const email = typeof booking.customer.email === 'string' ? booking.customer.email : '';
  return <PageHeader title={t({ id: 'editing_booking', message: `Editing booking ${number}` })} subtitle={[guest, email].filter(Boolean).join(', ')} loading={loading} />;
}

function Notice({ title, text }: { title: string; text: string }) {
  return (
    <section>
      <PageHeader title={title} />
      <div className="bw-notice bw-notice--error" role="alert">
        <p className="bw-notice__text">{text}</p>
      </div>
    </section>
  );
}

function EditForm() {
  const { t, i18n } = useLingui();
  // Back from step 1 (which unchooses everything) the booked objects are chosen again.
  const { selection, failure, retry } = useOffer(useSetAtom(chooseBookedObjectsAtom));
  const arrival = useAtomValue(arrivalPrettyAtom);
  const departure = useAtomValue(departurePrettyAtom);
  const nights = useAtomValue(nightsAtom);
  const unit = useAtomValue(daysNightsAtom);
  const status = useFreshSummary();
  const summaryHeadingId = useId();
  const stayHeadingId = useId();
  const press = usePressGuard();
  const [screen, setScreen] = useState<HTMLElement | null>(null);
  const place = useSummaryPlace(screen);

  const hour = selection?.settings.show_hours && <CheckInHour hours={selection.checkin_hours} />;
  const summary = <SummaryPanel status={status} headingId={summaryHeadingId} />;
  return (
    // The press guard covers the whole screen, as on step 3: the price terms and Save follow the guest's
    // fields, and an error revealed by leaving a field must not slide them away under a press.
    <section ref={setScreen} className="bw-step2 bw-edit" {...press.handlers}>
      <BookingHeader loading={!selection && !failure} />
      <section className="bw-edit__stay" aria-labelledby={stayHeadingId}>
        <h3 id={stayHeadingId}>{t({ id: 'edit_stay', message: 'Stay' })}</h3>
        <p>
          {arrival} – {departure}, {stayLengthText(i18n, nights, unit)}
        </p>
        <StayRules />
        <PriceLine />
        <Link href="/">{t({ id: 'change_dates', message: 'Change dates' })}</Link>
      </section>
      <FailureRetry message={failure} retryLabel={t({ id: 'try_again', message: 'Try again' })} onRetry={retry} />
      {selection && (
        <div className="bw-with-summary">
          <div className="bw-step2__main">
            <OfferedObjects selection={selection} onlyObjectId={null} />
            {place === 'bar' && hour}
            <Fees fees={selection.fees} currencyText={selection.settings.currency_text} />
            <div className="bw-checkout bw-edit__guest">
              <PressGuardProvider value={press.afterPress}>
                <BillingFields />
                <NoteField />
              </PressGuardProvider>
            </div>
            {/* In the bar's place the operator's terms follow the guest: the bar holds the total and Save. */}
            {place === 'bar' && <OperatorTerms />}
            {place === 'bar' && <CancelByHotel />}
          </div>
          {place === 'bar' ? (
            <TotalBar status={status} panel={summary} action={<SaveBar />} screen={screen} labelledBy={summaryHeadingId} />
          ) : (
            <aside className="bw-with-summary__aside" aria-labelledby={summaryHeadingId}>
              {summary}
              {hour}
              <OperatorTerms />
              <SaveBar />
              <CancelByHotel />
            </aside>
          )}
        </div>
      )}
    </section>
  );
}
