import { addDaysTo, addMonthsToMonth, type Day, firstDayOf, type Month, monthOf, weekdayIndex } from '../booking/day';

/** One week row of a month: seven cells, Monday first; null pads days of other months. */
export type Week = readonly (Day | null)[];

/** The weeks of a month for a Monday-first grid (4 to 6 rows). */
export function monthGrid(month: Month): Week[] {
  const first = firstDayOf(month);
  const weeks: Week[] = [];
  let cells: (Day | null)[] = Array.from({ length: weekdayIndex(first) }, () => null);
  for (let day = first; monthOf(day) === month; day = addDaysTo(day, 1)) {
    cells.push(day);
    if (cells.length === 7) {
      weeks.push(cells);
      cells = [];
    }
  }
  if (cells.length > 0) weeks.push([...cells, ...Array.from({ length: 7 - cells.length }, () => null)]);
  return weeks;
}

/** Weeks a month is drawn with, the most a month needs: nothing moves when the month turns. */
export const WEEKS_SHOWN = 6;

/**
 * A month alone on screen (a phone): its weeks, then on into the next month's first days until six
 * weeks are full, so its last rows show days a guest can choose rather than an empty row, and the
 * calendar keeps one height from month to month (docs/step-1.md, "Six weeks").
 */
export function sixWeeks(month: Month): Week[] {
  const weeks = monthGrid(month);
  let next = firstDayOf(addMonthsToMonth(month, 1));
  // Only the last week and the added ones: the empty cells before the 1st stay empty.
  const followOn = (week: Week): Week =>
    week.map((day) => {
      if (day) return day;
      const shown = next;
      next = addDaysTo(next, 1);
      return shown;
    });
  const filled = weeks.map((week, row) => (row === weeks.length - 1 ? followOn(week) : week));
  while (filled.length < WEEKS_SHOWN) filled.push(followOn(Array.from({ length: 7 }, () => null)));
  return filled;
}

/** The last day a month's drawing shows: its own last day, or with `sixWeeks`, the sixth week's Sunday. */
export function lastShownDay(month: Month, followOn: boolean): Day {
  const weeks = followOn ? sixWeeks(month) : monthGrid(month);
  return weeks.at(-1)!.filter((day): day is Day => day !== null).at(-1)!;
}

/** The months shown side by side, starting with the first visible one. */
export function visibleMonths(firstVisible: Month, count: number): Month[] {
  return Array.from({ length: count }, (_, index) => addMonthsToMonth(firstVisible, index));
}

/** The Monday and Sunday of the day's week (Home / End in the grid). */
export function weekBounds(day: Day): { monday: Day; sunday: Day } {
  const monday = addDaysTo(day, -weekdayIndex(day));
  return { monday, sunday: addDaysTo(monday, 6) };
}
