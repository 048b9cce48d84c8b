import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import type { Payment } from '../../src/api/schemas/payment';
import { clearKeptBooking, isBooked, keepBooking, keptBookingAtom, paymentStorageKey, restoreKeptBooking } from '../../src/state/payment';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const PAYMENT: Payment = {
  booking: { uuid: 'b-1', from: '2026-12-04', to: '2026-12-07', dummy: false },
  bank_account: '2801234567/2010',
  iban: 'CZ1120100000002801234567',
  variable_symbol: '26000009',
  online_payment_link: 'http://localhost/demo-payment/b-1',
  insurance_link: '',
  price: 6420,
  deposit: 1926,
  currency_text: 'Kč',
  qr_content: '',
  qr_img: '',
  texts: { payment_text: '', deposit_text: '' },
  settings: { show_bank: true, show_online_payment: true, show_qr: false },
};

describe('payment state', () => {
  it('keeps the booking per widget in sessionStorage and finds it again after a reload', () => {
    const storage = memoryStorage();
    keepBooking(createStore(), storage, 'hotel-a', PAYMENT, 'attempt-1');
    expect(storage.getItem(paymentStorageKey('hotel-a'))).toContain('"status":"booked"');
    expect(paymentStorageKey('')).toBe('booking-widget:default:booking');

    const reloaded = createStore();
    expect(restoreKeptBooking(reloaded, storage, 'hotel-b')).toBeNull();
    const kept = restoreKeptBooking(reloaded, storage, 'hotel-a');
    expect(kept).toMatchObject({ status: 'booked', uuid: 'b-1', attemptKey: 'attempt-1', currency: 'CZK' });
    expect(reloaded.get(keptBookingAtom)?.payment).toEqual(PAYMENT);
  });

  it('says "booked" only for the attempt that made the booking', () => {
    const store = createStore();
    const kept = keepBooking(store, null, '', PAYMENT, 'attempt-1');
    expect(isBooked(kept, 'attempt-1')).toBe(true);
    expect(isBooked(kept, 'attempt-2')).toBe(false);
    expect(isBooked(null, 'attempt-1')).toBe(false);
    expect(isBooked(kept, '')).toBe(false);
  });

  it('ignores what is not a booking and clears on request', () => {
    const storage = memoryStorage();
    storage.setItem(paymentStorageKey(''), '{"status":"booked","payment":{"price":"x"}}');
    expect(restoreKeptBooking(createStore(), storage, '')).toBeNull();
    storage.setItem(paymentStorageKey(''), JSON.stringify({ status: 'booked', payment: { ...PAYMENT, deposit: '1926.00' } }));
    expect(restoreKeptBooking(createStore(), storage, '')).toBeNull();
    storage.setItem(paymentStorageKey(''), 'not json');
    expect(restoreKeptBooking(createStore(), storage, '')).toBeNull();

    const store = createStore();
    keepBooking(store, storage, '', PAYMENT);
    clearKeptBooking(store, storage, '');
    expect(store.get(keptBookingAtom)).toBeNull();
    expect(storage.getItem(paymentStorageKey(''))).toBeNull();
  });
});
