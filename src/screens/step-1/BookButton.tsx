import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { useId, useRef } from 'react';
import { useLocation } from 'wouter';
import { configAtom } from '../../state/config';
import { alertsAtom, arrivalAtom, departureAtom, priceAtom } from '../../state/dates';
import { Tooltip, useTooltipTrigger } from '../../ui/Tooltip';

/**
 * "Book these dates": usable only with both dates and a price above 0. While
 * unusable it stays focusable (aria-disabled) so hovering, focusing or
 * clicking it can say why: the server's reason for a stay it will not price
 * (too short for its season), else that the dates are missing. In demo mode it
 * goes nowhere (SPEC 4).
 */
export function BookButton() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const arrival = useAtomValue(arrivalAtom);
  const departure = useAtomValue(departureAtom);
  const price = useAtomValue(priceAtom);
  const refusal = useAtomValue(alertsAtom)[0];
  const demo = useAtomValue(configAtom)?.demo ?? false;
  const button = useRef<HTMLButtonElement>(null);
  const tooltip = useTooltipTrigger();
  const tooltipId = useId();
  const enabled = arrival !== '' && departure !== '' && price > 0;
  return (
    <>
      <button
        ref={button}
        type="button"
        className="bw-button bw-book-button"
        part="primary-button"
        aria-disabled={!enabled || undefined}
        aria-describedby={enabled ? undefined : tooltipId}
        {...tooltip.triggerProps}
        onClick={() => {
          if (!enabled) tooltip.setOpen(true);
          else if (!demo) navigate('/step-2');
        }}
      >
        {t({ id: 'book_the_term', message: 'Book these dates' })}
      </button>
      <Tooltip id={tooltipId} anchorRef={button} open={!enabled && tooltip.open}>
        {(departure && refusal) || t({ id: 'select_dates', message: 'Please select your check-in and check-out dates first.' })}
      </Tooltip>
    </>
  );
}
