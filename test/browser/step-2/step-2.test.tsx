// Step 2 in Chromium against a fake API: the offer, a taken object with its
// reason, the simple view, and a summary that says when it is updating.
import { expect } from 'chai';
import { arrivalAtom, departureAtom, priceAtom } from '../../../src/state/dates';
import { storeSelectionAtom } from '../../../src/state/offer';
import { Step2 } from '../../../src/screens/step-2';
import { calendarStore } from '../calendar/fixtures';
import { FIRST_LOAD_MS, renderWidget, waitFor, type Rendered } from '../support/render';
import type { Selection } from '../../../src/api';

let rendered: Rendered | undefined;
let restoreFetch: (() => void) | undefined;
afterEach(() => {
  rendered?.unmount();
  restoreFetch?.();
});

const NBSP = '\u00a0';
const $ = <T extends Element = HTMLElement>(selector: string) => rendered!.shadowRoot.querySelector<T & Element>(selector);
const $$ = <T extends Element = HTMLElement>(selector: string) => [...rendered!.shadowRoot.querySelectorAll<T & Element>(selector)];
/** The ids' texts, joined as an accessible name is. */
const namedBy = (element: Element, attribute: string) =>
  (element.getAttribute(attribute) ?? '')
    .split(' ')
    .map((id) => rendered!.shadowRoot.getElementById(id)?.textContent)
    .join(' ');
/** The band that chooses `name`: a checkbox named by its visible word and the object's name. */
const checkbox = (name: string) => $$<HTMLInputElement>('.bw-object__choose input').find((input) => namedBy(input, 'aria-labelledby') === `Select ${name}`);

function offer(id: number, name: string, available: boolean) {
  return {
    id: String(id),
    name,
    description: `${name} description`,
    kind: 'room',
    photos: ['data:image/gif;base64,R0lGODlhAQABAAAAACw=', 'data:image/gif;base64,R0lGODlhAQABAAAAACw='],
    max_occupancy: 2,
    available,
    alert: available ? '' : `${name} is taken for your dates.`,
    price: 4200,
    occupancy: [
      { id: 'adults', name: 'Adults', min: 1, max: 2, count: true },
      { id: 'infants', name: 'Infants', min: 0, max: 2, count: false },
    ],
    services: [{ id: 'breakfast', name: 'Breakfast', price: 220, unit: 'person_night' as const, count_min: 0, max: 20, selected: false, count: 0 }],
  };
}

function selection(objects: Selection['objects']): Selection {
  return {
    checkin_hours: ['14:00', '15:00'],
    objects,
    texts: { booking_dates_text: '3 December 2026 – 6 December 2026, 3 nights' },
    source_of_referral: [],
    fees: [{ id: 'cleaning', name: 'Final cleaning', price: 600, unit: 'stay' }],
    settings: { show_hours: true, show_insurance: false, use_coupon: false, use_gift: false, show_source_of_referral: false, show_bank: true, show_online_payment: false, currency_text: 'CZK' },
  };
}

/** A summary endpoint whose answers wait until the test releases them. */
function fakeSummary(total: (objects: string) => number) {
  const original = globalThis.fetch;
  const pending: (() => void)[] = [];
  const calls: URL[] = [];
  globalThis.fetch = async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    calls.push(url);
    await new Promise<void>((resolve) => pending.push(resolve));
    const body = {
      persons: '1',
      selected_objects: [{ id: 1, name: 'Room Lípa', nights: 3, price: 4200 }],
      summary: { lines: [{ label: 'Room Lípa – 3 nights', amount: 4200 }], discount: 0, total: total(url.searchParams.get('objects') ?? ''), currency_text: 'CZK' },
      accomodation: '1',
      continue: '1',
      alert: '',
      disabled_objects: [],
    };
    return new Response(JSON.stringify(body), { status: 200 });
  };
  restoreFetch = () => (globalThis.fetch = original);
  return { calls, release: () => pending.splice(0).forEach((resolve) => resolve()) };
}

function showStep2(objects: Selection['objects']) {
  const store = calendarStore();
  store.set(arrivalAtom, '2026-12-03');
  store.set(departureAtom, '2026-12-06');
  store.set(priceAtom, 4200);
  store.set(storeSelectionAtom, selection(objects));
  rendered = renderWidget(<Step2 />, { store, lang: 'en', route: '/step-2', width: 1100 });
}

describe('step 2', () => {
  it('shows every object as a card and a taken one disabled, with its reason', async () => {
    fakeSummary(() => 5000);
    showStep2([offer(1, 'Room Lípa', true), offer(2, 'Room Buk', false), offer(3, 'Room Javor', true)]);
    await waitFor(() => $$('.bw-object').length === 3);
    const taken = checkbox('Room Buk')!;
    expect(taken.disabled).to.equal(true);
    const reason = rendered!.shadowRoot.getElementById(taken.getAttribute('aria-describedby')!)!;
    expect(reason.textContent).to.equal('Room Buk is taken for your dates.');
    expect(checkbox('Room Lípa')!.disabled).to.equal(false);
    // Free objects first; the price for the stay on each free card.
    expect($$('.bw-object__name').map((name) => name.textContent)).to.deep.equal(['Room Lípa', 'Room Javor', 'Room Buk']);
    expect($('.bw-object__price')!.textContent).to.equal(`4${NBSP}200,00${NBSP}CZK 3 nights`);
    expect($$<HTMLImageElement>('.bw-gallery__photo').every((img) => img.loading === 'lazy' && img.alt.includes('photo 1 of 2'))).to.equal(true);
    expect($('.bw-step2__fees')!.textContent).to.contain(`Final cleaning 600,00${NBSP}CZK per stay`);
    // Nothing chosen yet: who is staying shows on each free card (not the taken one), no extras, and the summary asks for a choice.
    expect($$<HTMLInputElement>('input[type="number"]').map((input) => namedBy(input, 'aria-labelledby'))).to.deep.equal([
      'Adults Room Lípa',
      'Infants Room Lípa',
      'Adults Room Javor',
      'Infants Room Javor',
    ]);
    expect($$('.bw-object__choose')[0]!.textContent).to.equal('Select');
    expect(checkbox('Room Lípa')!.checked).to.equal(false);
    expect($('.bw-summary__status')!.textContent).to.equal('The price appears once you choose where to stay.');
  });

  it('opens the simple view when one object is free: chosen, counters open', async () => {
    fakeSummary(() => 5000);
    showStep2([offer(1, 'Room Lípa', true), offer(2, 'Room Buk', false)]);
    await waitFor(() => $('.bw-step2[data-simple]'));
    expect($$('.bw-object')).to.have.length(1);
    await waitFor(() => checkbox('Room Lípa')?.checked);
    const spinbuttons = $$<HTMLInputElement>('input[type="number"]');
    expect(spinbuttons.map((input) => input.value)).to.deep.equal(['1', '0', '0']);
  });

  it('says the summary is updating until the answer for the current choice arrives', async () => {
    const server = fakeSummary((objects) => (objects.includes('"adults":2') ? 6000 : 5000));
    showStep2([offer(1, 'Room Lípa', true), offer(3, 'Room Javor', true)]);
    await waitFor(() => checkbox('Room Lípa'));
    checkbox('Room Lípa')!.click();
    await waitFor(() => $('.bw-summary')?.getAttribute('aria-busy') === 'true');
    expect($('.bw-summary__status')!.textContent).to.equal('Updating the price…');
    await waitFor(() => server.calls.length === 1, FIRST_LOAD_MS);
    server.release();
    await waitFor(() => $('[data-testid="summary-total"]')?.textContent === `5${NBSP}000,00${NBSP}CZK`, FIRST_LOAD_MS);
    expect($('.bw-summary')!.hasAttribute('aria-busy')).to.equal(false);

    // A new choice: the old total stays visible but marked stale until the new one is in.
    $$<HTMLButtonElement>('.bw-counter__step')[1]!.click();
    await waitFor(() => $('.bw-summary')?.getAttribute('data-stale') === 'true');
    expect($('.bw-summary__status')!.textContent).to.equal('Updating the price…');
    await waitFor(() => server.calls.length === 2, 2000);
    server.release();
    await waitFor(() => $('[data-testid="summary-total"]')?.textContent === `6${NBSP}000,00${NBSP}CZK`);
    expect($('.bw-summary')!.hasAttribute('data-stale')).to.equal(false);
  });

  it('names the counters by the object too when several objects are chosen', async () => {
    fakeSummary(() => 5000);
    showStep2([offer(1, 'Room Lípa', true), offer(3, 'Room Javor', true)]);
    await waitFor(() => checkbox('Room Lípa'));
    checkbox('Room Lípa')!.click();
    await waitFor(() => $$('input[type="number"]').length === 5);
    checkbox('Room Javor')!.click();
    await waitFor(() => $$('input[type="number"]').length === 6);
    const names = $$<HTMLInputElement>('input[type="number"]').map((input) => namedBy(input, 'aria-labelledby'));
    expect(names).to.include('Adults Room Lípa').and.to.include('Breakfast Room Javor');
    // − and + too: several cards show the same types.
    const steps = $$<HTMLButtonElement>('.bw-counter__step').map((button) => namedBy(button, 'aria-labelledby'));
    expect(steps).to.include('Add one: Adults Room Javor').and.to.include('Remove one: Breakfast Room Lípa');
  });

  it('chooses a room when the guest sets who is staying on its card', async () => {
    fakeSummary(() => 5000);
    showStep2([offer(1, 'Room Lípa', true), offer(3, 'Room Javor', true)]);
    await waitFor(() => checkbox('Room Javor'));
    const javorAdults = $$<HTMLInputElement>('input[type="number"]').find((input) => namedBy(input, 'aria-labelledby') === 'Adults Room Javor')!;
    const more = javorAdults.nextElementSibling as HTMLButtonElement;
    more.click();
    await waitFor(() => checkbox('Room Javor')?.checked);
    expect(checkbox('Room Lípa')!.checked).to.equal(false);
    expect(javorAdults.value).to.equal('2');
    // Its extras open with it.
    expect($$<HTMLInputElement>('input[type="number"]').some((input) => namedBy(input, 'aria-labelledby') === 'Breakfast Room Javor')).to.equal(true);
  });

  it('asks the arrival time above the cards, marked required, and says under it what is missing after Continue', async () => {
    const server = fakeSummary(() => 5000);
    showStep2([offer(1, 'Room Lípa', true), offer(3, 'Room Javor', true)]);
    await waitFor(() => $('.bw-step2__hour select'));
    const hour = $<HTMLSelectElement>('.bw-step2__hour select')!;
    const first = $('.bw-object')!;
    expect(hour.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
    expect(hour.required).to.equal(true);
    expect(namedBy(hour, 'aria-describedby')).to.equal('Required, so that we can be ready when you arrive.');
    expect(hour.hasAttribute('aria-invalid')).to.equal(false);

    checkbox('Room Lípa')!.click();
    await waitFor(() => server.calls.length === 1, FIRST_LOAD_MS);
    server.release();
    await waitFor(() => $('[data-testid="summary-total"]'), FIRST_LOAD_MS);
    const next = $$<HTMLButtonElement>('button').find((button) => button.textContent === 'Continue')!;
    next.click();
    await waitFor(() => hour.getAttribute('aria-invalid') === 'true');
    expect(namedBy(hour, 'aria-describedby')).to.equal('Required, so that we can be ready when you arrive. Choose your arrival time.');
    expect(rendered!.shadowRoot.activeElement).to.equal(hour);
  });
});
