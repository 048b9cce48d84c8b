// What the server offers for the chosen range (the selection answer) and the
// guest's own choices of objects (SPEC 3 "The user's object state").
// Vanilla jotai: importable without React.
import { atom } from 'jotai';
import type { Selection } from '../api';

export interface OccupancyChoice {
  id: string;
  /** Starting count. */
  min: number;
  /** Whether it counts toward the object's total occupancy. */
  count: boolean;
}

export interface ServiceChoice {
  id: string;
  count_min: number;
  selected: boolean;
  count: number;
}

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

/**
 * Object choices for a new selection answer. An object the guest had chosen
 * stays chosen while it is still available (SPEC 4, objects and services).
 */
export function choicesFromSelection(selection: Selection, previous: readonly ObjectChoice[]): ObjectChoice[] {
  const chosen = new Set(previous.filter((choice) => choice.selected).map((choice) => choice.id));
  return selection.objects.map((object) => ({
    id: object.id,
    max: object.max_occupancy,
    selected: object.available && chosen.has(object.id),
    occupancy: object.occupancy.map((type) => ({ id: type.id, min: type.min, count: type.count })),
    services: object.services.map((service) => ({
      id: service.id,
      count_min: service.count_min,
      selected: service.selected,
      count: service.count,
    })),
  }));
}

export const storeSelectionAtom = atom(null, (get, set, selection: Selection) => {
  set(selectionAtom, selection);
  set(objectChoicesAtom, choicesFromSelection(selection, get(objectChoicesAtom)));
});

/** Entering step 1 drops every chosen object (SPEC 4, Step 1 button). */
export const clearSelectedObjectsAtom = atom(null, (get, set) => {
  set(
    objectChoicesAtom,
    get(objectChoicesAtom).map((choice) => ({ ...choice, selected: false })),
  );
});
