import { describe, expect, it } from 'vitest';
import { addDaysTo, addMonthsTo, dateToDay, dayToDate, daysBetween, isDay, weekdayIndex } from '../../../src/booking/day';
import { inTimeZone } from '../../support/time-zone';

// A zone with daylight saving, so midnight-based date maths would visibly drift.
inTimeZone('Europe/Prague');

describe('calendar days', () => {
  it('keeps the day across daylight-saving changes', () => {
    // Europe and the US switch on these weekends; a midnight-based date would drift by an hour.
    expect(addDaysTo('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDaysTo('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDaysTo('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDaysTo('2026-11-01', -1)).toBe('2026-10-31');
    expect(daysBetween('2026-03-27', '2026-03-31')).toBe(4);
    expect(daysBetween('2026-10-23', '2026-10-27')).toBe(4);
  });

  it('round-trips through local noon', () => {
    expect(dayToDate('2026-03-29').getHours()).toBe(12);
    expect(dateToDay(dayToDate('2026-03-29'))).toBe('2026-03-29');
  });

  it('knows leap years', () => {
    expect(addDaysTo('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDaysTo('2027-02-28', 1)).toBe('2027-03-01');
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2027-02-29')).toBe(false);
    expect(addMonthsTo('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonthsTo('2027-03-31', -1)).toBe('2027-02-28');
  });

  it('rejects what is not a YYYY-MM-DD day', () => {
    expect(isDay('2026-13-01')).toBe(false);
    expect(isDay('1.2.2026')).toBe(false);
    expect(isDay(undefined)).toBe(false);
    expect(() => dayToDate('tomorrow')).toThrow(RangeError);
  });

  it('counts weekdays from Monday', () => {
    expect(weekdayIndex('2026-11-23')).toBe(0); // Monday
    expect(weekdayIndex('2026-11-22')).toBe(6); // Sunday
  });
});
