// Step 5 or payment-failed opened in a tab that has no booking (another
// browser, storage cleared): say so and lead back to the start.
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { PageHeader } from '../../ui/PageHeader';

export function NoBooking({ title }: { title: string }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  return (
    <section>
      <PageHeader title={title} />
      <div className="bw-notice" role="status">
        <p className="bw-notice__text">
          {t({
            id: 'booking_not_in_this_browser',
            message: 'We cannot show this booking in this browser. Its details and how to pay are in your confirmation email.',
          })}
        </p>
        <button type="button" className="bw-button" onClick={() => navigate('/')}>
          {t({ id: 'back_to_dates', message: 'Back to the calendar' })}
        </button>
      </div>
    </section>
  );
}
