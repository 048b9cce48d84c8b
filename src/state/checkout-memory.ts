// Keeps step 3's form per widget in sessionStorage, so a reload, the
// browser's Back or a trip back to step 2 loses nothing the guest typed.
// The booking attempt (its idempotency key) is kept beside it, so a reload
// after a lost answer retries with the same key. The booking step forgets
// both after a successful booking.
import { atom, type createStore, type WritableAtom } from 'jotai';
import type { BookingAttempt } from '../booking/stay-check';
import { emptyCheckoutForm, type CheckoutForm } from '../booking/checkout-form';
import { bookingAttemptAtom } from './book';
import { checkoutFormAtom, leftFieldsAtom, submittedAtom } from './checkout';
import { sessionStorageOf } from './stay-memory';

type Store = ReturnType<typeof createStore>;

export const checkoutStorageKey = (widgetKey: string): string => `booking-widget:${widgetKey || 'default'}:checkout`;
export const attemptStorageKey = (widgetKey: string): string => `booking-widget:${widgetKey || 'default'}:attempt`;

interface Remembering {
  key: string;
  attemptKey: string;
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

/** A saved attempt with both texts; anything else is no attempt. */
export function readSavedAttempt(text: string | null): BookingAttempt | null {
  try {
    const saved = JSON.parse(text ?? 'null') as Partial<BookingAttempt> | null;
    return typeof saved?.key === 'string' && saved.key !== '' && typeof saved.request === 'string'
      ? { key: saved.key, request: saved.request }
      : null;
  } catch {
    return null;
  }
}

/** Saves every change of `value` under `key`; returns the unsubscribe. */
function keepSaving<T>(store: Store, storage: Storage, key: string, value: WritableAtom<T, [T], void>): () => void {
  return store.sub(value, () => {
    try {
      const current = store.get(value);
      if (current === null) storage.removeItem(key);
      else storage.setItem(key, JSON.stringify(current));
    } catch {
      // Storage full or blocked: it is simply not kept over a reload.
    }
  });
}

/**
 * Restores the widget's saved form the first time (the one in the store is
 * newer after that) and saves every change under the widget's key.
 */
export function rememberCheckout(store: Store, win: Window, widgetKey: string): void {
  const key = checkoutStorageKey(widgetKey);
  const attemptKey = attemptStorageKey(widgetKey);
  const current = store.get(rememberingAtom);
  if (current?.key === key) return;
  current?.stop();
  store.set(rememberingAtom, null);
  const storage = sessionStorageOf(win);
  if (!storage) return;
  try {
    const saved = readSavedCheckout(storage.getItem(key));
    if (saved) store.set(checkoutFormAtom, saved);
    const attempt = readSavedAttempt(storage.getItem(attemptKey));
    if (attempt && !store.get(bookingAttemptAtom)) store.set(bookingAttemptAtom, attempt);
  } catch {
    // Blocked storage: nothing to restore.
  }
  const stops = [keepSaving(store, storage, key, checkoutFormAtom), keepSaving(store, storage, attemptKey, bookingAttemptAtom)];
  store.set(rememberingAtom, { key, attemptKey, storage, stop: () => stops.forEach((stop) => stop()) });
}

/** After a successful booking: an empty form, no attempt, and nothing kept in the tab until step 3 shows again. */
export const forgetCheckoutAtom = atom(null, (get, set) => {
  const remembering = get(rememberingAtom);
  // Stop saving first: the store tells subscribers only after this whole update.
  remembering?.stop();
  set(rememberingAtom, null);
  set(checkoutFormAtom, emptyCheckoutForm());
  set(leftFieldsAtom, new Set());
  set(submittedAtom, false);
  set(bookingAttemptAtom, null);
  try {
    remembering?.storage.removeItem(remembering.key);
    remembering?.storage.removeItem(remembering.attemptKey);
  } catch {
    // Blocked storage holds nothing to forget.
  }
});
