import { addDays } from './days.ts';

/**
 * The house calendar. A night is unavailable when no object is free that
 * night. At the edges of such blocks a day is usable for one direction only:
 * - departure-only (available_out): the night before is free, this night is
 *   full; the day is also listed as unavailable;
 * - arrival-only (available_in): the night before is full, this night is free.
 */
export interface HouseCalendar {
  unavailable: string[];
  available_in: string[];
  available_out: string[];
}

export function houseCalendar(
  objectIds: readonly number[],
  occupiedNights: ReadonlyMap<number, ReadonlySet<string>>,
  minDate: string,
  maxDate: string,
): HouseCalendar {
  const isFull = (night: string) =>
    objectIds.length === 0 || objectIds.every((id) => occupiedNights.get(id)?.has(night) ?? false);
  const calendar: HouseCalendar = { unavailable: [], available_in: [], available_out: [] };
  let previousFull: boolean | undefined;
  for (let day = minDate; day <= maxDate; day = addDays(day, 1)) {
    const full = isFull(day);
    if (full) calendar.unavailable.push(day);
    if (previousFull === false && full) calendar.available_out.push(day);
    if (previousFull === true && !full) calendar.available_in.push(day);
    previousFull = full;
  }
  return calendar;
}

/** Whether an object has every night of the stay free. */
export function isObjectFree(occupied: ReadonlySet<string> | undefined, nights: readonly string[]): boolean {
  return !occupied || nights.every((night) => !occupied.has(night));
}
