import { describe, expect, it } from 'vitest';
import { monthGrid, visibleMonths, weekBounds } from '../../../src/calendar/month-grid';
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
});
