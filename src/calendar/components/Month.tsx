import { useId } from 'react';
import { type Day as CalendarDay, type Month as CalendarMonth, monthOf } from '../../booking/day';
import type { CalendarTexts } from '../../i18n/format';
import { Day, reactMake, type DayProps } from './Day';
import { monthMarkup } from './month-markup';

export interface MonthProps {
  month: CalendarMonth;
  texts: CalendarTexts;
  gridProps: Record<string, unknown>;
  /** Alone on screen: six weeks, on into the next month's first days (month-markup.ts). */
  followOn?: boolean;
  /** Everything a day cell shows, from the calendar's state. */
  dayProps(day: CalendarDay): DayProps;
}

/** One month as an ARIA grid: weekday headers, then week rows of day cells. */
export function Month({ month, texts, gridProps, followOn, dayProps }: MonthProps) {
  const titleId = useId();
  return monthMarkup(reactMake, {
    month,
    title: texts.monthTitle(month),
    titleId,
    weekdays: texts.weekdays,
    grid: gridProps,
    followOn,
    day: (day) => <Day key={day} {...dayProps(day)} nextMonth={monthOf(day) !== month} />,
  });
}
