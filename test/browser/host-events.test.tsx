// The element's host events as a host page hears them: each once per change,
// bubbling out of the element, with the documented payload.
import { expect } from 'chai';
import { defineBookingWidget } from '../../src/element/element';
import type { WidgetInstance } from '../../src/widget/instance';
import { arrivalAtom, departureAtom } from '../../src/state/dates';
import { shownLangAtom } from '../../src/state/texts';
import { keptBookingAtom, paymentStorageKey, type KeptBooking } from '../../src/state/kept-booking';
import type { Payment } from '../../src/api/schemas/payment';
import { waitFor } from './support/render';

const TAG = 'events-booking-widget';
const OFFLINE_API = 'http://127.0.0.1:9/api';
defineBookingWidget(import.meta.url, TAG);

function booking(uuid: string): KeptBooking {
  const payment = {
    booking: { uuid, from: '2031-07-01', to: '2031-07-04', dummy: false },
    bank_account: '', iban: '', variable_symbol: `vs-${uuid}`, online_payment_link: '', insurance_link: '',
    price: 4200, deposit: 1000, currency_text: 'Kč', qr_content: '', qr_img: '',
    texts: { payment_text: '', deposit_text: '' },
    settings: { show_bank: true, show_online_payment: false, show_qr: false },
  } satisfies Payment;
  return { status: 'booked', uuid, attemptKey: '', payment, currency: 'CZK' };
}

function addWidget(id: string): { element: HTMLElement & { instance: WidgetInstance }; heard: { name: string; detail: unknown }[] } {
  const element = document.createElement(TAG) as HTMLElement & { instance: WidgetInstance };
  element.id = id;
  for (const [name, value] of Object.entries({ 'api-key': 'demo', 'api-base': OFFLINE_API, routing: 'memory' })) element.setAttribute(name, value);
  const heard: { name: string; detail: unknown }[] = [];
  for (const name of ['bw-step-change', 'bw-dates-change', 'bw-booking-complete', 'bw-error', 'bw-language-change']) {
    document.body.addEventListener(name, (event) => {
      if (event.target === element) heard.push({ name, detail: (event as CustomEvent).detail });
    });
  }
  document.body.append(element);
  return { element, heard };
}

describe('host events', () => {
  afterEach(() => {
    document.querySelectorAll(TAG).forEach((element) => element.remove());
    sessionStorage.clear();
  });

  it('tells a whole stay and a cleared one, never half a stay, and each only once', async () => {
    const { element, heard } = addWidget('events-dates');
    const { store } = element.instance;
    store.set(arrivalAtom, '2031-07-01');
    store.set(departureAtom, '2031-07-04');
    store.set(departureAtom, '2031-07-04');
    store.set(arrivalAtom, '');
    store.set(departureAtom, '');
    const dates = heard.filter((event) => event.name === 'bw-dates-change').map((event) => event.detail);
    expect(dates).to.deep.equal([
      { arrival: '2031-07-01', departure: '2031-07-04', nights: 3 },
      { arrival: '', departure: '', nights: 0 },
    ]);
  });

  it('tells each new booking once, with no personal data, and not a booking restored after the payment page', async () => {
    sessionStorage.setItem(paymentStorageKey('events-booking'), JSON.stringify(booking('restored')));
    const { element, heard } = addWidget('events-booking');
    const { store } = element.instance;
    store.set(keptBookingAtom, booking('restored'));
    store.set(keptBookingAtom, booking('new'));
    store.set(keptBookingAtom, booking('new'));
    const told = heard.filter((event) => event.name === 'bw-booking-complete').map((event) => event.detail);
    expect(told).to.deep.equal([{ variableSymbol: 'vs-new', price: 4200, currency: 'CZK' }]);
  });

  it('tells a change of language, not the first language shown (its pack comes after the connection)', async () => {
    const { element, heard } = addWidget('events-language');
    await waitFor(() => element.instance.store.get(shownLangAtom) === 'cs');
    element.setAttribute('lang', 'de');
    await waitFor(() => element.instance.store.get(shownLangAtom) === 'de');
    expect(heard.filter((event) => event.name === 'bw-language-change').map((event) => event.detail)).to.deep.equal([{ lang: 'de' }]);
  });

  it('tells step changes and a widget that cannot start', async () => {
    const { element, heard } = addWidget('events-steps');
    // Step 1's price call fails too, and may be heard first: the start-up's own failure is 'load'.
    const loadError = () =>
      heard.find((event) => event.name === 'bw-error' && (event.detail as { kind: string }).kind === 'load');
    await waitFor(loadError, 8000);
    expect((loadError()!.detail as { message: string }).message).to.not.equal('');
    expect(heard.filter((event) => event.name === 'bw-step-change').map((event) => event.detail)).to.deep.include({ step: '/error' });
    element.instance.location.navigate('/step-2');
    element.instance.location.navigate('/step-2');
    expect(heard.filter((event) => event.name === 'bw-step-change').at(-1)!.detail).to.deep.equal({ step: '/step-2' });
    expect(heard.filter((event) => (event.detail as { step?: string })?.step === '/step-2')).to.have.length(1);
  });
});
