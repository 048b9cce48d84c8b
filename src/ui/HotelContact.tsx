// How a guest reaches the hotel (global_settings.contact): in the flow's
// footer and on the error screen, so no screen is a dead end. A phone or
// e-mail the settings leave out is simply not shown; with neither, nothing is.
import { useLingui } from '@lingui/react/macro';

export interface Contact {
  name?: string;
  phone?: string;
  email?: string;
}

export function HotelContact({ contact, className }: { contact: Contact | undefined; className?: string }) {
  const { t } = useLingui();
  if (!contact?.phone && !contact?.email) return null;
  const { name, phone, email } = contact;
  return (
    <p className={['bw-contact', className].filter(Boolean).join(' ')}>
      <span>{t({ id: 'contact_us', message: 'Questions? Contact us:' })}</span>{' '}
      {name && <span className="bw-contact__name">{name}</span>}{' '}
      {phone && (
        <a className="bw-contact__link" href={`tel:${phone.replace(/[^+\d]/g, '')}`}>
          {phone}
        </a>
      )}{' '}
      {email && (
        <a className="bw-contact__link" href={`mailto:${email}`}>
          {email}
        </a>
      )}
    </p>
  );
}
