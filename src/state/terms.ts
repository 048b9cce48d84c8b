// The guest's acceptance of the cancellation terms on step 4 (issue 50). It
// belongs to the stay as it was when the box was ticked: another rate, other
// objects or other dates are other terms, so the box is empty again.
import { atom } from 'jotai';
import { stayChoiceAtom } from './summary';

const stayKey = (stay: unknown): string => JSON.stringify(stay);

const acceptedForAtom = atom<string | null>(null);

/** True while the terms of the current stay are accepted. */
export const termsAcceptedAtom = atom(
  (get) => get(acceptedForAtom) === stayKey(get(stayChoiceAtom)),
  (get, set, accepted: boolean) => set(acceptedForAtom, accepted ? stayKey(get(stayChoiceAtom)) : null),
);

/** Book was pressed without the terms: the box says it must be ticked. */
export const termsErrorShownAtom = atom(false);
