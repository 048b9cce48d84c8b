import { useId } from 'react';
import type { Day as CalendarDay, Month as CalendarMonth } from '../../booking/day';
import { monthGrid } from '../month-grid';
import type { CalendarTexts } from '../../i18n/format';
import { Day, type DayProps } from './Day';

export interface MonthProps {
  month: CalendarMonth;
  texts: CalendarTexts;
  gridProps: Record<string, unknown>;
  /** Everything a day cell shows, from the calendar's state. */
  dayProps(day: CalendarDay): DayProps;
}

/** One month as an ARIA grid: weekday headers, then week rows of day cells. */
export function Month({ month, texts, gridProps, dayProps }: MonthProps) {
  const titleId = useId();
  const weeks = monthGrid(month);
  return (
    <div className="bw-month">
      <h3 className="bw-month__title" id={titleId}>
        {texts.monthTitle(month)}
      </h3>
      <table className="bw-month__grid" aria-labelledby={titleId} {...gridProps}>
        <thead>
          <tr>
            {texts.weekdays.map((weekday) => (
              <th key={weekday.long} scope="col" abbr={weekday.long}>
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, row) => (
            <tr key={row}>
              {week.map((day, column) =>
                day ? <Day key={day} {...dayProps(day)} /> : <td key={`pad-${column}`} role="gridcell" aria-hidden="true" />,
              )}
            </tr>
          ))}
          {/* Every month six rows tall: step 1 keeps one height from month to month, so the host's
              reserved space (README) fits and nothing below the widget moves when a month turns. */}
          {weeks.length < 6 &&
            Array.from({ length: 6 - weeks.length }, (_, row) => (
              <tr key={`spare-${row}`} className="bw-month__spare" aria-hidden="true">
                <td colSpan={7} />
              </tr>
            ))}
        </tbody>
      </table>
    </div>
  );
}
