import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutForm } from '../../src/booking/checkout-form';
import { resolveConfig } from '../../src/config/config';
import {
  checkoutFormAtom,
  leaveFieldAtom,
  lookUpCompanyAtom,
  shownCheckoutErrorsAtom,
  submitCheckoutAtom,
  touchedAtom,
  updateCheckoutAtom,
} from '../../src/state/checkout';
import { attemptStorageKey, checkoutStorageKey, forgetCheckoutAtom, rememberCheckout } from '../../src/state/checkout-memory';
import { bookingAttemptAtom } from '../../src/state/book';
import { configAtom } from '../../src/state/config';

const setFirstName = (name: string) => (form: CheckoutForm) => ({
  ...form,
  billingAddress: { ...form.billingAddress, firstName: name },
});

function fakeWindow(): Window {
  const items = new Map<string, string>();
  const sessionStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
  return { sessionStorage } as unknown as Window;
}

afterEach(() => vi.useRealTimers());

describe('checkout state', () => {
  it('turns touched on 300 ms after the last change', () => {
    vi.useFakeTimers();
    const store = createStore();
    store.set(updateCheckoutAtom, setFirstName('P'));
    vi.advanceTimersByTime(200);
    store.set(updateCheckoutAtom, setFirstName('Pe'));
    vi.advanceTimersByTime(299);
    expect(store.get(touchedAtom)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(store.get(touchedAtom)).toBe(true);
  });

  it('shows a field error after the field is left, and all errors after continue', () => {
    const store = createStore();
    expect(store.get(shownCheckoutErrorsAtom)).toEqual({});
    store.set(leaveFieldAtom, 'billingAddress.email');
    expect(store.get(shownCheckoutErrorsAtom)).toEqual({ 'billingAddress.email': 'required_field' });
    expect(store.set(submitCheckoutAtom)).toBe(false);
    expect(Object.keys(store.get(shownCheckoutErrorsAtom))).toHaveLength(8);
  });

  it('clears the invoice address when the guest no longer wants one', () => {
    const store = createStore();
    store.set(updateCheckoutAtom, (form) => ({
      ...form,
      useInvoiceAddress: true,
      invoiceAddress: { ...form.invoiceAddress, companyName: 'Lípa', useFKSP: true },
    }));
    store.set(updateCheckoutAtom, (form) => ({ ...form, useInvoiceAddress: false }));
    expect(store.get(checkoutFormAtom).invoiceAddress.companyName).toBe('');
    expect(store.get(checkoutFormAtom).invoiceAddress.useFKSP).toBe(false);
  });

  it('keeps the form per widget over a reload and forgets it after booking', () => {
    const win = fakeWindow();
    const first = createStore();
    rememberCheckout(first, win, 'hotel');
    first.set(updateCheckoutAtom, setFirstName('Petr'));
    const other = createStore();
    rememberCheckout(other, win, 'other');
    expect(other.get(checkoutFormAtom).billingAddress.firstName).toBe('');

    const reloaded = createStore();
    rememberCheckout(reloaded, win, 'hotel');
    expect(reloaded.get(checkoutFormAtom).billingAddress.firstName).toBe('Petr');
    reloaded.set(forgetCheckoutAtom);
    expect(reloaded.get(checkoutFormAtom).billingAddress.firstName).toBe('');
    expect(win.sessionStorage.getItem(checkoutStorageKey('hotel'))).toBeNull();
  });

  it("keeps the booking attempt's key with the form, so a reload retries with it; forgets it after booking", () => {
    const win = fakeWindow();
    const first = createStore();
    rememberCheckout(first, win, 'hotel');
    first.set(bookingAttemptAtom, { key: 'attempt-key-1', request: '{"from":"2027-02-01"}' });
    win.sessionStorage.setItem(attemptStorageKey('other'), '{"key":5}');

    const reloaded = createStore();
    rememberCheckout(reloaded, win, 'hotel');
    expect(reloaded.get(bookingAttemptAtom)).toEqual({ key: 'attempt-key-1', request: '{"from":"2027-02-01"}' });
    const other = createStore();
    rememberCheckout(other, win, 'other');
    expect(other.get(bookingAttemptAtom)).toBeNull();

    reloaded.set(forgetCheckoutAtom);
    expect(reloaded.get(bookingAttemptAtom)).toBeNull();
    expect(win.sessionStorage.getItem(attemptStorageKey('hotel'))).toBeNull();
  });

  it('prefills the invoice from the registry, and a newer lookup wins', async () => {
    const store = createStore();
    store.set(
      configAtom,
      resolveConfig({
        attributes: { aresBase: 'http://registry.test/' },
        pageUrl: 'http://localhost/',
        remembered: {},
        scriptUrl: 'http://localhost/booking-widget.js',
      }),
    );
    const answers: Record<string, unknown> = {
      '11111111': { obchodniJmeno: 'Old s.r.o.', sidlo: { kodStatu: 'CZ', nazevObce: 'Brno', cisloDomovni: 1 } },
      '27074358': {
        obchodniJmeno: 'Lípa s.r.o.',
        dic: 'CZ27074358',
        sidlo: { kodStatu: 'CZ', nazevObce: 'Horní Lhota', cisloDomovni: 27, psc: 53701 },
      },
    };
    const urls: string[] = [];
    const fakeFetch = (async (url: string, init?: RequestInit) => {
      urls.push(url);
      const id = url.split('/').pop()!;
      await new Promise((resolve) => setTimeout(resolve, id === '11111111' ? 30 : 5));
      if (init?.signal?.aborted) throw new DOMException('aborted', 'AbortError');
      return new Response(JSON.stringify(answers[id]), { status: 200 });
    }) as typeof fetch;
    const setId = (id: string) =>
      store.set(updateCheckoutAtom, (form) => ({
        ...form,
        useInvoiceAddress: true,
        invoiceAddress: { ...form.invoiceAddress, corporateIdentificationNumber: id },
      }));
    setId('11111111');
    const older = store.set(lookUpCompanyAtom, '11111111', fakeFetch);
    setId('27074358');
    await Promise.all([older, store.set(lookUpCompanyAtom, '27074358', fakeFetch)]);
    expect(urls[1]).toBe('http://registry.test/ekonomicke-subjekty-v-be/rest/ekonomicke-subjekty/27074358');
    expect(store.get(checkoutFormAtom).invoiceAddress).toMatchObject({
      companyName: 'Lípa s.r.o.',
      streetAddress: 'Horní Lhota 27',
      city: 'Horní Lhota',
      postalCode: '53701',
      country: 'CZ',
      taxIdentificationNumber: 'CZ27074358',
    });
  });

  it('ignores a failed lookup without a word', async () => {
    const store = createStore();
    store.set(configAtom, { aresBase: 'http://registry.test' } as never);
    const failing = (async () => {
      throw new TypeError('offline');
    }) as typeof fetch;
    await expect(store.set(lookUpCompanyAtom, '27074358', failing)).resolves.toBeUndefined();
    expect(store.get(checkoutFormAtom).invoiceAddress.companyName).toBe('');
  });
});
