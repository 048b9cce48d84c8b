import { type Day, isDay, maxDay } from './day';

/** The availability answer's lists as the calendar needs them (SPEC 3, availability). */
export interface AvailabilityLists {
  /** Taken nights, named by their evening's date (departure-only days included). */
  unavailable: readonly string[];
  /** Arrival-only days: the night before is taken, this night is free. */
  available_in: readonly string[];
  /** Departure-only days: the night before is free, this night is taken. */
  available_out: readonly string[];
  /** Each night's lowest price, where the server sends it (issue 32). */
  prices?: Readonly<Record<string, number>>;
  /** The minimum nights of a stay arriving on a day, where more than one (issue 32). */
  min_stay?: Readonly<Record<string, number>>;
}

export interface AvailabilityLimits {
  min_date?: string | null;
  max_date?: string | null;
}

/**
 * Lookups built once per availability answer, so each of the ~130 cells of
 * three months asks a Set, never scans the lists.
 */
export interface AvailabilityModel {
  readonly today: Day;
  /** The first selectable day: min_date, but never a day in the past. */
  readonly minDate: Day;
  readonly maxDate: Day;
  /** Days with no arrival and no departure: the night before and this night are taken. */
  readonly occupied: ReadonlySet<Day>;
  readonly arrivalOnly: ReadonlySet<Day>;
  readonly departureOnly: ReadonlySet<Day>;
  /** Every night a stay cannot include, ascending (for range checks by binary search). */
  readonly takenNights: readonly Day[];
  /** Each night's lowest price (empty when the server sends none). */
  readonly prices: Readonly<Record<Day, number>>;
  /** The fewest nights a stay arriving on a day may have, where more than one (booking/min-stay.ts). */
  readonly minStay: Readonly<Record<Day, number>>;
}

export type DayKind = 'available' | 'occupied' | 'arrival-only' | 'departure-only';

/** Far enough ahead to mean "no upper limit" while still comparing as a day. */
const NO_MAX_DATE = '9999-12-31';

const validDays = (list: readonly string[]): Day[] => list.filter(isDay);

export function buildAvailability(
  lists: AvailabilityLists,
  limits: AvailabilityLimits,
  today: Day,
): AvailabilityModel {
  const departureOnly = new Set(validDays(lists.available_out));
  const arrivalOnly = new Set(validDays(lists.available_in));
  const takenNights = [...new Set([...validDays(lists.unavailable), ...departureOnly])].sort();
  // A taken night whose day still allows a departure is not a fully occupied day.
  const occupied = new Set(takenNights.filter((day) => !departureOnly.has(day) && !arrivalOnly.has(day)));
  const minDate = isDay(limits.min_date) ? maxDay(limits.min_date, today) : today;
  const maxDate = isDay(limits.max_date) ? limits.max_date : NO_MAX_DATE;
  return { today, minDate, maxDate, occupied, arrivalOnly, departureOnly, takenNights, prices: lists.prices ?? {}, minStay: lists.min_stay ?? {} };
}

export function dayKind(model: AvailabilityModel, day: Day): DayKind {
  if (model.occupied.has(day)) return 'occupied';
  if (model.arrivalOnly.has(day)) return 'arrival-only';
  if (model.departureOnly.has(day)) return 'departure-only';
  return 'available';
}

/** Outside the bookable window: shown disabled, never chosen. */
export const isOutOfRange = (model: AvailabilityModel, day: Day): boolean =>
  day < model.minDate || day > model.maxDate;

/** Locked days cannot be chosen at all (SPEC 4, point 9). */
export const isLocked = (model: AvailabilityModel, day: Day): boolean =>
  model.occupied.has(day) || isOutOfRange(model, day);

/** The first taken night on or after `from`, or undefined: O(log n). */
export function firstTakenNightFrom(model: AvailabilityModel, from: Day): Day | undefined {
  const nights = model.takenNights;
  let low = 0;
  let high = nights.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const night: Day = nights[middle] ?? '';
    if (night < from) low = middle + 1;
    else high = middle;
  }
  return nights[low];
}

/** Whether a stay from arrival to departure would include a taken night. */
export function includesTakenNight(model: AvailabilityModel, arrival: Day, departure: Day): boolean {
  const taken = firstTakenNightFrom(model, arrival);
  return taken !== undefined && taken < departure;
}
