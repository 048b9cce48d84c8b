import { useLingui } from '@lingui/react/macro';
import { PROVIDER } from '../config/provider';

/**
 * SPEC: a 'powered by' link to the booking software provider. Without an
 * address from the build the anchor has no href: plain text, never a dead link.
 */
export function Footer() {
  const { t } = useLingui();
  const name = PROVIDER.name;
  return (
    <footer className="bw-footer" part="footer">
      <a href={PROVIDER.url || undefined} target="_blank" rel="noopener noreferrer">
        {t({ id: 'powered_by', message: `Powered by ${name}` })}
      </a>
    </footer>
  );
}
