// The summary of step 2 against a fake server: debounced, earlier calls
// aborted, a stale answer never current, a failure kept apart and retried.
import { createStore } from 'jotai';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Selection } from '../../../src/api';
import { setPersonsAtom, setServiceCountAtom, toggleObjectAtom } from '../../../src/state/choices';
import { couponAtom } from '../../../src/state/codes';
import { configAtom } from '../../../src/state/config';
import { testConfig } from '../support/config';
import { ownApiKey, stubFetchFor } from '../support/own-calls';
import { arrivalAtom, departureAtom } from '../../../src/state/dates';
import { checkInHourAtom } from '../../../src/state/selection';
import { storeSelectionAtom } from '../../../src/state/offer';
import {
  currentSummaryAtom,
  fetchSummaryAtom,
  lastSummaryAtom,
  refreshSummaryAtom,
  SUMMARY_DEBOUNCE_MS,
  stayChoiceAtom,
  stepTwoMissingAtom,
  summaryFailureAtom,
  summaryStatusAtom,
  unavailableObjectIdsAtom,
} from '../../../src/state/summary';


const selection: Selection = {
  checkin_hours: ['14:00', '15:00'],
  objects: [1, 2].map((id) => ({
    id: String(id),
    name: `Room ${id}`,
    description: '',
    kind: 'room',
    photos: [],
    max_occupancy: 2,
    available: id === 1,
    alert: id === 1 ? '' : 'taken',
    price: 4200,
    occupancy: [
      { id: 'adults', name: 'Adults', min: 1, max: 2, count: true },
      { id: 'infants', name: 'Infants', min: 0, max: 2, count: false },
    ],
    services: [{ id: 'breakfast', name: 'Breakfast', price: 220, unit: 'person_night', count_min: 0, max: 20, selected: false, count: 0 }],
  })),
  texts: { booking_dates_text: '' },
  source_of_referral: [],
  fees: [],
  settings: { show_hours: true, show_insurance: false, use_coupon: true, use_gift: true, show_source_of_referral: false, show_bank: true, show_online_payment: false, currency_text: 'Kč' },
};

const summaryBody = (total: number, extra: object = {}) => ({
  persons: '2',
  summary: { lines: [], discount: '0', total: String(total), currency_text: 'Kč' },
  accomodation: '1',
  continue: '1',
  alert: '',
  disabled_objects: [],
  ...extra,
});

// Each test's widget has a key of its own: only its calls are counted (see own-calls.ts).
let config = testConfig;
let calls: URLSearchParams[];
let answer: (query: URLSearchParams) => { status: number; body: unknown };

// The client loads the summary's schema on first use; load it before the clock is faked.
// The summary's call, schema and wire form load with the first call (in the
// widget they come with step 2's prefetch); loaded once here, fake timers see the call.
beforeAll(() => Promise.all([import('../../../src/api/schemas/summary.ts'), import('../../../src/api/later-calls.ts')]));

beforeEach(() => {
  vi.useFakeTimers();
  calls = [];
  config = { ...testConfig, apiKey: ownApiKey('summary') };
  answer = () => ({ status: 200, body: summaryBody(5000) });
  stubFetchFor(config.apiKey, async (url, init) => {
    const query = url.searchParams;
    calls.push(query);
    // Answers arrive after 100 ms, unless the widget aborts the call first.
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, 100);
      init?.signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new DOMException('aborted', 'AbortError'));
      });
    });
    const { status, body } = answer(query);
    return new Response(JSON.stringify(body), { status });
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function widgetStore() {
  const store = createStore();
  store.set(configAtom, { ...config, lang: 'en' });
  store.set(arrivalAtom, '2026-12-03');
  store.set(departureAtom, '2026-12-06');
  store.set(storeSelectionAtom, selection);
  return store;
}

describe('the stay as the API books it', () => {
  it('holds the range, the chosen objects with counts by id, the hour and the codes', () => {
    const store = widgetStore();
    store.set(toggleObjectAtom, '1');
    store.set(setPersonsAtom, '1', 'adults', 2);
    store.set(setServiceCountAtom, '1', 'breakfast', 2);
    store.set(checkInHourAtom, '15:00');
    store.set(couponAtom, ' LETO10 ');
    expect(store.get(stayChoiceAtom)).toEqual({
      from: '2026-12-03',
      to: '2026-12-06',
      objects: [{ id: '1', occupancy: { adults: 2, infants: 0 }, services: { breakfast: 2 } }],
      timeOfArrival: '15:00',
      coupon: 'LETO10',
    });
  });

  it('cannot choose an object that is not free', () => {
    const store = widgetStore();
    store.set(toggleObjectAtom, '2');
    expect(store.get(stayChoiceAtom)?.objects).toEqual([]);
    expect([...store.get(unavailableObjectIdsAtom)]).toEqual(['2']);
  });
});

describe('the summary', () => {
  it('makes one call after the guest pauses and is current only for its own choice', async () => {
    const store = widgetStore();
    expect(store.get(summaryStatusAtom)).toBe('empty');
    store.set(toggleObjectAtom, '1');
    store.set(refreshSummaryAtom);
    store.set(setPersonsAtom, '1', 'adults', 2);
    store.set(refreshSummaryAtom);
    expect(store.get(summaryStatusAtom)).toBe('updating');
    await vi.advanceTimersByTimeAsync(SUMMARY_DEBOUNCE_MS + 150);
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0]?.get('objects') ?? '')).toEqual([{ id: '1', occupancy: { adults: 2, infants: 0 }, services: {} }]);
    expect(store.get(summaryStatusAtom)).toBe('current');
    expect(store.get(currentSummaryAtom)?.summary.total).toBe(5000);

    // A new choice: the old answer is still there, but no longer current.
    store.set(setServiceCountAtom, '1', 'breakfast', 2);
    expect(store.get(summaryStatusAtom)).toBe('updating');
    expect(store.get(currentSummaryAtom)).toBeNull();
    expect(store.get(lastSummaryAtom)?.summary.total).toBe(5000);
  });

  it('aborts an earlier call and never shows its answer', async () => {
    const store = widgetStore();
    answer = (query) => ({ status: 200, body: summaryBody(query.get('objects')?.includes('"adults":2') ? 6000 : 5000) });
    store.set(toggleObjectAtom, '1');
    void store.set(fetchSummaryAtom);
    await vi.advanceTimersByTimeAsync(50);
    store.set(setPersonsAtom, '1', 'adults', 2);
    void store.set(fetchSummaryAtom);
    await vi.advanceTimersByTimeAsync(200);
    expect(calls).toHaveLength(2);
    expect(store.get(currentSummaryAtom)?.summary.total).toBe(6000);
  });

  it('drops an answer for a choice the guest has left', async () => {
    const store = widgetStore();
    store.set(toggleObjectAtom, '1');
    void store.set(fetchSummaryAtom);
    await vi.advanceTimersByTimeAsync(50);
    store.set(setPersonsAtom, '1', 'adults', 2); // no new call yet: the debounce is still waiting
    await vi.advanceTimersByTimeAsync(100);
    expect(store.get(lastSummaryAtom)).toBeNull();
    expect(store.get(summaryStatusAtom)).toBe('updating');
  });

  it('says why a call failed, keeps the choices and tries again', async () => {
    const store = widgetStore();
    answer = () => ({ status: 400, body: { error: 'Something is wrong.' } });
    store.set(toggleObjectAtom, '1');
    void store.set(fetchSummaryAtom);
    await vi.advanceTimersByTimeAsync(150);
    expect(store.get(summaryStatusAtom)).toBe('failed');
    expect(store.get(summaryFailureAtom)).toBe('Something is wrong.');
    expect(store.get(stayChoiceAtom)?.objects).toHaveLength(1);
    // A failure is not retried by itself on every refresh...
    store.set(refreshSummaryAtom);
    await vi.advanceTimersByTimeAsync(SUMMARY_DEBOUNCE_MS + 150);
    expect(calls).toHaveLength(1);
    // ...but on "try again".
    answer = () => ({ status: 200, body: summaryBody(5000) });
    void store.set(fetchSummaryAtom);
    await vi.advanceTimersByTimeAsync(150);
    expect(store.get(summaryStatusAtom)).toBe('current');
  });
});

describe('a failure left behind', () => {
  it('is asked again when the guest comes back to that choice from one already priced', async () => {
    const store = widgetStore();
    store.set(toggleObjectAtom, '1');
    store.set(checkInHourAtom, '14:00');
    void store.set(fetchSummaryAtom);
    await vi.advanceTimersByTimeAsync(150);
    expect(store.get(summaryStatusAtom)).toBe('current');
    // 15:00 fails; back to 14:00, whose answer is on hand: no call, no failure shown.
    answer = () => ({ status: 500, body: { error: 'Resting.' } });
    store.set(checkInHourAtom, '15:00');
    void store.set(fetchSummaryAtom);
    await vi.advanceTimersByTimeAsync(2_000); // with the client's two retries
    expect(store.get(summaryFailureAtom)).toBe('Resting.');
    store.set(checkInHourAtom, '14:00');
    store.set(refreshSummaryAtom);
    expect(store.get(summaryStatusAtom)).toBe('current');
    // 15:00 again: a new call, not the old failure.
    answer = () => ({ status: 200, body: summaryBody(6000) });
    const before = calls.length;
    store.set(checkInHourAtom, '15:00');
    store.set(refreshSummaryAtom);
    expect(store.get(summaryStatusAtom)).toBe('updating');
    await vi.advanceTimersByTimeAsync(SUMMARY_DEBOUNCE_MS + 150);
    expect(calls.length).toBe(before + 1);
    expect(store.get(currentSummaryAtom)?.summary.total).toBe(6000);
  });
});

describe('the step-2 check on the summary state', () => {
  it('needs an object, an hour and the server agreeing', async () => {
    const store = widgetStore();
    expect(store.get(stepTwoMissingAtom)).toEqual(['accommodation', 'check-in-hour']);
    store.set(toggleObjectAtom, '1');
    store.set(checkInHourAtom, '14:00');
    expect(store.get(stepTwoMissingAtom)).toEqual(['server']);
    void store.set(fetchSummaryAtom);
    await vi.advanceTimersByTimeAsync(150);
    expect(store.get(stepTwoMissingAtom)).toEqual([]);
  });

  it('a new list of hours clears the chosen hour', () => {
    const store = widgetStore();
    store.set(checkInHourAtom, '15:00');
    store.set(storeSelectionAtom, { ...selection, checkin_hours: ['16:00'] });
    expect(store.get(checkInHourAtom)).toBe('');
  });
});
