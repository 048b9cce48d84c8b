// The minimum stay by the day of arrival and each night's price (issue 32), as
// the calendar applies them: which departures an arrival allows, what a click
// is refused for, which price is the lowest of the months shown.
import { describe, expect, it } from 'vitest';
import { buildAvailability } from '../../../src/booking/availability';
import { allowsDeparture, earliestDeparture, minimumNights } from '../../../src/booking/min-stay';
import { lowestPrice, nightPrice } from '../../../src/booking/night-prices';
import { arrivalChosenWith, chooseDay, EMPTY_RANGE } from '../../../src/booking/range';

// High season from 1 July asks 5 nights, June 2; the nights 20..21 July are taken.
const model = buildAvailability(
  {
    unavailable: ['2027-07-20', '2027-07-21'],
    available_in: ['2027-07-22'],
    available_out: ['2027-07-20'],
    prices: { '2027-06-29': 1700, '2027-06-30': 1700, '2027-07-01': 2100, '2027-07-14': 2100, '2027-07-20': 2100, '2027-08-02': 1400 },
    min_stay: { '2027-06-29': 2, '2027-06-30': 2, '2027-07-01': 5, '2027-07-14': 5, '2027-07-16': 5, '2027-07-17': 5 },
  },
  { min_date: '2027-06-01', max_date: '2027-08-31' },
  '2027-06-01',
);
const started = (arrival: string) => ({ arrival, departure: '' });

describe('the minimum stay of an arrival day', () => {
  it('is what the server names for the day, else one night', () => {
    expect(minimumNights(model, '2027-07-14')).toBe(5);
    expect(minimumNights(model, '2027-06-30')).toBe(2);
    expect(minimumNights(model, '2027-08-02')).toBe(1);
    expect(earliestDeparture(model, '2027-07-14')).toBe('2027-07-19');
  });

  it('allows the departures that make the stay at least that long', () => {
    expect(['2027-07-15', '2027-07-18'].map((day) => allowsDeparture(model, '2027-07-14', day))).toEqual([false, false]);
    expect(['2027-07-19', '2027-07-25'].map((day) => allowsDeparture(model, '2027-07-14', day))).toEqual([true, true]);
    // A stay arriving before the season runs into it on its own arrival's minimum.
    expect(allowsDeparture(model, '2027-06-30', '2027-07-02')).toBe(true);
    expect(allowsDeparture(model, '2027-08-02', '2027-08-03')).toBe(true);
    expect(allowsDeparture(model, '2027-08-02', '2027-08-02')).toBe(false);
  });

  it('refuses a departure closer than the minimum, in either order of the clicks', () => {
    expect(chooseDay(model, started('2027-07-14'), '2027-07-16')).toMatchObject({ kind: 'refused', reason: 'too-short' });
    expect(chooseDay(model, started('2027-07-14'), '2027-07-19')).toMatchObject({ kind: 'completed', nights: 5 });
    // Clicked second but earlier, the day becomes the arrival: its own minimum counts.
    expect(chooseDay(model, started('2027-07-03'), '2027-07-01')).toMatchObject({ kind: 'refused', reason: 'too-short' });
    expect(arrivalChosenWith(started('2027-07-03'), '2027-07-01')).toBe('2027-07-01');
    expect(arrivalChosenWith(started('2027-07-03'), '2027-07-05')).toBe('2027-07-03');
    // Long enough but over booked nights: refused for those, as before.
    expect(chooseDay(model, started('2027-07-14'), '2027-07-23')).toMatchObject({ reason: 'includes-occupied' });
  });

  it("refuses an arrival whose minimum stay does not fit before a booked night or the window's end", () => {
    expect(chooseDay(model, EMPTY_RANGE, '2027-07-16')).toMatchObject({ kind: 'refused', reason: 'too-short' });
    expect(chooseDay(model, EMPTY_RANGE, '2027-07-14')).toMatchObject({ kind: 'started' });
    const late = buildAvailability({ unavailable: [], available_in: [], available_out: [], min_stay: { '2027-08-28': 5 } }, { max_date: '2027-08-31' }, '2027-08-01');
    expect(chooseDay(late, EMPTY_RANGE, '2027-08-28')).toMatchObject({ reason: 'too-short' });
  });

  it('asks nothing more of a calendar whose server sends no minimum', () => {
    const plain = buildAvailability({ unavailable: [], available_in: [], available_out: [] }, {}, '2027-07-01');
    expect(chooseDay(plain, started('2027-07-14'), '2027-07-15')).toMatchObject({ kind: 'completed', nights: 1 });
    expect(plain.prices).toEqual({});
  });
});

describe("each night's price", () => {
  it('shows on the days a stay can include, not on booked nights', () => {
    expect(nightPrice(model, '2027-07-14')).toBe(2100);
    expect(nightPrice(model, '2027-07-20')).toBeUndefined();
    expect(nightPrice(model, '2027-07-15')).toBeUndefined();
  });

  it('marks the lowest of the days shown, and nothing when every price shown is the same', () => {
    expect(lowestPrice(model, '2027-07-01', '2027-08-31')).toBe(1400);
    expect(lowestPrice(model, '2027-07-01', '2027-07-31')).toBeUndefined();
    // The next month's first days a month alone shows count too.
    expect(lowestPrice(model, '2027-07-01', '2027-08-08')).toBe(1400);
  });

  it('marks nothing where more than a third of the priced days have the lowest: a mark on most days tells nothing', () => {
    // June and July: 1700 on two of the four priced nights (20 July is taken).
    expect(lowestPrice(model, '2027-06-01', '2027-07-31')).toBeUndefined();
    const month = (price: (day: number) => number) =>
      Object.fromEntries(Array.from({ length: 30 }, (_, index) => [`2027-09-${String(index + 1).padStart(2, '0')}`, price(index + 1)]));
    const priced = (prices: Record<string, number>) =>
      buildAvailability({ unavailable: [], available_in: [], available_out: [], prices }, { min_date: '2027-09-01', max_date: '2027-12-31' }, '2027-09-01');
    // A weekday base price and dearer weekends: the base is on most days, no mark.
    expect(lowestPrice(priced(month((day) => (day % 7 < 2 ? 2100 : 1700))), '2027-09-01', '2027-09-30')).toBeUndefined();
    // Ten discounted nights of thirty, a third: marked.
    expect(lowestPrice(priced(month((day) => (day <= 10 ? 1200 : 1700))), '2027-09-01', '2027-09-30')).toBe(1200);
    // Eleven: not.
    expect(lowestPrice(priced(month((day) => (day <= 11 ? 1200 : 1700))), '2027-09-01', '2027-09-30')).toBeUndefined();
  });
});
