// Step 2's counts on a card (issue 52): who is staying shows on every free
// card, and a count the guest sets on one not yet chosen chooses it.
import { createStore } from 'jotai';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SelectionSchema } from '../../../src/api/schemas/selection';
import { setPersonsAtom } from '../../../src/state/choices';
import { objectChoicesAtom } from '../../../src/state/selection';
import { storeSelectionAtom } from '../../../src/state/offer';

const object = (id: number, available: boolean) => ({
  id,
  name: `Room ${id}`,
  max_occupancy: '2',
  available: available ? '1' : '0',
  occupancy: [{ id: 'adults', min: '1', count: '1' }],
  services: [],
});

function storeWithOffer() {
  const store = createStore();
  const offer = v.parse(SelectionSchema, {
    checkin_hours: [],
    objects: [object(1, true), object(2, false)],
    settings: { show_hours: '0', show_insurance: '0', use_coupon: '0', use_gift: '0', show_source_of_referral: '0' },
  });
  store.set(storeSelectionAtom, offer);
  const choice = (id: string) => store.get(objectChoicesAtom).find((entry) => entry.id === id)!;
  return { store, choice };
}

describe('a count set on a card', () => {
  it('chooses a free object that was not chosen', () => {
    const { store, choice } = storeWithOffer();
    expect(choice('1').selected).toBe(false);
    expect(store.set(setPersonsAtom, '1', 'adults', 2)?.kind).toBe('set');
    expect(choice('1')).toMatchObject({ selected: true, occupancy: [{ id: 'adults', persons: 2 }] });
  });

  it('does not choose an object on a refused count, nor one that is not free', () => {
    const { store, choice } = storeWithOffer();
    expect(store.set(setPersonsAtom, '1', 'adults', 3)?.kind).toBe('over-limit');
    expect(choice('1').selected).toBe(false);
    store.set(setPersonsAtom, '2', 'adults', 2);
    expect(choice('2').selected).toBe(false);
  });
});
