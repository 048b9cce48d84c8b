// What the server offers for the chosen range (the selection answer) and the
// guest's own choices of objects (SPEC 3 "The user's object state").
// Vanilla jotai: importable without React. Step 1 imports this file (it stores
// the selection answer and clears the choices), so it stays small; step 2's
// editing rules live in src/booking/occupancy.ts and src/state/summary.ts.
import { atom } from 'jotai';
import type { Selection } from '../api';
import { hourAfterNewHours } from '../booking/check-in-hour';
import type { OccupancyChoice, ServiceChoice } from '../booking/occupancy';

export type { OccupancyChoice, ServiceChoice };

export interface ObjectChoice {
  id: string;
  max: number;
  selected: boolean;
  occupancy: OccupancyChoice[];
  services: ServiceChoice[];
}

/** The last selection answer for the current range; null before one arrives. */
export const selectionAtom = atom<Selection | null>(null);

/** The guest's object choices (step 2 edits them). */
export const objectChoicesAtom = atom<ObjectChoice[]>([]);

/** The chosen check-in hour, one of the selection's checkin_hours; empty when none (SPEC 3). */
export const checkInHourAtom = atom('');

/** A count kept from earlier choices, which may come from storage: anything odd falls back. */
const keptCount = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback;

/**
 * Object choices for a new selection answer. An object the guest had chosen
 * stays chosen, with its counts, while it is still available (SPEC 4, objects
 * and services). `previous` may be restored from storage, so it is read warily.
 */
export function choicesFromSelection(selection: Selection, previous: readonly Partial<ObjectChoice>[]): ObjectChoice[] {
  return selection.objects.map((object) => {
    const before = previous.find((choice) => choice?.selected === true && String(choice.id) === object.id);
    const kept = object.available ? before : undefined;
    return {
      id: object.id,
      max: object.max_occupancy,
      selected: kept !== undefined,
      occupancy: object.occupancy.map((type) => ({
        id: type.id,
        min: type.min,
        count: type.count,
        persons: keptCount(kept?.occupancy?.find?.((entry) => entry?.id === type.id)?.persons, type.min),
      })),
      services: object.services.map((service) => {
        const count = keptCount(kept?.services?.find?.((entry) => entry?.id === service.id)?.count, service.count);
        return { id: service.id, count_min: service.count_min, selected: count > 0 || service.selected, count };
      }),
    };
  });
}

export const storeSelectionAtom = atom(null, (get, set, selection: Selection) => {
  const previous = get(selectionAtom);
  set(selectionAtom, selection);
  set(objectChoicesAtom, choicesFromSelection(selection, get(objectChoicesAtom)));
  set(checkInHourAtom, hourAfterNewHours(previous && previous.checkin_hours, selection.checkin_hours, get(checkInHourAtom)));
});

/** Entering step 1 drops every chosen object (SPEC 4, Step 1 button). */
export const clearSelectedObjectsAtom = atom(null, (get, set) => {
  set(
    objectChoicesAtom,
    get(objectChoicesAtom).map((choice) => ({ ...choice, selected: false })),
  );
});
