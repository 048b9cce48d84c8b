// The GDPR consent (required). The server's text may carry links: it is
// sanitised (consent-html.ts) before it is shown, never inserted raw.
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { sanitizeConsentHtml } from './consent-html';
import { CheckoutCheckbox } from './fields';

export function ConsentField() {
  const { t } = useLingui();
  const text = t({ id: 'gdpr_compliance', message: 'I agree to the processing of my personal data.' });
  const html = useMemo(() => sanitizeConsentHtml(text), [text]);
  return (
    <CheckoutCheckbox path="acceptGdprCompliance">
      <span className="bw-consent" dangerouslySetInnerHTML={{ __html: html }} />
    </CheckoutCheckbox>
  );
}
