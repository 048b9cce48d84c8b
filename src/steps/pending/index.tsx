// Screens that later issues build. Each shows its page header and says plainly
// that this part cannot be used yet; none of them pretends to be finished.
// This module is loaded on demand, so step 1 does not pay for it.
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../ui/PageHeader';
import { BookingBreadcrumbs, type BookingStep } from '../../ui/booking-steps';

function Pending({ title, step }: { title: string; step?: BookingStep }) {
  const { t } = useLingui();
  return (
    <section>
      <PageHeader title={title} breadcrumbs={step && <BookingBreadcrumbs active={step} />} />
      <div className="bw-notice" role="status">
        {t({ id: 'screen_not_available', message: 'This part of the booking is not available yet.' })}
      </div>
    </section>
  );
}

export function Step2Screen() {
  const { t } = useLingui();
  return <Pending step="/step-2" title={t({ id: 'step_2_title', message: 'Choose your accommodation' })} />;
}

export function Step2EditScreen() {
  const { t } = useLingui();
  return <Pending title={t({ id: 'step_2_edit_title', message: 'Edit the booking' })} />;
}

export function Step3Screen() {
  const { t } = useLingui();
  return <Pending step="/step-3" title={t({ id: 'step_3_title', message: 'Your details' })} />;
}

export function Step4Screen() {
  const { t } = useLingui();
  return <Pending title={t({ id: 'step_4_title', message: 'Payment and booking' })} />;
}

export function Step5Screen() {
  const { t } = useLingui();
  return <Pending title={t({ id: 'step_5_title', message: 'Thank you' })} />;
}

export function PaymentFailedScreen() {
  const { t } = useLingui();
  return <Pending title={t({ id: 'payment_failed_title', message: 'The payment did not go through' })} />;
}

export function PriceListsScreen() {
  const { t } = useLingui();
  return <Pending title={t({ id: 'price_lists_title', message: 'Price list' })} />;
}

export function CalendarsScreen() {
  const { t } = useLingui();
  return <Pending title={t({ id: 'calendars_title', message: 'Calendars' })} />;
}

export function CompactScreen() {
  const { t } = useLingui();
  return <Pending title={t({ id: 'compact_title', message: 'Quick booking' })} />;
}

export function ReviewsScreen() {
  const { t } = useLingui();
  return <Pending title={t({ id: 'reviews_title', message: 'Reviews' })} />;
}
