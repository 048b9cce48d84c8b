// The booking steps 4, 5 and payment-failed show: from the widget's store, or
// from this tab's sessionStorage after the online payment reloaded the page.
import { useAtomValue, useStore } from 'jotai';
import { useLayoutEffect, useState } from 'react';
import { useWidget } from '../../widget/instance';
import { keptBookingAtom, restoreKeptBooking, type KeptBooking } from '../../state/payment';
import { sessionStorageOf } from '../../state/stay-memory';

/** The window the widget lives in; its sessionStorage keeps the booking. */
export function useWidgetStorage(): Storage | null {
  const { host } = useWidget();
  const win = host.ownerDocument.defaultView;
  return win ? sessionStorageOf(win) : null;
}

/** `ready` turns true once storage has been read; render nothing before, so no "not found" flashes. */
export function useKeptBooking(): { kept: KeptBooking | null; ready: boolean } {
  const store = useStore();
  const { key } = useWidget();
  const storage = useWidgetStorage();
  const kept = useAtomValue(keptBookingAtom);
  const [ready, setReady] = useState(false);
  useLayoutEffect(() => {
    restoreKeptBooking(store, storage, key);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- storage (outside React) was read into the store just above; this render says so, before paint
    setReady(true);
  }, [store, storage, key]);
  return { kept, ready };
}
