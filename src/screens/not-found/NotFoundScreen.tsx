// Any unknown route: the this-way-leads-nowhere text and a way back.
import { Link } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../ui/PageHeader';

export default function NotFoundScreen() {
  const { t } = useLingui();
  return (
    <section>
      <PageHeader title={t({ id: 'this_way_leads_nowhere', message: 'Page not found' })} />
      <p>
        <Link href="/" className="bw-button bw-button--secondary">{t({ id: 'back_to_dates', message: 'Back to the calendar' })}</Link>
      </p>
    </section>
  );
}
