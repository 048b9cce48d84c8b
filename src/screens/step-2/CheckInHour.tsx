// The check-in hour (SPEC 3 checkInHour), asked only when show_hours is on.
// Marked required before the guest meets the error (issue 52): the label's
// star and a line that says why; after Continue without it, its error.
import { useAtomValue, useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { continuePressedAtom } from '../../state/choices';
import { checkInHourAtom } from '../../state/selection';
import { useAdoptedStyles } from '../../theme/adopt';
import css from '../../ui/field.css?inline';

export function CheckInHour({ hours }: { hours: readonly string[] }) {
  useAdoptedStyles(css);
  const { t } = useLingui();
  const hour = useAtomValue(checkInHourAtom);
  const setHour = useSetAtom(checkInHourAtom);
  const pressed = useAtomValue(continuePressedAtom);
  const id = useId();
  const error = pressed && !hour ? t({ id: 'choose_check_in_hour', message: 'Choose your arrival time.' }) : null;
  return (
    <div className="bw-field bw-step2__hour">
      <label className="bw-field__label" htmlFor={id} data-required>
        {t({ id: 'check_in_hour', message: 'Arrival time' })}
      </label>
      <p id={`${id}-why`} className="bw-step2__hour-why">
        {t({ id: 'check_in_hour_why', message: 'Required: the hotel gets ready for your arrival.' })}
      </p>
      <select
        id={id}
        className="bw-input"
        value={hour}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-why ${id}-error` : `${id}-why`}
        onChange={(event) => setHour(event.currentTarget.value)}
      >
        <option value="">{t({ id: 'choose_time', message: 'Choose a time' })}</option>
        {hours.map((entry) => (
          <option key={entry} value={entry}>
            {entry}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="bw-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
