import { describe, expect, it } from 'vitest';
import { occupiedSpans } from '../../../src/booking/occupied-spans';

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
