// The step-2 check as a route guard (SPEC 4 "Route guards"), loaded on demand
// so step 1 does not carry the summary's code. It decides once, when the
// guest arrives: later changes on the guarded screen (a discount code, say)
// never throw the guest out of a form they are filling in.
import { useAtomValue, useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import { loadSelectionAtom, selectionFailureAtom } from '../state/choices';
import { configAtom } from '../state/config';
import { selectionAtom } from '../state/selection';
import { stepTwoMissingAtom } from '../state/summary';
import { useFreshSummary } from '../screens/use-summary';

function StepTwoGate({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const hasSelection = useAtomValue(selectionAtom) !== null;
  const selectionFailed = useAtomValue(selectionFailureAtom) !== null;
  const loadSelection = useSetAtom(loadSelectionAtom);
  const status = useFreshSummary();
  const missing = useAtomValue(stepTwoMissingAtom);
  const [verdict, setVerdict] = useState<'admitted' | 'refused' | null>(null);

  // After a reload the offer may not be here yet: fetch it, as step 2 would.
  useEffect(() => {
    if (!hasSelection) void loadSelection();
  }, [hasSelection, loadSelection]);

  const settled = selectionFailed || (hasSelection && status !== 'updating');
  // Decided in the render that first finds the answers settled (React re-renders at once, before any paint).
  if (!verdict && settled) setVerdict(status === 'current' && missing.length === 0 ? 'admitted' : 'refused');

  if (verdict === 'admitted' || (verdict === null && settled && status === 'current' && missing.length === 0)) {
    return children;
  }
  if (verdict === 'refused') return <Redirect to="/step-2" replace />;
  return <div className="bw-page-header__loading" role="progressbar" aria-label={t({ id: 'loading', message: 'Loading' })} />;
}

/** `Screen` behind the step-2 check; demo mode goes straight in (SPEC 6). */
export function stepTwoGuard(Screen: ComponentType): ComponentType {
  return function StepTwoGuard() {
    const demo = useAtomValue(configAtom)?.demo ?? false;
    if (demo) return <Screen />;
    return (
      <StepTwoGate>
        <Screen />
      </StepTwoGate>
    );
  };
}
