// Step 4's guard on step 3's form (SPEC 4): without a valid form the guest
// goes back to /step-3, where the form shows what is missing. Skipped in demo mode.
import { useAtomValue } from 'jotai';
import type { ComponentType } from 'react';
import { Redirect } from 'wouter';
import { checkoutValidAtom } from '../../state/checkout';
import { configAtom } from '../../state/config';
import { useRememberedCheckout } from './use-remembered-checkout';

export function CheckoutFormGuard({ screen: Screen }: { screen: ComponentType }) {
  const demo = useAtomValue(configAtom)?.demo ?? false;
  const remembered = useRememberedCheckout();
  const valid = useAtomValue(checkoutValidAtom);
  if (demo) return <Screen />;
  if (!remembered) return null;
  if (!valid) return <Redirect to="/step-3" replace />;
  return <Screen />;
}
