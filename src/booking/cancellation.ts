/**
 * A rate's cancellation policy (issue 50): what a guest pays when they cancel
 * on a given day. Pure, no DOM: the widget shows the terms before booking and
 * on the guest's booking page, and the reference server charges by the same
 * rule, so the two can never disagree.
 *
 * A policy is a list of tiers. A tier with `days_before: 14` means "from 14
 * days before arrival (that day included) the fee is `percent` % of the
 * booking's price"; `days_before: 'booking'` means from the day of booking.
 * Before the first tier cancelling is free.
 */
import { addDaysTo, type Day } from './day.ts';

export interface CancellationTier {
  days_before: number | 'booking';
  percent: number;
}

/** The policy in dates: free until `free_until` ('' when never free), then each fee from its day. */
export interface CancellationTerms {
  free_until: Day | '';
  fees: Array<{ from: Day; percent: number }>;
}

export interface StayPolicy {
  tiers: readonly CancellationTier[];
  /** The arrival day, YYYY-MM-DD. */
  arrival: Day;
  /** The day the booking was made, YYYY-MM-DD. */
  bookedOn: Day;
}

const clampPercent = (percent: number): number => (Number.isFinite(percent) ? Math.min(100, Math.max(0, percent)) : 0);

/** The day a tier starts; never before the booking, which did not exist yet. */
function tierStart(tier: CancellationTier, { arrival, bookedOn }: StayPolicy): Day {
  if (tier.days_before === 'booking') return bookedOn;
  const start = addDaysTo(arrival, -Math.max(0, Math.floor(tier.days_before)));
  return start < bookedOn ? bookedOn : start;
}

/**
 * The policy as dates. A fee never falls as arrival comes nearer: a tier that
 * asks less than an earlier one does not lower the fee (the guest is never told
 * that waiting makes cancelling cheaper), and tiers that start on the same day
 * become one with the highest percent.
 */
export function cancellationTerms(policy: StayPolicy): CancellationTerms {
  const starts = policy.tiers
    .map((tier) => ({ from: tierStart(tier, policy), percent: clampPercent(tier.percent) }))
    .filter((tier) => tier.percent > 0)
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : b.percent - a.percent));
  const fees: CancellationTerms['fees'] = [];
  for (const tier of starts) {
    const last = fees.at(-1);
    if (last && tier.percent <= last.percent) continue;
    if (last?.from === tier.from) last.percent = tier.percent;
    else fees.push(tier);
  }
  // Without any fee, cancelling is free until the day before arrival: from arrival on it is refused.
  const lastFreeDay = fees[0]?.from ?? policy.arrival;
  const free_until = lastFreeDay > policy.bookedOn ? addDaysTo(lastFreeDay, -1) : '';
  return { free_until, fees };
}

/** The percent of the price a cancellation on `on` costs under these terms. */
export function feePercentOn(terms: CancellationTerms, on: Day): number {
  let percent = 0;
  for (const fee of terms.fees) if (fee.from <= on) percent = Math.max(percent, fee.percent);
  return percent;
}

/** The fee in money, rounded to cents, never more than the price nor below 0. */
export function feeFromTerms({ price, terms, on }: { price: number; terms: CancellationTerms; on: Day }): number {
  const whole = Math.max(0, price);
  return Math.min(whole, Math.round(whole * feePercentOn(terms, on)) / 100);
}

/** What cancelling on `on` costs a booking of `price` under its rate's tiers. */
export function cancellationFee({ price, on, ...policy }: StayPolicy & { price: number; on: Day }): number {
  return feeFromTerms({ price, terms: cancellationTerms(policy), on });
}

/** A rate whose whole price is due from the day of booking: nothing comes back on a cancellation. */
export const isNonRefundable = (tiers: readonly CancellationTier[]): boolean =>
  tiers.some((tier) => tier.days_before === 'booking' && clampPercent(tier.percent) >= 100);
