// When each object shown as taken is next free for a stay of the chosen
// length (issue 22): one object_availability call, only when some object is
// taken, asked again only when the taken objects or the stay change. A failed
// call says nothing more than "not available", as before.
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { objectAvailability } from '../../api/pages';
import { monthOf, monthsBetween } from '../../booking/day';
import { nextFreeStay, type Stay } from '../../booking/nearest-stays';
import { apiClientAtom } from '../../state/config';
import { arrivalAtom, nightsAtom, todayAtom } from '../../state/dates';

/** What the guest is told about a taken object: its next free stay, 'none' before `until`, or nothing yet. */
export type NextFree = { stay: Stay } | { none: true; until: string } | undefined;

/** Months from today the call covers: the stay's month and three after it, at most the API's 12. */
const monthsToAsk = (today: string, arrival: string) => Math.min(12, Math.max(1, monthsBetween(monthOf(today), monthOf(arrival)) + 4));

export function useNextFree(takenIds: readonly string[]): (id: string) => NextFree {
  const client = useAtomValue(apiClientAtom);
  const arrival = useAtomValue(arrivalAtom);
  const nights = useAtomValue(nightsAtom);
  const today = useAtomValue(todayAtom);
  const [found, setFound] = useState<ReadonlyMap<string, NextFree>>(new Map());
  const taken = takenIds.join(' ');
  useEffect(() => {
    if (!client || !taken || !arrival || nights < 1) return;
    const stop = new AbortController();
    void objectAvailability(client, { months: monthsToAsk(today, arrival) }).then((result) => {
      if (stop.signal.aborted || !result.ok) return;
      const { objects, to } = result.value;
      const next = new Map<string, NextFree>();
      for (const id of taken.split(' ')) {
        const object = objects.find((candidate) => candidate.id === id);
        if (!object) continue;
        const stay = nextFreeStay(new Set(object.occupied), arrival, nights, to);
        next.set(id, stay ? { stay } : { none: true, until: to });
      }
      setFound(next);
    });
    return () => stop.abort();
  }, [client, taken, arrival, nights, today]);
  return (id) => found.get(id);
}
