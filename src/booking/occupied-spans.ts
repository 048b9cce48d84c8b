// An object's occupied nights as spans of consecutive nights, for the
// calendars page: ["2027-01-01", "2027-01-02", "2027-01-05"] becomes
// 1-2 January (2 nights) and 5 January (1 night).
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
