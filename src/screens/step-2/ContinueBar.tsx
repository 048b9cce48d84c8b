// Continue to step 3 when the step-2 check passes (SPEC 5); otherwise the
// button stays usable and says what is missing: the arrival time under its own
// field (focused, above the bar), the rest beside the button. Pressed while the
// summary is updating, it waits for the answer and then decides. In demo mode
// it goes nowhere (SPEC 6).
import { useAtomValue, useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { StepTwoMissing } from '../../booking/step-two-check';
import { continuePressedAtom } from '../../state/choices';
import { configAtom } from '../../state/config';
import { lastSummaryAtom, stepTwoMissingAtom, type SummaryStatus } from '../../state/summary';

export function ContinueBar({ status }: { status: SummaryStatus }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const demo = useAtomValue(configAtom)?.demo ?? false;
  const missing = useAtomValue(stepTwoMissingAtom);
  const serverAlert = useAtomValue(lastSummaryAtom)?.alert;
  /** The guest pressed while the summary was updating: decide when it is in. */
  const [waiting, setWaiting] = useState(false);
  /** The guest pressed and something was missing: say what, and keep saying it as it changes. */
  const told = useAtomValue(continuePressedAtom);
  const setTold = useSetAtom(continuePressedAtom);
  const messageId = useId();
  const button = useRef<HTMLButtonElement>(null);

  const explain = (what: StepTwoMissing): string => {
    if (what === 'accommodation') return t({ id: 'choose_accommodation_first', message: 'Please choose where you would like to stay.' });
    // The hour's field says it under itself (CheckInHour), where the guest is taken.
    if (what === 'check-in-hour') return '';
    if (status === 'updating') return '';
    if (status === 'failed') return t({ id: 'summary_failed_continue', message: 'The price could not be updated. Please try again.' });
    return serverAlert || t({ id: 'cannot_continue', message: 'This choice cannot be booked. Please change it.' });
  };

  const decide = () => {
    if (missing.length > 0) {
      setTold(true);
      // The hour is missing: take the guest to it, the first field of the page (focus-above-bar keeps it uncovered).
      if (missing.includes('check-in-hour')) {
        button.current?.closest('.bw-step2')?.querySelector<HTMLElement>('.bw-step2__hour select')?.focus();
      }
    } else if (!demo) navigate('/step-3');
  };

  const decideOnce = useEffectEvent(decide);
  useEffect(() => {
    if (!waiting || status === 'updating') return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the press waited for the summary's answer, which just came from the server; it is answered once
    setWaiting(false);
    decideOnce();
  }, [waiting, status]);

  const message = waiting
    ? t({ id: 'summary_updating', message: 'Updating the price…' })
    : told
      ? missing.map(explain).filter(Boolean).join(' ')
      : '';
  return (
    <div className="bw-step2__continue">
      <button
        ref={button}
        type="button"
        className="bw-button"
        part="primary-button"
        aria-describedby={message ? messageId : undefined}
        onClick={() => (status === 'updating' ? setWaiting(true) : decide())}
      >
        {t({ id: 'continue', message: 'Continue' })}
      </button>
      <p id={messageId} className="bw-step2__missing" role="status">
        {message}
      </p>
    </div>
  );
}
