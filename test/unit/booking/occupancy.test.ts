import { describe, expect, it } from 'vitest';
import {
  countedGuests,
  isCountedService,
  setPersons,
  setServiceCount,
  toggleService,
  wholeCount,
  type OccupancyChoice,
  type ServiceChoice,
} from '../../../src/booking/occupancy';
import { hourAfterNewHours } from '../../../src/booking/check-in-hour';

const occupancy = (adults: number, children: number, infants: number): OccupancyChoice[] => [
  { id: 'adults', min: 1, count: true, persons: adults },
  { id: 'children', min: 0, count: true, persons: children },
  { id: 'infants', min: 0, count: false, persons: infants },
];

const services: ServiceChoice[] = [
  { id: 'breakfast', count_min: 0, selected: false, count: 0 },
  { id: 'late_checkout', count_min: 0, selected: false, count: 0 },
];

describe('occupancy', () => {
  it('totals only the types that count toward the maximum', () => {
    expect(countedGuests(occupancy(2, 1, 2))).toBe(3);
    expect(countedGuests(occupancy(0, 0, 5))).toBe(0);
  });

  it('rounds counts and floors them at 0', () => {
    expect(wholeCount(1.4)).toBe(1);
    expect(wholeCount(1.5)).toBe(2);
    expect(wholeCount(-3)).toBe(0);
    expect(wholeCount(Number.NaN)).toBe(0);
    const change = setPersons(occupancy(1, 0, 0), 'adults', 1.6, 2);
    expect(change).toEqual({ kind: 'set', occupancy: occupancy(2, 0, 0) });
    expect(setPersons(occupancy(1, 0, 0), 'children', -2, 2)).toEqual({ kind: 'set', occupancy: occupancy(1, 0, 0) });
  });

  it('refuses a third guest in a room for two, but not an infant', () => {
    expect(setPersons(occupancy(2, 0, 0), 'adults', 3, 2)).toEqual({ kind: 'over-limit', max: 2 });
    expect(setPersons(occupancy(1, 1, 0), 'adults', 2, 2)).toEqual({ kind: 'over-limit', max: 2 });
    expect(setPersons(occupancy(2, 0, 0), 'infants', 2, 2)).toEqual({ kind: 'set', occupancy: occupancy(2, 0, 2) });
    // Going down is always allowed, even when the room is already over its maximum.
    expect(setPersons(occupancy(3, 0, 0), 'adults', 2, 2)).toEqual({ kind: 'set', occupancy: occupancy(2, 0, 0) });
  });
});

describe('services', () => {
  it('a count above 0 selects the service, 0 drops it', () => {
    const chosen = setServiceCount(services, 'breakfast', 2);
    expect(chosen[0]).toEqual({ id: 'breakfast', count_min: 0, selected: true, count: 2 });
    expect(setServiceCount(chosen, 'breakfast', 0)[0]).toMatchObject({ selected: false, count: 0 });
    expect(setServiceCount(services, 'breakfast', 2.6)[0]?.count).toBe(3);
  });

  it('keeps a count within the offer maximum', () => {
    expect(setServiceCount(services, 'breakfast', 30, 20)[0]?.count).toBe(20);
  });

  it('a service allowed once at most is a toggle counted as one', () => {
    expect(isCountedService(1)).toBe(false);
    expect(isCountedService(20)).toBe(true);
    expect(isCountedService(undefined)).toBe(true);
    const on = toggleService(services, 'late_checkout');
    expect(on[1]).toEqual({ id: 'late_checkout', count_min: 0, selected: true, count: 1 });
    expect(toggleService(on, 'late_checkout')[1]).toMatchObject({ selected: false, count: 0 });
  });
});

describe('check-in hour', () => {
  const hours = ['14:00', '15:00', '16:00'];
  it('is cleared when the list of hours changes', () => {
    expect(hourAfterNewHours(hours, ['15:00', '16:00'], '15:00')).toBe('');
    expect(hourAfterNewHours(hours, [...hours], '15:00')).toBe('15:00');
  });

  it('is kept after a reload while the new list still offers it', () => {
    expect(hourAfterNewHours(null, hours, '15:00')).toBe('15:00');
    expect(hourAfterNewHours(null, hours, '21:00')).toBe('');
  });
});
