import { describe, expect, it } from 'vitest';
import { firstMonthShowing, focusTarget } from '../../../src/calendar/keyboard';
import { calendarLayout, usesBottomPanel } from '../../../src/calendar/layout';

describe('grid keyboard moves', () => {
  it('moves by day, week, month and to the week ends', () => {
    expect(focusTarget('2026-11-30', 'ArrowRight')).toBe('2026-12-01');
    expect(focusTarget('2026-12-01', 'ArrowLeft')).toBe('2026-11-30');
    expect(focusTarget('2026-12-03', 'ArrowUp')).toBe('2026-11-26');
    expect(focusTarget('2026-12-29', 'ArrowDown')).toBe('2027-01-05');
    expect(focusTarget('2027-01-31', 'PageDown')).toBe('2027-02-28');
    expect(focusTarget('2027-03-31', 'PageUp')).toBe('2027-02-28');
    expect(focusTarget('2026-11-26', 'Home')).toBe('2026-11-23');
    expect(focusTarget('2026-11-26', 'End')).toBe('2026-11-29');
    expect(focusTarget('2026-11-26', 'Tab')).toBeUndefined();
  });

  it('scrolls the visible months only as far as needed to show the focused day', () => {
    expect(firstMonthShowing('2026-11', 3, '2027-01-15')).toBe('2026-11');
    expect(firstMonthShowing('2026-11', 3, '2027-02-01')).toBe('2026-12');
    expect(firstMonthShowing('2026-11', 1, '2026-10-31')).toBe('2026-10');
  });
});

describe('calendar layout by widget width', () => {
  it('shows 1, 2 or up to the configured months', () => {
    expect(calendarLayout(600, 3)).toEqual({ months: 1, columns: 1 });
    expect(calendarLayout(768, 3)).toEqual({ months: 1, columns: 1 });
    expect(calendarLayout(800, 3)).toEqual({ months: 2, columns: 2 });
    expect(calendarLayout(1100, 3)).toEqual({ months: 3, columns: 3 });
    expect(calendarLayout(1100, 6)).toEqual({ months: 6, columns: 3 });
    expect(calendarLayout(1100, 2)).toEqual({ months: 2, columns: 2 });
    expect(calendarLayout(1100, 1)).toEqual({ months: 1, columns: 1 });
    expect(calendarLayout(800, 1)).toEqual({ months: 1, columns: 1 });
  });

  it('moves price and button to the bottom panel under 768 px', () => {
    expect(usesBottomPanel(767)).toBe(true);
    expect(usesBottomPanel(768)).toBe(false);
  });
});
