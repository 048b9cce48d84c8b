// Keeps the chosen stay across a reload of the page (per browser tab), so a
// guest who reloads step 2 stays there instead of being sent back to choose
// dates again. One key per widget: two widgets never share a stay.
import { atom, type createStore } from 'jotai';
import { isDay } from '../booking/day';
import {
  alertsAtom,
  arrivalAtom,
  currencyTextAtom,
  departureAtom,
  fetchPricingAtom,
  priceAtom,
  pricePrefixAtom,
  todayAtom,
} from './dates';
import { checkInHourAtom, objectChoicesAtom, type ObjectChoice } from './selection';

type Store = ReturnType<typeof createStore>;

interface SavedStay {
  arrival: string;
  departure: string;
  price: number;
  pricePrefix: string;
  currencyText: string;
  alerts: string[];
  /** Step 2's choices, so a reload on step 2 or 3 keeps them (checked again when the selection arrives). */
  choices: ObjectChoice[];
  checkInHour: string;
}

/** Stops saving under the previous key when the widget's id changes. */
const stopSavingAtom = atom<{ stop: () => void } | null>(null);

export const stayStorageKey = (widgetKey: string): string => `booking-widget:${widgetKey || 'default'}:stay`;

const savedStayAtom = atom(
  (get): SavedStay => ({
    arrival: get(arrivalAtom),
    departure: get(departureAtom),
    price: get(priceAtom),
    pricePrefix: get(pricePrefixAtom),
    currencyText: get(currencyTextAtom),
    alerts: [...get(alertsAtom)],
    choices: get(objectChoicesAtom),
    checkInHour: get(checkInHourAtom),
  }),
);

/** A saved stay that still makes sense today: two days in order, not in the past. */
function readSavedStay(text: string | null, today: string): SavedStay | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const stay = value as Partial<SavedStay>;
  if (!isDay(stay.arrival) || !isDay(stay.departure)) return null;
  if (stay.arrival < today || stay.departure <= stay.arrival) return null;
  return {
    arrival: stay.arrival,
    departure: stay.departure,
    price: typeof stay.price === 'number' && Number.isFinite(stay.price) ? stay.price : 0,
    pricePrefix: typeof stay.pricePrefix === 'string' ? stay.pricePrefix : '',
    currencyText: typeof stay.currencyText === 'string' ? stay.currencyText : '',
    alerts: Array.isArray(stay.alerts) ? stay.alerts.filter((alert) => typeof alert === 'string') : [],
    // Read warily by choicesFromSelection when the selection for the stay arrives.
    choices: Array.isArray(stay.choices) ? stay.choices : [],
    checkInHour: typeof stay.checkInHour === 'string' ? stay.checkInHour : '',
  };
}

/** The window's sessionStorage, or null where the browser blocks it (third-party iframes). */
export function sessionStorageOf(win: Window): Storage | null {
  try {
    return win.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Restores the widget's saved stay into its store (when it has none yet),
 * refreshes its price, and saves every later change under the widget's key.
 */
export function rememberStay(store: Store, win: Window, widgetKey: string): void {
  store.get(stopSavingAtom)?.stop();
  store.set(stopSavingAtom, null);
  const storage = sessionStorageOf(win);
  if (!storage) return;
  const key = stayStorageKey(widgetKey);
  let saved: string | null = null;
  try {
    saved = storage.getItem(key);
  } catch {
    // Blocked storage: nothing to restore.
  }
  const stay = readSavedStay(saved, store.get(todayAtom));
  if (stay && !store.get(arrivalAtom) && !store.get(departureAtom)) {
    store.set(arrivalAtom, stay.arrival);
    store.set(departureAtom, stay.departure);
    store.set(priceAtom, stay.price);
    store.set(pricePrefixAtom, stay.pricePrefix);
    store.set(currencyTextAtom, stay.currencyText);
    store.set(alertsAtom, stay.alerts);
    store.set(objectChoicesAtom, stay.choices);
    store.set(checkInHourAtom, stay.checkInHour);
    // The price may have changed since; this also fetches the selection step 2 needs.
    queueMicrotask(() => void store.set(fetchPricingAtom));
  }
  const stop = store.sub(savedStayAtom, () => {
    try {
      storage.setItem(key, JSON.stringify(store.get(savedStayAtom)));
    } catch {
      // Storage full or blocked: the stay is simply not kept over a reload.
    }
  });
  store.set(stopSavingAtom, { stop });
}
