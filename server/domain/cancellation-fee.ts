import { cancellationFee } from '../../src/booking/cancellation.ts';
import { localToday } from './days.ts';
import { roundMoney } from './pricing.ts';
import type { BookedRate } from './rates.ts';

/**
 * What cancelling a whole booking costs on a day (issue 50). The booking's price (services,
 * fees and discounts included, or the operator's own total) is split among its objects in
 * proportion to their accommodation prices, and each part follows its own rate's terms
 * (src/booking/cancellation.ts). An object booked without a rate costs nothing to cancel.
 */
export function bookingCancellationFee(total: number, rates: readonly BookedRate[], arrival: string, bookedOn: string, on: string): number {
  const weight = rates.reduce((sum, rate) => sum + rate.price, 0);
  let left = total;
  let fee = 0;
  rates.forEach((rate, index) => {
    // The last part takes what rounding left over, so the parts add up to the total.
    const share = index === rates.length - 1 ? left : roundMoney(weight > 0 ? (total * rate.price) / weight : total / rates.length);
    left = roundMoney(left - share);
    fee += cancellationFee({ price: share, tiers: rate.tiers, arrival, bookedOn, on });
  });
  return roundMoney(Math.min(Math.max(0, total), fee));
}

/** The day a booking was made, on the server's clock (its terms count from it). */
export const bookedOnOf = (booking: { created_at: string }): string => localToday(new Date(booking.created_at));

/** What the guest has paid: the demo's payment pays what was due at booking (the deposit, or all). */
export const paidOf = (booking: { payment_status: string; deposit: number }): number => (booking.payment_status === 'paid' ? booking.deposit : 0);
