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

/** The months shown side by side, starting with the first visible one. */
export function visibleMonths(firstVisible: Month, count: number): Month[] {
  return Array.from({ length: count }, (_, index) => addMonthsToMonth(firstVisible, index));
}

/** The Monday and Sunday of the day's week (Home / End in the grid). */
export function weekBounds(day: Day): { monday: Day; sunday: Day } {
  const monday = addDaysTo(day, -weekdayIndex(day));
  return { monday, sunday: addDaysTo(monday, 6) };
}
