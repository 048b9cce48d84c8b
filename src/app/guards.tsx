// Route guards (SPEC section 4), skipped in demo mode: steps 2, 3 and 4 need
// both dates and a price above 0, otherwise the guest goes back to step 1.
// Steps 3 and 4 also need the step-2 check, otherwise /step-2; step 4 also
// needs the step-3 form to validate, otherwise /step-3. Those two checks load
// with their screens (src/app/screens.ts), so step 1 does not carry them.
import { useAtomValue } from 'jotai';
import type { ComponentType } from 'react';
import { Redirect } from 'wouter';
import { configAtom } from '../state/config';
import { arrivalAtom, departureAtom, priceAtom } from '../state/dates';

export function useDatesChosen(): boolean {
  const arrival = useAtomValue(arrivalAtom);
  const departure = useAtomValue(departureAtom);
  const price = useAtomValue(priceAtom);
  return Boolean(arrival && departure && price > 0);
}

export function requireDates(Screen: ComponentType): ComponentType {
  return function DatesGuard() {
    const demo = useAtomValue(configAtom)?.demo ?? false;
    const chosen = useDatesChosen();
    if (!demo && !chosen) return <Redirect to="/" replace />;
    return <Screen />;
  };
}
