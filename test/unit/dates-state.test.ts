import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Availability, Selection } from '../../src/api';
import { resolveConfig } from '../../src/config/config';
import { configAtom } from '../../src/state/config';
import {
  alertsAtom,
  arrivalAtom,
  arrivalPrettyAtom,
  chooseDayAtom,
  chooseStayAtom,
  clearDateAtom,
  clearDatesAtom,
  currencyTextAtom,
  departureAtom,
  departurePrettyAtom,
  enterStepOneAtom,
  firstVisibleMonthAtom,
  nightsAtom,
  priceAtom,
  pricePrefixAtom,
  pricingAtom,
  shownMonthsAtom,
  todayAtom,
} from '../../src/state/dates';
import { objectChoicesAtom, selectionAtom } from '../../src/state/selection';
import { choicesFromSelection } from '../../src/state/offer';
import { rememberStay } from '../../src/state/stay-memory';
import { availabilityAtom } from '../../src/state/startup';
import { ownApiKey, stubFetchFor } from './support/own-calls';

// The widget as an integrator configures it: <booking-widget api-key="demo" api-base="http://api.test">.
const widgetConfig = resolveConfig({
  attributes: { apiKey: 'demo', apiBase: 'http://api.test', routing: 'memory' },
  pageUrl: 'http://hotel.test/',
  remembered: {},
  scriptUrl: 'http://hotel.test/booking-widget.js',
});

const availability: Availability = {
  data: { unavailable: ['2026-12-10', '2026-12-11'], available_in: ['2026-12-12'], available_out: ['2026-12-10'], prices: {}, min_stay: {} },
  settings: { days_nights: 'nights', min_date: '2026-12-01', max_date: '2027-06-30', displayed_months: 3, currency_text: '' },
};

type Answer = { status?: number; body: unknown };
let answers: Record<string, (query: URLSearchParams) => Answer>;
let calls: { name: string; query: URLSearchParams }[];

const pricing = (price: number, extra: object = {}) => ({
  price: String(price),
  texts: { price_text: 'cena od' },
  settings: { currency_text: 'Kč' },
  alerts: [],
  error: false,
  ...extra,
});

const selectionAnswer = {
  objects: [
    { id: 7, name: 'Apartmán', max_occupancy: '4', available: '1', occupancy: [{ id: 'adult', min: 2, count: '1' }] },
  ],
  settings: { show_hours: '0', show_insurance: '0', use_coupon: '0', use_gift: '0', show_source_of_referral: '0' },
};

// Each test's widget has a key of its own: only its calls are counted (see own-calls.ts).
let config = widgetConfig;

beforeEach(() => {
  calls = [];
  config = { ...widgetConfig, apiKey: ownApiKey('dates') };
  answers = {
    dates: (query) => ({ body: pricing(query.get('from') ? 4200 : 1500) }),
    selection: () => ({ body: selectionAnswer }),
  };
  stubFetchFor(config.apiKey, async (url) => {
    const name = url.pathname.replace(/^.*\//, '').replace(/\.php$/, '');
    calls.push({ name, query: url.searchParams });
    const answer = answers[name]?.(url.searchParams) ?? { status: 404, body: {} };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
});

afterEach(() => vi.unstubAllGlobals());

function widgetStore() {
  const store = createStore();
  store.set(configAtom, config);
  store.set(todayAtom, '2026-12-02');
  store.set(availabilityAtom, availability);
  return store;
}

/** Lets the fake server's answers arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('date selection state', () => {
  it('prices a completed range and then fetches the selection', async () => {
    const store = widgetStore();
    expect(store.set(chooseDayAtom, '2026-12-03')).toMatchObject({ kind: 'started' });
    expect(store.get(arrivalAtom)).toBe('2026-12-03');
    expect(calls).toHaveLength(0);
    expect(store.set(chooseDayAtom, '2026-12-06')).toMatchObject({ kind: 'completed' });
    expect(store.get(nightsAtom)).toBe(3);
    expect([store.get(arrivalPrettyAtom), store.get(departurePrettyAtom)]).toEqual(['03.12.2026', '06.12.2026']);
    // The offer is stored by a module that loads beside its call (src/state/offer.ts).
    await vi.waitFor(() => expect(store.get(selectionAtom)).not.toBeNull());
    expect(calls.map((call) => call.name)).toEqual(['dates', 'selection']);
    expect(calls[0]?.query.get('from')).toBe('2026-12-03');
    expect(calls[0]?.query.get('to')).toBe('2026-12-06');
    expect(store.get(priceAtom)).toBe(4200);
    expect(store.get(pricePrefixAtom)).toBe('cena od');
    expect(store.get(currencyTextAtom)).toBe('Kč');
    expect(store.get(selectionAtom)?.objects[0]?.id).toBe('7');
    expect(store.get(objectChoicesAtom)).toEqual([
      { id: '7', max: 4, selected: false, occupancy: [{ id: 'adult', min: 2, count: true, persons: 2 }], services: [] },
    ]);
  });

  it('a whole stay chosen off screen (setDates, a suggestion) turns the calendar to its arrival; one on screen leaves it', () => {
    const store = widgetStore();
    store.set(shownMonthsAtom, 3);
    // The guest has looked around the months (the view no longer follows the arrival by itself).
    store.set(firstVisibleMonthAtom, '2026-12');
    store.set(chooseStayAtom, '2027-02-20', '2027-02-23');
    expect(store.get(arrivalAtom)).toBe('2027-02-20');
    expect(store.get(firstVisibleMonthAtom)).toBe('2026-12');
    store.set(chooseStayAtom, '2027-03-05', '2027-03-08');
    expect(store.get(firstVisibleMonthAtom)).toBe('2027-03');
    // Back before the first month shown: it turns back too.
    store.set(chooseStayAtom, '2026-12-20', '2026-12-22');
    expect(store.get(firstVisibleMonthAtom)).toBe('2026-12');
  });

  it('starting a new range resets nights and price', async () => {
    const store = widgetStore();
    store.set(chooseDayAtom, '2026-12-03');
    store.set(chooseDayAtom, '2026-12-06');
    await settle();
    store.set(chooseDayAtom, '2026-12-20');
    expect(store.get(departureAtom)).toBe('');
    expect(store.get(nightsAtom)).toBe(0);
    expect(store.get(priceAtom)).toBe(0);
  });

  it('clearing fetches the price with no dates', async () => {
    const store = widgetStore();
    store.set(chooseDayAtom, '2026-12-03');
    store.set(chooseDayAtom, '2026-12-06');
    await settle();
    calls = [];
    store.set(clearDatesAtom);
    expect(store.get(arrivalAtom)).toBe('');
    expect(store.get(priceAtom)).toBe(0);
    await settle();
    expect(calls.map((call) => call.name)).toEqual(['dates']);
    expect(calls[0]?.query.has('from')).toBe(false);
    expect(store.get(priceAtom)).toBe(1500);
  });

  it('clearing one date keeps the other for the next choice', async () => {
    const store = widgetStore();
    store.set(chooseDayAtom, '2026-12-03');
    store.set(chooseDayAtom, '2026-12-06');
    store.set(clearDateAtom, 'arrival');
    expect(store.get(departureAtom)).toBe('2026-12-06');
    expect(store.get(nightsAtom)).toBe(0);
    expect(store.set(chooseDayAtom, '2026-12-04')).toMatchObject({ kind: 'completed', nights: 2 });
    expect(store.get(arrivalAtom)).toBe('2026-12-04');
  });

  it('a pricing failure or error flag resets the price and keeps the alerts', async () => {
    const store = widgetStore();
    answers.dates = () => ({ body: pricing(900, { error: '1', alerts: ['Minimální pobyt jsou 3 noci'] }) });
    store.set(chooseDayAtom, '2026-12-03');
    store.set(chooseDayAtom, '2026-12-05');
    await settle();
    expect(store.get(priceAtom)).toBe(0);
    expect(store.get(alertsAtom)).toEqual(['Minimální pobyt jsou 3 noci']);
    expect(calls.map((call) => call.name)).toEqual(['dates']);

    answers.dates = () => ({ status: 400, body: {} });
    store.set(chooseDayAtom, '2026-12-20');
    store.set(chooseDayAtom, '2026-12-24');
    await settle();
    expect(store.get(priceAtom)).toBe(0);
  });

  it('refuses a stay over an occupied night and explains why', () => {
    const store = widgetStore();
    store.set(chooseDayAtom, '2026-12-08');
    expect(store.set(chooseDayAtom, '2026-12-14')).toMatchObject({ kind: 'refused', reason: 'includes-occupied' });
    expect(store.get(arrivalAtom)).toBe('2026-12-08');
    expect(store.get(departureAtom)).toBe('');
  });

  it('drops an answer for a range the guest has already left', async () => {
    const store = widgetStore();
    let release: () => void = () => {};
    answers.dates = (query) => ({ body: pricing(query.get('to') === '2026-12-06' ? 111 : 222) });
    const slow = new Promise<void>((resolve) => (release = resolve));
    const fastFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
      if (input.includes('to=2026-12-06')) await slow;
      return fastFetch(input, init);
    });
    store.set(chooseDayAtom, '2026-12-03');
    store.set(chooseDayAtom, '2026-12-06');
    store.set(chooseDayAtom, '2026-12-20');
    store.set(chooseDayAtom, '2026-12-22');
    await settle();
    release();
    await settle();
    expect(store.get(priceAtom)).toBe(222);
  });

  it('is busy pricing only while the current range waits for its price', async () => {
    const store = widgetStore();
    store.set(chooseDayAtom, '2026-12-03');
    store.set(chooseDayAtom, '2026-12-06');
    expect(store.get(pricingAtom)).toBe(true);
    store.set(chooseDayAtom, '2026-12-20'); // a new stay started: the old price no longer matters
    expect(store.get(pricingAtom)).toBe(false);
    store.set(chooseDayAtom, '2026-12-22');
    expect(store.get(pricingAtom)).toBe(true);
    await settle();
    expect(store.get(pricingAtom)).toBe(false);
    expect(store.get(priceAtom)).toBe(4200);
  });

  it('entering step 1 clears chosen objects and fetches the "from" price', async () => {
    const store = widgetStore();
    store.set(objectChoicesAtom, [{ id: '7', max: 4, selected: true, occupancy: [], services: [] }]);
    store.set(enterStepOneAtom);
    expect(store.get(objectChoicesAtom)[0]?.selected).toBe(false);
    await settle();
    expect(store.get(priceAtom)).toBe(1500);
  });

  it('shows the month of the first bookable day first, then keeps the one the guest moved to', () => {
    const store = widgetStore();
    expect(store.get(firstVisibleMonthAtom)).toBe('2026-12');
    store.set(firstVisibleMonthAtom, '2027-02');
    store.set(chooseDayAtom, '2027-02-10');
    expect(store.get(firstVisibleMonthAtom)).toBe('2027-02');
  });
});

describe('the stay over a reload', () => {
  function fakeWindow(saved: Record<string, string> = {}) {
    const items = new Map(Object.entries(saved));
    const sessionStorage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    };
    return { win: { sessionStorage } as unknown as Window, items };
  }

  it('saves the chosen stay per widget and restores it into a new store', async () => {
    const { win, items } = fakeWindow();
    const first = widgetStore();
    rememberStay(first, win, 'left');
    first.set(chooseDayAtom, '2026-12-03');
    first.set(chooseDayAtom, '2026-12-06');
    await settle();
    expect(JSON.parse(items.get('booking-widget:left:stay') ?? '{}')).toMatchObject({
      arrival: '2026-12-03',
      departure: '2026-12-06',
      price: 4200,
    });

    const reloaded = widgetStore();
    rememberStay(reloaded, win, 'left');
    expect(reloaded.get(arrivalAtom)).toBe('2026-12-03');
    expect(reloaded.get(departureAtom)).toBe('2026-12-06');
    expect(reloaded.get(priceAtom)).toBe(4200);
    expect(reloaded.get(currencyTextAtom)).toBe('Kč');

    const other = widgetStore();
    rememberStay(other, win, 'right');
    expect(other.get(arrivalAtom)).toBe('');
  });

  it('ignores a saved stay that is broken or already past', () => {
    const past = JSON.stringify({ arrival: '2026-11-20', departure: '2026-11-22', price: 10 });
    for (const saved of ['{not json', past, JSON.stringify({ arrival: '2026-12-06', departure: '2026-12-03' })]) {
      const { win } = fakeWindow({ 'booking-widget:default:stay': saved });
      const store = widgetStore();
      rememberStay(store, win, '');
      expect(store.get(arrivalAtom)).toBe('');
    }
  });

  it('keeps working when storage is blocked', () => {
    const blocked = {
      get sessionStorage(): Storage {
        throw new DOMException('blocked', 'SecurityError');
      },
    } as unknown as Window;
    const store = widgetStore();
    expect(() => rememberStay(store, blocked, 'x')).not.toThrow();
    store.set(chooseDayAtom, '2026-12-03');
    expect(store.get(arrivalAtom)).toBe('2026-12-03');
  });
});

describe('object choices from a new selection answer', () => {
  const answer = (available: boolean): Selection => ({
    checkin_hours: [],
    objects: [
      {
        id: '7',
        name: 'Apartmán',
        description: '',
        kind: '',
        photos: [],
        max_occupancy: 4,
        available,
        alert: '',
        price: 0,
        occupancy: [],
        services: [{ id: 'breakfast', name: 'Snídaně', price: 150, unit: 'person_night', count_min: 0, selected: false, count: 0 }],
      },
    ],
    texts: { booking_dates_text: '' },
    source_of_referral: [],
    fees: [],
    settings: { show_hours: false, show_insurance: false, use_coupon: false, use_gift: false, show_source_of_referral: false, show_bank: true, show_online_payment: false, currency_text: 'Kč' },
  });
  const chosen = [{ id: '7', max: 4, selected: true, occupancy: [], services: [] }];

  it('keeps a chosen object chosen while it is still available', () => {
    expect(choicesFromSelection(answer(true), chosen)[0]).toMatchObject({ id: '7', selected: true });
    expect(choicesFromSelection(answer(false), chosen)[0]).toMatchObject({ id: '7', selected: false });
    expect(choicesFromSelection(answer(true), [])[0]?.services).toEqual([
      { id: 'breakfast', count_min: 0, selected: false, count: 0 },
    ]);
  });
});
