// Storing the offer (the selection answer) with the guest's choices so far.
// Loaded with the offer's call, beside its schema (vite.config.ts), so step 1's
// script does not carry it.
import { atom } from 'jotai';
import type { Selection } from '../api';
import { hourAfterNewHours } from '../booking/check-in-hour';
import { checkInHourAtom, objectChoicesAtom, selectionAtom, type ObjectChoice } from './selection';

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
      // A rate the offer no longer has falls back to its default (no `rate`).
      ...(object.rates?.some((rate) => rate.id === kept?.rate) ? { rate: kept?.rate } : {}),
    };
  });
}

export const storeSelectionAtom = atom(null, (get, set, selection: Selection) => {
  const previous = get(selectionAtom);
  set(selectionAtom, selection);
  set(objectChoicesAtom, choicesFromSelection(selection, get(objectChoicesAtom)));
  set(checkInHourAtom, hourAfterNewHours(previous && previous.checkin_hours, selection.checkin_hours, get(checkInHourAtom)));
});

