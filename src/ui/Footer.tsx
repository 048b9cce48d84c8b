import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { PROVIDER } from '../config/provider';
import { type Contact, HotelContact } from './HotelContact';
import { HotelRating, type Rating } from './HotelRating';

/**
 * SPEC: a 'powered by' link to the booking software provider. Without an
 * address from the build the anchor has no href: plain text, never a dead link.
 * Before it, the hotel: what its guests say of it and how to reach it, so a guest
 * deciding has both and one with a question is never stuck. The error screen names
 * the contact in its own text, so the footer does not say it a second time there.
 */
export function Footer({ contact, rating }: { contact?: Contact; rating?: Rating }) {
  const { t } = useLingui();
  const name = PROVIDER.name;
  const [location] = useLocation();
  return (
    <footer className="bw-footer" part="footer">
      <div className="bw-footer__hotel">
        <HotelRating rating={rating} />
        <HotelContact contact={location === '/error' ? undefined : contact} />
      </div>
      <a href={PROVIDER.url || undefined} target="_blank" rel="noopener noreferrer">
        {t({ id: 'powered_by', message: `Powered by ${name}` })}
      </a>
    </footer>
  );
}
