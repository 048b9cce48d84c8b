// Keeps step 3's form per widget in sessionStorage, so a reload, the
// browser's Back or a trip back to step 2 loses nothing the guest typed.
// The booking step forgets it after a successful booking.
import { atom, type createStore } from 'jotai';
import { emptyCheckoutForm, type CheckoutForm } from '../booking/checkout-form';
import { checkoutFormAtom, leftFieldsAtom, submittedAtom } from './checkout';
import { sessionStorageOf } from './stay-memory';

type Store = ReturnType<typeof createStore>;

export const checkoutStorageKey = (widgetKey: string): string => `booking-widget:${widgetKey || 'default'}:checkout`;

interface Remembering {
  key: string;
  storage: Storage;
  stop: () => void;
}

/** Where this widget keeps its form, once step 3 (or its guard) has shown. */
const rememberingAtom = atom<Remembering | null>(null);

/** Takes over each known field of the saved form that has the right type; anything else stays empty. */
export function readSavedCheckout(text: string | null): CheckoutForm | null {
  if (!text) return null;
  let saved: unknown;
  try {
    saved = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof saved !== 'object' || saved === null) return null;
  const fresh = emptyCheckoutForm();
  const merge = <T extends object>(target: T, source: unknown): T => {
    if (typeof source !== 'object' || source === null) return target;
    const result = { ...target };
    for (const key of Object.keys(target) as (keyof T)[]) {
      const value = (source as Record<string, unknown>)[key as string];
      if (typeof value === typeof target[key] && typeof value !== 'object') result[key] = value as T[keyof T];
    }
    return result;
  };
  const data = saved as Record<string, unknown>;
  return {
    ...merge(fresh, saved),
    billingAddress: merge(fresh.billingAddress, data.billingAddress),
    invoiceAddress: merge(fresh.invoiceAddress, data.invoiceAddress),
  };
}

/**
 * Restores the widget's saved form the first time (the one in the store is
 * newer after that) and saves every change under the widget's key.
 */
export function rememberCheckout(store: Store, win: Window, widgetKey: string): void {
  const key = checkoutStorageKey(widgetKey);
  const current = store.get(rememberingAtom);
  if (current?.key === key) return;
  current?.stop();
  store.set(rememberingAtom, null);
  const storage = sessionStorageOf(win);
  if (!storage) return;
  try {
    const saved = readSavedCheckout(storage.getItem(key));
    if (saved) store.set(checkoutFormAtom, saved);
  } catch {
    // Blocked storage: nothing to restore.
  }
  const stop = store.sub(checkoutFormAtom, () => {
    try {
      storage.setItem(key, JSON.stringify(store.get(checkoutFormAtom)));
    } catch {
      // Storage full or blocked: the form is simply not kept over a reload.
    }
  });
  store.set(rememberingAtom, { key, storage, stop });
}

/** After a successful booking: an empty form, and nothing kept in the tab until step 3 shows again. */
export const forgetCheckoutAtom = atom(null, (get, set) => {
  const remembering = get(rememberingAtom);
  // Stop saving first: the store tells subscribers only after this whole update.
  remembering?.stop();
  set(rememberingAtom, null);
  set(checkoutFormAtom, emptyCheckoutForm());
  set(leftFieldsAtom, new Set());
  set(submittedAtom, false);
  try {
    remembering?.storage.removeItem(remembering.key);
  } catch {
    // Blocked storage holds nothing to forget.
  }
});
