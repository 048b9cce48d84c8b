// The nearest bookable stays (issue 22): examples a guest would recognise, then
// properties over generated availability maps, checked by the calendar's own
// two-click rule (chooseDay), not by the search's helpers.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AvailabilityModel, buildAvailability } from '../../../src/booking/availability';
import { addDaysTo, daysBetween, type Day } from '../../../src/booking/day';
import {
  LATER_SEARCH_DAYS,
  MOST_SUGGESTED,
  nearestStays,
  nextFreeStay,
  SEARCH_DAYS,
  type Stay,
} from '../../../src/booking/nearest-stays';
import { chooseDay } from '../../../src/booking/range';

const TODAY = '2027-03-01';
const day = (offset: number): Day => addDaysTo(TODAY, offset);

/** What the calendar does with a click on the arrival, then one on the departure. */
const calendarAccepts = (model: AvailabilityModel, stay: Stay) => {
  const outcome = chooseDay(model, { arrival: stay.arrival, departure: '' }, stay.departure);
  return outcome.kind === 'completed' && outcome.nights === stay.nights;
};

describe('nearest stays: examples', () => {
  // Nights of the 10th to the 12th (of days 10..12 from today) taken; the house is otherwise free.
  const model = buildAvailability(
    { unavailable: [day(10), day(11), day(12)], available_out: [day(10)], available_in: [day(13)] },
    { min_date: TODAY, max_date: day(120) },
    TODAY,
  );

  it('a 3-night stay across the taken nights gets the three nearest that fit, in date order', () => {
    const { stays, later } = nearestStays(model, { arrival: day(9), departure: day(12) }, 3);
    // Tried 9 -> 12. Arriving 8 takes night 10; 10 allows only a departure; 11 and 12 are taken; so
    // 7 (leaving on the departure-only 10th), 6 and 5 come before 13 (the arrival-only day), which is
    // as near as 5 but later.
    expect(stays).toEqual([
      { arrival: day(5), departure: day(8), nights: 3 },
      { arrival: day(6), departure: day(9), nights: 3 },
      { arrival: day(7), departure: day(10), nights: 3 },
    ]);
    // Tried from the 12th: the arrival-only 13th is nearest, then the 14th and 15th (the 7th is 5 days away).
    expect(nearestStays(model, { arrival: day(12), departure: day(15) }, 3).stays.map((stay) => stay.arrival)).toEqual([
      day(13),
      day(14),
      day(15),
    ]);
    expect(later).toBeNull();
  });

  it('a stay too short for its season is offered at the minimum length, the same arrival first', () => {
    const { stays } = nearestStays(model, { arrival: day(20), departure: day(22) }, 5);
    expect(stays.map((stay) => [stay.arrival, stay.nights])).toEqual([
      [day(19), 5],
      [day(20), 5],
      [day(21), 5],
    ]);
  });

  it('never offers the tried stay itself, even while the availability still shows it free (a 409 at book)', () => {
    const { stays } = nearestStays(model, { arrival: day(30), departure: day(33) }, 3);
    expect(stays.map((stay) => stay.arrival)).toEqual([day(29), day(31), day(28)].sort());
  });

  it('when nothing fits within 14 days, offers the first stay of that length after the window', () => {
    const full = buildAvailability(
      { unavailable: Array.from({ length: 40 }, (_, i) => day(i)), available_out: [], available_in: [day(40)] },
      { min_date: TODAY, max_date: day(120) },
      TODAY,
    );
    expect(nearestStays(full, { arrival: day(5), departure: day(7) }, 2)).toEqual({
      stays: [],
      later: { arrival: day(40), departure: day(42), nights: 2 },
    });
    expect(nearestStays(full, { arrival: day(5), departure: day(7) }, 200)).toEqual({ stays: [], later: null });
  });

  it('an object is next free for the same length after its own taken nights', () => {
    const taken = new Set([day(10), day(11), day(14)]);
    expect(nextFreeStay(taken, day(10), 2, day(60))).toEqual({ arrival: day(12), departure: day(14), nights: 2 });
    expect(nextFreeStay(taken, day(10), 3, day(60))).toEqual({ arrival: day(15), departure: day(18), nights: 3 });
    expect(nextFreeStay(taken, day(10), 3, day(17))).toBeNull();
  });
});

/** A generated availability answer over the first 80 days, with any bookable window inside it. */
const availabilityMaps = fc
  .record({
    unavailable: fc.uniqueArray(fc.integer({ min: 0, max: 80 }), { maxLength: 60 }),
    availableIn: fc.uniqueArray(fc.integer({ min: 0, max: 80 }), { maxLength: 12 }),
    availableOut: fc.uniqueArray(fc.integer({ min: 0, max: 80 }), { maxLength: 12 }),
    minDate: fc.integer({ min: -5, max: 20 }),
    maxDate: fc.option(fc.integer({ min: 25, max: 120 }), { nil: undefined }),
  })
  .map((lists) =>
    buildAvailability(
      {
        unavailable: lists.unavailable.map(day),
        available_in: lists.availableIn.map(day),
        available_out: lists.availableOut.map(day),
      },
      { min_date: day(lists.minDate), max_date: lists.maxDate === undefined ? null : day(lists.maxDate) },
      TODAY,
    ),
  );

const tries = fc.record({ arrival: fc.integer({ min: 0, max: 90 }), triedNights: fc.integer({ min: 1, max: 8 }), nights: fc.integer({ min: 1, max: 8 }) });

describe('nearest stays: properties', () => {
  it('every suggestion is bookable by the calendar, within the window, and no nearer bookable stay is skipped', () => {
    fc.assert(
      fc.property(availabilityMaps, tries, (model, { arrival: offset, triedNights, nights }) => {
        const tried = { arrival: day(offset), departure: day(offset + triedNights) };
        const { stays, later } = nearestStays(model, tried, nights);
        const isTried = (stay: Stay) => stay.arrival === tried.arrival && stay.departure === tried.departure;
        const distance = (stay: Stay) => Math.abs(daysBetween(tried.arrival, stay.arrival));

        for (const stay of stays) {
          expect(calendarAccepts(model, stay)).toBe(true);
          expect(stay.nights).toBe(nights);
          expect(daysBetween(stay.arrival, stay.departure)).toBe(nights);
          expect(distance(stay)).toBeLessThanOrEqual(SEARCH_DAYS);
          expect(stay.arrival >= model.minDate && stay.departure <= model.maxDate).toBe(true);
          expect(isTried(stay)).toBe(false);
        }
        expect(stays.map((stay) => stay.arrival)).toEqual([...new Set(stays.map((stay) => stay.arrival))].sort());

        // Every bookable arrival in the window, found by brute force with the calendar's rule.
        const bookable: Stay[] = [];
        for (let shift = -SEARCH_DAYS; shift <= SEARCH_DAYS; shift++) {
          const stay = { arrival: day(offset + shift), departure: day(offset + shift + nights), nights };
          if (!isTried(stay) && calendarAccepts(model, stay)) bookable.push(stay);
        }
        expect(stays.length).toBe(Math.min(MOST_SUGGESTED, bookable.length));
        const farthest = Math.max(-1, ...stays.map(distance));
        for (const stay of bookable) {
          if (distance(stay) < farthest) expect(stays).toContainEqual(stay);
        }

        // Nothing in the window: the first bookable stay after it, and none is skipped before it.
        if (stays.length > 0) {
          expect(later).toBeNull();
          return;
        }
        const last = later ? daysBetween(TODAY, later.arrival) - 1 : offset + LATER_SEARCH_DAYS;
        for (let start = offset + SEARCH_DAYS + 1; start <= Math.min(last, 130); start++) {
          expect(calendarAccepts(model, { arrival: day(start), departure: day(start + nights), nights })).toBe(false);
        }
        if (later) {
          expect(calendarAccepts(model, later)).toBe(true);
          expect(later.nights).toBe(nights);
          expect(daysBetween(tried.arrival, later.arrival)).toBeGreaterThan(SEARCH_DAYS);
        }
      }),
      { numRuns: 400 },
    );
  });

  it("an object's next free stay is free night by night, and no earlier one was", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 60 }), { maxLength: 50 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 1, max: 7 }),
        (takenOffsets, from, nights) => {
          const taken = new Set(takenOffsets.map(day));
          const freeFor = (start: number) => Array.from({ length: nights }, (_, i) => day(start + i)).every((night) => !taken.has(night));
          const until = 70;
          const found = nextFreeStay(taken, day(from), nights, day(until));
          const first = Array.from({ length: until - nights - from + 1 }, (_, i) => from + i).find(freeFor);
          expect(found).toEqual(first === undefined ? null : { arrival: day(first), departure: day(first + nights), nights });
        },
      ),
      { numRuns: 300 },
    );
  });
});
