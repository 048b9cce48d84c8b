// Who sleeps in a chosen object and which extras go with it (SPEC 4 "Objects
// and services", SPEC 5 quantities). Pure: the state layer keeps the values,
// these rules decide what a change does.

/** One occupancy type of a chosen object (SPEC 3 "Occupancy entry") with the guest's number. */
export interface OccupancyChoice {
  id: string;
  /** Starting count. */
  min: number;
  /** Whether it counts toward the object's total occupancy (infants do not). */
  count: boolean;
  /** How many persons of this type the guest brings. */
  persons: number;
}

/** One extra service of a chosen object (SPEC 3 "Service entry"). */
export interface ServiceChoice {
  id: string;
  count_min: number;
  selected: boolean;
  count: number;
}

/** Quantities are whole numbers, at least 0 (SPEC 5); anything unreadable is 0. */
export function wholeCount(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.max(0, Math.round(value));
}

/** Total occupancy: only the types flagged as counting toward it (SPEC 5). */
export function countedGuests(occupancy: readonly OccupancyChoice[]): number {
  return occupancy.reduce((total, type) => (type.count ? total + type.persons : total), 0);
}

/** The most persons of this type the object still takes, given the others (no limit for types that do not count). */
export function personsLimit(occupancy: readonly OccupancyChoice[], typeId: string, maxOccupancy: number): number {
  const type = occupancy.find((entry) => entry.id === typeId);
  if (!type || !type.count) return Number.POSITIVE_INFINITY;
  return Math.max(0, maxOccupancy - (countedGuests(occupancy) - type.persons));
}

export type PersonsChange =
  | { kind: 'set'; occupancy: OccupancyChoice[] }
  /** Too many guests for the object: nothing changes, the guest is told the limit. */
  | { kind: 'over-limit'; max: number };

/**
 * The guest typed or stepped the number of persons of one type. The number is
 * rounded and floored at 0; a total of counting types above the object's
 * max_occupancy is refused rather than silently cut.
 */
export function setPersons(
  occupancy: readonly OccupancyChoice[],
  typeId: string,
  wanted: number,
  maxOccupancy: number,
): PersonsChange {
  const persons = wholeCount(wanted);
  if (persons > personsLimit(occupancy, typeId, maxOccupancy)) return { kind: 'over-limit', max: maxOccupancy };
  return {
    kind: 'set',
    occupancy: occupancy.map((type) => (type.id === typeId ? { ...type, persons } : type)),
  };
}

/**
 * A counted service's new count: whole, at least 0, at most `max` when the
 * offer has one. A count above 0 selects the service; 0 drops it (SPEC 4).
 */
export function setServiceCount(
  services: readonly ServiceChoice[],
  serviceId: string,
  wanted: number,
  max = Number.POSITIVE_INFINITY,
): ServiceChoice[] {
  const count = Math.min(wholeCount(wanted), max);
  return services.map((service) => (service.id === serviceId ? { ...service, count, selected: count > 0 } : service));
}

/** A service without a count (the offer allows one at most) is simply on or off. */
export function toggleService(services: readonly ServiceChoice[], serviceId: string): ServiceChoice[] {
  return services.map((service) => {
    if (service.id !== serviceId) return service;
    const selected = !service.selected;
    return { ...service, selected, count: selected ? Math.max(1, service.count_min) : 0 };
  });
}

/** A service is counted (a − / + counter) unless the offer allows at most one. */
export const isCountedService = (max: number | undefined): boolean => max === undefined || max > 1;
