import { useLingui } from '@lingui/react/macro';
import { PROVIDER } from '../config/provider';
import { type Contact, HotelContact } from './HotelContact';

/**
 * SPEC: a 'powered by' link to the booking software provider. Without an
 * address from the build the anchor has no href: plain text, never a dead link.
 * Before it, the hotel's own contact, so a guest with a question is never stuck.
 */
export function Footer({ contact }: { contact?: Contact }) {
  const { t } = useLingui();
  const name = PROVIDER.name;
  return (
    <footer className="bw-footer" part="footer">
      <HotelContact contact={contact} />
      <a href={PROVIDER.url || undefined} target="_blank" rel="noopener noreferrer">
        {t({ id: 'powered_by', message: `Powered by ${name}` })}
      </a>
    </footer>
  );
}
