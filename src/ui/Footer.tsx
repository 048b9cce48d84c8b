import { useLingui } from '@lingui/react/macro';
import { PROVIDER_URL } from '../app/constants';

/** SPEC: a 'powered by' link to the booking software provider. */
export function Footer() {
  const { t } = useLingui();
  return (
    <footer className="bw-footer" part="footer">
      <a href={PROVIDER_URL} target="_blank" rel="noopener noreferrer">
        {t({ id: 'powered_by', message: 'Powered by Booking Widget' })}
      </a>
    </footer>
  );
}
