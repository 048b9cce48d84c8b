import { describe, expect, it } from 'vitest';
import { buildAvailability, dayKind, isLocked } from '../../../src/booking/availability';
import { chooseDay, EMPTY_RANGE, nightsOf } from '../../../src/booking/range';

// Nights 10..12 taken: the 10th is departure-only, 11th and 12th occupied, the 13th arrival-only.
// As the API sends it, a departure-only day is also listed as unavailable.
const model = buildAvailability(
  {
    unavailable: ['2026-12-10', '2026-12-11', '2026-12-12'],
    available_out: ['2026-12-10'],
    available_in: ['2026-12-13'],
  },
  { min_date: '2026-12-01', max_date: '2027-03-31' },
  '2026-12-02',
);

const started = (arrival: string) => ({ arrival, departure: '' });

describe('availability lookups', () => {
  it('classifies days', () => {
    expect(dayKind(model, '2026-12-11')).toBe('occupied');
    expect(dayKind(model, '2026-12-10')).toBe('departure-only');
    expect(dayKind(model, '2026-12-13')).toBe('arrival-only');
    expect(dayKind(model, '2026-12-20')).toBe('available');
  });

  it('locks occupied days, days before the minimum (or today) and after the maximum', () => {
    expect(isLocked(model, '2026-12-11')).toBe(true);
    expect(isLocked(model, '2026-12-01')).toBe(true); // min_date, but already past
    expect(isLocked(model, '2026-12-02')).toBe(false);
    expect(isLocked(model, '2027-03-31')).toBe(false);
    expect(isLocked(model, '2027-04-01')).toBe(true);
    expect(isLocked(model, '2026-12-10')).toBe(false);
  });

  it('ignores malformed days in the lists', () => {
    const odd = buildAvailability({ unavailable: ['nope', '2026-12-05'], available_in: [], available_out: [] }, {}, '2026-12-01');
    expect(odd.occupied.has('2026-12-05')).toBe(true);
    expect(odd.occupied.size).toBe(1);
    expect(odd.maxDate).toBe('9999-12-31');
  });
});

describe('choosing days', () => {
  it('starts a stay on the first click and completes it on the second', () => {
    const first = chooseDay(model, EMPTY_RANGE, '2026-12-03');
    expect(first).toEqual({ kind: 'started', range: { arrival: '2026-12-03', departure: '' } });
    const second = chooseDay(model, first.range, '2026-12-06');
    expect(second).toEqual({ kind: 'completed', range: { arrival: '2026-12-03', departure: '2026-12-06' }, nights: 3 });
  });

  it('swaps the ends when the second day is earlier', () => {
    const outcome = chooseDay(model, started('2026-12-08'), '2026-12-04');
    expect(outcome).toMatchObject({ kind: 'completed', range: { arrival: '2026-12-04', departure: '2026-12-08' }, nights: 4 });
  });

  it('starts a new stay when a complete one exists', () => {
    const outcome = chooseDay(model, { arrival: '2026-12-03', departure: '2026-12-06' }, '2026-12-20');
    expect(outcome).toEqual({ kind: 'started', range: { arrival: '2026-12-20', departure: '' } });
  });

  it('lets a departure-only day end a stay but not start one', () => {
    expect(chooseDay(model, started('2026-12-06'), '2026-12-10')).toMatchObject({ kind: 'completed', nights: 4 });
    expect(chooseDay(model, EMPTY_RANGE, '2026-12-10')).toEqual({ kind: 'refused', reason: 'departure-only', range: EMPTY_RANGE });
    expect(chooseDay(model, started('2026-12-20'), '2026-12-10')).toMatchObject({ kind: 'refused', reason: 'departure-only' });
  });

  it('lets an arrival-only day start a stay but not end one', () => {
    expect(chooseDay(model, EMPTY_RANGE, '2026-12-13')).toMatchObject({ kind: 'started' });
    expect(chooseDay(model, started('2026-12-13'), '2026-12-16')).toMatchObject({ kind: 'completed', nights: 3 });
    expect(chooseDay(model, started('2026-12-03'), '2026-12-13')).toMatchObject({ kind: 'refused', reason: 'arrival-only' });
  });

  it('refuses a stay over an occupied night and keeps the arrival', () => {
    const outcome = chooseDay(model, started('2026-12-06'), '2026-12-20');
    expect(outcome).toEqual({ kind: 'refused', reason: 'includes-occupied', range: started('2026-12-06') });
    expect(chooseDay(model, started('2026-12-20'), '2026-12-08')).toMatchObject({ kind: 'refused', reason: 'includes-occupied' });
  });

  it('refuses locked days with the reason and clears a refused start', () => {
    expect(chooseDay(model, EMPTY_RANGE, '2026-12-11')).toEqual({ kind: 'refused', reason: 'occupied', range: EMPTY_RANGE });
    expect(chooseDay(model, EMPTY_RANGE, '2027-05-01')).toMatchObject({ kind: 'refused', reason: 'out-of-range' });
    expect(chooseDay(model, started('2026-12-03'), '2026-12-12')).toMatchObject({ kind: 'refused', reason: 'occupied' });
  });

  it('completes a stay from a lone check-out left after clearing check-in', () => {
    const outcome = chooseDay(model, { arrival: '', departure: '2026-12-08' }, '2026-12-05');
    expect(outcome).toMatchObject({ kind: 'completed', range: { arrival: '2026-12-05', departure: '2026-12-08' }, nights: 3 });
  });

  it('refuses a zero-night stay', () => {
    expect(chooseDay(model, started('2026-12-03'), '2026-12-03')).toMatchObject({ kind: 'refused', reason: 'same-day' });
  });

  it('counts nights as days minus one', () => {
    expect(nightsOf({ arrival: '2026-12-30', departure: '2027-01-02' })).toBe(3);
    expect(nightsOf(started('2026-12-30'))).toBe(0);
  });
});
