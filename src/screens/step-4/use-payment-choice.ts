// The way to pay the guest chose on step 4, kept per widget in this tab's
// sessionStorage like step 3's form: a reload or a trip back to step 3 keeps it.
import { useState } from 'react';
import { useWidget } from '../../widget/instance';
import { useWidgetStorage } from '../payment/use-kept-booking';
import type { PaymentMethod } from './use-booking';

const paymentStorageKey = (widgetKey: string): string => `booking-widget:${widgetKey || 'default'}:payment-method`;

/** The chosen way among `methods` (the first when none was chosen, or the chosen one is no longer offered). */
export function usePaymentChoice(methods: readonly PaymentMethod[]): [PaymentMethod, (method: PaymentMethod) => void] {
  const { key } = useWidget();
  const storage = useWidgetStorage();
  const [chosen, setChosen] = useState<string | null>(() => {
    try {
      return storage?.getItem(paymentStorageKey(key)) ?? null;
    } catch {
      return null;
    }
  });
  const choose = (method: PaymentMethod) => {
    setChosen(method);
    try {
      storage?.setItem(paymentStorageKey(key), method);
    } catch {
      // Storage full or blocked: the choice lasts while the page does.
    }
  };
  return [methods.find((method) => method === chosen) ?? methods[0]!, choose];
}
