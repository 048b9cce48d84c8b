// The step-2 check as the guard of steps 3 and 4 (SPEC 4 "Route guards").
import { expect } from 'chai';
import { Routes } from '../../../src/app/Routes';
import { arrivalAtom, departureAtom, priceAtom } from '../../../src/state/dates';
import { checkInHourAtom, objectChoicesAtom } from '../../../src/state/selection';
import { storeSelectionAtom } from '../../../src/state/offer';
import { calendarStore } from '../calendar/fixtures';
import { FIRST_LOAD_MS, renderWidget, waitFor, type Rendered } from '../support/render';

let rendered: Rendered | undefined;
let restoreFetch: (() => void) | undefined;
afterEach(() => {
  rendered?.unmount();
  restoreFetch?.();
});

const heading = () => rendered!.shadowRoot.querySelector('h2')?.textContent ?? '';

const SELECTION = {
  checkin_hours: ['15:00'],
  objects: [
    {
      id: '1',
      name: 'Room Lípa',
      description: '',
      kind: 'room',
      photos: [],
      max_occupancy: 2,
      available: true,
      alert: '',
      price: 4200,
      occupancy: [{ id: 'adults', name: 'Adults', min: 1, count: true }],
      services: [],
    },
    {
      id: '2',
      name: 'Room Buk',
      description: '',
      kind: 'room',
      photos: [],
      max_occupancy: 4,
      available: true,
      alert: '',
      price: 5200,
      occupancy: [{ id: 'adults', name: 'Adults', min: 1, count: true }],
      services: [],
    },
  ],
  texts: { booking_dates_text: '' },
  source_of_referral: [],
  fees: [],
  settings: { show_hours: true, show_insurance: false, use_coupon: false, use_gift: false, show_source_of_referral: false, show_bank: true, show_online_payment: false, currency_text: 'CZK' },
};

/** A widget with dates and the offer; `choose` picks Room Lípa; the server says `continueFlag`. */
function widgetOn(route: string, options: { choose: boolean; hour?: string; continueFlag?: string; demo?: boolean }) {
  const original = globalThis.fetch;
  globalThis.fetch = async () =>
    new Response(
      JSON.stringify({
        summary: { lines: [], total: '4800', currency_text: 'CZK' },
        accomodation: '1',
        continue: options.continueFlag ?? '1',
        alert: options.continueFlag === '0' ? 'Too many guests.' : '',
      }),
      { status: 200 },
    );
  restoreFetch = () => (globalThis.fetch = original);
  const store = calendarStore();
  store.set(arrivalAtom, '2026-12-03');
  store.set(departureAtom, '2026-12-06');
  store.set(priceAtom, 4200);
  store.set(storeSelectionAtom, SELECTION);
  if (options.choose) {
    store.set(
      objectChoicesAtom,
      store.get(objectChoicesAtom).map((choice) => (choice.id === '1' ? { ...choice, selected: true } : choice)),
    );
  }
  store.set(checkInHourAtom, options.hour ?? '');
  rendered = renderWidget(<Routes />, { store, lang: 'en', route, config: { demo: options.demo ?? false } });
}

describe('the step-2 guard of steps 3 and 4', () => {
  it('sends a guest with nothing chosen back to step 2', async () => {
    widgetOn('/step-3', { choose: false });
    await waitFor(() => rendered!.route() === '/step-2', FIRST_LOAD_MS);
    await waitFor(() => heading() === 'Choose your accommodation', FIRST_LOAD_MS);
  });

  it('sends a guest without a check-in hour back to step 2', async () => {
    widgetOn('/step-4', { choose: true });
    await waitFor(() => rendered!.route() === '/step-2');
  });

  it("sends the guest back when the server's continue flag is off", async () => {
    widgetOn('/step-3', { choose: true, hour: '15:00', continueFlag: '0' });
    await waitFor(() => rendered!.route() === '/step-2');
  });

  it('lets a guest in once the check passes', async () => {
    widgetOn('/step-3', { choose: true, hour: '15:00' });
    await waitFor(() => heading() === 'Your details');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(rendered!.route()).to.equal('/step-3');
  });

  it('is skipped in demo mode', async () => {
    widgetOn('/step-4', { choose: false, demo: true });
    await waitFor(() => heading() === 'Payment and booking');
    expect(rendered!.route()).to.equal('/step-4');
  });
});
