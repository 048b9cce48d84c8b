// The markup of a month and of a day cell, written once: the calendar builds it with React's
// createElement (Month.tsx, Day.tsx), step 1's skeleton with plain DOM calls a few tasks before
// React's first render (src/element/skeleton.ts), so the skeleton's days stand exactly where the
// calendar's will and a change to the calendar's markup reaches both.
import type { Day, Month } from '../../booking/day';
import { monthGrid, sixWeeks, WEEKS_SHOWN } from '../month-grid';

export type Child<N> = N | string | number | false | null | undefined | readonly Child<N>[];
/** Makes one element from its tag, props (className, aria-*, key...) and children: createElement's shape. */
export type Make<N> = (tag: string, props: Record<string, unknown> | null, ...children: Child<N>[]) => N;

/**
 * What a day cell shows: its number, the night's short price ('' an empty line, undefined none),
 * its tooltip's words (shown on hover and focus by day-tip.css), a mark.
 */
export interface DayCellContent<N> {
  day: Day;
  price?: string;
  tip?: string;
  mark?: Child<N>;
}

/** A day cell: `cell` holds the cell's own attributes (classes, name, state). */
export function dayCell<N>(make: Make<N>, cell: Record<string, unknown>, { day, price, tip, mark }: DayCellContent<N>): N {
  // The cell's name (aria-label) says the full date, the full price and the minimum stay: the
  // number, short price and tooltip are what the eye reads, hidden from the accessibility tree so a
  // day is not announced twice.
  return make(
    'td',
    cell,
    make('span', { className: 'bw-day__number', 'aria-hidden': 'true' }, Number(day.slice(8))),
    price !== undefined && make('span', { className: 'bw-day__price', 'aria-hidden': 'true' }, price),
    tip && make('span', { className: 'bw-day__tip', 'aria-hidden': 'true' }, tip),
    mark,
  );
}

export interface MonthContent<N> {
  month: Month;
  title: string;
  titleId?: string;
  weekdays: readonly { short: string; long?: string }[];
  /** The grid's own attributes (role, keyboard handlers) where the month can be used. */
  grid?: Record<string, unknown>;
  /** A month alone on screen: six weeks, on into the next month's first days (`sixWeeks`). */
  followOn?: boolean;
  /** The cell of one day of the month (with `followOn`, of the next month's first days too). */
  day(day: Day): N;
}

/** One month: its title, the weekdays, then its weeks of day cells, always six rows tall. */
export function monthMarkup<N>(make: Make<N>, { month, title, titleId, weekdays, grid, followOn, day }: MonthContent<N>): N {
  const weeks = followOn ? sixWeeks(month) : monthGrid(month);
  return make(
    'div',
    { className: 'bw-month' },
    make('h3', { className: 'bw-month__title', id: titleId }, title),
    make(
      'table',
      { className: 'bw-month__grid', 'aria-labelledby': titleId, ...grid },
      make('thead', null, make('tr', null, weekdays.map((weekday, column) => make('th', { key: column, scope: 'col', abbr: weekday.long }, weekday.short)))),
      make(
        'tbody',
        null,
        weeks.map((week, row) =>
          make('tr', { key: row }, week.map((date, column) => (date ? day(date) : make('td', { key: `pad-${column}`, role: 'gridcell', 'aria-hidden': 'true' })))),
        ),
        // Every month six rows tall: step 1 keeps one height from month to month, so the host's
        // reserved space (README) fits and nothing below the widget moves when a month turns.
        // Months side by side keep empty rows (the next month is beside them); one alone goes on
        // into the next month's days instead (followOn).
        Array.from({ length: WEEKS_SHOWN - weeks.length }, (_, row) =>
          make('tr', { key: `spare-${row}`, className: 'bw-month__spare', 'aria-hidden': 'true' }, make('td', { colSpan: 7 })),
        ),
      ),
    ),
  );
}
