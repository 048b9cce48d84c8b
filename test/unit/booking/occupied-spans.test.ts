import { describe, expect, it } from 'vitest';
import { dayKindOf, minimumStaySpans, occupiedSpans } from '../../../src/booking/occupied-spans';

describe('occupiedSpans', () => {
  it('joins consecutive nights, across a month end, and keeps gaps apart', () => {
    expect(occupiedSpans(['2027-01-05', '2026-12-30', '2026-12-31', '2027-01-01'])).toEqual([
      { first: '2026-12-30', last: '2027-01-01', nights: 3 },
      { first: '2027-01-05', last: '2027-01-05', nights: 1 },
    ]);
  });

  it('counts a night listed twice once and gives nothing for no nights', () => {
    expect(occupiedSpans(['2027-03-01', '2027-03-01'])).toEqual([{ first: '2027-03-01', last: '2027-03-01', nights: 1 }]);
    expect(occupiedSpans([])).toEqual([]);
  });
});

describe('dayKindOf', () => {
  // Nights of 10 and 11 January taken: a stay from the 10th to the 12th.
  const taken = new Set(['2027-01-10', '2027-01-11']);

  it('draws a taken stay as step 1 does: changeover halves at its ends, booked inside', () => {
    expect(dayKindOf(taken, '2027-01-09')).toBe('available');
    expect(dayKindOf(taken, '2027-01-10')).toBe('departure-only');
    expect(dayKindOf(taken, '2027-01-11')).toBe('occupied');
    expect(dayKindOf(taken, '2027-01-12')).toBe('arrival-only');
    expect(dayKindOf(taken, '2027-01-13')).toBe('available');
  });

  it('counts the night before across a month end', () => {
    expect(dayKindOf(new Set(['2027-01-31']), '2027-02-01')).toBe('arrival-only');
  });
});

describe('minimumStaySpans', () => {
  it('joins consecutive arrival days that ask the same minimum, in date order, across a month end', () => {
    const minStay = { '2027-09-01': 2, '2027-08-31': 5, '2027-08-30': 5, '2027-09-02': 2, '2027-09-05': 2 };
    expect(minimumStaySpans(minStay)).toEqual([
      { first: '2027-08-30', last: '2027-08-31', nights: 5 },
      { first: '2027-09-01', last: '2027-09-02', nights: 2 },
      { first: '2027-09-05', last: '2027-09-05', nights: 2 },
    ]);
    expect(minimumStaySpans({})).toEqual([]);
  });
});
