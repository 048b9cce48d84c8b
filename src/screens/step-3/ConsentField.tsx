// The GDPR consent (required). The hotelier's text is plain words for most
// hotels; one with markup (a link to the hotel's privacy policy) is sanitised
// by DOMPurify (consent-html.ts) before it is shown, never inserted raw. The
// sanitiser loads only for such a text: a plain text needs no HTML parser, and
// DOMPurify is about 8.7 KB gzipped of a booking's download (docs/step-1-budget.md).
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { CheckoutCheckbox } from './fields';

/** The consent's words without markup: what shows until the sanitised text is in (React escapes it). */
const wordsOnly = (text: string) => text.replace(/<[^>]*>/g, '');

export function ConsentField() {
  const { t } = useLingui();
  const text = t({ id: 'gdpr_compliance', message: 'I agree to the processing of my personal data.' });
  const hasMarkup = /<[a-z]/i.test(text);
  const [sanitised, setSanitised] = useState<{ text: string; html: string } | null>(null);
  useEffect(() => {
    if (!hasMarkup) return;
    let current = true;
    import('./consent-html')
      .then(({ sanitizeConsentHtml }) => {
        if (current) setSanitised({ text, html: sanitizeConsentHtml(text) });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [text, hasMarkup]);
  const html = hasMarkup && sanitised?.text === text ? sanitised.html : null;
  return (
    <CheckoutCheckbox path="acceptGdprCompliance">
      {html === null ? (
        <span className="bw-consent">{hasMarkup ? wordsOnly(text) : text}</span>
      ) : (
        <span className="bw-consent" dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </CheckoutCheckbox>
  );
}
