// Keeps the summary of the guest's choice fresh while a screen that shows or
// needs it is open (step 2, step 3, the guard of steps 3 and 4): every change
// of the choice or the codes asks for a new summary, debounced.
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { stayChoiceAtom, refreshSummaryAtom, summaryStatusAtom, type SummaryStatus } from '../state/summary';

export function useFreshSummary(): SummaryStatus {
  const stay = useAtomValue(stayChoiceAtom);
  const status = useAtomValue(summaryStatusAtom);
  const refresh = useSetAtom(refreshSummaryAtom);
  useEffect(() => {
    refresh();
  }, [stay, refresh]);
  return status;
}
