// What the server offers for the chosen range (the selection answer) and the
// guest's own choices of objects (SPEC 3 "The user's object state").
// Vanilla jotai: importable without React. Step 1 imports this file (it clears
// the choices), so it stays small: storing an answer is offer.ts, loaded with
// the offer's call; step 2's editing rules live in src/booking/occupancy.ts and
// src/state/summary.ts.
import { atom } from 'jotai';
import type { Selection } from '../api';
import type { OccupancyChoice, ServiceChoice } from '../booking/occupancy';

export type { OccupancyChoice, ServiceChoice };

export interface ObjectChoice {
  id: string;
  max: number;
  selected: boolean;
  occupancy: OccupancyChoice[];
  services: ServiceChoice[];
  /** The rate chosen among the object's `rates` (issue 50); absent: the offer's default rate. */
  rate?: string;
}

/** The last selection answer for the current range; null before one arrives. */
export const selectionAtom = atom<Selection | null>(null);

/** The guest's object choices (step 2 edits them). */
export const objectChoicesAtom = atom<ObjectChoice[]>([]);

/** The chosen check-in hour, one of the selection's checkin_hours; empty when none (SPEC 3). */
export const checkInHourAtom = atom('');

/** Entering step 1 drops every chosen object (SPEC 4, Step 1 button). */
export const clearSelectedObjectsAtom = atom(null, (get, set) => {
  set(
    objectChoicesAtom,
    get(objectChoicesAtom).map((choice) => ({ ...choice, selected: false })),
  );
});
