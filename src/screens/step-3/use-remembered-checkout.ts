// Restores this widget's saved form before the first paint and keeps saving
// it (see state/checkout-memory.ts); used by step 3 and by step 4's guard.
import { useStore } from 'jotai';
import { useLayoutEffect, useState } from 'react';
import { useWidget } from '../../widget/instance';
import { rememberCheckout } from '../../state/checkout-memory';

export function useRememberedCheckout(): boolean {
  const store = useStore();
  const widget = useWidget();
  const [rememberedKey, setRememberedKey] = useState<string | null>(null);
  useLayoutEffect(() => {
    rememberCheckout(store, window, widget.key);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- sessionStorage (outside React) was read into the store just above; this render says so, before paint
    setRememberedKey(widget.key);
  }, [store, widget.key]);
  return rememberedKey === widget.key;
}
