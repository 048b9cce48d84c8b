// A notice step 1 shows when the guest is sent back to it: step 4's booking
// found the dates taken at the last moment (409). Written by step 4 in the
// widget's language; step 1 shows it while the stay it speaks of is chosen.
import { atom } from 'jotai';
import type { Day } from '../booking/day';

export interface StepOneNotice {
  lines: string[];
  arrival: Day;
  departure: Day;
}

export const stepOneNoticeAtom = atom<StepOneNotice | null>(null);
