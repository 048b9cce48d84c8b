// A tab left open over midnight (issue 20): the next midnight is found on DST
// days too, and a new day moves today and clears a stay that now lies in the past.
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { untilNextMidnight } from '../../../src/app/follow-clock';
import { arrivalAtom, departureAtom, newDayAtom, todayAtom } from '../../../src/state/dates';
import { inTimeZone } from '../../support/time-zone';

inTimeZone('Europe/Prague');

describe('untilNextMidnight', () => {
  it('is the time to the next local midnight, just after it', () => {
    expect(untilNextMidnight(new Date(2026, 10, 24, 23, 59, 0))).toBe(60_000 + 50);
    expect(untilNextMidnight(new Date(2026, 10, 24, 0, 0, 0))).toBe(24 * 3_600_000 + 50);
  });

  it('counts the short and the long day of daylight saving time', () => {
    // 28 March 2027 has 23 hours in Prague, 31 October 2027 has 25.
    expect(untilNextMidnight(new Date(2027, 2, 28, 0, 30))).toBe(22.5 * 3_600_000 + 50);
    expect(untilNextMidnight(new Date(2027, 9, 31, 0, 30))).toBe(24.5 * 3_600_000 + 50);
  });
});

describe('newDayAtom', () => {
  const storeOn = (today: string) => {
    const store = createStore();
    store.set(newDayAtom, today);
    return store;
  };

  it('moves today and keeps a stay that starts today or later', () => {
    const store = storeOn('2026-11-24');
    store.set(arrivalAtom, '2026-11-25');
    store.set(departureAtom, '2026-11-27');
    expect(store.set(newDayAtom, '2026-11-24')).toBe('same day');
    expect(store.set(newDayAtom, '2026-11-25')).toBe('moved');
    expect(store.get(todayAtom)).toBe('2026-11-25');
    expect(store.get(arrivalAtom)).toBe('2026-11-25');
  });

  it('clears a stay whose arrival is now in the past, a half-chosen one too', () => {
    const store = storeOn('2026-11-24');
    store.set(arrivalAtom, '2026-11-24');
    store.set(departureAtom, '2026-11-26');
    expect(store.set(newDayAtom, '2026-11-25')).toBe('stay cleared');
    expect([store.get(arrivalAtom), store.get(departureAtom)]).toEqual(['', '']);

    store.set(arrivalAtom, '2026-11-25');
    expect(store.set(newDayAtom, '2026-11-26')).toBe('stay cleared');
    expect(store.get(arrivalAtom)).toBe('');
  });

  it('leaves a pinned today alone', () => {
    const store = createStore();
    store.set(todayAtom, '2026-12-02');
    expect(store.set(newDayAtom, '2026-12-05')).toBe('same day');
    expect(store.get(todayAtom)).toBe('2026-12-02');
  });
});
