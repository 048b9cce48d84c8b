import { addDaysTo, addMonthsTo, addMonthsToMonth, type Day, type Month, monthOf, monthsBetween } from '../booking/day';
import { weekBounds } from './month-grid';

/** Keys that move focus inside the grid, and where each one goes. */
const MOVES: Record<string, (day: Day) => Day> = {
  ArrowLeft: (day) => addDaysTo(day, -1),
  ArrowRight: (day) => addDaysTo(day, 1),
  ArrowUp: (day) => addDaysTo(day, -7),
  ArrowDown: (day) => addDaysTo(day, 7),
  PageUp: (day) => addMonthsTo(day, -1),
  PageDown: (day) => addMonthsTo(day, 1),
  Home: (day) => weekBounds(day).monday,
  End: (day) => weekBounds(day).sunday,
};

/** The day focus moves to for a key, or undefined when the key does not move focus. */
export function focusTarget(day: Day, key: string): Day | undefined {
  return MOVES[key]?.(day);
}

/**
 * The first visible month after focus moved to `day`: unchanged while the day
 * is on screen, otherwise shifted just far enough to show it.
 */
export function firstMonthShowing(firstVisible: Month, count: number, day: Day): Month {
  const offset = monthsBetween(firstVisible, monthOf(day));
  if (offset < 0) return monthOf(day);
  if (offset >= count) return addMonthsToMonth(firstVisible, offset - count + 1);
  return firstVisible;
}

/** Keeps the focused day inside the navigable window [first, last]. */
export const clampDay = (day: Day, first: Day, last: Day): Day => (day < first ? first : day > last ? last : day);
