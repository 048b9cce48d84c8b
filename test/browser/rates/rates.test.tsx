// Step 2 with rates in Chromium against a fake API (issue 50): each chosen
// object's rates are a radio group named by the object, the default rate is
// chosen, the summary call carries the rate, and the full terms open on demand.
// A server without rates gets today's step 2: no group, no rate sent. On the
// operator's edit screen the terms count from the day the booking was made.
import { expect } from 'chai';
import { arrivalAtom, bookedOnAtom, departureAtom, priceAtom } from '../../../src/state/dates';
import { storeSelectionAtom } from '../../../src/state/offer';
import { Step2 } from '../../../src/screens/step-2';
import type { Selection } from '../../../src/api';
import { calendarStore } from '../calendar/fixtures';
import { FIRST_LOAD_MS, waitFor } from '../support/render';
import { NBSP, widgetTest } from '../support/widget-test';

const widget = widgetTest();
const { $, $$ } = widget;
const radio = (name: string) => $$<HTMLInputElement>('input[type="radio"]').find((input) => input.closest('label')?.textContent === name);

const FLEX = { id: 'flex', name: 'Flexible', board: 'room_only' as const, includes: [], price: 4200, default: true, policy: { tiers: [{ days_before: 14, percent: 50 }, { days_before: 3, percent: 100 }] } };
const NONREF = { id: 'nonref', name: 'Non-refundable', board: 'room_only' as const, includes: [], price: 3780, default: false, policy: { tiers: [{ days_before: 'booking' as const, percent: 100 }] } };
const WITH_BREAKFAST = { ...FLEX, id: 'flex_breakfast', name: 'Flexible with breakfast', board: 'breakfast' as const, includes: ['breakfast'], price: 5520, default: false };
/** Breakfast as an extra, one already counted (a guest who came back to step 2). */
const BREAKFAST = { id: 'breakfast', name: 'Breakfast', price: 220, unit: 'person_night' as const, count_min: 0, max: 20, selected: true, count: 1 };

function selection(rates: Selection['objects'][number]['rates'], services: Selection['objects'][number]['services'] = []): Selection {
  return {
    checkin_hours: [],
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
        occupancy: [{ id: 'adults', name: 'Adults', min: 1, max: 2, count: true }],
        services,
        ...(rates ? { rates } : {}),
      },
    ],
    texts: { booking_dates_text: '' },
    source_of_referral: [],
    fees: [],
    settings: { show_hours: false, show_insurance: false, use_coupon: false, use_gift: false, show_source_of_referral: false, show_bank: true, show_online_payment: false, currency_text: 'Kč' },
  };
}

const summaryAnswer = (url: URL) => {
  const nonref = (url.searchParams.get('objects') ?? '').includes('"rate":"nonref"');
  const price = nonref ? 3780 : 4200;
  return {
    persons: '1',
    selected_objects: [
      {
        id: '1',
        name: 'Room Lípa',
        nights: '3',
        price: String(price),
        rate: nonref
          ? { id: 'nonref', name: 'Non-refundable', board: 'room_only', refundable: '0', terms: { free_until: '', fees: [{ from: '2026-12-02', percent: '100' }] } }
          : { id: 'flex', name: 'Flexible', board: 'room_only', refundable: '1', terms: { free_until: '2027-01-05', fees: [{ from: '2027-01-06', percent: '50' }, { from: '2027-01-17', percent: '100' }] } },
      },
    ],
    summary: { lines: [], discount: 0, total: String(price), currency_text: 'Kč' },
    accomodation: '1',
    continue: '1',
    alert: '',
    disabled_objects: [],
  };
};

function showStep2(
  rates: Selection['objects'][number]['rates'],
  services: Selection['objects'][number]['services'] = [],
  stay = { arrival: '2027-01-20', departure: '2027-01-23' },
) {
  widget.answer({ summary: summaryAnswer });
  const store = calendarStore();
  store.set(arrivalAtom, stay.arrival);
  store.set(departureAtom, stay.departure);
  store.set(priceAtom, 4200);
  store.set(storeSelectionAtom, selection(rates, services));
  widget.show(<Step2 />, { store, lang: 'en', route: '/step-2', width: 1100 });
}

const summaryCalls = () => widget.calls.filter((call) => call.name === 'summary').map((call) => call.url);
/** What a rate's radio button is described by: its price, board and terms in a few words. */
const details = (name: string) => widget.rendered.shadowRoot.getElementById(radio(name)!.getAttribute('aria-describedby')!)!.textContent;

describe('rates on step 2', () => {
  it('offers the rates as a radio group named by the object, the default one chosen', async () => {
    showStep2([FLEX, NONREF]);
    const group = await waitFor(() => $<HTMLFieldSetElement>('fieldset.bw-rates'));
    expect(group.querySelector('legend')!.textContent).to.equal('Rate for Room Lípa');
    expect(radio('Flexible')!.checked).to.equal(true);
    expect(radio('Non-refundable')!.checked).to.equal(false);
    // The radios share one group: arrow keys move between them.
    expect(radio('Flexible')!.name).to.equal(radio('Non-refundable')!.name);
    expect(details('Flexible')).to.equal(`4${NBSP}200,00${NBSP}Kč 3 nightsRoom onlyFree cancellation until 5 January`);
    expect(details('Non-refundable')).to.equal(`3${NBSP}780,00${NBSP}Kč 3 nightsRoom onlyNon-refundable`);
  });

  it('sends the chosen rate with the summary and shows the total and terms it answers', async () => {
    showStep2([FLEX, NONREF]);
    const asked = (rate: string) => summaryCalls().some((url) => (url.searchParams.get('objects') ?? '').includes(`"rate":"${rate}"`));
    await waitFor(() => asked('flex'), FIRST_LOAD_MS);
    await waitFor(() => $('[data-testid="summary-total"]')?.textContent === `4${NBSP}200,00${NBSP}Kč`);
    expect($('.bw-summary__rate')!.textContent).to.equal('Flexible · Room only · Free cancellation until 5 January');

    expect(asked('nonref')).to.equal(false);
    radio('Non-refundable')!.click();
    await waitFor(() => asked('nonref'));
    await waitFor(() => $('[data-testid="summary-total"]')?.textContent === `3${NBSP}780,00${NBSP}Kč`);
    expect($('.bw-summary__rate')!.textContent).to.equal('Non-refundable · Room only · Non-refundable');
    expect(radio('Non-refundable')!.checked).to.equal(true);
  });

  it('opens the full terms on demand', async () => {
    showStep2([FLEX, NONREF]);
    const details = await waitFor(() => $<HTMLDetailsElement>('.bw-rates__full'));
    expect(details.open).to.equal(false);
    details.querySelector('summary')!.click();
    await waitFor(() => details.open);
    expect(details.querySelector('summary')!.textContent).to.equal('Cancellation policy');
    const lines = [...details.querySelectorAll('dd')].map((line) => line.textContent);
    expect(lines).to.deep.equal([
      'Free cancellation until 5 January 2027.',
      'From 6 January 2027 the cancellation fee is 50% of the price.',
      'From 17 January 2027 the cancellation fee is 100% of the price.',
      'Non-refundable: if you cancel, the whole price is charged.',
    ]);
  });

  it('keeps step 2 as it was when the server sends no rates', async () => {
    showStep2(undefined);
    await waitFor(() => summaryCalls().length > 0, FIRST_LOAD_MS);
    await waitFor(() => $('[data-testid="summary-total"]'));
    expect($('fieldset.bw-rates')).to.equal(null);
    expect(summaryCalls().every((url) => !(url.searchParams.get('objects') ?? '').includes('rate'))).to.equal(true);
  });

  it('shows an extra the chosen rate includes as included, and neither offers nor sends it', async () => {
    showStep2([FLEX, WITH_BREAKFAST], [BREAKFAST]);
    const lastObjects = () => summaryCalls().at(-1)?.searchParams.get('objects') ?? '';
    const breakfastCounter = () => $$<HTMLInputElement>('input[type="number"]').find((input) => input.closest('.bw-counter')?.textContent?.includes('Breakfast'));
    await waitFor(() => lastObjects().includes('"breakfast":1'), FIRST_LOAD_MS);
    expect(breakfastCounter()).to.not.equal(undefined);
    expect($('[data-included]')).to.equal(null);

    radio('Flexible with breakfast')!.click();
    await waitFor(() => $('[data-included]')?.textContent === 'Breakfast: included in the chosen rate');
    expect(breakfastCounter()).to.equal(undefined);
    await waitFor(() => lastObjects().includes('"rate":"flex_breakfast"'));
    expect(lastObjects()).to.not.include('breakfast":');

    // Back on the room-only rate the guest's own count is there again.
    radio('Flexible')!.click();
    await waitFor(() => breakfastCounter()?.value === '1');
    await waitFor(() => lastObjects().includes('"breakfast":1'));
  });

  it('dates the terms from the day the booking was made on the operator\'s edit screen, not from today', async () => {
    // Arrival on 14 December: booked today (2 December), the free days are over already.
    showStep2([FLEX], [], { arrival: '2026-12-14', departure: '2026-12-17' });
    await waitFor(() => radio('Flexible'));
    expect(details('Flexible')).to.equal(`4${NBSP}200,00${NBSP}Kč 3 nightsRoom onlyCancellation fee 50%`);
    // The edited booking was made on 20 November (edit_call's booked_on, which the edit screen keeps).
    widget.rendered.store.set(bookedOnAtom, '2026-11-20');
    await waitFor(() => details('Flexible').endsWith('Free cancellation until 29 November'));
  });
});
