// An object's occupied nights as spans of consecutive nights, for the
// calendars page: ["2027-01-01", "2027-01-02", "2027-01-05"] becomes
// 1-2 January (2 nights) and 5 January (1 night); and the arrivals' minimum
// stays as spans of days that ask the same (issue 32).
import type { DayKind } from './availability';
import { addDaysTo, type Day } from './day';

export interface OccupiedSpan {
  /** The first and the last occupied night. */
  first: Day;
  last: Day;
  nights: number;
}

export function occupiedSpans(nights: readonly Day[]): OccupiedSpan[] {
  const spans: OccupiedSpan[] = [];
  for (const night of [...new Set(nights)].sort()) {
    const previous = spans.at(-1);
    if (previous && addDaysTo(previous.last, 1) === night) {
      previous.last = night;
      previous.nights += 1;
    } else {
      spans.push({ first: night, last: night, nights: 1 });
    }
  }
  return spans;
}

export interface MinimumStaySpan {
  /** The first and the last arrival day of the span. */
  first: Day;
  last: Day;
  /** The fewest nights a stay arriving on any of them may have. */
  nights: number;
}

/** Consecutive arrival days that ask the same minimum stay, as one span each, in date order. */
export function minimumStaySpans(minStay: Readonly<Record<Day, number>>): MinimumStaySpan[] {
  const spans: MinimumStaySpan[] = [];
  for (const day of Object.keys(minStay).sort()) {
    const nights = minStay[day]!;
    const previous = spans.at(-1);
    if (previous && previous.nights === nights && addDaysTo(previous.last, 1) === day) previous.last = day;
    else spans.push({ first: day, last: day, nights });
  }
  return spans;
}

/**
 * How a day of an object's calendar looks, from its occupied nights, as step
 * 1's calendar draws it: booked when the night before and the night of the
 * day are both taken; a changeover half when only one of them is (a stay ends
 * that morning: arrival only; a stay begins that evening: departure only).
 */
export function dayKindOf(occupied: ReadonlySet<Day>, day: Day): DayKind {
  const tonight = occupied.has(day);
  const lastNight = occupied.has(addDaysTo(day, -1));
  if (tonight && lastNight) return 'occupied';
  if (tonight) return 'departure-only';
  if (lastNight) return 'arrival-only';
  return 'available';
}
