// The minimum stay by the day of arrival (issue 32): the availability answer's
// min_stay names, for an arrival day, the fewest nights a stay arriving then may
// have. One rule for the calendar's marks, its refusals and the tests.
import type { AvailabilityModel } from './availability';
import { addDaysTo, type Day } from './day';

/** The fewest nights a stay arriving on `arrival` may have: 1 where the server names none. */
export const minimumNights = (model: AvailabilityModel, arrival: Day): number => model.minStay[arrival] ?? 1;

/** The first day a stay arriving on `arrival` may end on. */
export const earliestDeparture = (model: AvailabilityModel, arrival: Day): Day => addDaysTo(arrival, minimumNights(model, arrival));

/** Which departures an arrival allows: those that make the stay at least its arrival's minimum. */
export const allowsDeparture = (model: AvailabilityModel, arrival: Day, departure: Day): boolean =>
  departure > arrival && departure >= earliestDeparture(model, arrival);
