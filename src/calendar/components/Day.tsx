import { createElement, memo, type ReactElement } from 'react';
import type { DayKind } from '../../booking/availability';
import type { Day as CalendarDay } from '../../booking/day';
import { dayCell, type Make } from './month-markup';

/** React's createElement as the markup's element maker (month-markup.ts, shared with step 1's skeleton). */
export const reactMake = createElement as Make<ReactElement>;

export interface DayProps {
  day: CalendarDay;
  kind: DayKind;
  /** Before the first bookable day or after the last: shown, never chosen. */
  disabled: boolean;
  today: boolean;
  position: 'start' | 'end' | 'inside' | null;
  /** The full-date accessible name. */
  label: string;
  /** The grid's one tab stop. */
  tabbable: boolean;
  /** Inside the stay the guest is about to choose (pointer or focus on a possible end). */
  preview?: boolean;
  /** The calendar's tooltip about this day (a refused choice or the pricing alert): its id and tone. */
  noteId?: string;
  noteTone?: 'info' | 'alert';
  /**
   * The night's price as the cell shows it ("1 400"); '' keeps the price's line empty, so
   * cells never change height when prices come (issue 32); undefined: no price line at all.
   */
  price?: string;
  /** The lowest price of the days shown, where it singles days out (booking/night-prices.ts): a badge, not only a colour. */
  lowest?: boolean;
  /** A click would be refused for the minimum stay: struck through (its name and tooltip say why once a stay is started). */
  tooShort?: boolean;
  /** What the day's tooltip shows on hover and focus: its full price and minimum stay, or why it cannot be chosen. */
  tip?: string;
  /** A day of the next month that a month alone on screen shows in its last weeks: its number and price quieter. */
  nextMonth?: boolean;
}

/**
 * One day cell of the grid. Props are plain values and events are handled by
 * the grid, so moving a month re-renders only the cells that changed.
 */
export const Day = memo(function Day(props: DayProps) {
  const { day, kind, disabled, today, position, label, tabbable, preview, noteId, noteTone, price, lowest, tooShort, tip, nextMonth } = props;
  const classes = ['bw-day', `bw-day--${kind}`];
  if (disabled) classes.push('bw-day--disabled');
  if (today) classes.push('bw-day--today');
  if (position) classes.push(`bw-day--${position}`);
  if (preview) classes.push('bw-day--preview');
  if (lowest) classes.push('bw-day--lowest');
  if (tooShort) classes.push('bw-day--too-short');
  if (nextMonth) classes.push('bw-day--next-month');
  return dayCell(
    reactMake,
    {
      part: 'day',
      role: 'gridcell',
      'data-date': day,
      tabIndex: tabbable ? 0 : -1,
      className: classes.join(' '),
      'aria-label': label,
      'aria-selected': position !== null,
      'aria-disabled': disabled || kind === 'occupied' || tooShort || undefined,
      'aria-current': today ? 'date' : undefined,
      'aria-describedby': noteId,
    },
    {
      day,
      price,
      // Shown by CSS alone on hover and focus (day-tip.css); the calendar's own note about this day replaces it.
      tip: noteTone ? undefined : tip,
      mark: noteTone === 'alert' && (
        <span className="bw-day__alert" aria-hidden="true">
          !
        </span>
      ),
    },
  );
});
