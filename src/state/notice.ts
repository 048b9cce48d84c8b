// A notice step 1 shows when the guest is sent back to it: step 4's booking
// found the dates taken at the last moment (409). Written by step 4 in the
// widget's language; step 1 shows it while the stay it speaks of is chosen.
import { atom } from 'jotai';
import type { Day } from '../booking/day';
import { arrivalAtom, departureAtom } from './dates';

export interface StepOneNotice {
  lines: string[];
  arrival: Day;
  departure: Day;
}

export const stepOneNoticeAtom = atom<StepOneNotice | null>(null);

/** The notice while the stay it speaks of is the chosen one: gone once the guest chooses another. */
export const shownNoticeAtom = atom((get) => {
  const notice = get(stepOneNoticeAtom);
  return notice && notice.arrival === get(arrivalAtom) && notice.departure === get(departureAtom) ? notice : null;
});
