// The cancellation rule the widget shows and the server charges by (src/booking/cancellation.ts).
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RateSchema, TermsSchema } from '../../../src/api/schemas/rates';
import {
  cancellationFee,
  cancellationTerms,
  feeFromTerms,
  isNonRefundable,
  type CancellationTier,
} from '../../../src/booking/cancellation';
import { addDaysTo, daysBetween } from '../../../src/booking/day';

/** The seeded flexible rate and the non-refundable one (docs/api.md "rates"). */
const FLEX: CancellationTier[] = [
  { days_before: 14, percent: 50 },
  { days_before: 3, percent: 100 },
];
const NONREF: CancellationTier[] = [{ days_before: 'booking', percent: 100 }];

describe('cancellation terms in dates', () => {
  it('states the flexible rate for an arrival on 9 July 2027 as the issue does', () => {
    expect(cancellationTerms({ tiers: FLEX, arrival: '2027-07-09', bookedOn: '2027-03-01' })).toEqual({
      free_until: '2027-06-24',
      fees: [
        { from: '2027-06-25', percent: 50 },
        { from: '2027-07-06', percent: 100 },
      ],
    });
  });

  it('states a non-refundable rate as the whole price from the day of booking, never free', () => {
    expect(cancellationTerms({ tiers: NONREF, arrival: '2027-07-09', bookedOn: '2027-03-01' })).toEqual({
      free_until: '',
      fees: [{ from: '2027-03-01', percent: 100 }],
    });
  });

  it('starts a tier that began before the booking on the day of booking, with no free days', () => {
    expect(cancellationTerms({ tiers: FLEX, arrival: '2027-07-09', bookedOn: '2027-07-01' })).toEqual({
      free_until: '',
      fees: [
        { from: '2027-07-01', percent: 50 },
        { from: '2027-07-06', percent: 100 },
      ],
    });
  });

  it('never tells the guest that waiting lowers the fee, whatever order the tiers come in', () => {
    const odd: CancellationTier[] = [
      { days_before: 3, percent: 30 },
      { days_before: 20, percent: 60 },
      { days_before: 20, percent: 40 },
    ];
    expect(cancellationTerms({ tiers: odd, arrival: '2027-07-09', bookedOn: '2027-01-01' })).toEqual({
      free_until: '2027-06-18',
      fees: [{ from: '2027-06-19', percent: 60 }],
    });
  });

  it('keeps a policy without fees free until the day before arrival', () => {
    expect(cancellationTerms({ tiers: [], arrival: '2027-07-09', bookedOn: '2027-01-01' })).toEqual({ free_until: '2027-07-08', fees: [] });
  });
});

describe('rates as the API sends them', () => {
  it('read into tiers and terms the rule takes and gives', () => {
    const rate = v.parse(RateSchema, {
      id: 'flex',
      name: 'Flexibilní',
      board: 'room_only',
      price: '4200.00',
      default: '1',
      policy: { tiers: [{ days_before: '14', percent: '50' }, { days_before: '3', percent: '100' }] },
    });
    const terms = cancellationTerms({ tiers: rate.policy.tiers, arrival: '2027-07-09', bookedOn: '2027-03-01' });
    expect(v.parse(TermsSchema, { free_until: '2027-06-24', fees: [{ from: '2027-06-25', percent: '50' }, { from: '2027-07-06', percent: '100' }] })).toEqual(terms);
    expect(feeFromTerms({ price: rate.price, terms, on: '2027-07-01' })).toBe(2100);
    const nonref = v.parse(RateSchema, { id: 'nonref', name: 'Nevratná', price: '3780', default: '0', policy: { tiers: [{ days_before: 'booking', percent: '100' }] } });
    expect(isNonRefundable(nonref.policy.tiers)).toBe(true);
    expect(v.safeParse(RateSchema, { ...nonref, policy: { tiers: [{ days_before: '-1', percent: '50' }] } }).success).toBe(false);
  });
});

describe('cancellation fee on a day', () => {
  const stay = { price: 4200, tiers: FLEX, arrival: '2027-07-09', bookedOn: '2027-03-01' };

  it('is 0 until the free day ends, then half, then the whole price', () => {
    expect(cancellationFee({ ...stay, on: '2027-03-01' })).toBe(0);
    expect(cancellationFee({ ...stay, on: '2027-06-24' })).toBe(0);
    expect(cancellationFee({ ...stay, on: '2027-06-25' })).toBe(2100);
    expect(cancellationFee({ ...stay, on: '2027-07-05' })).toBe(2100);
    expect(cancellationFee({ ...stay, on: '2027-07-06' })).toBe(4200);
  });

  it('rounds to cents and never exceeds the price', () => {
    const terms = { free_until: '', fees: [{ from: '2027-01-01', percent: 33 }] };
    expect(feeFromTerms({ price: 1000.01, terms, on: '2027-01-01' })).toBe(330);
    expect(feeFromTerms({ price: 0.01, terms: { free_until: '', fees: [{ from: '2027-01-01', percent: 100 }] }, on: '2027-02-01' })).toBe(0.01);
  });

  it('tells the non-refundable rate apart from the flexible one', () => {
    expect(isNonRefundable(NONREF)).toBe(true);
    expect(isNonRefundable(FLEX)).toBe(false);
    expect(isNonRefundable([{ days_before: 'booking', percent: 50 }])).toBe(false);
  });
});

const day = fc.date({ min: new Date(Date.UTC(2026, 0, 1)), max: new Date(Date.UTC(2030, 11, 31)), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
const tier: fc.Arbitrary<CancellationTier> = fc.record({
  days_before: fc.oneof(fc.constant('booking' as const), fc.integer({ min: 0, max: 120 })),
  percent: fc.integer({ min: 0, max: 100 }),
});
const price = fc.integer({ min: 0, max: 10_000_000 }).map((cents) => cents / 100);

describe('cancellation fee, for any policy', () => {
  it('never falls as arrival comes nearer and stays between 0 and the price', () => {
    fc.assert(
      fc.property(price, fc.array(tier, { maxLength: 5 }), day, fc.integer({ min: 0, max: 400 }), (amount, tiers, bookedOn, lead) => {
        const arrival = addDaysTo(bookedOn, lead);
        let before = 0;
        for (let on = bookedOn; on <= arrival; on = addDaysTo(on, 1)) {
          const fee = cancellationFee({ price: amount, tiers, arrival, bookedOn, on });
          expect(fee).toBeGreaterThanOrEqual(before);
          expect(fee).toBeLessThanOrEqual(amount);
          before = fee;
        }
        expect(before).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 150 },
    );
  });

  it('charges a non-refundable rate the whole price on every day from booking', () => {
    fc.assert(
      fc.property(price, day, fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 400 }), (amount, bookedOn, lead, after) => {
        const arrival = addDaysTo(bookedOn, lead);
        const on = addDaysTo(bookedOn, Math.min(after, daysBetween(bookedOn, arrival)));
        expect(cancellationFee({ price: amount, tiers: NONREF, arrival, bookedOn, on })).toBe(amount);
      }),
    );
  });

  it('is free on every day up to free_until and charged from the first fee on', () => {
    fc.assert(
      fc.property(price.filter((amount) => amount > 0), fc.array(tier, { maxLength: 5 }), day, fc.integer({ min: 1, max: 200 }), (amount, tiers, bookedOn, lead) => {
        const arrival = addDaysTo(bookedOn, lead);
        const terms = cancellationTerms({ tiers, arrival, bookedOn });
        if (terms.free_until) expect(cancellationFee({ price: amount, tiers, arrival, bookedOn, on: terms.free_until })).toBe(0);
        for (const fee of terms.fees) {
          expect(fee.from >= bookedOn).toBe(true);
          expect(feeFromTerms({ price: 100, terms, on: fee.from })).toBe(fee.percent);
        }
      }),
    );
  });
});
