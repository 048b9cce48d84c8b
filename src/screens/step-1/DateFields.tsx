import { useAtomValue, useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { useId, useRef } from 'react';
import { arrivalPrettyAtom, clearDateAtom, departurePrettyAtom } from '../../state/dates';
import { translationsReadyAtom } from '../../state/startup';
import { Tooltip, useTooltipTrigger } from '../../ui/Tooltip';

interface DateFieldProps {
  label: string;
  clearLabel: string;
  /** DD.MM.YYYY, or empty when not chosen. */
  value: string;
  onClear(): void;
  note?: string;
}

/** A read-only date with a clear icon once filled; the calendar is where dates are chosen. */
function DateField({ label, clearLabel, value, onClear, note }: DateFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const tooltip = useTooltipTrigger();
  return (
    <div className="bw-date-field">
      <label htmlFor={id}>{label}</label>
      <div className="bw-date-field__box">
        <input
          ref={input}
          id={id}
          type="text"
          readOnly
          value={value}
          placeholder="DD.MM.YYYY"
          aria-describedby={note ? `${id}-note` : undefined}
          {...(note ? tooltip.triggerProps : {})}
        />
        {value && (
          <button type="button" className="bw-date-field__clear" aria-label={clearLabel} onClick={onClear}>
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      {note && (
        <Tooltip id={`${id}-note`} anchorRef={input} open={tooltip.open} placement="bottom-start">
          {note}
        </Tooltip>
      )}
    </div>
  );
}

/** Check-in and check-out as DD.MM.YYYY; the dates note helps on wide screens once texts are in. */
export function DateFields({ wide }: { wide: boolean }) {
  const { t } = useLingui();
  const arrival = useAtomValue(arrivalPrettyAtom);
  const departure = useAtomValue(departurePrettyAtom);
  const clearDate = useSetAtom(clearDateAtom);
  const translationsReady = useAtomValue(translationsReadyAtom);
  const note = t({ id: 'dates_note', message: 'Choose your arrival day first, then your departure day.' });
  return (
    <div className="bw-date-fields">
      <DateField
        label={t({ id: 'check_in', message: 'Check-in' })}
        clearLabel={t({ id: 'clear_check_in', message: 'Clear the check-in date' })}
        value={arrival}
        onClear={() => clearDate('arrival')}
        note={wide && translationsReady && note.trim() ? note : undefined}
      />
      <DateField
        label={t({ id: 'check_out', message: 'Check-out' })}
        clearLabel={t({ id: 'clear_check_out', message: 'Clear the check-out date' })}
        value={departure}
        onClear={() => clearDate('departure')}
      />
    </div>
  );
}
