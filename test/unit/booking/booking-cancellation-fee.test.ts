// What cancelling a whole booking costs on the reference server (server/domain/cancellation-fee.ts):
// the price split among the objects by their accommodation prices, each part under its own rate.
import { describe, expect, it } from 'vitest';
import { bookingCancellationFee } from '../../../server/domain/cancellation-fee';
import type { BookedRate } from '../../../server/domain/rates';

const rate = (objectId: number, price: number, tiers: BookedRate['tiers']): BookedRate => ({
  objectId,
  rateId: 'r',
  names: {},
  board: 'room_only',
  tiers,
  price,
});
const FLEXIBLE: BookedRate['tiers'] = [
  { days_before: 14, percent: 50 },
  { days_before: 3, percent: 100 },
];
const NON_REFUNDABLE: BookedRate['tiers'] = [{ days_before: 'booking', percent: 100 }];
const stay = { arrival: '2027-07-09', bookedOn: '2027-03-01' };
const fee = (total: number, rates: BookedRate[], on: string) => bookingCancellationFee(total, rates, stay.arrival, stay.bookedOn, on);

describe("a booking's cancellation fee", () => {
  it("charges each object's part of the total by its own rate", () => {
    // Accommodation 3000 flexible and 1000 non-refundable: of a 6000 total, 4500 and 1500.
    const rates = [rate(1, 3000, FLEXIBLE), rate(2, 1000, NON_REFUNDABLE)];
    expect(fee(6000, rates, '2027-03-02')).toBe(1500);
    expect(fee(6000, rates, '2027-06-25')).toBe(1500 + 2250);
    expect(fee(6000, rates, '2027-07-06')).toBe(6000);
  });

  it('lets the parts add up to the total whatever the rounding', () => {
    const rates = [rate(1, 1, NON_REFUNDABLE), rate(2, 1, NON_REFUNDABLE), rate(3, 1, NON_REFUNDABLE)];
    expect(fee(100, rates, '2027-03-01')).toBe(100);
  });

  it('costs nothing for a booking made without rates, and never more than the total', () => {
    expect(fee(5000, [], '2027-07-08')).toBe(0);
    expect(fee(5000, [rate(1, 0, NON_REFUNDABLE)], '2027-03-01')).toBe(5000);
  });
});
