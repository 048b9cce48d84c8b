// A widget on step 4 with a chosen stay, a filled form and a fake booking API
// whose answers each test sets (status and body per endpoint).
import { createStore } from 'jotai';
import type { Selection } from '../../../src/api';
import { emptyCheckoutForm, type CheckoutForm } from '../../../src/booking/checkout-form';
import { checkoutFormAtom } from '../../../src/state/checkout';
import { arrivalAtom, departureAtom, priceAtom } from '../../../src/state/dates';
import { checkInHourAtom, objectChoicesAtom } from '../../../src/state/selection';
import { storeSelectionAtom } from '../../../src/state/offer';
import { calendarStore } from '../calendar/fixtures';

export const ARRIVAL = '2027-02-01';
export const DEPARTURE = '2027-02-03';

export function selection(options: { available?: boolean; showOnline?: boolean } = {}): Selection {
  return {
    checkin_hours: ['15:00', '16:00'],
    objects: [
      {
        id: '4',
        name: 'Apartment Dub',
        description: '',
        kind: 'apartment',
        photos: [],
        max_occupancy: 5,
        available: options.available ?? true,
        alert: '',
        price: 5800,
        occupancy: [
          { id: 'adults', name: 'Adults', min: 2, count: true },
          { id: 'children', name: 'Children', min: 1, count: true },
        ],
        services: [{ id: 'breakfast', name: 'Breakfast', price: 220, unit: 'person_night', count_min: 0, max: 20, selected: false, count: 0 }],
      },
    ],
    texts: { booking_dates_text: '' },
    source_of_referral: [{ id: '1', name: 'Internet search' }],
    fees: [],
    settings: {
      show_hours: true,
      show_insurance: false,
      use_coupon: false,
      use_gift: false,
      show_source_of_referral: true,
      show_bank: true,
      show_online_payment: options.showOnline ?? true,
      currency_text: 'CZK',
    },
  };
}

/** The summary answer on the wire, for a total. */
export function summaryAnswer(total: number) {
  return {
    persons: '3',
    selected_objects: [
      {
        id: 4,
        name: 'Apartment Dub',
        nights: '2',
        price: '5800.00',
        occupancy: [
          { id: 'adults', name: 'Adults', count: '2' },
          { id: 'children', name: 'Children', count: '1' },
        ],
        services: [{ id: 'breakfast', name: 'Breakfast', count: '3', price: '1320.00' }],
      },
    ],
    summary: { lines: [{ label: 'Apartment Dub – 2 nights', amount: '5800.00' }], discount: '0', total: String(total), currency_text: 'CZK' },
    accomodation: '1',
    continue: '1',
    alert: '',
    disabled_objects: [],
    deposits: { num: 'one', percent: '30', amount: String(total * 0.3), rest: String(total * 0.7), text: 'Deposit 30 % within 5 days.' },
  };
}

export function paymentAnswer() {
  return {
    booking: { uuid: 'b0c4d5e6-0000-4000-8000-000000000001', from: ARRIVAL, to: DEPARTURE, dummy: '0' },
    bank_account: '2801234567/2010',
    iban: 'CZ1120100000002801234567',
    variable_symbol: '27000042',
    online_payment_link: 'http://127.0.0.1:9/demo-payment/b0c4?lang=en',
    insurance_link: '',
    price: '7720.00',
    deposit: '2316.00',
    currency_text: 'CZK',
    qr_content: '',
    qr_img: '',
    texts: { payment_text: '', deposit_text: '' },
    settings: { show_bank: '1', show_online_payment: '1', show_qr: '0' },
  };
}

export function filledForm(): CheckoutForm {
  const form = emptyCheckoutForm();
  return {
    ...form,
    billingAddress: {
      ...form.billingAddress,
      firstName: 'Anna',
      lastName: 'Nováková',
      streetAddress: 'Husova 3',
      city: 'Písek',
      postalCode: '397 01',
      email: 'anna@example.cz',
      phone: '603 123 456',
      phoneIsValid: true,
    },
    useInvoiceAddress: true,
    invoiceAddress: { ...form.invoiceAddress, companyName: 'Statek s.r.o.', corporateIdentificationNumber: '45317054', city: 'Písek' },
    note: 'Late arrival',
    sourceOfReferral: '1',
    acceptGdprCompliance: true,
  };
}

/** The store a guest has on reaching step 4: dates, the apartment chosen, 16:00, the form. */
export function stepFourStore(options: { available?: boolean; showOnline?: boolean } = {}) {
  const store = calendarStore();
  store.set(arrivalAtom, ARRIVAL);
  store.set(departureAtom, DEPARTURE);
  store.set(priceAtom, 5800);
  store.set(storeSelectionAtom, selection(options));
  store.set(
    objectChoicesAtom,
    store.get(objectChoicesAtom).map((choice) => ({
      ...choice,
      selected: true,
      services: choice.services.map((service) => ({ ...service, selected: true, count: 3 })),
    })),
  );
  store.set(checkInHourAtom, '16:00');
  store.set(checkoutFormAtom, filledForm());
  return store;
}

export type StepFourStore = ReturnType<typeof createStore>;

export interface Reply {
  status?: number;
  body: unknown;
}

export interface FakeBookingApi {
  calls: Array<{ name: string; url: URL; body: Record<string, unknown> | null }>;
  /** Answers by endpoint name; a function may wait (a book call in flight) or throw (a lost answer). */
  answers: Record<string, (call: { url: URL; body: Record<string, unknown> | null }) => Reply | Promise<Reply>>;
  restore(): void;
}

export function fakeBookingApi(answers: FakeBookingApi['answers']): FakeBookingApi {
  const original = globalThis.fetch;
  const api: FakeBookingApi = { calls: [], answers, restore: () => (globalThis.fetch = original) };
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const name = url.pathname.replace(/^.*\//, '').replace(/\.php$/, '');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
    api.calls.push({ name, url, body });
    const answer = api.answers[name];
    if (!answer) return new Response('{}', { status: 404 });
    const reply = await answer({ url, body });
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 });
  };
  return api;
}
