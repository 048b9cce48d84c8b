import { type AvailabilityModel, includesTakenNight, isOutOfRange } from './availability';
import { type Day, daysBetween } from './day';
import { allowsDeparture, earliestDeparture } from './min-stay';

/** The chosen stay; an empty string means "not chosen yet" (SPEC 3). */
export interface DateRange {
  arrival: Day | '';
  departure: Day | '';
}

export const EMPTY_RANGE: DateRange = { arrival: '', departure: '' };

/** Why a click on a day did not do what the guest wanted; each has its own message. */
export type Refusal =
  | 'occupied'
  | 'out-of-range'
  | 'departure-only'
  | 'arrival-only'
  | 'same-day'
  | 'includes-occupied'
  /** Shorter than its arrival's minimum stay, or an arrival whose minimum does not fit (min-stay.ts). */
  | 'too-short';

export type ChoiceOutcome =
  | { kind: 'started'; range: DateRange }
  | { kind: 'completed'; range: { arrival: Day; departure: Day }; nights: number }
  | { kind: 'refused'; reason: Refusal; range: DateRange };

/** Exactly one end chosen: the next chosen day completes the stay. */
export const isStarted = (range: DateRange): boolean => (range.arrival === '') !== (range.departure === '');
export const isComplete = (range: DateRange): boolean => range.arrival !== '' && range.departure !== '';

/** Nights = days in the range minus one (SPEC 4 point 3, SPEC 9). */
export const nightsOf = (range: DateRange): number =>
  range.arrival && range.departure ? daysBetween(range.arrival, range.departure) : 0;

function lockReason(model: AvailabilityModel, day: Day): Refusal | undefined {
  if (isOutOfRange(model, day)) return 'out-of-range';
  if (model.occupied.has(day)) return 'occupied';
  return undefined;
}

/** Why the day cannot start a stay, if it cannot: also when no stay of its minimum length fits. */
export function refusalAsArrival(model: AvailabilityModel, day: Day): Refusal | undefined {
  const refused = lockReason(model, day) ?? (model.departureOnly.has(day) ? 'departure-only' : undefined);
  if (refused || !model.minStay[day]) return refused;
  const departure = earliestDeparture(model, day);
  return departure > model.maxDate || includesTakenNight(model, day, departure) ? 'too-short' : undefined;
}

/** Why the day cannot end a stay that starts on `arrival`, if it cannot. */
export function refusalAsDeparture(model: AvailabilityModel, arrival: Day, day: Day): Refusal | undefined {
  const locked = lockReason(model, day);
  if (locked) return locked;
  if (day === arrival) return 'same-day';
  if (model.arrivalOnly.has(day)) return 'arrival-only';
  if (includesTakenNight(model, arrival, day)) return 'includes-occupied';
  return allowsDeparture(model, arrival, day) ? undefined : 'too-short';
}

/** The one chosen end of a started stay (the guest may have cleared either field). */
const anchorOf = (range: DateRange): Day => (range.arrival || range.departure) as Day;

/** The arrival of the stay that choosing `day` would make (whose minimum the stay must reach). */
export const arrivalChosenWith = (range: DateRange, day: Day): Day => {
  const anchor = anchorOf(range);
  return isStarted(range) && anchor < day ? anchor : day;
};

/**
 * What choosing `day` does to the range (SPEC 4, calendar selection):
 * with no range or a complete one, it starts a new stay (a refused start
 * clears the calendar); with a started one, it completes the stay, swapping
 * the ends when the second day is earlier (a refused end keeps the first day).
 */
export function chooseDay(model: AvailabilityModel, range: DateRange, day: Day): ChoiceOutcome {
  if (!isStarted(range)) {
    const refused = refusalAsArrival(model, day);
    return refused
      ? { kind: 'refused', reason: refused, range: EMPTY_RANGE }
      : { kind: 'started', range: { arrival: day, departure: '' } };
  }
  const first = anchorOf(range);
  const [arrival, departure] = day < first ? [day, first] : [first, day];
  const refused =
    lockReason(model, day) ??
    (day === first ? 'same-day' : undefined) ??
    refusalAsArrival(model, arrival) ??
    refusalAsDeparture(model, arrival, departure);
  if (refused) return { kind: 'refused', reason: refused, range };
  return { kind: 'completed', range: { arrival, departure }, nights: daysBetween(arrival, departure) };
}

/** Whether the day lies inside the chosen stay (for the range highlight). */
export const isInRange = (range: DateRange, day: Day): boolean =>
  range.arrival !== '' && range.departure !== '' && day > range.arrival && day < range.departure;
