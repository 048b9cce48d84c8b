// The stay a guest tried on step 1 and cannot book, and so the length the
// nearest bookable stays must have (issue 22): a second click across taken
// nights, a stay shorter than its season's minimum, or one taken by someone
// else while the guest was booking it (the 409 notice). Null otherwise. Read
// only by the suggestions, which load on demand (src/screens/nearest-stays):
// step 1 itself keeps just the refused day and the season minimum.
import { atom } from 'jotai';
import { type Day, maxDay, minDay } from '../booking/day';
import { isComplete, nightsOf } from '../booking/range';
import { minNightsAtom, priceAtom, rangeAtom, refusedDayAtom } from './dates';
import { shownNoticeAtom } from './notice';

export type TriedReason = 'taken' | 'too-short' | 'lost';

export interface TriedStay {
  arrival: Day;
  departure: Day;
  /** How long each suggestion is: the tried length, or the season's minimum. */
  nights: number;
  reason: TriedReason;
}

export const triedStayAtom = atom((get): TriedStay | null => {
  const range = get(rangeAtom);
  const refused = get(refusedDayAtom);
  // The started stay's one day, and the day that could not end it.
  const first = range.arrival || range.departure;
  if (refused && first) {
    const tried = { arrival: minDay(refused, first), departure: maxDay(refused, first) };
    return { ...tried, nights: nightsOf(tried), reason: 'taken' };
  }
  if (!isComplete(range)) return null;
  const stay = { ...(range as TriedStay), nights: nightsOf(range) };
  if (get(shownNoticeAtom)) return { ...stay, reason: 'lost' };
  const minimum = get(minNightsAtom);
  return minimum > stay.nights && get(priceAtom) === 0 ? { ...stay, nights: minimum, reason: 'too-short' } : null;
});
