// Keeps the summary of the guest's choice fresh while a screen that shows or
// needs it is open (step 2, step 3, the guard of steps 3 and 4): every change
// of the choice or the codes asks for a new summary, debounced.
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import {
  cancelSummaryRefreshAtom,
  refreshSummaryAtom,
  summaryRequestAtom,
  summaryStatusAtom,
  type SummaryStatus,
} from '../state/summary';

export function useFreshSummary(): SummaryStatus {
  const request = useAtomValue(summaryRequestAtom);
  const status = useAtomValue(summaryStatusAtom);
  const refresh = useSetAtom(refreshSummaryAtom);
  const cancel = useSetAtom(cancelSummaryRefreshAtom);
  useEffect(() => {
    refresh();
    // A screen that is gone (or a choice already changed again) needs no call.
    return cancel;
  }, [request, refresh, cancel]);
  return status;
}
