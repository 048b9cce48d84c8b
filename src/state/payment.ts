// The booking just made and how to pay for it (the book answer), kept per
// widget in sessionStorage. The online payment leaves the host page and comes
// back with a full page load at #/step-5 or #/payment-failed: the new page's
// widget finds the booking here. One key per widget, as for the kept stay.
import { atom, type createStore } from 'jotai';
import type { Payment } from '../api/schemas/payment';
import { couponAtom, giftAtom } from './codes';
import { forgetDatesAtom } from './dates';
import { objectChoicesAtom } from './selection';
import { currencyCode } from '../booking/currency';
import { keptBookingAtom, paymentStateAtom, paymentStorageKey, type KeptBooking } from './kept-booking';

export { keptBookingAtom, paymentStorageKey, type KeptBooking };

type Store = ReturnType<typeof createStore>;

/** True when `attemptKey` already made the kept booking: step 4 must not offer to book it again. */
export function isBooked(kept: KeptBooking | null, attemptKey: string): boolean {
  return kept !== null && attemptKey !== '' && kept.attemptKey === attemptKey;
}

function write(storage: Storage | null, key: string, kept: KeptBooking | null): void {
  if (!storage) return;
  try {
    if (kept) storage.setItem(key, JSON.stringify(kept));
    else storage.removeItem(key);
  } catch {
    // Storage full or blocked: the booking is kept only while this page lives.
  }
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * The parsed book answer keepBooking stored, checked field by field (the
 * schema stays out of this module, so no later chunk pulls valibot out of step 1).
 */
function isPayment(value: unknown): value is Payment {
  const payment = value as Partial<Payment> | null;
  if (typeof payment !== 'object' || payment === null) return false;
  const { booking, settings, texts } = payment;
  return (
    typeof booking === 'object' && booking !== null && isText(booking.uuid) && booking.uuid !== '' && isText(booking.from) && isText(booking.to) &&
    typeof booking.dummy === 'boolean' &&
    [payment.bank_account, payment.iban, payment.variable_symbol, payment.online_payment_link, payment.insurance_link,
      payment.currency_text, payment.qr_content, payment.qr_img].every(isText) &&
    isAmount(payment.price) && isAmount(payment.deposit) &&
    typeof texts === 'object' && texts !== null && isText(texts.payment_text) && isText(texts.deposit_text) &&
    typeof settings === 'object' && settings !== null &&
    [settings.show_bank, settings.show_online_payment, settings.show_qr].every((flag) => typeof flag === 'boolean')
  );
}

/** A stored booking that still looks like one; anything else is ignored. */
function readKept(text: string | null): KeptBooking | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<KeptBooking> | null;
    if (value?.status !== 'booked' || !isPayment(value.payment)) return null;
    const attemptKey = isText(value.attemptKey) ? value.attemptKey : '';
    return { status: 'booked', uuid: value.payment.booking.uuid, attemptKey, payment: value.payment, currency: currencyCode(value.payment.currency_text) };
  } catch {
    return null;
  }
}

/** Step 4, after book answered: keeps the booking in the store and in the tab's sessionStorage. */
export function keepBooking(store: Store, storage: Storage | null, widgetKey: string, payment: Payment, attemptKey = ''): KeptBooking {
  const kept: KeptBooking = { status: 'booked', uuid: payment.booking.uuid, attemptKey, payment, currency: currencyCode(payment.currency_text) };
  store.set(keptBookingAtom, kept);
  write(storage, paymentStorageKey(widgetKey), kept);
  // A card booking waits for its payment: the host hears "pending" before the page leaves for the gateway.
  if (payment.payment) store.set(paymentStateAtom, { booking: payment.variable_symbol, status: payment.payment.status });
  return kept;
}

/** The kept booking: the store's, else the one this tab stored (after the payment page's reload). */
export function restoreKeptBooking(store: Store, storage: Storage | null, widgetKey: string): KeptBooking | null {
  const inStore = store.get(keptBookingAtom);
  if (inStore) return inStore;
  let text: string | null = null;
  try {
    text = storage?.getItem(paymentStorageKey(widgetKey)) ?? null;
  } catch {
    // Blocked storage: nothing kept.
  }
  const kept = readKept(text);
  if (kept) store.set(keptBookingAtom, kept);
  return kept;
}

/** Forgets the booking (a new booking starts). */
export function clearKeptBooking(store: Store, storage: Storage | null, widgetKey: string): void {
  store.set(keptBookingAtom, null);
  write(storage, paymentStorageKey(widgetKey), null);
}

/**
 * The booking is made and shown: the stay, the chosen objects and the codes
 * are cleared, so the kept stay (stay-memory) no longer leads back to a
 * bookable step 4. The checkout form of step 3 joins here when it exists.
 */
export const clearFinishedStayAtom = atom(null, (_get, set) => {
  set(forgetDatesAtom);
  set(objectChoicesAtom, []);
  set(couponAtom, '');
  set(giftAtom, '');
});
