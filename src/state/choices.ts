// What the guest does on step 2: choose objects, set who sleeps there and
// which extras go with it (SPEC 4 "Objects and services"). The rules are in
// src/booking/occupancy.ts; these atoms apply them to the widget's choices.
// Loaded on demand with step 2.
import { atom, type Getter, type Setter } from 'jotai';
import { setPersons, setServiceCount, toggleService, type PersonsChange } from '../booking/occupancy';
import { isComplete } from '../booking/range';
import { apiClientAtom } from './config';
import { rangeAtom } from './dates';
import { objectChoicesAtom, selectionAtom, type ObjectChoice } from './selection';
import { storeSelectionAtom } from './offer';

function updateChoice(get: Getter, set: Setter, objectId: string, change: (choice: ObjectChoice) => ObjectChoice): void {
  set(
    objectChoicesAtom,
    get(objectChoicesAtom).map((choice) => (choice.id === objectId ? change(choice) : choice)),
  );
}

const offeredObject = (get: Getter, objectId: string) => get(selectionAtom)?.objects.find((object) => object.id === objectId);

/** Choosing an object flips its selected flag (SPEC 4); an object that is not free cannot be chosen. */
export const toggleObjectAtom = atom(null, (get, set, objectId: string) => {
  const choice = get(objectChoicesAtom).find((entry) => entry.id === objectId);
  if (!choice) return;
  if (!choice.selected && !offeredObject(get, objectId)?.available) return;
  updateChoice(get, set, objectId, (entry) => ({ ...entry, selected: !entry.selected }));
});

/**
 * Sets the persons of one occupancy type; a total above the object's maximum is
 * refused and reported. Counts show on every free card (docs/step-2.md): a count
 * set on one not yet chosen chooses it, as the guest has shown which one they want.
 */
export const setPersonsAtom = atom(
  null,
  (get, set, objectId: string, typeId: string, wanted: number): PersonsChange | null => {
    const choice = get(objectChoicesAtom).find((entry) => entry.id === objectId);
    if (!choice) return null;
    const change = setPersons(choice.occupancy, typeId, wanted, choice.max);
    if (change.kind !== 'set') return change;
    const choose = !choice.selected && Boolean(offeredObject(get, objectId)?.available);
    updateChoice(get, set, objectId, (entry) => ({ ...entry, occupancy: change.occupancy, selected: entry.selected || choose }));
    return change;
  },
);

/** Sets a counted service's count (a count above 0 selects it), within the offer's maximum. */
export const setServiceCountAtom = atom(null, (get, set, objectId: string, serviceId: string, wanted: number) => {
  const max = offeredObject(get, objectId)?.services.find((service) => service.id === serviceId)?.max;
  updateChoice(get, set, objectId, (entry) => ({ ...entry, services: setServiceCount(entry.services, serviceId, wanted, max) }));
});

/** Turns a service without a count on or off. */
export const toggleServiceAtom = atom(null, (get, set, objectId: string, serviceId: string) => {
  updateChoice(get, set, objectId, (entry) => ({ ...entry, services: toggleService(entry.services, serviceId) }));
});

/** Chooses one of the object's rates (issue 50); an id the offer does not have is ignored. */
export const chooseRateAtom = atom(null, (get, set, objectId: string, rateId: string) => {
  if (!offeredObject(get, objectId)?.rates?.some((rate) => rate.id === rateId)) return;
  updateChoice(get, set, objectId, (entry) => ({ ...entry, rate: rateId }));
});

/** The one free object when exactly one is offered (the simple view, SPEC 2 "Step 2"); null otherwise. */
export const onlyFreeObjectIdAtom = atom((get) => {
  const free = (get(selectionAtom)?.objects ?? []).filter((object) => object.available);
  return free.length === 1 ? (free[0]?.id ?? null) : null;
});

/** The simple view opens with its one object chosen, unless the guest already chose something. */
export const preselectOnlyObjectAtom = atom(null, (get, set) => {
  const only = get(onlyFreeObjectIdAtom);
  if (only === null || get(objectChoicesAtom).some((choice) => choice.selected)) return;
  updateChoice(get, set, only, (entry) => ({ ...entry, selected: true }));
});

/** Why the offer for the range could not be loaded (for the guest), or null. */
export const selectionFailureAtom = atom<string | null>(null);

/**
 * Loads the offer for the current range when step 2 opens without one (step 1
 * normally fetched it already). An answer superseded by another selection
 * call is left to that call.
 */
export const loadSelectionAtom = atom(null, async (get, set) => {
  const client = get(apiClientAtom);
  const range = get(rangeAtom);
  if (!client || !isComplete(range)) return;
  set(selectionFailureAtom, null);
  const result = await client.selection({ from: range.arrival, to: range.departure });
  if (!result.ok && result.error.kind === 'aborted') return;
  const now = get(rangeAtom);
  if (now.arrival !== range.arrival || now.departure !== range.departure) return;
  if (!result.ok) {
    set(selectionFailureAtom, result.error.message);
    return;
  }
  set(storeSelectionAtom, result.value);
});

/**
 * The guest pressed Continue on step 2 while something was missing: from then
 * on each field says what it still lacks (as step 3's fields do after a press).
 * Step 2 clears it when the guest leaves the screen.
 */
export const continuePressedAtom = atom(false);
