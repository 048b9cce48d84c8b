// Step 4 asks the guest to accept the cancellation terms of the chosen rates
// before booking (issue 50), as step 3 asks for the GDPR consent: a required
// box that says so under it when Book is pressed without it.
import { useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useId } from 'react';
import { termsAcceptedAtom, termsErrorShownAtom } from '../../state/terms';

export function TermsConsent() {
  const { t } = useLingui();
  const accepted = useAtomValue(termsAcceptedAtom);
  const setAccepted = useSetAtom(termsAcceptedAtom);
  const errorShown = useAtomValue(termsErrorShownAtom);
  const id = useId();
  const errorId = `${id}-error`;
  const error = errorShown && !accepted;
  return (
    <div className="bw-terms-accept">
      <input
        id={id}
        type="checkbox"
        required
        checked={accepted}
        aria-invalid={error || undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => setAccepted(event.target.checked)}
      />
      <label htmlFor={id}>{t({ id: 'accept_cancellation_terms', message: 'I accept the cancellation policy for my booking.' })}</label>
      {error && (
        <p className="bw-terms-accept__error" id={errorId}>
          {t({ id: 'accept_cancellation_terms_error', message: 'Please accept the cancellation policy to book.' })}
        </p>
      )}
    </div>
  );
}
