// /error?msg=...: tells the guest what went wrong and offers a way back, and
// the hotel's phone and e-mail, so a guest who still wants to stay can ask.
import { useAtomValue } from 'jotai';
import { useSearch, useLocation } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import { settingsAtom } from '../../state/startup';
import { HotelContact } from '../../ui/HotelContact';
import { PageHeader } from '../../ui/PageHeader';

export function ErrorScreen() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const contact = useAtomValue(settingsAtom)?.contact;
  const message = new URLSearchParams(useSearch()).get('msg');
  return (
    <section>
      <PageHeader title={t({ id: 'error_title', message: 'Something went wrong' })} />
      <div className="bw-notice bw-notice--error" role="alert">
        <p>{message || t({ id: 'widget_loading_error', message: 'Online booking could not be loaded. Please reload the page or try again later.' })}</p>
      </div>
      <HotelContact contact={contact} className="bw-contact--notice" />
      <p>
        <button type="button" className="bw-button" onClick={() => navigate('/')}>
          {t({ id: 'back_to_dates', message: 'Back to the calendar' })}
        </button>
      </p>
    </section>
  );
}
