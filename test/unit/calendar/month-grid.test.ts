import { describe, expect, it } from 'vitest';
import { lastShownDay, monthGrid, sixWeeks, visibleMonths, weekBounds } from '../../../src/calendar/month-grid';
import { inTimeZone } from '../../support/time-zone';

// A zone with daylight saving, so midnight-based date maths would visibly drift.
inTimeZone('Europe/Prague');

describe('month grid', () => {
  it('starts weeks on Monday and pads with empty cells', () => {
    // 1 November 2026 is a Sunday: six empty cells before it.
    const weeks = monthGrid('2026-11');
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks[1]?.[0]).toBe('2026-11-02');
    expect(weeks).toHaveLength(6);
    expect(weeks[5]).toEqual(['2026-11-30', null, null, null, null, null, null]);
  });

  it('fits a February that starts on Monday into four rows', () => {
    const weeks = monthGrid('2027-02');
    expect(weeks).toHaveLength(4);
    expect(weeks[0]?.[0]).toBe('2027-02-01');
    expect(weeks[3]?.[6]).toBe('2027-02-28');
  });

  it('includes 29 February in a leap year', () => {
    const days = monthGrid('2028-02').flat().filter(Boolean);
    expect(days).toHaveLength(29);
    expect(days.at(-1)).toBe('2028-02-29');
  });

  it('lists every day once in months with a DST change', () => {
    for (const month of ['2026-03', '2026-10']) {
      const days = monthGrid(month).flat().filter(Boolean);
      expect(new Set(days).size).toBe(31);
      expect(days[30]).toBe(`${month}-31`);
    }
  });

  it('lists the visible months across a year end', () => {
    expect(visibleMonths('2026-11', 3)).toEqual(['2026-11', '2026-12', '2027-01']);
  });

  it('finds the Monday and Sunday of a week', () => {
    expect(weekBounds('2026-11-26')).toEqual({ monday: '2026-11-23', sunday: '2026-11-29' });
    expect(weekBounds('2026-11-29')).toEqual({ monday: '2026-11-23', sunday: '2026-11-29' });
  });

  it('draws a month alone in six weeks, going on into the next month instead of an empty row', () => {
    // February 2028: Tuesday the 1st, 29 days, five weeks of its own.
    const weeks = sixWeeks('2028-02');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, '2028-02-01', '2028-02-02', '2028-02-03', '2028-02-04', '2028-02-05', '2028-02-06']);
    expect(weeks[4]).toEqual(['2028-02-28', '2028-02-29', '2028-03-01', '2028-03-02', '2028-03-03', '2028-03-04', '2028-03-05']);
    expect(weeks[5]).toEqual(['2028-03-06', '2028-03-07', '2028-03-08', '2028-03-09', '2028-03-10', '2028-03-11', '2028-03-12']);
    expect(lastShownDay('2028-02', true)).toBe('2028-03-12');
    expect(lastShownDay('2028-02', false)).toBe('2028-02-29');
  });

  it('adds two weeks to a four-week February and none to a six-week month', () => {
    expect(sixWeeks('2027-02').slice(4).flat()).toEqual(Array.from({ length: 14 }, (_, index) => `2027-03-${String(index + 1).padStart(2, '0')}`));
    // November 2026 needs six weeks of its own: its last week goes on into December.
    expect(sixWeeks('2026-11')[5]).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    // Every day once, in order, across a year's end and a DST change.
    for (const month of ['2026-10', '2026-12', '2027-03']) {
      const days = sixWeeks(month).flat().filter(Boolean) as string[];
      expect(new Set(days).size).toBe(days.length);
      expect([...days].sort()).toEqual(days);
    }
  });
});
