import { useId } from 'react';
import type { Day as CalendarDay, Month as CalendarMonth } from '../../booking/day';
import type { CalendarTexts } from '../../i18n/format';
import { Day, reactMake, type DayProps } from './Day';
import { monthMarkup } from './month-markup';

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
  return monthMarkup(reactMake, {
    month,
    title: texts.monthTitle(month),
    titleId,
    weekdays: texts.weekdays,
    grid: gridProps,
    day: (day) => <Day key={day} {...dayProps(day)} />,
  });
}
