// Step 2's choices over a reload: saved with the stay per widget, restored
// into a new store and checked again against the offer that arrives.
import { createStore } from 'jotai';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SelectionSchema } from '../../../src/api/schemas/selection';
import { chooseRateAtom, setPersonsAtom, setServiceCountAtom, toggleObjectAtom } from '../../../src/state/choices';
import { configAtom } from '../../../src/state/config';
import { testConfig as config } from '../support/config';
import { arrivalAtom, departureAtom, priceAtom, todayAtom } from '../../../src/state/dates';
import { checkInHourAtom, objectChoicesAtom, selectionAtom } from '../../../src/state/selection';
import { storeSelectionAtom } from '../../../src/state/offer';
import { rememberStay } from '../../../src/state/stay-memory';
import { stayChoiceAtom } from '../../../src/state/summary';


const RATE = (id: string, isDefault: boolean) => ({ id, name: id, board: 'room_only', price: '4200.00', default: isDefault ? '1' : '0', policy: { tiers: [] } });
/** The rates the offer has (issue 50); none: a server without rates. */
let rates: ReturnType<typeof RATE>[] = [];

const selectionBody = (available: boolean) => ({
  checkin_hours: ['15:00', '16:00'],
  objects: [
    {
      id: 1,
      name: 'Lípa',
      max_occupancy: '2',
      available: available ? '1' : '0',
      occupancy: [{ id: 'adults', min: '1', count: '1' }],
      services: [{ id: 'breakfast', name: 'Snídaně', count_min: '0', max: '20', selected: '0', count: '0' }],
      ...(rates.length ? { rates } : {}),
    },
  ],
  settings: { show_hours: '1', show_insurance: '0', use_coupon: '0', use_gift: '0', show_source_of_referral: '0' },
});

let available = true;
beforeEach(() => {
  available = true;
  rates = [];
  vi.stubGlobal('fetch', async (input: string) => {
    const name = new URL(input).pathname.replace(/^.*\//, '').replace(/\.php$/, '');
    const body =
      name === 'dates'
        ? { price: '4200', texts: { price_text: '' }, settings: { currency_text: 'Kč' }, alerts: [], error: '0' }
        : selectionBody(available);
    return new Response(JSON.stringify(body), { status: 200 });
  });
});
afterEach(() => vi.unstubAllGlobals());

function fakeWindow() {
  const items = new Map<string, string>();
  const sessionStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
  return { win: { sessionStorage } as unknown as Window, items };
}

function widgetStore() {
  const store = createStore();
  store.set(configAtom, config);
  store.set(todayAtom, '2026-12-02');
  return store;
}

/**
 * Until the reloaded widget has the offer for the stay (its schema loads on demand, so how long
 * depends on the module's first load), then a moment for the restored choices to apply.
 */
async function settle(store: ReturnType<typeof widgetStore>) {
  await vi.waitFor(() => expect(store.get(selectionAtom)).not.toBeNull(), { timeout: 10_000 });
  await new Promise((resolve) => setTimeout(resolve, 30));
}

function chosenOnStepTwo(win: Window) {
  const store = widgetStore();
  rememberStay(store, win, 'left');
  store.set(arrivalAtom, '2026-12-03');
  store.set(departureAtom, '2026-12-06');
  store.set(priceAtom, 4200);
  store.set(storeSelectionAtom, v.parse(SelectionSchema, selectionBody(true)));
  store.set(toggleObjectAtom, '1');
  store.set(setPersonsAtom, '1', 'adults', 2);
  store.set(setServiceCountAtom, '1', 'breakfast', 2);
  store.set(checkInHourAtom, '16:00');
  return store;
}

describe('step 2 choices over a reload', () => {
  it('come back with their counts and hour once the offer for the stay arrives', async () => {
    const { win, items } = fakeWindow();
    const before = chosenOnStepTwo(win);
    expect(items.get('booking-widget:left:stay')).toContain('"checkInHour":"16:00"');

    const reloaded = widgetStore();
    rememberStay(reloaded, win, 'left');
    await settle(reloaded);
    expect(reloaded.get(stayChoiceAtom)).toEqual(before.get(stayChoiceAtom));
    expect(reloaded.get(stayChoiceAtom)?.objects).toEqual([{ id: '1', occupancy: { adults: 2 }, services: { breakfast: 2 } }]);
    expect(reloaded.get(checkInHourAtom)).toBe('16:00');
  });

  it('keep the chosen rate while the new offer has it, and fall back to the default rate when not (issue 50)', async () => {
    rates = [RATE('flex', true), RATE('nonref', false)];
    const { win } = fakeWindow();
    const before = chosenOnStepTwo(win);
    expect(before.get(stayChoiceAtom)?.objects[0]?.rate).toBe('flex');
    before.set(chooseRateAtom, '1', 'nonref');
    before.set(chooseRateAtom, '1', 'unknown');
    expect(before.get(stayChoiceAtom)?.objects[0]?.rate).toBe('nonref');

    const reloaded = widgetStore();
    rememberStay(reloaded, win, 'left');
    await settle(reloaded);
    expect(reloaded.get(stayChoiceAtom)?.objects).toEqual([{ id: '1', occupancy: { adults: 2 }, services: { breakfast: 2 }, rate: 'nonref' }]);

    rates = [RATE('flex', true)];
    const withoutIt = widgetStore();
    rememberStay(withoutIt, win, 'left');
    await settle(withoutIt);
    expect(withoutIt.get(stayChoiceAtom)?.objects[0]?.rate).toBe('flex');
  });

  it('drop an object that was taken meanwhile', async () => {
    const { win } = fakeWindow();
    chosenOnStepTwo(win);
    available = false;
    const reloaded = widgetStore();
    rememberStay(reloaded, win, 'left');
    await settle(reloaded);
    expect(reloaded.get(objectChoicesAtom)[0]?.selected).toBe(false);
  });

  it('survive odd stored values without breaking the offer', async () => {
    const { win, items } = fakeWindow();
    items.set(
      'booking-widget:left:stay',
      JSON.stringify({ arrival: '2026-12-03', departure: '2026-12-06', price: 4200, choices: [null, { id: 1, selected: true, occupancy: 'x' }] }),
    );
    const store = widgetStore();
    rememberStay(store, win, 'left');
    await settle(store);
    expect(store.get(objectChoicesAtom)[0]).toMatchObject({ id: '1', selected: true, occupancy: [{ id: 'adults', persons: 1 }] });
  });
});
