/** Widget widths where the calendar changes its number of months (SPEC 9). */
export const WIDE_BREAKPOINT = 992;
export const MEDIUM_BREAKPOINT = 768;
export const DEFAULT_DISPLAYED_MONTHS = 3;

export interface CalendarLayout {
  months: number;
  columns: number;
}

/**
 * How many months to show for the widget's own width (not the window's):
 * a widget in a narrow column lays out for that column.
 */
export function calendarLayout(width: number, displayedMonths: number = DEFAULT_DISPLAYED_MONTHS): CalendarLayout {
  const maximum = Math.max(1, Math.floor(displayedMonths) || DEFAULT_DISPLAYED_MONTHS);
  if (maximum === 1) return { months: 1, columns: 1 };
  if (width > WIDE_BREAKPOINT) return { months: maximum, columns: Math.min(3, maximum) };
  if (width > MEDIUM_BREAKPOINT) return { months: 2, columns: 2 };
  return { months: 1, columns: 1 };
}

/** Whether the price and button move into the bottom panel (SPEC 2, small screens). */
export const usesBottomPanel = (width: number): boolean => width < MEDIUM_BREAKPOINT;
