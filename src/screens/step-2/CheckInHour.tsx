// The check-in hour (SPEC 3 checkInHour), asked only when show_hours is on.
import { useSetAtom } from 'jotai';
import { useAtomValue } from '../../widget/atom-value';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { checkInHourAtom } from '../../state/selection';

export function CheckInHour({ hours }: { hours: readonly string[] }) {
  const { t } = useLingui();
  const hour = useAtomValue(checkInHourAtom);
  const setHour = useSetAtom(checkInHourAtom);
  const id = useId();
  return (
    <div className="bw-step2__hour">
      <label htmlFor={id}>{t({ id: 'check_in_hour', message: 'Arrival time' })}</label>
      <select
        id={id}
        value={hour}
        required
        onChange={(event) => setHour(event.currentTarget.value)}
      >
        <option value="">{t({ id: 'choose_time', message: 'Choose a time' })}</option>
        {hours.map((entry) => (
          <option key={entry} value={entry}>
            {entry}
          </option>
        ))}
      </select>
    </div>
  );
}
