// The offer (selection answer) for the stay's dates on a screen that shows
// it: step 1 normally brought it along; a reload or a failed call did not, so
// it is loaded when the screen opens without one. `whenOffered` runs for each
// new offer (step 2's simple view, the edit screen's booked objects).
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import type { Selection } from '../../api';
import { loadSelectionAtom, selectionFailureAtom } from '../../state/choices';
import { selectionAtom } from '../../state/selection';

export interface Offer {
  selection: Selection | null;
  /** Why the offer could not be loaded, or null. */
  failure: string | null;
  retry(): void;
}

export function useOffer(whenOffered: () => void): Offer {
  const selection = useAtomValue(selectionAtom);
  const failure = useAtomValue(selectionFailureAtom);
  const loadSelection = useSetAtom(loadSelectionAtom);
  const hasSelection = selection !== null;
  useEffect(() => {
    if (!hasSelection) void loadSelection();
  }, [hasSelection, loadSelection]);
  useEffect(() => {
    whenOffered();
  }, [selection, whenOffered]);
  return { selection, failure, retry: () => void loadSelection() };
}
