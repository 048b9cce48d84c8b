import { memo, useRef } from 'react';
import type { DayKind } from '../availability';
import type { Day as CalendarDay } from '../day';
import { Tooltip } from '../../ui/Tooltip';

export interface DayNote {
  id: string;
  text: string;
  tone: 'info' | 'alert';
}

export interface DayProps {
  day: CalendarDay;
  kind: DayKind;
  /** Before the first bookable day or after the last: shown, never chosen. */
  disabled: boolean;
  today: boolean;
  position: 'start' | 'end' | 'inside' | null;
  label: string;
  /** A tooltip on this day: a refused choice or the pricing alert. */
  note: DayNote | null;
  cellProps: Record<string, unknown>;
}

/** One day cell of the grid; everything it shows arrives in its props. */
export const Day = memo(function Day({ day, kind, disabled, today, position, label, note, cellProps }: DayProps) {
  const cell = useRef<HTMLTableCellElement>(null);
  const classes = ['bw-day', `bw-day--${kind}`];
  if (disabled) classes.push('bw-day--disabled');
  if (today) classes.push('bw-day--today');
  if (position) classes.push(`bw-day--${position}`);
  const alert = note?.tone === 'alert';
  return (
    <td
      ref={cell}
      {...cellProps}
      className={classes.join(' ')}
      aria-label={label}
      aria-selected={position !== null}
      aria-disabled={disabled || kind === 'occupied' || undefined}
      aria-current={today ? 'date' : undefined}
      aria-describedby={note?.id}
    >
      <span className="bw-day__number" aria-hidden="true">
        {Number(day.slice(8))}
      </span>
      {alert && (
        <span className="bw-day__alert" aria-hidden="true">
          !
        </span>
      )}
      {note && (
        <Tooltip id={note.id} anchorRef={cell} open tone={note.tone}>
          {note.text}
        </Tooltip>
      )}
    </td>
  );
});
