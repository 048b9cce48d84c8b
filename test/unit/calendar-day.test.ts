// isCalendarDay (src/api/wire.ts) counts the days of each month itself; it must accept and
// refuse exactly the texts a Date reads back as the same day, over leap and century years, every
// month and day number, and texts that only look like days.
import { describe, expect, it } from 'vitest';
import { isCalendarDay } from '../../src/api/wire';

/** The rule as a Date gives it: the text parses, and the day it parses to is written the same. */
function readsBackFromDate(day: string): boolean {
  const time = Date.parse(day);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
}

const pad = (number: number, width: number) => String(number).padStart(width, '0');
const YEARS = [0, 1, 4, 100, 400, 1600, 1700, 1899, 1900, 1904, 1999, 2000, 2023, 2024, 2025, 2026, 2027, 2028, 2100, 2400, 9999];

describe('isCalendarDay', () => {
  it('agrees with a Date on every month and day number of leap, century and ordinary years', () => {
    let accepted = 0;
    for (const year of YEARS) {
      for (let month = 0; month <= 13; month += 1) {
        for (let date = 0; date <= 32; date += 1) {
          const day = `${pad(year, 4)}-${pad(month, 2)}-${pad(date, 2)}`;
          expect(isCalendarDay(day), day).toBe(readsBackFromDate(day));
          if (isCalendarDay(day)) accepted += 1;
        }
      }
    }
    // 21 years of 365 or 366 days: the comparison above saw real days, not only refusals.
    expect(accepted).toBeGreaterThan(21 * 365);
  });

  it('refuses texts that only look like days, as a Date does', () => {
    for (const day of ['2027-8-2', '2027-08-2', '27-08-02', '2027-08-02T00:00', ' 2027-08-02', '2027-08-02 ', '2027/08/02', '+2027-08-02', '2027-02-29', '2028-02-30', '', 'x', '२०२७-०८-०२', '2027-08-0２']) {
      expect(isCalendarDay(day), JSON.stringify(day)).toBe(readsBackFromDate(day));
      expect(isCalendarDay(day), JSON.stringify(day)).toBe(false);
    }
    expect(isCalendarDay('2028-02-29')).toBe(true);
  });
});
